import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AccessLine } from './access-log.ts';
import { API_PREFIX, type KeptRead } from './kept-reads.ts';
import type { OperationContext } from './operation.ts';
import type { Stand, Standing } from './rate-limit.ts';
import { requestIdOf } from './request-context.ts';
import { jsonHead } from './send-json.ts';

export type KeptReadDoorDeps = {
  find: (url: string) => KeptRead | null | Promise<KeptRead | null>;
  /** The API's rate limit for this caller (null when it is off), and its 429 answer. */
  stand: Stand;
  refuse: (res: ServerResponse, standing: Standing) => void;
  /** The client's address as Express's `req.ip` gives it (the trust-proxy rule applied). */
  ipOf: (req: IncomingMessage) => string;
  context: (asker: { correlationId: string; ip: string; headers: IncomingHttpHeaders }) => OperationContext;
  record: (operation: string, method: string, status: number, seconds: number) => void;
  log: (line: AccessLine) => void;
  draining: () => boolean;
};

const carriesBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * Answers the API's kept public reads before Express sees the request: a GET without a credential or a body whose answer is
 * kept at the read models' current positions. It does what the whole stack does for such a request (request id, rate limit,
 * the operation's observation, ETag and 304, metrics, the access line) without a router's walk, and writes its headers in one
 * go, so a hot read costs little more than writing its bytes. Anything else, or a read not kept, is left to Express (the
 * answer is `false`).
 */
export function keptReadDoor(deps: KeptReadDoorDeps) {
  const answer = (req: IncomingMessage, res: ServerResponse, url: string, kept: KeptRead, started: bigint) => {
    const correlationId = requestIdOf(req.headers);
    const ip = deps.ipOf(req);
    const standing = deps.stand(`addr:${ip}`);
    // As in the stack, a refused request is counted as the API's, not the operation's: the limit runs before the router.
    let operation = 'api:other';
    if (standing && !standing.allowed) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('X-Request-Id', correlationId);
      for (const name in standing.headers) res.setHeader(name, standing.headers[name]);
      deps.refuse(res, standing);
    } else {
      operation = kept.op.name;
      kept.op.observe?.({ ...kept.params }, deps.context({ correlationId, ip, headers: req.headers }));
      res.writeHead(...head(req, kept, correlationId, standing, deps.draining()));
      res.end(res.statusCode === 304 ? undefined : kept.entry.bytes);
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    deps.record(operation, 'GET', res.statusCode, ms / 1000);
    deps.log({ correlation_id: correlationId, method: 'GET', path: url.split('?')[0], status: res.statusCode, ms });
  };
  return (req: IncomingMessage, res: ServerResponse): Promise<boolean> | boolean => {
    const url = req.url ?? '';
    if (req.method !== 'GET' || !url.startsWith(`${API_PREFIX}/`) || req.headers.authorization !== undefined || carriesBody(req)) return false;
    const started = process.hrtime.bigint();
    const found = deps.find(url);
    if (found === null) return false;
    if (!(found instanceof Promise)) {
      answer(req, res, url, found, started);
      return true;
    }
    return found.then((kept) => {
      if (!kept) return false;
      answer(req, res, url, kept, started);
      return true;
    });
  };
}

/**
 * The status and every header of a kept answer, as the stack sends them: one object handed to `writeHead` costs one pass
 * where a `setHeader` each would cost eleven.
 */
function head(
  req: IncomingMessage,
  kept: KeptRead,
  correlationId: string,
  standing: Standing | null,
  draining: boolean,
): [number, Record<string, string | number>] {
  const [status, json] = jsonHead(req, 200, kept.entry);
  const headers: Record<string, string | number> = { 'X-Content-Type-Options': 'nosniff', 'X-Request-Id': correlationId };
  if (draining) headers.Connection = 'close';
  if (standing) Object.assign(headers, standing.headers);
  return [status, Object.assign(headers, json)];
}
