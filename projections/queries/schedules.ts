import type { ReadModels } from '../engine/read-models.ts';
import type { BoardEntry } from '../leaderboards.ts';
import type { ListingDoc } from '../listing-doc.ts';

/** What the schedulers act on: listings whose badge check is due, free launches missed, launches due, a week's standings. */

/** Free listings whose next badge check is due by `now`, the most overdue first. */
export async function dueBadgeChecks(rm: ReadModels, now: Date, limit = 500): Promise<ListingDoc[]> {
  const r = await (await rm.collection<ListingDoc>('listings')).find({
    where: { badge_next_check_at: { lte: now.toISOString() } },
    sort: [['badge_next_check_at', 'asc']],
    limit,
  });
  return r.items.filter((l) => l.plan === 'free' && l.badge_next_check_at);
}

/** Free listings still waiting for their badge when their launch week (`week` or earlier) began. */
export async function lateFreeLaunches(rm: ReadModels, week: string, limit = 500): Promise<ListingDoc[]> {
  return (await (await rm.collection<ListingDoc>('listings')).find({ where: { status: 'awaiting_badge', launch_week: { lte: week } }, limit })).items;
}

/** Scheduled listings whose launch week is `week` or earlier: due to go live. */
export async function listingsDueToGoLive(rm: ReadModels, week: string): Promise<ListingDoc[]> {
  return (
    await (await rm.collection<ListingDoc>('listings')).find({ where: { status: 'scheduled', launch_week: { lte: week } }, sort: [['listing_id', 'asc']] })
  ).items;
}

/** The live, visible listings that launched in `week`, with their votes of that week: what its awards are drawn from. */
export async function weekStandings(rm: ReadModels, week: string): Promise<BoardEntry[]> {
  return (await (await rm.collection<BoardEntry>('board_entries')).find({ where: { status: 'live', launch_week: week, hidden: false } })).items;
}
