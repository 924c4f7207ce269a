import { lastDays, voteWindow } from '../../domain/traffic/stats-window.ts';
import { TRAFFIC_KINDS } from '../../domain/traffic/traffic.ts';
import type { ReadModels } from '../engine/read-models.ts';
import type { ListingStatsDoc, TrafficCounts } from '../listing-stats.ts';

const counted = (c: Partial<TrafficCounts> | undefined): TrafficCounts => ({
  views: c?.views ?? 0,
  badge_impressions: c?.badge_impressions ?? 0,
  outbound_clicks: c?.outbound_clicks ?? 0,
  badge_referrals: c?.badge_referrals ?? 0,
});

/**
 * What a listing brought its owners: its traffic for each of the last 30 UTC days (days without
 * any included, as zeros), its totals since it was listed, and its standing votes per hour around
 * its launch (hours without votes left out).
 */
export async function listingStats(rm: ReadModels, listing: { listing_id: number; launch_week: string | null }, now: Date) {
  const doc = await (await rm.collection<ListingStatsDoc>('listing_stats')).get(String(listing.listing_id));
  const totals = counted(undefined);
  for (const day of Object.values(doc?.days ?? {})) for (const kind of TRAFFIC_KINDS) totals[kind] += day[kind] ?? 0;
  const { from, to } = voteWindow(listing.launch_week, now);
  const [first, last] = [from.toISOString().slice(0, 13), to.toISOString().slice(0, 13)];
  const hours = Object.entries(doc?.votes_by_hour ?? {})
    .filter(([hour]) => hour >= first && hour < last)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([hour, votes]) => ({ hour: `${hour}:00:00.000Z`, votes }));
  return {
    days: lastDays(now).map((day) => ({ day, ...counted(doc?.days[day]) })),
    totals,
    vote_timeline: { from: from.toISOString(), to: to.toISOString(), hours },
  };
}
