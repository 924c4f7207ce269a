import type { Response } from 'express';
import type { DomainError, FieldIssue } from '../domain/shared/errors.ts';

/** RFC 9457 problem details: the one error form of 400/401/403/404/409/422. */
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: FieldIssue[];
};

const TITLES: Record<number, [slug: string, title: string]> = {
  400: ['invalid-request', 'Invalid request'],
  401: ['unauthenticated', 'Not signed in'],
  403: ['forbidden', 'Signed in without permission'],
  404: ['not-found', 'Not found'],
  405: ['method-not-allowed', 'Method not allowed'],
  409: ['conflict', 'Conflict'],
  413: ['payload-too-large', 'Request body too large'],
  415: ['unsupported-media-type', 'Unsupported media type'],
  422: ['unprocessable', 'Request cannot be processed'],
  429: ['rate-limited', 'Too many requests'],
  500: ['internal', 'Internal error'],
  501: ['not-implemented', 'Not implemented'],
};

export function problem(status: number, detail?: string, errors?: FieldIssue[]): Problem {
  const [slug, title] = TITLES[status] ?? ['error', 'Error'];
  return { type: `/problems/${slug}`, title, status, ...(detail ? { detail } : {}), ...(errors?.length ? { errors } : {}) };
}

export function sendProblem(res: Response, p: Problem): void {
  res.status(p.status).type('application/problem+json').send(JSON.stringify(p));
}

export class HttpProblem extends Error {
  readonly problem: Problem;
  constructor(p: Problem) {
    super(p.detail ?? p.title);
    this.problem = p;
  }
}

const STATUS: Record<DomainError['kind'], number> = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403, rate_limited: 429 };

/** The HTTP status a kind of refusal is answered with. */
export const statusOf = (e: DomainError) => STATUS[e.kind];

export function fromDomainError(e: DomainError): Problem & { retry_after_seconds?: number } {
  const p = problem(STATUS[e.kind], e.message, e.issues);
  return e.retryAfterSeconds === null ? p : { ...p, retry_after_seconds: e.retryAfterSeconds };
}

/** The headers a domain refusal comes with: a wait time for a rate limit. */
export function domainErrorHeaders(e: DomainError): Record<string, string> {
  return e.retryAfterSeconds === null ? {} : { 'Retry-After': String(e.retryAfterSeconds) };
}
