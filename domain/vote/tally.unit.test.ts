import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addWeight } from '../boards/trending.ts';
import { tallyVote, type VoteTally } from './tally.ts';

const none: VoteTally = { votes: 0, trend: null };
const cast = (at: string) => ({ type: 'VoteCast', data: { at } }) as const;
const withdrawn = (at: string, castAt?: string) => ({ type: 'VoteWithdrawn', data: { at, castAt } }) as const;

describe('counting a vote', () => {
  it('given no votes, when one is cast, then one vote weighing its time', () => {
    assert.deepEqual(tallyVote(none, cast('2026-03-02T10:00:00Z')), { votes: 1, trend: addWeight(null, Date.parse('2026-03-02T10:00:00Z')) });
  });

  it('given one vote, when it is taken back, then nothing is left of it', () => {
    const one = tallyVote(none, cast('2026-03-02T10:00:00Z'));
    assert.deepEqual(tallyVote(one, withdrawn('2026-03-05T10:00:00Z', '2026-03-02T10:00:00Z')), none);
  });

  it('given two votes, when the first is taken back, then the second keeps its own weight', () => {
    const two = tallyVote(tallyVote(none, cast('2026-03-02T10:00:00Z')), cast('2026-03-04T10:00:00Z'));
    const left = tallyVote(two, withdrawn('2026-03-05T10:00:00Z', '2026-03-02T10:00:00Z'));
    assert.equal(left.votes, 1);
    assert.ok(Math.abs((left.trend ?? 0) - addWeight(null, Date.parse('2026-03-04T10:00:00Z'))) < 1e-9);
  });

  it('given no votes, when a withdrawal arrives, then the count stays at zero', () => {
    assert.deepEqual(tallyVote(none, withdrawn('2026-03-05T10:00:00Z')), none);
  });
});
