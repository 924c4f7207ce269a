import type { ClaimDoc } from '../claims.ts';
import type { ReadModels } from '../engine/read-models.ts';
import type { ListingDoc } from '../listing-doc.ts';
import type { OrderDoc } from '../orders.ts';
import { offsetOf, type Page, paged } from './pagination.ts';

/** Every listing whatever its status or visibility, newest first: the site team's list. */
export async function allListings(rm: ReadModels, filter: { status?: string }, page: Page) {
  const r = await (await rm.collection<ListingDoc>('listings')).find({
    where: filter.status ? { status: filter.status } : undefined,
    sort: [['submitted_at', 'desc']],
    skip: offsetOf(page),
    limit: page.perPage,
  });
  return paged(
    r.items.map((d) => ({
      listing_id: d.listing_id,
      slug: d.slug,
      name: d.name,
      url: d.url,
      status: d.status,
      plan: d.plan,
      launch_week: d.launch_week,
      hidden: d.hidden,
      badge_flagged: d.badge_flagged ?? false,
      submitted_at: d.submitted_at,
    })),
    r.total,
    page,
  );
}

/** The stored listing by id, for the site team (hidden and unpublished ones included). */
export async function listingForSiteTeam(rm: ReadModels, listingId: number): Promise<ListingDoc | null> {
  return (await rm.collection<ListingDoc>('listings')).get(String(listingId));
}

/** Every claim, newest first. */
export async function allClaims(rm: ReadModels, page: Page) {
  const r = await (await rm.collection<ClaimDoc>('claims')).find({ sort: [['created_at', 'desc']], skip: offsetOf(page), limit: page.perPage });
  return paged(r.items, r.total, page);
}

/** Every order, newest first, optionally of one status. */
export async function allOrders(rm: ReadModels, filter: { status?: string }, page: Page) {
  const r = await (await rm.collection<OrderDoc>('orders')).find({
    where: filter.status ? { status: filter.status } : undefined,
    sort: [['created_at', 'desc']],
    skip: offsetOf(page),
    limit: page.perPage,
  });
  return paged(r.items, r.total, page);
}
