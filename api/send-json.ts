import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedResponse } from './response-cache.ts';

/** A JSON answer with its ETag; a GET that already holds it (If-None-Match) gets 304 and no body. */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, entry: Pick<CachedResponse, 'body' | 'etag'> & { bytes?: Buffer }) {
  res.setHeader('ETag', entry.etag);
  // Clients may keep answers but must revalidate: a write of theirs must show on their next read.
  res.setHeader('Cache-Control', 'no-cache');
  if (status === 200 && req.headers['if-none-match'] === entry.etag) {
    res.statusCode = 304;
    return res.end();
  }
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(entry.bytes ?? entry.body);
}
