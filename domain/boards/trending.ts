/**
 * Trending: every vote weighs 1 when cast and half as much every `TRENDING_HALF_LIFE_HOURS`
 * after; a listing's trend is the sum of its votes' weights now (a vote taken back takes back
 * exactly the weight it gave). Kept as log2 of the weights grown from a fixed epoch: the same
 * order as the decayed sum at any moment, sortable as a stored field, never overflowing.
 */
export const TRENDING_HALF_LIFE_HOURS = 72;
const HALF_LIFE_MS = TRENDING_HALF_LIFE_HOURS * 3_600_000;
const EPOCH = Date.parse('2026-01-01T00:00:00Z');

/** log2 of a vote's grown weight: its age from the epoch in half-lives. */
export const growth = (at: number) => (at - EPOCH) / HALF_LIFE_MS;

/** log2(2^a + 2^b), computed without overflow. */
export function addWeight(log2: number | null, at: number): number {
  const x = growth(at);
  if (log2 === null) return x;
  const hi = Math.max(log2, x);
  return hi + Math.log2(1 + 2 ** -Math.abs(log2 - x));
}

/** log2(2^a - 2^b); null once nothing is left (rounding, or a vote older than every other). */
export function removeWeight(log2: number | null, at: number): number | null {
  if (log2 === null) return null;
  const x = growth(at);
  const left = 1 - 2 ** (x - log2);
  return left > 1e-9 ? log2 + Math.log2(left) : null;
}

/** The decayed sum of the votes' weights at `now`: what a person would call the trend. */
export const trendAt = (log2: number | null, now: number) => (log2 === null ? 0 : 2 ** (log2 - growth(now)));
