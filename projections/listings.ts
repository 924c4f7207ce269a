import { foldProjection } from './engine/projection.ts';
import type { ListingsEvent } from './listing-changes/events.ts';
import { listingFold } from './listing-changes/fold.ts';
import { listingSearchSchema } from './listing-search.ts';

/**
 * Listings with their launch state and vote counts. Their search index is a projection of its own (`listing-search`),
 * rebuilt and run apart: rebuilding the documents does not rebuild the index, nor the other way round.
 */
export const listingsProjection = foldProjection<ListingsEvent>()({
  name: 'listings',
  version: 7,
  collections: {
    listings: {
      indexes: [
        'slug',
        'owner_id',
        'owner_ids',
        'status',
        'launch_week',
        'votes',
        'domain',
        'submitted_at',
        'badge_next_check_at',
        'badge_flagged',
        'featured_weeks',
      ],
    },
  },
  // Generations made before `listing-search` hold the index this projection derived then; they go when those generations go.
  retiredSearchIndexes: [{ index: 'listing_search', schema: listingSearchSchema }],
  ...listingFold('listings'),
});
