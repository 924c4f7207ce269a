import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

export type RateLimitOptions = { perMinute: number; burst: number; maxKeys?: number };

type Bucket = { tokens: number; at: number };

/**
 * A token bucket per caller: refills `perMinute` a minute, holds at most `burst`. Callers are
 * told where they stand on every answer (RateLimit-* headers); past the limit they get 429.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;
  private readonly options: RateLimitOptions;

  constructor(options: RateLimitOptions) {
    this.options = options;
    this.perMs = options.perMinute / 60_000;
  }

  take(key: string, now = Date.now()): { allowed: boolean; remaining: number; resetSeconds: number; retryAfterSeconds: number } {
    let b = this.buckets.get(key);
    if (!b) {
      b = { tokens: this.options.burst, at: now };
      if (this.buckets.size >= (this.options.maxKeys ?? 100_000)) {
        const oldest = this.buckets.keys().next();
        if (!oldest.done) this.buckets.delete(oldest.value);
      }
    } else {
      this.buckets.delete(key);
      b.tokens = Math.min(this.options.burst, b.tokens + (now - b.at) * this.perMs);
      b.at = now;
    }
    this.buckets.set(key, b);
    const allowed = b.tokens >= 1;
    if (allowed) b.tokens -= 1;
    const remaining = Math.floor(b.tokens);
    const untilNext = Math.max(1, Math.ceil((1 - b.tokens) / this.perMs / 1000));
    // Reset is when the caller may send again: with nothing left, when the next request is allowed
    // (what Retry-After says too); otherwise when the burst is whole again.
    const untilFull = Math.ceil((this.options.burst - b.tokens) / this.perMs / 1000);
    return { allowed, remaining, resetSeconds: remaining > 0 ? untilFull : untilNext, retryAfterSeconds: untilNext };
  }
}

/**
 * Signed-in callers are limited per credential (hashed, never kept in clear), others per client
 * address: `req.ip`, which is the socket's peer unless TRUST_PROXY names the proxy in front, and
 * then the address that proxy forwarded.
 */
export function callerKey(req: Request): string {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ') && auth.length > 7) return `cred:${createHash('sha256').update(auth.slice(7)).digest('base64url').slice(0, 22)}`;
  return `addr:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
}

/** Paths that are the API, MCP, sign-in machinery or writes: everything that is not a read of the site's pages. */
const NOT_PAGES = /^\/(api|mcp|oauth|admin|internal|webhooks|\.well-known)(\/|$)/;

/**
 * A read of the site as a visitor makes it: GET or HEAD of a page, an asset or a badge, without
 * a credential. These are cheap (pages are kept until the read models move) and one proxy may carry
 * many readers, so they have their own, much higher limit; forms, the API and MCP keep the strict one.
 */
export const isPageRead = (req: Request) =>
  // The whole path: inside a mounted router req.path has lost its prefix.
  (req.method === 'GET' || req.method === 'HEAD') && !NOT_PAGES.test(req.baseUrl + req.path) && !req.headers.authorization?.startsWith('Bearer ');

export type Limits = { api: RateLimitOptions; pages: RateLimitOptions };

/** Lets one request through the bucket of `key` (false once it has answered 429 itself), telling the caller where it stands. */
export type Admit = (key: string, res: ServerResponse) => boolean;

/** Where a caller stands once one more request is counted: whether it goes through, and the headers that tell the caller. */
export type Standing = { allowed: boolean; headers: Record<string, string>; retryAfterSeconds: number };

/** Counts one request of `key`; null where the limit is off. */
export type Stand = (key: string) => Standing | null;

/** The limits in force, by what a request is; a limit whose rate is 0 is off. `api` admits the API's callers where no Express request exists. */
export function rateLimits(limits: Limits, now: () => number = Date.now) {
  const api = limits.api.perMinute > 0 ? admission(new RateLimiter(limits.api), limits.api, now) : null;
  const pages = limits.pages.perMinute > 0 ? admission(new RateLimiter(limits.pages), limits.pages, now) : null;
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const admit = isPageRead(req) ? pages : api;
    if (!admit || admit(callerKey(req), res)) return next();
  };
  return Object.assign(middleware, {
    api: (key: string, res: ServerResponse) => !api || api(key, res),
    /** The API's limit for a caller that sends its own headers at once (the kept-read door). */
    apiStanding: ((key) => api?.stand(key) ?? null) as Stand,
    apiRefuse: (res: ServerResponse, s: Standing) => refuse(res, limits.api, s),
  });
}

export function admission(limiter: RateLimiter, options: RateLimitOptions, now: () => number = Date.now) {
  const policy = `${options.burst};w=${Math.round((options.burst / options.perMinute) * 60)}`;
  const stand = (key: string): Standing => {
    const r = limiter.take(key, now());
    const headers: Record<string, string> = {
      'RateLimit-Limit': String(options.burst),
      'RateLimit-Remaining': String(r.remaining),
      'RateLimit-Reset': String(r.resetSeconds),
      'RateLimit-Policy': policy,
    };
    return { allowed: r.allowed, headers, retryAfterSeconds: r.retryAfterSeconds };
  };
  const admit: Admit = (key, res) => {
    const s = stand(key);
    for (const name in s.headers) res.setHeader(name, s.headers[name]);
    if (s.allowed) return true;
    refuse(res, options, s);
    return false;
  };
  return Object.assign(admit, { stand });
}

/** The 429 answer, its RateLimit-* headers already set. */
export function refuse(res: ServerResponse, options: RateLimitOptions, s: Standing) {
  res.setHeader('Retry-After', String(s.retryAfterSeconds));
  res.statusCode = 429;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(
    JSON.stringify({
      error: 'rate_limited',
      message: `Too many requests: at most ${options.perMinute} a minute (bursts of ${options.burst}). Try again in ${s.retryAfterSeconds} s.`,
      limit: options.perMinute,
      window_seconds: 60,
      retry_after_seconds: s.retryAfterSeconds,
    }),
  );
}
