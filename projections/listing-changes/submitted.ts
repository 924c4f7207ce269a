import type { ListingEvent } from '../../domain/listing/events.ts';
import type { ListingDoc } from '../listing-doc.ts';

type Submitted = Extract<ListingEvent, { type: 'ListingSubmitted' }>['data'];

/** A submitted listing's first document: a draft of its owner, its profile as drafted, nothing counted yet. */
export function submittedListing({ listingId, slug, ownerId, draftId, url, domain, profile }: Submitted, at: string): ListingDoc {
  return {
    ...profile,
    id: String(listingId),
    listing_id: listingId,
    slug,
    url,
    domain,
    owner_id: ownerId,
    owner_ids: [ownerId],
    draft_id: draftId,
    status: 'draft',
    plan: null,
    launch_week: null,
    unlocked: [],
    hidden: false,
    hidden_reason: null,
    submitted_at: at,
    live_at: null,
    badge_verified_at: null,
    badge_checks: [],
    badge_next_check_at: null,
    badge_misses: 0,
    badge_flagged: false,
    verified: false,
    missed_week: null,
    featured_weeks: [],
    rating_sum: 0,
    rating_count: 0,
    votes: 0,
    trend: null,
    views: 0,
    followers: 0,
    updates_count: 0,
    last_update_at: null,
    approved_alternatives: [],
    billboard_cents: 0,
    domain_rating: null,
    domain_rating_trend: [],
    mrr_cents: null,
    awards: [],
    updated_at: at,
  } satisfies ListingDoc;
}
