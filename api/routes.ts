import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Clock } from '../domain/ports/clock.ts';
import { DomainError } from '../domain/shared/errors.ts';
import type { ReadModels } from '../projections/index.ts';
import { challengeFor } from './auth/challenge.ts';
import { IdempotencyStore } from './idempotency.ts';
import { cacheToken } from './kept-reads.ts';
import type { Access, Operation, OperationContext } from './operation.ts';
import { domainErrorHeaders, fromDomainError, problem, sendProblem } from './problem.ts';
import { etagOf, ResponseCache } from './response-cache.ts';
import { RouteTable } from './route-table.ts';
import { sendJson } from './send-json.ts';
import { validateInput } from './validation.ts';

/** Sends the 401/403 answer when the caller may not run the operation; false when sent. */
function authorize(op: { name: string; access: Access }, req: Request, res: Response, resourceMetadataUrl: string): boolean {
  const challenge = challengeFor(op.access, { principal: req.principal ?? null, rejected: req.credentialRejected }, resourceMetadataUrl, op.name);
  if (!challenge) return true;
  res.setHeader('WWW-Authenticate', challenge.wwwAuthenticate);
  sendProblem(res, problem(challenge.status, challenge.detail, challenge.errors));
  return false;
}

export type RouteDeps = {
  readModels: ReadModels;
  clock: Clock;
  context: (req: Request) => OperationContext;
  resourceMetadataUrl: string;
  idempotency: IdempotencyStore;
  /** Whether a kept answer's reads are held to its declaration (`ReadModels.keptUnder`): in tests, with the contract check. */
  checkReads?: boolean;
};

/** A handler of a path outside the operation table (the contract, its reference). */
export type DocumentHandler = (req: Request, res: Response) => void;

/**
 * The operation table as the API's router: each request finds its operation by method and path
 * in a table compiled once, then is authorized, validated against the contract, run, and answered
 * JSON with an ETag. Reads declare the projections they come from and are answered from a cache
 * keyed on those projections' positions, so an unchanged read model is not queried again. A known
 * path asked with another method is 405 with `Allow`; an unknown one goes on to `next`.
 */
export function operationRoutes(
  operations: Operation[],
  deps: RouteDeps,
  documents: Record<string, DocumentHandler> = {},
  cache: ResponseCache = new ResponseCache(),
): RequestHandler {
  const table = new RouteTable<(req: Request, res: Response) => unknown>();
  for (const [path, handler] of Object.entries(documents)) table.add('GET', path, handler);
  for (const op of operations) table.add(op.method, op.path, operationHandler(op, deps, cache));
  return (req: Request, res: Response, next: NextFunction) => {
    const found = table.match(req.method, req.path);
    switch (found.kind) {
      case 'none':
        return next();
      case 'undecodable':
        return sendProblem(res, problem(400, `invalid ${found.param}`, [{ field: found.param, message: 'is not valid percent-encoded UTF-8' }]));
      case 'method': {
        const allowed = found.allowed;
        res.setHeader('Allow', [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', '));
        if (req.method === 'OPTIONS') return res.status(204).end();
        return sendProblem(res, problem(405, `${req.method} is not allowed on ${found.template}; use ${allowed.join(' or ')}`));
      }
      case 'found':
        req.params = found.params;
        return Promise.resolve(found.route(req, res)).catch(next);
    }
  };
}

function operationHandler(op: Operation, deps: RouteDeps, cache: ResponseCache) {
  return async (req: Request, res: Response) => {
    // The metrics label requests by operation, not by URL.
    res.locals.operation = op.name;
    if (!authorize(op, req, res, deps.resourceMetadataUrl)) return;
    op.observe?.({ ...(req.params as Record<string, string>) }, deps.context(req));
    let token: string | null = null;
    if (op.cache && req.method === 'GET' && op.access === 'public') {
      token = await cacheToken(op.cache, deps);
      const hit = cache.get(req.originalUrl, token);
      if (hit) return sendJson(req, res, 200, hit);
    }
    const checked = validateInput(op.name, { path: { ...req.params }, query: { ...req.query }, body: req.body, hasBody: req.body !== undefined });
    if (!checked.ok) {
      const fields = checked.issues.map((i) => i.field).join(', ');
      return sendProblem(res, problem(400, `invalid ${fields}`, checked.issues));
    }
    const key = req.headers['idempotency-key'];
    if (op.takesIdempotencyKey && typeof key === 'string') {
      if (!IdempotencyStore.valid(key))
        return sendProblem(res, problem(400, 'invalid Idempotency-Key', [{ field: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters' }]));
      const fingerprint = createHash('sha256')
        .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
        .digest('base64url');
      const scope = `${req.principal?.accountId ?? 'anonymous'}:${op.name}`;
      const answer = await deps.idempotency.run(scope, key, fingerprint, async () => {
        try {
          const result = await op.run(checked.input, deps.context(req));
          return { status: result.status ?? 200, body: JSON.stringify(result.body), headers: result.headers ?? {} };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          const p = fromDomainError(error);
          return { status: p.status, body: JSON.stringify(p), headers: { 'Content-Type': 'application/problem+json', ...domainErrorHeaders(error) } };
        }
      });
      if (answer.mismatch)
        return sendProblem(
          res,
          problem(422, 'this Idempotency-Key was already used with a different request', [
            { field: 'Idempotency-Key', message: 'reused with a different request' },
          ]),
        );
      for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
      if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
      res.statusCode = answer.status;
      if (!res.getHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
      return res.end(answer.body);
    }
    const run = () => op.run(checked.input, deps.context(req));
    const result = await (token !== null && op.cache && deps.checkReads ? deps.readModels.keptUnder(op.cache.reads, op.name, run) : run());
    for (const [k, v] of Object.entries(result.headers ?? {})) res.setHeader(k, v);
    const status = result.status ?? 200;
    const body = JSON.stringify(result.body);
    const entry = token !== null && status === 200 ? cache.set(req.originalUrl, token, body) : { body, etag: etagOf(body) };
    sendJson(req, res, status, entry);
  };
}
