import { conflict, DomainError } from '../shared/errors.ts';

/** One stream per (listing, person): a second vote is refused by the stream already existing. */
export type VoteEvent =
  | { type: 'VoteCast'; data: { listingId: number; voterId: string; at: string } }
  /** `castAt`: when the vote taken back was cast (boards that decay votes by age take back exactly what it gave). */
  | { type: 'VoteWithdrawn'; data: { listingId: number; voterId: string; at: string; castAt?: string } };

export type Vote = { voted: boolean; castAt: string | null };
export const initialVote = (): Vote => ({ voted: false, castAt: null });
export const evolveVote = (_: Vote, e: VoteEvent): Vote => (e.type === 'VoteCast' ? { voted: true, castAt: e.data.at } : { voted: false, castAt: null });

/**
 * Votes come only from people on the site (SPEC 1.6): a signed-in person whose address is
 * confirmed, for a live listing they do not own, once. Taking a vote back is always possible.
 */
export function castVote(
  cmd: { listingId: number; voterId: string; now: Date },
  state: Vote,
  facts: { listingIsLive: boolean; voterOwnsListing: boolean; voterConfirmed: boolean },
): VoteEvent[] {
  if (!facts.listingIsLive) throw conflict('only live listings can be voted for');
  if (facts.voterOwnsListing) throw new DomainError('forbidden', "owners don't vote for their own listing");
  if (!facts.voterConfirmed) throw new DomainError('forbidden', 'confirm your email address first: the link is in the mail we sent you');
  if (state.voted) return [];
  return [{ type: 'VoteCast', data: { listingId: cmd.listingId, voterId: cmd.voterId, at: cmd.now.toISOString() } }];
}

export function withdrawVote(cmd: { listingId: number; voterId: string; now: Date }, state: Vote): VoteEvent[] {
  if (!state.voted) return [];
  return [
    {
      type: 'VoteWithdrawn',
      data: { listingId: cmd.listingId, voterId: cmd.voterId, at: cmd.now.toISOString(), ...(state.castAt ? { castAt: state.castAt } : {}) },
    },
  ];
}

export const voteStream = (listingId: number, voterId: string) => `vote-${listingId}-${voterId}`;
