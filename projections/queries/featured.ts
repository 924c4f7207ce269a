import type { ReadModels } from '../engine/read-models.ts';
import type { ListingDoc } from '../listing-doc.ts';
import { listingSummary, publishedStatus } from '../listing-search.ts';

export const FEATURED_LABEL = 'Featured · paid';

/**
 * The listings featured in a launch week (a paid placement), published ones only, optionally of
 * one primary category; each is labelled as paid wherever it is shown.
 */
export async function featuredIn(rm: ReadModels, week: string, primaryCategory?: string) {
  const r = await (await rm.collection<ListingDoc>('listings')).find({ where: { featured_weeks: { contains: week } }, sort: [['listing_id', 'asc']] });
  return r.items
    .filter((l) => publishedStatus(l) && (!primaryCategory || l.categories[0] === primaryCategory))
    .map((l) => ({ ...listingSummary(l), paid: true as const, label: FEATURED_LABEL }));
}
