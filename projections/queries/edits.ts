import type { ReadModels } from '../engine/read-models.ts';
import type { ListingDoc } from '../listing-doc.ts';
import type { EditDoc } from '../listing-edits.ts';
import { offsetOf, type Page, paged } from './pagination.ts';

const view = (e: EditDoc, l: ListingDoc | undefined) => ({
  edit_id: e.id,
  listing: { listing_id: e.listing_id, slug: l?.slug ?? null, name: l?.name ?? null },
  source: e.source,
  actor: e.actor,
  at: e.at,
  changes: e.changes,
  apply_to: e.apply_to,
  reverts: e.reverts,
  origin: e.origin,
  reverted_by: e.reverted_by,
});

/** The site team's review feed: every edit with its before and after, newest first, optionally of one listing. */
export async function editsFeed(rm: ReadModels, filter: { listingId?: number }, page: Page) {
  const r = await (await rm.collection<EditDoc>('listing_edits')).find({
    where: filter.listingId ? { listing_id: filter.listingId } : undefined,
    sort: [['at', 'desc']],
    skip: offsetOf(page),
    limit: page.perPage,
  });
  const listings = await (await rm.collection<ListingDoc>('listings')).getMany([...new Set(r.items.map((e) => String(e.listing_id)))]);
  const byId = new Map(listings.map((l) => [l.listing_id, l]));
  return paged(
    r.items.map((e) => view(e, byId.get(e.listing_id))),
    r.total,
    page,
  );
}

export async function editById(rm: ReadModels, editId: string): Promise<EditDoc | null> {
  return (await rm.collection<EditDoc>('listing_edits')).get(editId);
}
