import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedResponse } from './response-cache.ts';

type Entry = Pick<CachedResponse, 'body' | 'etag'> & { bytes?: Buffer };

/**
 * The status and headers of a JSON answer with its ETag: a GET that already holds it (If-None-Match) gets 304 and no body.
 * Clients may keep answers but must revalidate: a write of theirs must show on their next read.
 */
export function jsonHead(req: IncomingMessage, status: number, entry: Entry): [number, Record<string, string | number>] {
  const headers: Record<string, string | number> = { ETag: entry.etag, 'Cache-Control': 'no-cache' };
  if (status === 200 && req.headers['if-none-match'] === entry.etag) return [304, headers];
  headers['Content-Type'] = 'application/json; charset=utf-8';
  headers['Content-Length'] = entry.bytes?.length ?? Buffer.byteLength(entry.body);
  return [status, headers];
}

/** A JSON answer with its ETag, through `setHeader`: the stack's checks may still read or replace its headers before it ends. */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, entry: Entry) {
  const [code, headers] = jsonHead(req, status, entry);
  for (const name in headers) res.setHeader(name, headers[name]);
  res.statusCode = code;
  res.end(code === 304 ? undefined : (entry.bytes ?? entry.body));
}
