import type { Doc } from '../domain/ports/document-store.ts';
import type { SearchDocument, SearchHit, SearchSchema } from '../domain/ports/search-index.ts';
import { slugify } from '../domain/shared/slug.ts';
import { weekStartTime } from '../domain/shared/weeks.ts';
import { foldProjection } from './engine/projection.ts';
import type { ListingsEvent } from './listing-changes/events.ts';
import { listingFold } from './listing-changes/fold.ts';
import type { ListingDoc } from './listing-doc.ts';

export const listingSearchSchema: SearchSchema = {
  text: { name: 10, tagline: 5, keywords: 3, description: 1 },
  keywords: ['status', 'categories', 'stage', 'country', 'pricing_model', 'domain', 'launch_week'],
  numbers: ['votes', 'trend', 'launched_at', 'week_start', 'views', 'followers', 'listing_id', 'billboard_cents', 'domain_rating', 'mrr_cents'],
};

const NO_TREND = -1e12;

/** Public status in search: `live`, or `upcoming` when scheduled for a launch week. Others stay out. */
export function publicStatus(status: string): 'live' | 'upcoming' | null {
  if (status === 'live') return 'live';
  if (status === 'scheduled') return 'upcoming';
  return null;
}

/** Public status unless the site team hid the listing: a hidden listing is in no public read. */
export const publishedStatus = (d: Pick<ListingDoc, 'status' | 'hidden'>) => (d.hidden ? null : publicStatus(d.status));

/** The logo this site keeps for the listing's current logo_url, as a path on this site; null until one is kept. */
export const keptLogo = (d: Pick<ListingDoc, 'logo' | 'logo_url'>) =>
  d.logo && d.logo.source === d.logo_url ? { url: `/images/${d.logo.id}`, width: d.logo.width, height: d.logo.height } : null;

export function listingSummary(d: ListingDoc) {
  return {
    slug: d.slug,
    name: d.name,
    url: d.url,
    tagline: d.tagline ?? null,
    logo_url: d.logo_url ?? null,
    logo_image: keptLogo(d),
    votes: d.votes,
    categories: d.categories,
    primary_category: d.categories[0] ?? null,
    pricing_model: d.pricing_model ?? null,
    stage: d.stage ?? null,
    country: d.country ?? null,
    status: publicStatus(d.status),
    launch_week: d.launch_week,
    launched_at: d.live_at,
  };
}

export type ListingSummary = ReturnType<typeof listingSummary>;

/** A hit of the listing index carries the listing's summary, as toListingSearchDocument put it there. */
export const summaryOf = (hit: SearchHit) => hit.payload as ListingSummary;

export function toListingSearchDocument(doc: Doc): SearchDocument | null {
  // The index is derived from the listings collection, whose documents this projection writes as ListingDoc.
  const d = doc as unknown as ListingDoc;
  const status = publishedStatus(d);
  if (!status) return null;
  return {
    id: d.id,
    text: {
      name: d.name,
      tagline: d.tagline ?? '',
      keywords: [...(d.keywords ?? []), ...(d.tags ?? [])].join(' '),
      description: [d.short_description ?? '', d.description ?? ''].join(' '),
    },
    keywords: {
      status,
      categories: d.categories,
      stage: d.stage ? slugify(d.stage) : null,
      country: d.country ? d.country.toUpperCase() : null,
      pricing_model: d.pricing_model ? d.pricing_model.toLowerCase() : null,
      domain: d.domain,
      launch_week: d.launch_week,
    },
    numbers: {
      votes: d.votes,
      // Sorted descending: below every trend there is (a vote in 1970 would be about -2,000).
      trend: d.trend ?? NO_TREND,
      launched_at: d.live_at ? Date.parse(d.live_at) : 0,
      week_start: d.launch_week ? weekStartTime(d.launch_week) : 0,
      views: d.views,
      followers: d.followers,
      listing_id: d.listing_id,
      billboard_cents: d.billboard_cents,
      domain_rating: d.domain_rating ?? -1,
      mrr_cents: d.mrr_cents ?? -1,
    },
    payload: listingSummary(d),
  };
}

/**
 * The listings' search index as a read model of its own: it folds each listing's document as the listings projection does,
 * into a collection of its own that only this index reads, and derives the index from it. Its own name, version and
 * checkpoint: a rebuild of `listings` does not rebuild the index, and a change of the index's shape rebuilds the index only.
 */
export const listingSearchProjection = foldProjection<ListingsEvent>()({
  name: 'listing-search',
  version: 1,
  collections: { listing_search_docs: { indexes: [] } },
  searchIndexes: [{ collection: 'listing_search_docs', index: 'listing_search_index', schema: listingSearchSchema, toSearchDocument: toListingSearchDocument }],
  ...listingFold('listing_search_docs'),
});
