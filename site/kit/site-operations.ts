import type { Request } from 'express';
import type { Principal } from '../../api/auth/principal.ts';
import type { Session } from '../../api/auth/sessions.ts';
import type { OperationContext, OperationName, OperationTable } from '../../api/operation.ts';
import { statusOf } from '../../api/problem.ts';
import { validateInput } from '../../api/validation.ts';
import { SCOPES } from '../../domain/account/account.ts';
import { DomainError, type FieldIssue } from '../../domain/shared/errors.ts';
import type { OperationOutputs } from '../../schemas/operation-outputs.ts';

/** What a form post asked of an operation that was refused: the status, a sentence, and the fields at fault. */
export type Refusal = { status: number; message: string; issues: FieldIssue[] };

export type Outcome<N extends OperationName = OperationName> = { ok: true; status: number; body: OperationOutputs[N] } | ({ ok: false } & Refusal);

/** A person signed in on the site acts as themselves with every scope: the site is their own client. */
export const principalOf = (s: Session): Principal => ({
  accountId: s.account.id,
  email: s.account.email,
  name: s.account.name,
  role: s.account.role,
  scopes: [...SCOPES],
  credential: { kind: 'session', id: s.hash, expiresAt: null },
});

/**
 * The account pages run the same operations as the API and MCP, validated against the same
 * contract, so a form can do nothing the API would refuse and its errors name the same fields.
 */
export function siteOperations(table: OperationTable, context: (req: Request) => OperationContext) {
  return {
    async run<N extends OperationName>(req: Request, session: Session, name: N, input: { path?: object; query?: object; body?: unknown }): Promise<Outcome<N>> {
      const op = table[name];
      const checked = validateInput(name, {
        path: { ...input.path },
        query: { ...input.query },
        body: input.body,
        hasBody: input.body !== undefined,
      });
      if (!checked.ok) return { ok: false, status: 400, message: 'Some fields need a change.', issues: checked.issues };
      try {
        const result = await op.run(checked.input, { ...context(req), principal: principalOf(session) });
        return { ok: true, status: result.status ?? 200, body: result.body };
      } catch (error) {
        return { ok: false, ...refusalOf(error) };
      }
    },
  };
}

export type SiteOperations = ReturnType<typeof siteOperations>;

/**
 * A refused action as the form shows it: its status, its sentence and the fields at fault, each under the
 * name of the form's input where the form calls it otherwise (`priceCents` is typed as `price`).
 */
export function refusalOf(error: unknown, formNames: Record<string, string> = {}): Refusal {
  if (!(error instanceof DomainError)) throw error;
  const issues = error.issues.map((i) => (Object.hasOwn(formNames, i.field) ? { ...i, field: formNames[i.field] } : i));
  return { status: statusOf(error), message: error.message, issues };
}
