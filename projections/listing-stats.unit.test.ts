import { describe, it } from 'node:test';
import type { TrafficEvent } from '../domain/traffic/traffic.ts';
import type { VoteEvent } from '../domain/vote/vote.ts';
import { givenEvents } from './engine/given-events.ts';
import { listingStatsProjection } from './listing-stats.ts';

const views: TrafficEvent = { type: 'ListingViewsCounted', data: { listingId: 4, day: '2026-11-16', count: 10 } };
const cast: VoteEvent = { type: 'VoteCast', data: { listingId: 4, voterId: 'bo', at: '2026-11-16T10:15:00.000Z' } };

describe('the listing-stats projection', () => {
  it('when views are counted, then the day has them', async () => {
    await givenEvents(listingStatsProjection, [])
      .when(views)
      .then({ listing_stats: { '4': { days: { '2026-11-16': { views: 10 } } } } });
  });

  it('given views, when clicks of another kind are counted the same day, then both are kept apart', async () => {
    await givenEvents(listingStatsProjection, [views])
      .when({ type: 'ListingTrafficCounted', data: { listingId: 4, day: '2026-11-16', kind: 'outbound_clicks', count: 3 } })
      .then({ listing_stats: { '4': { days: { '2026-11-16': { views: 10, outbound_clicks: 3 } } } } });
  });

  it('when a vote is cast, then its hour counts one', async () => {
    await givenEvents(listingStatsProjection, [])
      .when(cast)
      .then({ listing_stats: { '4': { votes_by_hour: { '2026-11-16T10': 1 } } } });
  });

  it('given a vote, when it is withdrawn the next day, then the hour it was cast in loses it', async () => {
    await givenEvents(listingStatsProjection, [cast])
      .when({ type: 'VoteWithdrawn', data: { listingId: 4, voterId: 'bo', at: '2026-11-17T08:00:00.000Z', castAt: '2026-11-16T10:15:00.000Z' } })
      .then({ listing_stats: { '4': { votes_by_hour: {} } } });
  });
});
