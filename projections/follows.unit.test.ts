import { describe, it } from 'node:test';
import type { FollowEvent } from '../domain/follow/follow.ts';
import { givenEvents } from './engine/given-events.ts';
import { followsProjection } from './follows.ts';

const followed: FollowEvent = { type: 'ListingFollowed', data: { listingId: 4, accountId: 'ann' } };

describe('the follows projection', () => {
  it('when a person follows a listing, then the follow is kept from that time', async () => {
    await givenEvents(followsProjection, [])
      .when({ ...followed, at: '2026-11-16T10:00:00.000Z' })
      .then({ follows: { '4:ann': { listing_id: 4, account_id: 'ann', since: '2026-11-16T10:00:00.000Z' } } });
  });

  it('given a follow, when the person unfollows, then it is gone', async () => {
    await givenEvents(followsProjection, [followed])
      .when({ type: 'ListingUnfollowed', data: { listingId: 4, accountId: 'ann' } })
      .then({ follows: { '4:ann': null } });
  });
});
