import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { castVote, evolveVote, initialVote, type VoteEvent, withdrawVote } from './vote.ts';

const now = new Date('2026-11-23T10:00:00Z');
const ok = { listingIsLive: true, voterOwnsListing: false, voterConfirmed: true };
const cast: VoteEvent = { type: 'VoteCast', data: { listingId: 3, voterId: 'ann', at: now.toISOString() } };

describe('a vote', () => {
  it('given no vote, when a person votes for a live listing, then the vote is cast', () => {
    given(initialVote, evolveVote, [])
      .when((s) => castVote({ listingId: 3, voterId: 'ann', now }, s, ok))
      .then([cast]);
  });

  it('given a vote, when the same person votes again, then nothing more is recorded', () => {
    given(initialVote, evolveVote, [cast])
      .when((s) => castVote({ listingId: 3, voterId: 'ann', now }, s, ok))
      .then([]);
  });
  it('goes only to live listings', () => {
    given(initialVote, evolveVote, [])
      .when((s) => castVote({ listingId: 3, voterId: 'ann', now }, s, { ...ok, listingIsLive: false }))
      .thenRefuses('conflict');
  });
  it('when an owner votes for their own listing, then it is refused', () => {
    given(initialVote, evolveVote, [])
      .when((s) => castVote({ listingId: 3, voterId: 'ann', now }, s, { ...ok, voterOwnsListing: true }))
      .thenRefuses('forbidden', /owners/);
  });

  it('when a person whose address is not confirmed votes, then it is refused', () => {
    given(initialVote, evolveVote, [])
      .when((s) => castVote({ listingId: 3, voterId: 'ann', now }, s, { ...ok, voterConfirmed: false }))
      .thenRefuses('forbidden', /confirm your email/);
  });
  it('given a vote, when it is taken back, then it is withdrawn, naming when it was cast', () => {
    given(initialVote, evolveVote, [cast])
      .when((s) => withdrawVote({ listingId: 3, voterId: 'ann', now }, s))
      .then([{ type: 'VoteWithdrawn', data: { listingId: 3, voterId: 'ann', at: now.toISOString(), castAt: now.toISOString() } }]);
  });

  it('given no vote, when one is taken back, then nothing is recorded', () => {
    given(initialVote, evolveVote, [])
      .when((s) => withdrawVote({ listingId: 3, voterId: 'ann', now }, s))
      .then([]);
  });
});
