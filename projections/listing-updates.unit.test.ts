import { describe, it } from 'node:test';
import { givenEvents } from './engine/given-events.ts';
import { listingUpdatesProjection } from './listing-updates.ts';

describe('the listing-updates projection', () => {
  it('when an update is posted, then it is kept under its listing, published at that time', async () => {
    await givenEvents(listingUpdatesProjection, [])
      .when({ type: 'ListingUpdatePosted', data: { listingId: 4, updateId: 2, title: 'v2', body: 'Now faster.' }, at: '2026-11-16T10:00:00.000Z' })
      .then({ listing_updates: { '4-2': { listing_id: 4, update_id: 2, title: 'v2', body: 'Now faster.', published_at: '2026-11-16T10:00:00.000Z' } } });
  });
});
