import type { FollowEvent } from '../domain/follow/follow.ts';
import type { ListingEvent } from '../domain/listing/events.ts';
import type { MetricEvent } from '../domain/metrics/metrics.ts';
import { parseIsoTime } from '../domain/shared/iso-time.ts';
import { weekEndTime } from '../domain/shared/weeks.ts';
import type { TrafficEvent } from '../domain/traffic/traffic.ts';
import { castAt, tallyVote } from '../domain/vote/tally.ts';
import type { VoteEvent } from '../domain/vote/vote.ts';
import { foldProjection } from './engine/projection.ts';

/** One listing's standing on every board, computed from events alone (analysts rebuild it the same way). */
export type BoardEntry = {
  id: string;
  listing_id: number;
  status: 'draft' | 'awaiting_badge' | 'scheduled' | 'live';
  hidden: boolean;
  launch_week: string | null;
  launched_at: string | null;
  /** Net community votes, all time; and those cast before its launch week ended (the weekly board, the awards). */
  votes: number;
  week_votes: number;
  /** log2 of the votes' weights grown from an epoch (see domain/boards/trending.ts); null without votes. */
  trend: number | null;
  views: number;
  followers: number;
  billboard_cents: number;
  domain_rating: number | null;
  domain_rating_previous: number | null;
  mrr_cents: number | null;
  revenue_month: string | null;
  revenue_verified: boolean;
};

const fresh = (listingId: number): BoardEntry => ({
  id: String(listingId),
  listing_id: listingId,
  status: 'draft',
  hidden: false,
  launch_week: null,
  launched_at: null,
  votes: 0,
  week_votes: 0,
  trend: null,
  views: 0,
  followers: 0,
  billboard_cents: 0,
  domain_rating: null,
  domain_rating_previous: null,
  mrr_cents: null,
  revenue_month: null,
  revenue_verified: false,
});

/** Before the end of the listing's launch week: what the weekly board counts. */
const inLaunchWeek = (entry: BoardEntry, at: number) => entry.launch_week !== null && at < endOf(entry.launch_week);

// A replay asks for the same few weeks' ends a million times, most often the same week as the time before.
const weekEnds = new Map<string, number>();
let lastWeek = '';
let lastEnd = 0;
function endOf(week: string): number {
  if (week === lastWeek) return lastEnd;
  let end = weekEnds.get(week);
  if (end === undefined) {
    end = weekEndTime(week);
    if (weekEnds.size > 10_000) weekEnds.clear();
    weekEnds.set(week, end);
  }
  lastWeek = week;
  lastEnd = end;
  return end;
}

export const leaderboardsProjection = foldProjection<ListingEvent | VoteEvent | TrafficEvent | FollowEvent | MetricEvent>()({
  name: 'leaderboards',
  version: 1,
  collections: {
    board_entries: {
      indexes: ['status', 'launch_week', 'votes', 'week_votes', 'trend', 'views', 'followers', 'billboard_cents', 'domain_rating', 'mrr_cents', 'launched_at'],
    },
  },
  handles: [
    'ListingSubmitted',
    'FreePlanChosen',
    'LaunchScheduled',
    'ListingWentLive',
    'LaunchCancelled',
    'FreeLaunchMissed',
    'ListingHidden',
    'ListingUnhidden',
    'VoteCast',
    'VoteWithdrawn',
    'ListingViewsCounted',
    'ListingFollowed',
    'ListingUnfollowed',
    'BillboardContributed',
    'BillboardContributionReversed',
    'DomainRatingMeasured',
    'RevenueReported',
  ],
  // Nothing of an event's metadata: a rebuild replays none of it (a million votes' metadata is most of what it would parse).
  metadata: [],
  touches: (e) => (e.type === 'ListingSubmitted' ? [] : [['board_entries', String(e.data.listingId)]]),
  evolve(e, w) {
    const entry = e.type === 'ListingSubmitted' ? fresh(e.data.listingId) : w.get<BoardEntry>('board_entries', String(e.data.listingId));
    if (!entry) return;
    // Each next entry is written out as a BoardEntry, or changed by fields of one: a field it does not have, or of the
    // wrong type, fails the build. A change costs no copy of the entry (a million votes change three numbers each).
    const put = (next: BoardEntry) => w.put('board_entries', next);
    const update = (changes: Partial<BoardEntry>) => w.update<BoardEntry>('board_entries', entry.id, changes);
    const settled = entry.status === 'live';
    switch (e.type) {
      case 'ListingSubmitted':
        return put(entry);
      case 'FreePlanChosen':
        return update({ status: 'awaiting_badge', launch_week: e.data.week });
      case 'LaunchScheduled':
        return settled ? put(entry) : update({ status: 'scheduled', launch_week: e.data.week });
      case 'ListingWentLive':
        return update({ status: 'live', launch_week: e.data.week, launched_at: e.data.at });
      case 'LaunchCancelled':
      case 'FreeLaunchMissed':
        return settled ? put(entry) : update({ status: 'draft', launch_week: null });
      case 'ListingHidden':
        return update({ hidden: true });
      case 'ListingUnhidden':
        return update({ hidden: false });
      case 'VoteCast': {
        // The weekly board counts only votes cast before the listing's launch week ended.
        const at = parseIsoTime(e.data.at);
        const { votes, trend } = tallyVote(entry, e, at);
        return update({ votes, trend, week_votes: entry.week_votes + (inLaunchWeek(entry, at) ? 1 : 0) });
      }
      case 'VoteWithdrawn': {
        const castTime = parseIsoTime(castAt(e));
        const counted = inLaunchWeek(entry, parseIsoTime(e.data.at)) && inLaunchWeek(entry, castTime);
        const { votes, trend } = tallyVote(entry, e, castTime);
        return update({ votes, trend, week_votes: counted ? Math.max(0, entry.week_votes - 1) : entry.week_votes });
      }
      case 'ListingViewsCounted':
        return update({ views: entry.views + e.data.count });
      case 'ListingFollowed':
        return update({ followers: entry.followers + 1 });
      case 'ListingUnfollowed':
        return update({ followers: Math.max(0, entry.followers - 1) });
      case 'BillboardContributed':
        return update({ billboard_cents: entry.billboard_cents + e.data.amountCents });
      case 'BillboardContributionReversed':
        return update({ billboard_cents: Math.max(0, entry.billboard_cents - e.data.amountCents) });
      case 'DomainRatingMeasured':
        return update({ domain_rating_previous: entry.domain_rating, domain_rating: e.data.rating });
      case 'RevenueReported':
        return update({ mrr_cents: e.data.mrrCents, revenue_month: e.data.month, revenue_verified: e.data.verified });
    }
  },
});
