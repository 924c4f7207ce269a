import { type Section, sectionShown } from '../../domain/listing/events.ts';
import { isListField, PROFILE_FIELD_NAMES, type PROFILE_FIELDS, type ProfileFacts, type ProfileField } from '../../domain/listing/profile.ts';
import type { SearchSort } from '../../domain/ports/search-index.ts';
import { slugify } from '../../domain/shared/slug.ts';
import { websiteDomain } from '../../domain/shared/website.ts';
import type { ReadModels } from '../engine/read-models.ts';
import type { ListingDoc } from '../listing-doc.ts';
import { publishedStatus, summaryOf } from '../listing-search.ts';
import { categoryWithDescendants } from './categories.ts';
import { commentCount } from './comments.ts';
import { interviewOfOwners } from './interviews.ts';
import { offsetOf, type Page, paged } from './pagination.ts';
import { latestUpdatesOf } from './updates.ts';

export type ListingSort = 'relevance' | 'newest' | 'votes' | 'trending' | 'most_viewed' | 'most_followed';

export type ListingSearch = Page & {
  q?: string;
  category?: string;
  stage?: string;
  country?: string;
  pricingModel?: string;
  domain?: string;
  status: 'live' | 'upcoming';
  sort: ListingSort;
  now: Date;
};

function searchSort(s: ListingSearch): SearchSort {
  const dateField = s.status === 'upcoming' ? 'week_start' : 'launched_at';
  switch (s.sort) {
    case 'relevance':
      return s.q?.trim() ? { kind: 'relevance' } : { kind: 'field', field: 'votes', direction: 'desc' };
    case 'newest':
      return { kind: 'field', field: dateField, direction: 'desc' };
    case 'votes':
      return { kind: 'field', field: 'votes', direction: 'desc' };
    case 'trending':
      // The trending board's measure (each vote's weight halves every 72 hours from when it was cast), so both agree.
      return { kind: 'field', field: 'trend', direction: 'desc', tieBreak: { field: 'votes', direction: 'desc' } };
    case 'most_viewed':
      return { kind: 'field', field: 'views', direction: 'desc' };
    case 'most_followed':
      return { kind: 'field', field: 'followers', direction: 'desc' };
  }
}

export async function searchListings(rm: ReadModels, s: ListingSearch) {
  const filters: Record<string, string | string[]> = { status: s.status };
  if (s.category) filters.categories = await categoryWithDescendants(rm, s.category);
  if (s.stage) filters.stage = slugify(s.stage);
  if (s.country) filters.country = s.country.toUpperCase();
  if (s.pricingModel) filters.pricing_model = s.pricingModel.toLowerCase();
  if (s.domain) filters.domain = websiteDomain(s.domain) ?? s.domain.toLowerCase();
  const index = await rm.searchIndex('listing_search_index');
  const result = await index.query({ text: s.q, filters, sort: searchSort(s), offset: offsetOf(s), limit: s.perPage });
  return paged(result.hits.map(summaryOf), result.total, s);
}

type CategoryDoc = { slug: string; name: string; parent: string | null };

/** Facts that are grouped (`pricing`, `links`) or shown apart (name, categories); every other fact is shown under its own name. */
const GROUPED = ['name', 'categories', 'pricing_model', 'pricing_summary', 'demo_video_url', 'contact_email'] as const;
type Shown = Exclude<ProfileField, (typeof GROUPED)[number]>;
type PublicFacts = { [F in Shown]: (typeof PROFILE_FIELDS)[F] extends 'list' ? string[] : NonNullable<ProfileFacts[F]> | null };
const isShown = (f: ProfileField): f is Shown => !(GROUPED as readonly string[]).includes(f);

/** Every shown profile fact, as stated or blank: a list as [], anything else as null. */
function publicFacts(d: ListingDoc): PublicFacts {
  const out: Record<string, unknown> = {};
  for (const f of PROFILE_FIELD_NAMES) if (isShown(f)) out[f] = d[f] ?? (isListField(f) ? [] : null);
  // Built fact by fact from the table the type is mapped from.
  return out as PublicFacts;
}

type ProfileOptions<S> = { status: S; allSections: boolean };

/**
 * A listing's profile as shown: facts, categories, founders, FAQs, socials, latest updates,
 * ratings, links and this site's copy. Paid-only sections appear when shown publicly (paid or
 * unlocked), or always for `allSections` (its owners).
 */
export async function profileView<S extends 'live' | 'upcoming' | null>(rm: ReadModels, d: ListingDoc, options: ProfileOptions<S>) {
  const [categories, updates, interview, comments] = await Promise.all([
    (async () => (await rm.collection<CategoryDoc & { id: string }>('categories')).getMany(d.categories))(),
    latestUpdatesOf(rm, d.listing_id, 5),
    interviewOfOwners(rm, d),
    commentCount(rm, d.listing_id),
  ]);
  const shown = (section: Section) => options.allSections || sectionShown(d, section);
  const story = shown('story') && d.story && Object.keys(d.story).length > 0 ? d.story : undefined;
  const media = shown('media') ? mediaOf(d) : undefined;
  const milestones = shown('milestones') && d.milestones && d.milestones.length > 0 ? [...d.milestones].sort((a, b) => (a.date < b.date ? 1 : -1)) : undefined;
  return {
    listing_id: d.listing_id,
    slug: d.slug,
    name: d.name,
    url: d.url,
    domain: d.domain,
    status: options.status,
    launch_week: d.launch_week,
    launched_at: d.live_at,
    votes: d.votes,
    followers: d.followers,
    headline: d.headline ?? null,
    summary: d.summary ?? null,
    ...publicFacts(d),
    pricing: { model: d.pricing_model ?? null, summary: d.pricing_summary ?? null },
    categories: categories.map((c, i) => ({ slug: c.slug, name: c.name, parent: c.parent, primary: i === 0 })),
    founders: (d.founders ?? []).map((f) => ({ name: f.name, title: f.title ?? null, bio: f.bio ?? null, founder_slug: f.founderSlug ?? null })),
    faqs: d.faqs ?? [],
    socials: d.socials ?? {},
    latest_updates: updates,
    comment_count: comments,
    interview,
    community_rating: {
      average: d.rating_count ? Math.round(((d.rating_sum ?? 0) / d.rating_count) * 10) / 10 : null,
      count: d.rating_count ?? 0,
    },
    domain_rating: { value: d.domain_rating ?? null, trend: d.domain_rating_trend ?? [] },
    links: { website: d.url, demo_video: d.demo_video_url ?? null, contact_email: d.contact_email ?? null },
    seo: { title: d.seo_title ?? null, description: d.seo_description ?? null },
    not_found_on_website: d.not_found_on_website ?? [],
    ...(story ? { story } : {}),
    ...(milestones ? { milestones: milestones.map(({ id, ...m }) => ({ milestone_id: id, ...m })) } : {}),
    ...(media ? { media } : {}),
    ...(d.awards?.length ? { awards: d.awards.map((a) => ({ ...a, title: `Launch of the Week #${a.place}` })) } : {}),
  };
}

/**
 * The paid media section: the gallery's kept images (served from this site) and the demo video;
 * absent when there is neither.
 */
function mediaOf(d: ListingDoc) {
  const images = (d.gallery ?? []).flatMap((g) =>
    g.image ? [{ image_id: g.id, url: `/images/${g.image.id}`, width: g.image.width, height: g.image.height, caption: g.caption, origin: g.origin }] : [],
  );
  const video = d.demo_video_url ?? null;
  return images.length || video ? { images, video } : undefined;
}

/** The public profile; paid-only sections appear only when unlocked. Null when not public (or hidden). */
export async function listingProfile(rm: ReadModels, slug: string) {
  const listings = await rm.collection<ListingDoc>('listings');
  const d = (await listings.find({ where: { slug }, limit: 1 })).items[0];
  const status = d ? publishedStatus(d) : null;
  if (!d || !status) return null;
  return profileView(rm, d, { status, allSections: false });
}

/** The public profile of a listing already read and known to be published. */
export const publicProfileOf = (rm: ReadModels, d: ListingDoc, status: 'live' | 'upcoming') => profileView(rm, d, { status, allSections: false });

export type PublicProfile = NonNullable<Awaited<ReturnType<typeof listingProfile>>>;

export async function liveListingCount(rm: ReadModels): Promise<number> {
  const index = await rm.searchIndex('listing_search_index');
  return (await index.query({ filters: { status: 'live' }, offset: 0, limit: 0 })).total;
}

/** A listing as stored, by id, whatever its state: for the workers and owners' pages that act on it. */
export async function listingById(rm: ReadModels, listingId: number): Promise<ListingDoc | null> {
  return (await rm.collection<ListingDoc>('listings')).get(String(listingId));
}

/** The ids of this site's listings of a website (normally one). */
export async function listingIdsOfDomain(rm: ReadModels, domain: string): Promise<number[]> {
  return (await (await rm.collection<ListingDoc>('listings')).find({ where: { domain } })).items.map((l) => l.listing_id);
}
