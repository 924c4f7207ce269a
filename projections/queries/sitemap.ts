import type { ReadModels } from '../engine/read-models.ts';
import type { ListingDoc } from '../listing-doc.ts';

const shown = { status: 'live', hidden: false } as const;

/** How many listings the sitemap lists: the live ones the public can see. */
export async function sitemapListingCount(rm: ReadModels): Promise<number> {
  return (await rm.collection<ListingDoc>('listings')).count(shown);
}

/** One page of the sitemap's listings, in a stable order (by id), `size` a page. */
export async function sitemapListings(rm: ReadModels, page: number, size: number): Promise<ListingDoc[]> {
  const r = await (await rm.collection<ListingDoc>('listings')).find({ where: shown, sort: [['listing_id', 'asc']], skip: (page - 1) * size, limit: size });
  return r.items;
}
