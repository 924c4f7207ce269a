import { conflict } from '../shared/errors.ts';

/** One stream per (listing, person): a second vote is refused by the stream already existing. */
export type VoteEvent =
  | { type: 'VoteCast'; data: { listingId: number; voterId: string; at: string } }
  | { type: 'VoteWithdrawn'; data: { listingId: number; voterId: string; at: string } };

export type Vote = { voted: boolean };
export const initialVote = (): Vote => ({ voted: false });
export const evolveVote = (_: Vote, e: VoteEvent): Vote => ({ voted: e.type === 'VoteCast' });

export function castVote(cmd: { listingId: number; voterId: string; now: Date }, state: Vote, listingIsLive: boolean): VoteEvent[] {
  if (!listingIsLive) throw conflict('only live listings can be voted for');
  if (state.voted) return [];
  return [{ type: 'VoteCast', data: { listingId: cmd.listingId, voterId: cmd.voterId, at: cmd.now.toISOString() } }];
}

export const voteStream = (listingId: number, voterId: string) => `vote-${listingId}-${voterId}`;
