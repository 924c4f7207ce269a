import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { evolveFollow, type FollowEvent, followListing, initialFollow, unfollowListing } from './follow.ts';

const who = { listingId: 5, accountId: 'fay' };
const pair = (history: FollowEvent[]) => given(initialFollow, evolveFollow, history);
const followed: FollowEvent = { type: 'ListingFollowed', data: who };

describe('following a listing', () => {
  it('given no follow, when a person follows a published listing, then they follow it', () => {
    pair([])
      .when((s) => followListing(who, s, true))
      .then([followed]);
  });

  it('given a follow, when the person follows again, then nothing more is recorded', () => {
    pair([followed])
      .when((s) => followListing(who, s, true))
      .then([]);
  });

  it('given no follow, when a person follows an unpublished listing, then it is refused', () => {
    pair([])
      .when((s) => followListing(who, s, false))
      .thenRefuses('conflict', /published/);
  });

  it('given a follow, when the person unfollows, then the follow ends', () => {
    pair([followed])
      .when((s) => unfollowListing(who, s))
      .then([{ type: 'ListingUnfollowed', data: who }]);
  });

  it('given a follow undone, when the person unfollows again, then nothing more is recorded', () => {
    pair([followed, { type: 'ListingUnfollowed', data: who }])
      .when((s) => unfollowListing(who, s))
      .then([]);
  });
});
