/** Failed sign-in (or reset) attempts per key in a sliding window; past the limit the key waits. */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;

  constructor(max = 10, windowMs = 15 * 60_000) {
    this.max = max;
    this.windowMs = windowMs;
  }

  private recent(key: string, now: number) {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    this.failures.set(key, list);
    return list;
  }

  /** Seconds to wait before another attempt, 0 when allowed. */
  blockedFor(keys: string[], now = Date.now()): number {
    let wait = 0;
    for (const key of keys) {
      const list = this.recent(key, now);
      if (list.length >= this.max) wait = Math.max(wait, Math.ceil((list[0] + this.windowMs - now) / 1000));
    }
    return wait;
  }

  fail(keys: string[], now = Date.now()) {
    for (const key of keys) this.recent(key, now).push(now);
    if (this.failures.size > 100_000) {
      const oldest = this.failures.keys().next();
      if (!oldest.done) this.failures.delete(oldest.value);
    }
  }

  succeed(keys: string[]) {
    for (const key of keys) this.failures.delete(key);
  }
}
