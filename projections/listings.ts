import type { ListingEvent } from '../domain/listing/events.ts';
import type { VoteEvent } from '../domain/vote/vote.ts';
import type { ListingDoc } from './listing-doc.ts';
import { listingSearchSchema, toListingSearchDocument } from './listing-search.ts';
import { projection } from './projection.ts';

/** Listings with their launch state and vote counts, and the search index derived from them. */
export const listingsProjection = projection({
  name: 'listings',
  version: 1,
  collections: {
    listings: { indexes: ['slug', 'owner_id', 'status', 'launch_week', 'votes', 'domain'] },
  },
  searchIndexes: [{ collection: 'listings', index: 'listing_search', schema: listingSearchSchema, toSearchDocument: toListingSearchDocument }],
  handles: ['ListingSubmitted', 'FreePlanChosen', 'BadgeVerified', 'LaunchScheduled', 'ListingWentLive', 'VoteCast', 'VoteWithdrawn'],
  async apply(event, w) {
    const e = event as unknown as ListingEvent | VoteEvent;
    const at = event.metadata.time;
    if (e.type === 'ListingSubmitted') {
      const { listingId, slug, ownerId, draftId, url, domain, profile } = e.data;
      const doc: ListingDoc = {
        ...profile,
        id: String(listingId),
        listing_id: listingId,
        slug,
        url,
        domain,
        owner_id: ownerId,
        draft_id: draftId,
        status: 'draft',
        plan: null,
        launch_week: null,
        unlocked: [],
        submitted_at: at,
        live_at: null,
        badge_verified_at: null,
        votes: 0,
        views: 0,
        followers: 0,
        updated_at: at,
      };
      w.put('listings', doc);
      return;
    }
    const id = String(e.data.listingId);
    const doc = await w.get<ListingDoc>('listings', id);
    if (!doc) return;
    const next: ListingDoc = { ...doc, updated_at: at };
    switch (e.type) {
      case 'FreePlanChosen':
        Object.assign(next, { status: 'awaiting_badge', plan: 'free', launch_week: e.data.week });
        break;
      case 'BadgeVerified':
        if (doc.status === 'awaiting_badge') next.status = 'scheduled';
        next.badge_verified_at = e.data.checkedAt;
        break;
      case 'LaunchScheduled':
        Object.assign(next, { status: 'scheduled', plan: e.data.plan, launch_week: e.data.week, unlocked: [...new Set([...doc.unlocked, ...e.data.unlocked])] });
        break;
      case 'ListingWentLive':
        Object.assign(next, { status: 'live', launch_week: e.data.week, live_at: e.data.at });
        break;
      case 'VoteCast':
        next.votes = doc.votes + 1;
        break;
      case 'VoteWithdrawn':
        next.votes = Math.max(0, doc.votes - 1);
        break;
    }
    w.put('listings', next);
  },
});
