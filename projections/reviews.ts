import type { ReviewEvent } from '../domain/review/review.ts';
import { projection } from './engine/projection.ts';

export type ReviewDoc = {
  id: string;
  listing_id: number;
  account_id: string;
  rating: number;
  text: string;
  hidden: boolean;
  hidden_reason: string | null;
  created_at: string;
  updated_at: string;
};

/** Reviews as shown on a listing's page (hidden ones kept for the site team). */
export const reviewsProjection = projection<ReviewEvent>()({
  name: 'reviews',
  version: 1,
  collections: { reviews: { indexes: ['listing_id', 'account_id', 'created_at', 'hidden'] } },
  handles: ['ReviewWritten', 'ReviewEdited', 'ReviewDeleted', 'ReviewHidden', 'ReviewUnhidden'],
  async apply(e, w) {
    const id = `${e.data.listingId}:${e.data.accountId}`;
    const at = e.metadata.time;
    if (e.type === 'ReviewWritten') {
      const { listingId, accountId, rating, text } = e.data;
      w.put('reviews', {
        id,
        listing_id: listingId,
        account_id: accountId,
        rating,
        text,
        hidden: false,
        hidden_reason: null,
        created_at: at,
        updated_at: at,
      } satisfies ReviewDoc);
      return;
    }
    if (e.type === 'ReviewDeleted') return w.delete('reviews', id);
    const doc = await w.get<ReviewDoc>('reviews', id);
    if (!doc) return;
    if (e.type === 'ReviewEdited') w.put('reviews', { ...doc, rating: e.data.rating, text: e.data.text, updated_at: at });
    else if (e.type === 'ReviewHidden') w.put('reviews', { ...doc, hidden: true, hidden_reason: e.data.reason });
    else w.put('reviews', { ...doc, hidden: false, hidden_reason: null });
  },
});
