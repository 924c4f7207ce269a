import { type Section, sectionShown, UNLOCKABLE_SECTIONS } from '../../domain/listing/events.ts';
import type { ReadModels } from '../engine/read-models.ts';
import type { ListingDoc } from '../listing-doc.ts';
import { publishedStatus } from '../listing-search.ts';
import { listingStats } from './listing-stats.ts';
import { profileView } from './listings.ts';
import { offsetOf, type Page, paged } from './pagination.ts';

/** What only the owners see: the listing's state, its paid sections and the site copy, beside everything public. */
export function ownerState(d: ListingDoc) {
  return {
    status: d.status,
    public_status: publishedStatus(d),
    plan: d.plan,
    launch_week: d.launch_week,
    hidden: d.hidden,
    hidden_reason: d.hidden_reason,
    badge: {
      verified: d.badge_verified_at !== null,
      verified_at: d.badge_verified_at,
      checks: d.badge_checks ?? [],
      next_check_at: d.badge_next_check_at ?? null,
      misses: d.badge_misses ?? 0,
      flagged: d.badge_flagged ?? false,
      missed_week: d.missed_week ?? null,
    },
    verified: d.verified ?? false,
    unlocked: d.unlocked,
    sections: Object.fromEntries(UNLOCKABLE_SECTIONS.map((s: Section) => [s, { shown_publicly: sectionShown(d, s) }])),
    co_owners: d.owner_ids.filter((id) => id !== d.owner_id).length,
    counts: { votes: d.votes, views: d.views, followers: d.followers, updates: d.updates_count },
    submitted_at: d.submitted_at,
    updated_at: d.updated_at,
  };
}

const summary = (d: ListingDoc) => ({
  listing_id: d.listing_id,
  slug: d.slug,
  name: d.name,
  url: d.url,
  ...ownerState(d),
});

/** Whether the account is one of the listing's owners. */
export async function ownsListing(rm: ReadModels, listingId: number, accountId: string): Promise<boolean> {
  return Boolean((await (await rm.collection<ListingDoc>('listings')).get(String(listingId)))?.owner_ids.includes(accountId));
}

/** Free listings whose badge went missing after launch: the site team's list to follow up. */
export async function flaggedListings(rm: ReadModels, page: Page) {
  const r = await (await rm.collection<ListingDoc>('listings')).find({
    where: { badge_flagged: true },
    sort: [['listing_id', 'asc']],
    skip: offsetOf(page),
    limit: page.perPage,
  });
  return paged(
    r.items.map((d) => ({
      listing_id: d.listing_id,
      slug: d.slug,
      name: d.name,
      url: d.url,
      misses: d.badge_misses,
      last_check: d.badge_checks.at(-1) ?? null,
      hidden: d.hidden,
    })),
    r.total,
    page,
  );
}

/** Every listing the account owns or co-owns, in any status, newest first. */
export async function myListings(rm: ReadModels, accountId: string, page: Page) {
  const r = await (await rm.collection<ListingDoc>('listings')).find({
    where: { owner_ids: { contains: accountId } },
    sort: [['submitted_at', 'desc']],
    skip: offsetOf(page),
    limit: page.perPage,
  });
  return paged(r.items.map(summary), r.total, page);
}

/** The owner view of one listing; someone else's listing is as good as missing. */
export async function ownListing(rm: ReadModels, listingId: number, accountId: string, now: Date) {
  const d = await ownListingDoc(rm, listingId, accountId);
  if (!d) return null;
  const [profile, stats] = await Promise.all([profileView(rm, d, { status: publishedStatus(d), allSections: true }), listingStats(rm, d, now)]);
  return {
    ...profile,
    ...ownerState(d),
    seo: { title: d.seo_title ?? null, description: d.seo_description ?? null },
    story: d.story ?? {},
    milestones: [...(d.milestones ?? [])].sort((a, b) => (a.date < b.date ? 1 : -1)).map(({ id, ...m }) => ({ milestone_id: id, ...m })),
    gallery: galleryOf(d),
    stats,
  };
}

/** Every image of the gallery as its owners follow it: being read, kept (with our copy), or refused and why. */
function galleryOf(d: ListingDoc) {
  return (d.gallery ?? []).map((g) => ({
    image_id: g.id,
    source: g.source,
    origin: g.origin,
    caption: g.caption,
    status: g.image ? ('kept' as const) : g.refused !== null ? ('refused' as const) : ('reading' as const),
    image: g.image ? { url: `/images/${g.image.id}`, width: g.image.width, height: g.image.height } : null,
    reason: g.refused,
    added_at: g.added_at,
  }));
}

/** The stored listing, for its owners only (what its badges are drawn from). */
export async function ownListingDoc(rm: ReadModels, listingId: number, accountId: string): Promise<ListingDoc | null> {
  const d = await (await rm.collection<ListingDoc>('listings')).get(String(listingId));
  return d?.owner_ids.includes(accountId) ? d : null;
}
