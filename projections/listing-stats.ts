import type { TrafficEvent, TrafficKind } from '../domain/traffic/traffic.ts';
import { castAt } from '../domain/vote/tally.ts';
import type { VoteEvent } from '../domain/vote/vote.ts';
import { projection } from './engine/projection.ts';

export type TrafficCounts = Record<TrafficKind, number>;

/**
 * A listing's traffic per UTC day, and its standing votes by the hour they were cast: what its
 * owners see of what the listing brings them. Counts only; nothing says who came or voted.
 */
export type ListingStatsDoc = {
  id: string;
  listing_id: number;
  /** `YYYY-MM-DD` -> the day's counts (kinds with none are left out). */
  days: Record<string, Partial<TrafficCounts>>;
  /** `YYYY-MM-DDTHH` (UTC) -> votes cast in that hour that still stand. */
  votes_by_hour: Record<string, number>;
};

const empty = (listingId: number): ListingStatsDoc => ({ id: String(listingId), listing_id: listingId, days: {}, votes_by_hour: {} });
const hourOf = (iso: string) => iso.slice(0, 13);

function withTraffic(doc: ListingStatsDoc, day: string, kind: TrafficKind, count: number): ListingStatsDoc {
  const counts = doc.days[day] ?? {};
  return { ...doc, days: { ...doc.days, [day]: { ...counts, [kind]: (counts[kind] ?? 0) + count } } };
}

function withVotes(doc: ListingStatsDoc, hour: string, change: 1 | -1): ListingStatsDoc {
  const votes = Math.max(0, (doc.votes_by_hour[hour] ?? 0) + change);
  const { [hour]: _, ...others } = doc.votes_by_hour;
  return { ...doc, votes_by_hour: votes ? { ...others, [hour]: votes } : others };
}

export const listingStatsProjection = projection<TrafficEvent | VoteEvent>()({
  name: 'listing-stats',
  version: 1,
  collections: { listing_stats: { indexes: ['listing_id'] } },
  handles: ['ListingViewsCounted', 'ListingTrafficCounted', 'VoteCast', 'VoteWithdrawn'],
  async apply(e, w) {
    const doc = (await w.get<ListingStatsDoc>('listing_stats', String(e.data.listingId))) ?? empty(e.data.listingId);
    switch (e.type) {
      case 'ListingViewsCounted':
        return w.put('listing_stats', withTraffic(doc, e.data.day, 'views', e.data.count));
      case 'ListingTrafficCounted':
        return w.put('listing_stats', withTraffic(doc, e.data.day, e.data.kind, e.data.count));
      case 'VoteCast':
      case 'VoteWithdrawn':
        // A withdrawn vote leaves the hour it was cast in.
        return w.put('listing_stats', withVotes(doc, hourOf(castAt(e)), e.type === 'VoteCast' ? 1 : -1));
    }
  },
});
