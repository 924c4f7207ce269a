import type { FollowEvent } from '../domain/follow/follow.ts';
import { projection } from './engine/projection.ts';

export type FollowDoc = { id: string; listing_id: number; account_id: string; since: string };

/** Who follows which listing: whom a listing's updates are mailed to, and what a person follows. */
export const followsProjection = projection<FollowEvent>()({
  name: 'follows',
  version: 1,
  collections: { follows: { indexes: ['listing_id', 'account_id'] } },
  handles: ['ListingFollowed', 'ListingUnfollowed'],
  async apply(e, w) {
    const id = `${e.data.listingId}:${e.data.accountId}`;
    if (e.type === 'ListingUnfollowed') return w.delete('follows', id);
    w.put('follows', { id, listing_id: e.data.listingId, account_id: e.data.accountId, since: e.metadata.time });
  },
});
