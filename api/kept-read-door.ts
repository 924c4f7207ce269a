import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX, type KeptRead } from './kept-reads.ts';
import type { OperationContext } from './operation.ts';
import type { AccessLine } from './request-context.ts';
import { requestIdOf } from './request-context.ts';
import { sendJson } from './send-json.ts';

export type KeptReadDoorDeps = {
  find: (url: string) => Promise<KeptRead | null>;
  /** The API's rate limit: false once it has answered 429. */
  admit: (key: string, res: ServerResponse) => boolean;
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
 * the operation's observation, ETag and 304, metrics, the access line) without a router's walk, so a hot read costs little
 * more than writing its bytes. Anything else, or a read not kept, is left to Express (the answer is `false`).
 */
export function keptReadDoor(deps: KeptReadDoorDeps) {
  const answer = (req: IncomingMessage, res: ServerResponse, url: string, kept: KeptRead, started: bigint) => {
    const correlationId = requestIdOf(req.headers);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (deps.draining()) res.setHeader('Connection', 'close');
    res.setHeader('X-Request-Id', correlationId);
    const ip = deps.ipOf(req);
    // As in the stack, a refused request is counted as the API's, not the operation's: the limit runs before the router.
    let operation = 'api:other';
    if (deps.admit(`addr:${ip}`, res)) {
      operation = kept.op.name;
      kept.op.observe?.({ ...kept.params }, deps.context({ correlationId, ip, headers: req.headers }));
      sendJson(req, res, 200, kept.entry);
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    deps.record(operation, 'GET', res.statusCode, ms / 1000);
    deps.log({ correlation_id: correlationId, method: 'GET', path: url.split('?')[0], status: res.statusCode, ms });
  };
  return (req: IncomingMessage, res: ServerResponse): Promise<boolean> | false => {
    const url = req.url ?? '';
    if (req.method !== 'GET' || !url.startsWith(`${API_PREFIX}/`) || req.headers.authorization !== undefined || carriesBody(req)) return false;
    const started = process.hrtime.bigint();
    return deps.find(url).then((kept) => {
      if (!kept) return false;
      answer(req, res, url, kept, started);
      return true;
    });
  };
}
