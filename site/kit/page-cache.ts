import type { NextFunction, Request, Response } from 'express';
import { readCookie, SESSION_COOKIE } from '../../api/auth/sessions.ts';
import { type CachedResponse, ResponseCache } from '../../api/response-cache.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { ReadModels } from '../../projections/index.ts';

export type PageCacheOptions = {
  readModels: ReadModels;
  clock: Clock;
  /** The projections public pages are read from: a page is kept until one of them moves. */
  reads: string[];
  /** Pages that also depend on the time (this week, trending) are made again at least this often. */
  ttlMs: number;
  /** The paths whose pages are the same for every anonymous visitor. */
  cacheable: (path: string) => boolean;
  /** Runs for each request answered with a kept page (view counts); a page made afresh is observed by its route. */
  observe?: (req: Request) => void;
  /** Whether a page's reads are held to `reads` while it is made (`ReadModels.keptUnder`): in tests, with the contract check. */
  checkReads?: boolean;
};

/**
 * Public pages as anonymous visitors get them, kept while the read models they come from have
 * not moved (and for at most `ttlMs`), with an ETag a browser can revalidate. A signed-in
 * visitor's pages are their own and are always made afresh.
 */
export function anonymousPageCache(o: PageCacheOptions) {
  const cache = new ResponseCache(2000);
  // One page made at a time per address and version: the visitors who ask for it meanwhile wait for that one.
  const making = new Map<string, Promise<CachedResponse | null>>();
  const sendKept = (req: Request, res: Response, { bytes, etag }: CachedResponse) => {
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.headers['if-none-match'] === etag) return res.status(304).end();
    // The page as encoded when kept: nothing of Express's send (encoding, length, freshness) is needed again.
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', bytes.length);
    if (req.method === 'HEAD') res.end();
    else res.end(bytes);
  };
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !o.cacheable(req.path) || readCookie(req, SESSION_COOKIE) !== null) return next();
    const token = `${await o.readModels.version(o.reads)}@${Math.floor(o.clock.now().getTime() / o.ttlMs)}`;
    const key = req.originalUrl;
    const hit = cache.get(key, token);
    if (hit) {
      o.observe?.(req);
      return sendKept(req, res, hit);
    }
    const being = `${token} ${key}`;
    const pending = making.get(being);
    if (pending !== undefined) {
      const made = await pending;
      if (!made) return next();
      o.observe?.(req);
      return sendKept(req, res, made);
    }
    let settle: (made: CachedResponse | null) => void = () => {};
    const promise = new Promise<CachedResponse | null>((resolve) => {
      settle = resolve;
    });
    making.set(being, promise);
    const done = (made: CachedResponse | null) => {
      if (making.get(being) === promise) making.delete(being);
      settle(made);
    };
    // A page that ends without a kept body (an error, a redirect, a closed connection) lets the waiting visitors make their own.
    res.once('close', () => done(null));
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      // Only a whole public page is kept: not an error, not a page that set a cookie or asked not to be stored.
      const keep =
        res.statusCode === 200 &&
        typeof body === 'string' &&
        !res.getHeader('Set-Cookie') &&
        !String(res.getHeader('Cache-Control') ?? '').includes('no-store');
      if (!keep) {
        done(null);
        return send(body);
      }
      const entry = cache.set(key, token, body);
      done(entry);
      res.send = send;
      sendKept(req, res, entry);
      return res;
    };
    if (o.checkReads) o.readModels.keptUnder(o.reads, `the page ${req.path}`, () => next());
    else next();
  };
}
