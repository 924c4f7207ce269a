import type { ListingEvent } from '../domain/listing/events.ts';
import { projection } from './engine/projection.ts';

export type UpdateDoc = { id: string; listing_id: number; update_id: number; title: string; body: string; published_at: string };

/** Listings' updates: each listing's latest-updates section and the site-wide feed. */
export const listingUpdatesProjection = projection<ListingEvent>()({
  name: 'listing-updates',
  version: 1,
  collections: { listing_updates: { indexes: ['listing_id', 'published_at'] } },
  handles: ['ListingUpdatePosted'],
  async apply(e, w) {
    const { listingId, updateId, title, body } = e.data;
    w.put('listing_updates', { id: `${listingId}-${updateId}`, listing_id: listingId, update_id: updateId, title, body, published_at: e.metadata.time });
  },
});
