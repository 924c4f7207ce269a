import { describe, it } from 'node:test';
import type { VoteEvent } from '../domain/vote/vote.ts';
import { givenEvents } from './engine/given-events.ts';
import { votesProjection } from './votes.ts';

const cast: VoteEvent = { type: 'VoteCast', data: { listingId: 4, voterId: 'bo', at: '2026-11-16T10:15:00.000Z' } };

describe('the votes projection', () => {
  it('when a person votes, then their vote for the listing stands', async () => {
    await givenEvents(votesProjection, [])
      .when(cast)
      .then({ votes: { '4:bo': { listing_id: 4, account_id: 'bo', cast_at: '2026-11-16T10:15:00.000Z' } } });
  });

  it('given a vote, when it is withdrawn, then it no longer stands', async () => {
    await givenEvents(votesProjection, [cast])
      .when({ type: 'VoteWithdrawn', data: { listingId: 4, voterId: 'bo', at: '2026-11-17T08:00:00.000Z', castAt: '2026-11-16T10:15:00.000Z' } })
      .then({ votes: { '4:bo': null } });
  });
});
