import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { evolveFollow, type FollowEvent, followListing, initialFollow, unfollowListing } from './follow.ts';

const who = { listingId: 5, accountId: 'fay' };
const pair = (history: FollowEvent[]) => given(initialFollow, evolveFollow, history);
const followed: FollowEvent = { type: 'ListingFollowed', data: who };

describe('following a listing', () => {
  it('happens once per person, and only for a published listing', () => {
    pair([])
      .when((s) => followListing(who, s, true))
      .then([followed]);
    pair([followed])
      .when((s) => followListing(who, s, true))
      .then([]);
    pair([])
      .when((s) => followListing(who, s, false))
      .thenRefuses('conflict', /published/);
  });

  it('can be undone, and undoing twice does nothing more', () => {
    pair([followed])
      .when((s) => unfollowListing(who, s))
      .then([{ type: 'ListingUnfollowed', data: who }]);
    pair([followed, { type: 'ListingUnfollowed', data: who }])
      .when((s) => unfollowListing(who, s))
      .then([]);
  });
});
