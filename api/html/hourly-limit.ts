/**
 * How often people may do something per hour, per key (an account, an address): a sliding
 * window of the last hour's times. Votes: 60 an hour per account, 300 per address (a shared
 * office or school sits behind one address).
 */
export class HourlyLimit {
  private readonly times = new Map<string, number[]>();
  private readonly maxFor: (key: string) => number;
  private readonly now: () => number;
  constructor(maxFor: (key: string) => number, now: () => number = Date.now) {
    this.maxFor = maxFor;
    this.now = now;
  }

  private recent(key: string) {
    const cutoff = this.now() - 3_600_000;
    const kept = (this.times.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) this.times.set(key, kept);
    else this.times.delete(key);
    return kept;
  }

  /** Seconds until every key may act again; 0 when they may now. */
  blockedFor(keys: string[]): number {
    let wait = 0;
    for (const key of keys) {
      const recent = this.recent(key);
      if (recent.length >= this.maxFor(key)) wait = Math.max(wait, Math.ceil((recent[0] + 3_600_000 - this.now()) / 1000));
    }
    return wait;
  }

  take(keys: string[]) {
    for (const key of keys) this.times.set(key, [...this.recent(key), this.now()]);
  }
}

export const VOTE_LIMITS = { perAccount: 60, perAddress: 300 } as const;
export const voteLimit = () => new HourlyLimit((key) => (key.startsWith('account:') ? VOTE_LIMITS.perAccount : VOTE_LIMITS.perAddress));
