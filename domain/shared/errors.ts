/** Errors a decision can raise; adapters map them to HTTP/MCP answers. */
export type FieldIssue = { field: string; message: string };

export class DomainError extends Error {
  readonly kind: 'invalid' | 'not_found' | 'conflict' | 'forbidden' | 'rate_limited';
  readonly issues: FieldIssue[];
  /** For `rate_limited`: when asking again makes sense. */
  readonly retryAfterSeconds: number | null;
  constructor(kind: DomainError['kind'], message: string, issues: FieldIssue[] = [], retryAfterSeconds: number | null = null) {
    super(message);
    this.kind = kind;
    this.issues = issues;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const notFound = (what: string) => new DomainError('not_found', `${what} not found`);
export const conflict = (message: string) => new DomainError('conflict', message);
export const invalid = (field: string, message: string) => new DomainError('invalid', `${field}: ${message}`, [{ field, message }]);
/** Input its declaration refused, each field with its problem: one sentence naming them all. */
export const invalidInput = (issues: FieldIssue[]) => new DomainError('invalid', issues.map((i) => `${i.field}: ${i.message}`).join('; '), issues);
