import { describe, it } from 'node:test';
import { voteStream } from '../../domain/vote/vote.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { aListing, aLiveListing, at } from '../../test/support/spec-events.ts';

const spec = commandSpec();
const cast = { type: 'VoteCast', data: { listingId: 3, voterId: 'bob', at } };

describe('castVote and withdrawVote', () => {
  it('given a live listing, when a confirmed person votes, then the vote is cast on their vote stream', async () => {
    await spec
      .given(aLiveListing(3))
      .when(({ commands }) => commands.castVote({ listingId: 3, voterId: 'bob', voterConfirmed: true }, as('bob')))
      .then(inStream(voteStream(3, 'bob'), cast));
  });

  it('given a listing not yet live, when someone votes, then it is refused', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.castVote({ listingId: 3, voterId: 'bob', voterConfirmed: true }, as('bob')))
      .thenRefuses('conflict');
  });

  it('given a live listing, when its owner votes for it, then it is refused', async () => {
    await spec
      .given(aLiveListing(3, 'ann'))
      .when(({ commands }) => commands.castVote({ listingId: 3, voterId: 'ann', voterConfirmed: true }, as('ann')))
      .thenRefuses('forbidden', /owners/);
  });

  it('given a vote, when it is withdrawn, then the withdrawal names when it was cast', async () => {
    await spec
      .given(aLiveListing(3), inStream(voteStream(3, 'bob'), cast))
      .when(({ commands }) => commands.withdrawVote({ listingId: 3, voterId: 'bob' }, as('bob')))
      .then(inStream(voteStream(3, 'bob'), { type: 'VoteWithdrawn', data: { listingId: 3, voterId: 'bob', at, castAt: at } }));
  });
});
