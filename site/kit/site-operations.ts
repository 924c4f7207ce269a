import type { Request } from 'express';
import type { Principal } from '../../api/auth/principal.ts';
import type { Session } from '../../api/auth/sessions.ts';
import type { OperationContext, OperationName, OperationTable } from '../../api/operation.ts';
import type { operationTable } from '../../api/operations/index.ts';
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

type Table = typeof operationTable;

/**
 * The account pages' operations, one method per operation: `ops.choose_free_listing(req, session, input)`. Each
 * method is declared by its entry in the operation table, so go-to-definition follows a form to its operation and
 * a wrong name does not compile. The answer is the operation's for the signed-in person; a refusal is thrown as a
 * `DomainError`, as an action throws it: a page catches either with `refusalOf`.
 */
export type SiteOperations = {
  [N in keyof Table]: (req: Request, session: Session, input: OperationCall) => Promise<N extends OperationName ? OperationOutputs[N] : never>;
};

/**
 * The account pages run the same operations as the API and MCP, validated against the same
 * contract, so a form can do nothing the API would refuse and its errors name the same fields.
 */
export function siteOperations(table: OperationTable, context: (req: Request) => OperationContext): SiteOperations {
  const call = async (name: OperationName, req: Request, session: Session, input: OperationCall) => {
    const checked = validateInput(name, { path: { ...input.path }, query: { ...input.query }, body: input.body, hasBody: input.body !== undefined });
    if (!checked.ok) throw invalidInput(checked.issues);
    return (await table[name].run(checked.input as never, { ...context(req), principal: principalOf(session) })).body;
  };
  const names = Object.keys(table) as OperationName[];
  return Object.fromEntries(
    names.map((name) => [name, (req: Request, session: Session, input: OperationCall) => call(name, req, session, input)]),
  ) as SiteOperations;
}

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
