import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { DomainError } from '../domain/shared/errors.ts';
import { domainErrorHeaders, fromDomainError, HttpProblem, problem, sendProblem } from './problem.ts';

/**
 * The last handler of the app: a refusal of the domain or a body the parsers could not read becomes the
 * problem+json a client can act on; anything else is our fault, logged and answered 500 with the request id.
 */
export const problemHandler = (logger: Logger) => (error: unknown, req: Request, res: Response, _next: NextFunction) => {
  if (error instanceof DomainError) {
    for (const [k, v] of Object.entries(domainErrorHeaders(error))) res.setHeader(k, v);
    return sendProblem(res, fromDomainError(error));
  }
  if (error instanceof HttpProblem) return sendProblem(res, error.problem);
  const e = error && typeof error === 'object' ? (error as { type?: unknown; status?: unknown }) : {};
  if (e.type === 'entity.parse.failed') return sendProblem(res, problem(400, 'the body is not valid JSON', [{ field: 'body', message: 'is not valid JSON' }]));
  if (e.type === 'entity.too.large') return sendProblem(res, problem(413, 'the body is larger than 1 MB'));
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return sendProblem(res, problem(415, 'the body must be UTF-8 JSON'));
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return sendProblem(res, problem(e.status, 'invalid request'));
  logger.error({ err: error }, 'unhandled error');
  sendProblem(res, problem(500, `something went wrong on our side; quote request id ${req.correlationId}`));
};
