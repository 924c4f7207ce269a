import { applyChanges } from '../../domain/listing/events.ts';
import type { Recorded, Replayed } from '../../domain/shared/event.ts';
import type { DocRef, FoldWriter } from '../engine/projection.ts';
import type { ListingDoc } from '../listing-doc.ts';
import { communityChange } from './community.ts';
import { contentChange } from './content.ts';
import type { ListingsEvent } from './events.ts';
import { launchChange } from './launch.ts';
import { submittedListing } from './submitted.ts';

/** Every event that changes a listing's document. */
export const LISTING_EVENTS = [
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
] as const;

/** The fold reads the time of each event's metadata, nothing else of it: a rebuild replays only that. */
type ListingFoldEvent = Replayed<Recorded<Extract<ListingsEvent, { type: (typeof LISTING_EVENTS)[number] }>>, 'time'>;

/**
 * The fold of a listing's document from its events, into `collection`: what the listings read model keeps, and what the
 * listing search index is derived from. Each projection folds into a collection of its own, so each is rebuilt, versioned
 * and run apart from the other.
 */
export function listingFold(collection: string) {
  return {
    handles: LISTING_EVENTS,
    metadata: ['time'] as const,
    touches: (e: ListingFoldEvent): readonly DocRef[] => {
      if (e.type === 'WeeklyAwardsGranted') return e.data.winners.map((winner) => [collection, String(winner.listingId)] as const);
      return e.type === 'ListingSubmitted' ? [] : [[collection, String(e.data.listingId)]];
    },
    evolve(e: ListingFoldEvent, w: FoldWriter) {
      if (e.type === 'WeeklyAwardsGranted') {
        for (const winner of e.data.winners) {
          const doc = w.get<ListingDoc>(collection, String(winner.listingId));
          if (doc) w.put(collection, { ...doc, awards: [...doc.awards, { week: e.data.week, place: winner.place }] });
        }
        return;
      }
      const at = e.metadata.time;
      if (e.type === 'ListingSubmitted') return w.put(collection, submittedListing(e.data, at));
      const doc = w.get<ListingDoc>(collection, String(e.data.listingId));
      if (!doc) return;
      if (e.type === 'ListingEdited' || e.type === 'UnsafeLinksRemoved') return w.put(collection, { ...applyChanges(doc, e.data.changes), updated_at: at });
      // Every event moves updated_at, an event that changes nothing else too.
      // The common change of a replay (a vote), stamped in place: communityChange answers a fresh object each call.
      const community = communityChange(doc, e);
      if (community) {
        community.updated_at = at;
        return w.update<ListingDoc>(collection, doc.id, community);
      }
      const changes = launchChange(doc, e) ?? contentChange(doc, e, at);
      if (changes) w.update<ListingDoc>(collection, doc.id, { ...changes, updated_at: at });
    },
  };
}
