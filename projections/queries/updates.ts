import type { ReadModels } from '../engine/read-models.ts';
import type { ListingDoc } from '../listing-doc.ts';
import { listingSummary, publishedStatus } from '../listing-search.ts';
import type { UpdateDoc } from '../listing-updates.ts';
import { offsetOf, type Page, paged } from './pagination.ts';

const view = (u: UpdateDoc) => ({ update_id: u.update_id, title: u.title, body: u.body, published_at: u.published_at });

/** A listing's newest updates, newest first. */
export async function latestUpdatesOf(rm: ReadModels, listingId: number, limit: number) {
  const r = await (await rm.collection<UpdateDoc>('listing_updates')).find({ where: { listing_id: listingId }, sort: [['published_at', 'desc']], limit });
  return r.items.map(view);
}

/** The site-wide latest-updates feed: updates of published listings, newest first, each with its listing. */
export async function latestUpdates(rm: ReadModels, page: Page) {
  const updates = await rm.collection<UpdateDoc>('listing_updates');
  const listings = await rm.collection<ListingDoc>('listings');
  const items: (ReturnType<typeof view> & { listing: ReturnType<typeof listingSummary> })[] = [];
  let skip = 0;
  let total = 0;
  // Updates of hidden or unpublished listings are left out; they are few, so the feed is filled in pages.
  for (;;) {
    const batch = await updates.find({ sort: [['published_at', 'desc']], skip, limit: 200 });
    if (batch.items.length === 0) break;
    skip += batch.items.length;
    const byId = new Map((await listings.getMany([...new Set(batch.items.map((u) => String(u.listing_id)))])).map((l) => [l.listing_id, l]));
    for (const u of batch.items) {
      const l = byId.get(u.listing_id);
      if (!l || !publishedStatus(l)) continue;
      total += 1;
      if (total > offsetOf(page) && items.length < page.perPage) items.push({ ...view(u), listing: listingSummary(l) });
    }
    if (skip >= batch.total) break;
  }
  return paged(items, total, page);
}

/** One update with its listing (published or not): what its mail says. */
export async function listingUpdate(rm: ReadModels, listingId: number, updateId: number) {
  const [update, listing] = await Promise.all([
    (async () => (await rm.collection<UpdateDoc>('listing_updates')).get(`${listingId}-${updateId}`))(),
    (async () => (await rm.collection<ListingDoc>('listings')).get(String(listingId)))(),
  ]);
  return update && listing ? { update: view(update), listing: { slug: listing.slug, name: listing.name } } : null;
}
