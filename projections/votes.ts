import type { VoteEvent } from '../domain/vote/vote.ts';
import { projection } from './engine/projection.ts';

export type VoteDoc = { id: string; listing_id: number; account_id: string; cast_at: string };

/** Who has voted for which listing: what a listing's page shows a signed-in person (their vote, or a button to cast one). */
export const votesProjection = projection<VoteEvent>()({
  name: 'votes',
  version: 1,
  collections: { votes: { indexes: ['listing_id', 'account_id'] } },
  handles: ['VoteCast', 'VoteWithdrawn'],
  async apply(e, w) {
    const id = `${e.data.listingId}:${e.data.voterId}`;
    if (e.type === 'VoteWithdrawn') return w.delete('votes', id);
    w.put('votes', { id, listing_id: e.data.listingId, account_id: e.data.voterId, cast_at: e.data.at });
  },
});
