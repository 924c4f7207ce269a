import type { Request } from 'express';
import type { Principal } from '../../api/auth/principal.ts';
import type { Session } from '../../api/auth/sessions.ts';
import type { OperationContext, OperationName, OperationTable } from '../../api/operation.ts';
import { statusOf } from '../../api/problem.ts';
import { validateInput } from '../../api/validation.ts';
import { SCOPES } from '../../domain/account/account.ts';
import { DomainError, type FieldIssue, invalidInput } from '../../domain/shared/errors.ts';
import type { OperationOutputs } from '../../schemas/operation-outputs.ts';

/** What a form post asked of an operation that was refused: the status, a sentence, and the fields at fault. */
export type Refusal = { status: number; message: string; issues: FieldIssue[] };

/** What an operation's path, query and body are, as a form sends them (the contract coerces query text). */
type OperationCall = { path?: object; query?: object; body?: unknown };

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
 * A refusal is thrown as a `DomainError`, as an action throws it: a page catches either
 * with `refusalOf`.
 */
export function siteOperations(table: OperationTable, context: (req: Request) => OperationContext) {
  const answer = async <N extends OperationName>(req: Request, session: Session, name: N, input: OperationCall) => {
    const checked = validateInput(name, { path: { ...input.path }, query: { ...input.query }, body: input.body, hasBody: input.body !== undefined });
    if (!checked.ok) throw invalidInput(checked.issues);
    return table[name].run(checked.input, { ...context(req), principal: principalOf(session) });
  };
  return {
    /** The operation's answer for the signed-in person; a refusal is thrown. */
    call: async <N extends OperationName>(req: Request, session: Session, name: N, input: OperationCall): Promise<OperationOutputs[N]> =>
      (await answer(req, session, name, input)).body,
  };
}

export type SiteOperations = ReturnType<typeof siteOperations>;

/** How a form names a field of the declaration: its input's name, and, where the form asks in other units, its own words. */
export type FormName = string | { field: string; message: string };

/**
 * A refused action as the form shows it: its status, its sentence and the fields at fault, each under the
 * name of the form's input where the form calls it otherwise (`priceCents` is typed as `price`).
 */
export function refusalOf(error: unknown, formNames: Record<string, FormName> = {}): Refusal {
  if (!(error instanceof DomainError)) throw error;
  const issues = error.issues.map((i) => {
    if (!Object.hasOwn(formNames, i.field)) return i;
    const name = formNames[i.field];
    return typeof name === 'string' ? { ...i, field: name } : { ...i, ...name };
  });
  return { status: statusOf(error), message: error.message, issues };
}
