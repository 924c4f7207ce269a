import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { castVote, evolveVote, initialVote, type VoteEvent, withdrawVote } from './vote.ts';

const now = new Date('2026-11-23T10:00:00Z');
const ok = { listingIsLive: true, voterOwnsListing: false, voterConfirmed: true };
const cast: VoteEvent = { type: 'VoteCast', data: { listingId: 3, voterId: 'ann', at: now.toISOString() } };

describe('a vote', () => {
  it('is counted once per person and listing', () => {
    given(initialVote, evolveVote, [])
      .when((s) => castVote({ listingId: 3, voterId: 'ann', now }, s, ok))
      .then([cast]);
    given(initialVote, evolveVote, [cast])
      .when((s) => castVote({ listingId: 3, voterId: 'ann', now }, s, ok))
      .then([]);
  });
  it('goes only to live listings', () => {
    given(initialVote, evolveVote, [])
      .when((s) => castVote({ listingId: 3, voterId: 'ann', now }, s, { ...ok, listingIsLive: false }))
      .thenRefuses('conflict');
  });
  it('is not taken from an owner, nor from an address not confirmed', () => {
    given(initialVote, evolveVote, [])
      .when((s) => castVote({ listingId: 3, voterId: 'ann', now }, s, { ...ok, voterOwnsListing: true }))
      .thenRefuses('forbidden', /owners/);
    given(initialVote, evolveVote, [])
      .when((s) => castVote({ listingId: 3, voterId: 'ann', now }, s, { ...ok, voterConfirmed: false }))
      .thenRefuses('forbidden', /confirm your email/);
  });
  it('can be taken back, once', () => {
    given(initialVote, evolveVote, [cast])
      .when((s) => withdrawVote({ listingId: 3, voterId: 'ann', now }, s))
      .then([{ type: 'VoteWithdrawn', data: { listingId: 3, voterId: 'ann', at: now.toISOString(), castAt: now.toISOString() } }]);
    given(initialVote, evolveVote, [])
      .when((s) => withdrawVote({ listingId: 3, voterId: 'ann', now }, s))
      .then([]);
  });
});
