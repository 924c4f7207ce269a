import { applyChanges } from '../domain/listing/events.ts';
import { foldProjection } from './engine/projection.ts';
import { communityChange } from './listing-changes/community.ts';
import { contentChange } from './listing-changes/content.ts';
import type { ListingsEvent } from './listing-changes/events.ts';
import { launchChange } from './listing-changes/launch.ts';
import { submittedListing } from './listing-changes/submitted.ts';
import type { ListingDoc } from './listing-doc.ts';
import { listingSearchSchema, toListingSearchDocument } from './listing-search.ts';

/** Listings with their launch state and vote counts, and the search index derived from them. */
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
  searchIndexes: [{ collection: 'listings', index: 'listing_search', schema: listingSearchSchema, toSearchDocument: toListingSearchDocument }],
  handles: [
    'ListingSubmitted',
    'FreePlanChosen',
    'BadgeVerified',
    'BadgeCheckRequested',
    'BadgeCheckDeferred',
    'BadgeChecked',
    'BadgeFlagged',
    'BadgeRestored',
    'FreeLaunchMissed',
    'LaunchScheduled',
    'ListingWentLive',
    'AlternativesApproved',
    'ListingProfileUpdated',
    'ListingEdited',
    'UnsafeLinksRemoved',
    'CoOwnerAdded',
    'MilestoneAdded',
    'MilestoneDeleted',
    'FounderStorySet',
    'ListingUpdatePosted',
    'SectionsUnlocked',
    'ListingHidden',
    'ListingUnhidden',
    'LogoStored',
    'LogoRefused',
    'GalleryImageAdded',
    'GalleryImageStored',
    'GalleryImageRefused',
    'GalleryImageRemoved',
    'ListingFollowed',
    'ListingUnfollowed',
    'VoteCast',
    'VoteWithdrawn',
    'BillboardContributed',
    'BillboardContributionReversed',
    'ReviewWritten',
    'ReviewEdited',
    'ReviewDeleted',
    'ReviewHidden',
    'ReviewUnhidden',
    'ListingViewsCounted',
    'PaidPlanApplied',
    'CategoriesAdded',
    'CategoriesRemoved',
    'FeaturedPlaced',
    'FeaturedCancelled',
    'SectionsLocked',
    'LaunchCancelled',
    'DomainRatingMeasured',
    'RevenueReported',
    'WeeklyAwardsGranted',
  ],
  touches: (e) => {
    if (e.type === 'WeeklyAwardsGranted') return e.data.winners.map((winner) => ['listings', String(winner.listingId)] as const);
    return e.type === 'ListingSubmitted' ? [] : [['listings', String(e.data.listingId)]];
  },
  evolve(e, w) {
    if (e.type === 'WeeklyAwardsGranted') {
      for (const winner of e.data.winners) {
        const doc = w.get<ListingDoc>('listings', String(winner.listingId));
        if (doc) w.put('listings', { ...doc, awards: [...doc.awards, { week: e.data.week, place: winner.place }] });
      }
      return;
    }
    const at = e.metadata.time;
    if (e.type === 'ListingSubmitted') return w.put('listings', submittedListing(e.data, at));
    const doc = w.get<ListingDoc>('listings', String(e.data.listingId));
    if (!doc) return;
    if (e.type === 'ListingEdited' || e.type === 'UnsafeLinksRemoved') return w.put('listings', { ...applyChanges(doc, e.data.changes), updated_at: at });
    // Every event moves updated_at, an event that changes nothing else too.
    const changes = launchChange(doc, e) ?? contentChange(doc, e, at) ?? communityChange(doc, e);
    if (changes) w.update<ListingDoc>('listings', doc.id, { ...changes, updated_at: at });
  },
});
