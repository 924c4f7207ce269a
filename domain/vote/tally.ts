import { addWeight, removeWeight } from '../boards/trending.ts';
import { parseIsoTime } from '../shared/iso-time.ts';

/** A listing's votes as every page and board counts them: the net count, and the trend (see boards/trending.ts). */
export type VoteTally = { votes: number; trend: number | null };

/**
 * The one rule for counting a vote, used by every read model that shows votes: a vote cast adds
 * one and its weight at the time cast; a vote taken back removes one and exactly the weight it
 * gave (the time it was cast; older events name only when it was withdrawn). Never below zero. A caller that has
 * parsed the time the vote was cast already passes it.
 */
export function tallyVote(tally: VoteTally, e: VoteChange, castTime = parseIsoTime(castAt(e))): VoteTally {
  if (e.type === 'VoteCast') return { votes: tally.votes + 1, trend: addWeight(tally.trend, castTime) };
  return { votes: Math.max(0, tally.votes - 1), trend: removeWeight(tally.trend, castTime) };
}

type VoteChange = { type: 'VoteCast'; data: { at: string } } | { type: 'VoteWithdrawn'; data: { at: string; castAt?: string } };

/** When the vote a change counts was cast: a withdrawal takes back the vote of that time (older withdrawals name only their own). */
export const castAt = (e: VoteChange): string => (e.type === 'VoteCast' ? e.data.at : (e.data.castAt ?? e.data.at));
