import { conflict, invalid } from '../shared/errors.ts';
import { type WeekStart, weekEndTime } from '../shared/weeks.ts';

/** Launch of the Week #1, #2 and #3, by community votes once the week is over; one stream per week. */
export type Winner = { place: 1 | 2 | 3; listingId: number; votes: number };
export type AwardEvent = { type: 'WeeklyAwardsGranted'; data: { week: WeekStart; winners: Winner[] } };
export type Awards = { granted: boolean };

export const initialAwards = (): Awards => ({ granted: false });
export const evolveAwards = (_: Awards, _e: AwardEvent): Awards => ({ granted: true });
export const awardsStream = (week: WeekStart) => `awards-${week}`;

/**
 * `ranking`: the week's live launches with the community votes cast for them before the week
 * ended, in any order. Only those votes count (never billboard money, views or follows); ties go
 * to the earlier launch, then to the lower listing id (the boards' own rule).
 */
export function grantWeeklyAwards(
  cmd: { week: WeekStart; ranking: { listingId: number; votes: number; launchedAt?: string | null }[]; now: Date },
  state: Awards,
): AwardEvent[] {
  if (state.granted) return [];
  if (cmd.now.getTime() < weekEndTime(cmd.week)) throw conflict(`launch week ${cmd.week} is not over yet`);
  const ids = new Set(cmd.ranking.map((r) => r.listingId));
  if (ids.size !== cmd.ranking.length) throw invalid('ranking', 'lists a listing twice');
  const top = cmd.ranking
    .filter((r) => r.votes > 0)
    .sort((a, b) => b.votes - a.votes || (a.launchedAt ?? '').localeCompare(b.launchedAt ?? '') || a.listingId - b.listingId)
    .slice(0, 3)
    .map((r, i) => ({ place: (i + 1) as Winner['place'], listingId: r.listingId, votes: r.votes }));
  return [{ type: 'WeeklyAwardsGranted', data: { week: cmd.week, winners: top } }];
}
