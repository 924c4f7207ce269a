/**
 * How often people may do something per hour, per key (an account, an address): a sliding
 * window of the last hour's times. Votes default to 60 an hour per account and 300 per address
 * (a shared office or school sits behind one address).
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
      if (this.maxFor(key) === Number.POSITIVE_INFINITY) continue;
      const recent = this.recent(key);
      if (recent.length >= this.maxFor(key)) wait = Math.max(wait, Math.ceil((recent[0] + 3_600_000 - this.now()) / 1000));
    }
    return wait;
  }

  /**
   * Counts one action against every key when all may act (0), else the seconds to wait. Taking
   * before the action, not after, keeps a burst of concurrent requests inside the limit.
   */
  take(keys: string[]): number {
    const wait = this.blockedFor(keys);
    if (wait > 0) return wait;
    for (const key of keys) if (this.maxFor(key) !== Number.POSITIVE_INFINITY) this.times.set(key, [...this.recent(key), this.now()]);
    return 0;
  }

  /** Gives back the latest action taken for the keys (it changed nothing). */
  giveBack(keys: string[]) {
    for (const key of keys) {
      const times = this.times.get(key);
      if (times?.length) times.pop();
    }
  }
}

export type VoteLimits = { perAccount: number; perAddress: number };

/** The site's vote limit; a limit of 0 is no limit. */
export const voteLimit = (limits: VoteLimits) =>
  new HourlyLimit((key) => (key.startsWith('account:') ? limits.perAccount : limits.perAddress) || Number.POSITIVE_INFINITY);
