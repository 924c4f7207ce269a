import type { Request, Response, Router } from 'express';
import type { Clock } from '../domain/ports/clock.ts';
import type { ReadModels } from '../projections/index.ts';
import type { Operation, OperationContext } from './operation.ts';
import { problem, sendProblem } from './problem.ts';
import { ResponseCache, etagOf, type CachedResponse } from './response-cache.ts';
import { validateInput } from './validation.ts';
import { IdempotencyStore } from './idempotency.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { fromDomainError } from './problem.ts';
import { createHash } from 'node:crypto';

export const expressPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

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

/**
 * Mounts each operation as a route: validate against the contract, run, answer JSON with an
 * ETag. Reads declare the projections they come from and are answered from a cache keyed on
 * those projections' positions, so an unchanged read model is not queried again.
 */
type Guarded = { name: string; access: Operation['access'] };

/** 401 without a (valid) credential, 403 without the scope: the answer is sent and false returned. */
function authorize(op: Guarded, req: Request, res: Response, resourceMetadataUrl: string): boolean {
  // A credential that was sent must be good, even on a public operation.
  if (req.credentialRejected || (op.access !== 'public' && !req.principal)) {
    const error = req.credentialRejected ? ', error="invalid_token"' : '';
    res.setHeader('WWW-Authenticate', `Bearer resource_metadata="${resourceMetadataUrl}"${error}${op.access !== 'public' ? `, scope="${op.access}"` : ''}`);
    sendProblem(res, problem(401, req.credentialRejected ?? `sign in: this operation needs the ${op.access} scope`));
    return false;
  }
  if (op.access !== 'public' && !req.principal!.scopes.includes(op.access)) {
    res.setHeader('WWW-Authenticate', `Bearer error="insufficient_scope", scope="${op.access}", resource_metadata="${resourceMetadataUrl}"`);
    sendProblem(res, problem(403, `this operation needs the ${op.access} scope, which the credential does not carry`, [{ field: 'scope', message: `${op.access} is required` }]));
    return false;
  }
  return true;
}

/**
 * Operations of the contract that are not built yet still check who may call them, and then
 * say plainly that they are not available (501), rather than pretending to be missing routes.
 */
export function mountPendingOperations(router: Router, pending: { name: string; method: string; path: string; access: string }[], resourceMetadataUrl: string) {
  for (const op of pending) {
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](expressPath(op.path), (req: Request, res: Response) => {
      if (!authorize({ name: op.name, access: op.access as Operation['access'] }, req, res, resourceMetadataUrl)) return;
      sendProblem(res, problem(501, `${op.name} is part of the contract but not available on this server yet`));
    });
  }
}

export function mountOperations(
  router: Router,
  operations: Operation[],
  deps: { readModels: ReadModels; clock: Clock; context: (req: Request) => OperationContext; resourceMetadataUrl: string; idempotency: IdempotencyStore },
) {
  const cache = new ResponseCache();
  for (const op of operations) {
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](expressPath(op.path), async (req: Request, res: Response) => {
      if (!authorize(op, req, res, deps.resourceMetadataUrl)) return;
      let token: string | null = null;
      if (op.cache && req.method === 'GET' && op.access === 'public') {
        token = await deps.readModels.version(op.cache.reads);
        if (op.cache.ttlMs) token += `@${Math.floor(deps.clock.now().getTime() / op.cache.ttlMs)}`;
        const hit = cache.get(req.originalUrl, token);
        if (hit) return sendJson(req, res, 200, hit);
      }
      const checked = validateInput(op.name, {
        path: req.params as Record<string, unknown>,
        query: req.query as Record<string, unknown>,
        body: req.body,
        hasBody: req.body !== undefined,
      });
      if (!checked.ok) {
        const fields = checked.issues.map((i) => i.field).join(', ');
        return sendProblem(res, problem(400, `invalid ${fields}`, checked.issues));
      }
      const key = req.headers['idempotency-key'];
      if (op.idempotent && typeof key === 'string') {
        if (!IdempotencyStore.valid(key))
          return sendProblem(res, problem(400, 'invalid Idempotency-Key', [{ field: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters' }]));
        const fingerprint = createHash('sha256').update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`).digest('base64url');
        const scope = `${req.principal?.accountId ?? 'anonymous'}:${op.name}`;
        const answer = await deps.idempotency.run(scope, key, fingerprint, async () => {
          try {
            const result = await op.run(checked.input, deps.context(req));
            return { status: result.status ?? 200, body: JSON.stringify(result.body), headers: result.headers ?? {} };
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            const p = fromDomainError(error);
            return { status: p.status, body: JSON.stringify(p), headers: { 'Content-Type': 'application/problem+json' } };
          }
        });
        if (answer.mismatch) return sendProblem(res, problem(422, 'this Idempotency-Key was already used with a different request', [{ field: 'Idempotency-Key', message: 'reused with a different request' }]));
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
}
