import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { castVote, evolveVote, initialVote, type VoteEvent } from './vote.ts';

const now = new Date('2026-11-23T10:00:00Z');
const cast: VoteEvent = { type: 'VoteCast', data: { listingId: 3, voterId: 'ann', at: now.toISOString() } };

describe('a vote', () => {
  it('is counted once per person and listing', () => {
    given(initialVote, evolveVote, [])
      .when((s) => castVote({ listingId: 3, voterId: 'ann', now }, s, true))
      .then([cast]);
    given(initialVote, evolveVote, [cast])
      .when((s) => castVote({ listingId: 3, voterId: 'ann', now }, s, true))
      .then([]);
  });
  it('goes only to live listings', () => {
    given(initialVote, evolveVote, [])
      .when((s) => castVote({ listingId: 3, voterId: 'ann', now }, s, false))
      .thenRefuses('conflict');
  });
});
