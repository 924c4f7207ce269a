import { weekEndTime, weekStartTime } from '../shared/weeks.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How many days of traffic an owner sees, today included. */
export const STATS_DAYS = 30;

/** The last `n` UTC days up to and including today's, oldest first, as `YYYY-MM-DD`. */
export function lastDays(now: Date, n = STATS_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: n }, (_, i) => new Date(today - (n - 1 - i) * DAY).toISOString().slice(0, 10));
}

/**
 * The hours a vote timeline covers: the launch week with a day either side once the listing has a
 * launch week; before that, the last seven days. `from` is inclusive, `to` exclusive, both on the hour.
 */
export function voteWindow(launchWeek: string | null, now: Date): { from: Date; to: Date } {
  if (launchWeek) return { from: new Date(weekStartTime(launchWeek) - DAY), to: new Date(weekEndTime(launchWeek) + DAY) };
  const to = Math.floor(now.getTime() / HOUR) * HOUR + HOUR;
  return { from: new Date(to - 7 * DAY), to: new Date(to) };
}
