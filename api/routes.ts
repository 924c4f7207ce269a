import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response, Router } from 'express';
import type { Clock } from '../domain/ports/clock.ts';
import { DomainError } from '../domain/shared/errors.ts';
import type { ReadModels } from '../projections/index.ts';
import { challengeFor } from './auth/challenge.ts';
import { IdempotencyStore } from './idempotency.ts';
import type { Access, Operation, OperationContext } from './operation.ts';
import { domainErrorHeaders, fromDomainError, problem, sendProblem } from './problem.ts';
import { type CachedResponse, etagOf, ResponseCache } from './response-cache.ts';
import { validateInput } from './validation.ts';

export const expressPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const lower = (m: string) => m.toLowerCase() as Method;

function sendJson(req: Request, res: Response, status: number, entry: Pick<CachedResponse, 'body' | 'etag'>) {
  res.setHeader('ETag', entry.etag);
  // Clients may keep answers but must revalidate: a write of theirs must show on their next read.
  res.setHeader('Cache-Control', 'no-cache');
  if (status === 200 && req.headers['if-none-match'] === entry.etag) {
    res.statusCode = 304;
    return res.end();
  }
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(entry.body);
}

/** Sends the 401/403 answer when the caller may not run the operation; false when sent. */
function authorize(op: { name: string; access: Access }, req: Request, res: Response, resourceMetadataUrl: string): boolean {
  const challenge = challengeFor(op.access, { principal: req.principal ?? null, rejected: req.credentialRejected }, resourceMetadataUrl, op.name);
  if (!challenge) return true;
  res.setHeader('WWW-Authenticate', challenge.wwwAuthenticate);
  sendProblem(res, problem(challenge.status, challenge.detail, challenge.errors));
  return false;
}

/**
 * A path parameter that is not valid percent-encoding (`/listings/%ED%A0%80`) is named, rather
 * than answered with a bare 400 by the router: found by matching the raw path against the table.
 */
export function undecodableParameter(rawPath: string, templates: string[]): string | null {
  const segments = rawPath.split('/');
  for (const template of templates) {
    const parts = template.split('/');
    if (parts.length !== segments.length) continue;
    let bad: string | null = null;
    let matches = true;
    for (const [i, part] of parts.entries()) {
      const param = /^\{(.+)\}$/.exec(part);
      if (!param) {
        if (part !== segments[i]) matches = false;
        continue;
      }
      try {
        decodeURIComponent(segments[i]);
      } catch {
        bad ??= param[1];
      }
    }
    if (matches && bad) return bad;
  }
  return null;
}

export type RouteDeps = {
  readModels: ReadModels;
  clock: Clock;
  context: (req: Request) => OperationContext;
  resourceMetadataUrl: string;
  idempotency: IdempotencyStore;
};

/**
 * Mounts each operation as a route: authorize, validate against the contract, run, answer JSON
 * with an ETag. Reads declare the projections they come from and are answered from a cache keyed
 * on those projections' positions, so an unchanged read model is not queried again. A known path
 * asked with another method is 405 with `Allow`.
 */
export function mountOperations(router: Router, operations: Operation[], deps: RouteDeps) {
  const cache = new ResponseCache();
  const templates = [...new Set(operations.map((o) => o.path))];
  router.use((req: Request, res: Response, next: NextFunction) => {
    // Only percent-encoding can fail to decode: most requests skip the search.
    if (!req.path.includes('%')) return next();
    const name = undecodableParameter(req.path, templates);
    if (!name) return next();
    sendProblem(res, problem(400, `invalid ${name}`, [{ field: name, message: 'is not valid percent-encoded UTF-8' }]));
  });

  for (const op of operations) {
    router[lower(op.method)](expressPath(op.path), async (req: Request, res: Response) => {
      // The metrics label requests by operation, not by URL.
      res.locals.operation = op.name;
      if (!authorize(op, req, res, deps.resourceMetadataUrl)) return;
      op.observe?.({ ...(req.params as Record<string, string>) }, deps.context(req));
      let token: string | null = null;
      if (op.cache && req.method === 'GET' && op.access === 'public') {
        token = await deps.readModels.version(op.cache.reads);
        if (op.cache.ttlMs) token += `@${Math.floor(deps.clock.now().getTime() / op.cache.ttlMs)}`;
        const hit = cache.get(req.originalUrl, token);
        if (hit) return sendJson(req, res, 200, hit);
      }
      const checked = validateInput(op.name, { path: { ...req.params }, query: { ...req.query }, body: req.body, hasBody: req.body !== undefined });
      if (!checked.ok) {
        const fields = checked.issues.map((i) => i.field).join(', ');
        return sendProblem(res, problem(400, `invalid ${fields}`, checked.issues));
      }
      const key = req.headers['idempotency-key'];
      if (op.idempotent && typeof key === 'string') {
        if (!IdempotencyStore.valid(key))
          return sendProblem(
            res,
            problem(400, 'invalid Idempotency-Key', [{ field: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters' }]),
          );
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
      const result = await op.run(checked.input, deps.context(req));
      for (const [k, v] of Object.entries(result.headers ?? {})) res.setHeader(k, v);
      const status = result.status ?? 200;
      const body = JSON.stringify(result.body);
      const entry = token !== null && status === 200 ? cache.set(req.originalUrl, token, body) : { body, etag: etagOf(body) };
      sendJson(req, res, status, entry);
    });
  }

  const methods = new Map<string, Set<string>>();
  for (const op of operations) methods.set(op.path, (methods.get(op.path) ?? new Set()).add(op.method.toUpperCase()));
  for (const [path, allowed] of methods) {
    const allow = [...allowed, ...(allowed.has('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
    router.all(expressPath(path), (req: Request, res: Response) => {
      res.setHeader('Allow', allow);
      if (req.method === 'OPTIONS') return res.status(204).end();
      sendProblem(res, problem(405, `${req.method} is not allowed on ${path}; use ${[...allowed].join(' or ')}`));
    });
  }
}
