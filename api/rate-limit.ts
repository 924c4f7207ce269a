import { createHash } from 'node:crypto';
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

/** Signed-in callers are limited per credential (hashed, never kept in clear), others per client address. */
export function callerKey(req: Request): string {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ') && auth.length > 7) return `cred:${createHash('sha256').update(auth.slice(7)).digest('base64url').slice(0, 22)}`;
  return `addr:${req.socket.remoteAddress ?? 'unknown'}`;
}

export function rateLimit(limiter: RateLimiter, options: RateLimitOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const r = limiter.take(callerKey(req));
    res.setHeader('RateLimit-Limit', String(options.burst));
    res.setHeader('RateLimit-Remaining', String(r.remaining));
    res.setHeader('RateLimit-Reset', String(r.resetSeconds));
    res.setHeader('RateLimit-Policy', `${options.burst};w=${Math.round((options.burst / options.perMinute) * 60)}`);
    if (r.allowed) return next();
    res.setHeader('Retry-After', String(r.retryAfterSeconds));
    res.status(429).json({
      error: 'rate_limited',
      message: `Too many requests: at most ${options.perMinute} a minute (bursts of ${options.burst}). Try again in ${r.retryAfterSeconds} s.`,
      limit: options.perMinute,
      window_seconds: 60,
      retry_after_seconds: r.retryAfterSeconds,
    });
  };
}
