import type { Changes, EditSource, ListingEvent } from '../domain/listing/events.ts';
import { projection } from './engine/projection.ts';

export type EditDoc = {
  id: string;
  listing_id: number;
  source: EditSource;
  actor: string;
  at: string;
  changes: Changes;
  apply_to: string[];
  reverts: string | null;
  origin: string | null;
  /** The site team's revert of this edit, once there is one. */
  reverted_by: string | null;
};

/** Every edit of every listing with its before and after: the site team's review feed. */
export const listingEditsProjection = projection<ListingEvent>()({
  name: 'listing-edits',
  version: 1,
  collections: { listing_edits: { indexes: ['listing_id', 'at'] } },
  handles: ['ListingEdited'],
  async apply(e, w) {
    const { editId, listingId, source, changes, applyTo, reverts, origin } = e.data;
    w.put('listing_edits', {
      id: editId,
      listing_id: listingId,
      source,
      actor: e.metadata.actor,
      at: e.metadata.time,
      changes,
      apply_to: applyTo ?? [],
      reverts: reverts ?? null,
      origin: origin ?? null,
      reverted_by: null,
    });
    if (!reverts) return;
    const original = await w.get<EditDoc>('listing_edits', reverts);
    if (original) w.put('listing_edits', { ...original, reverted_by: editId });
  },
});
