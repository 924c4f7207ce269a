import type { AwardEvent } from '../domain/award/award.ts';
import type { FollowEvent } from '../domain/follow/follow.ts';
import { applyChanges, isSection, type ListingEvent } from '../domain/listing/events.ts';
import type { MetricEvent } from '../domain/metrics/metrics.ts';
import type { ReviewEvent } from '../domain/review/review.ts';
import type { TrafficEvent } from '../domain/traffic/traffic.ts';
import { tallyVote } from '../domain/vote/tally.ts';
import type { VoteEvent } from '../domain/vote/vote.ts';
import { foldProjection } from './engine/projection.ts';
import type { ListingDoc } from './listing-doc.ts';
import { listingSearchSchema, toListingSearchDocument } from './listing-search.ts';

/** Listings with their launch state and vote counts, and the search index derived from them. */
export const listingsProjection = foldProjection<ListingEvent | VoteEvent | MetricEvent | AwardEvent | FollowEvent | ReviewEvent | TrafficEvent>()({
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
    if (e.type === 'ListingSubmitted') {
      const { listingId, slug, ownerId, draftId, url, domain, profile } = e.data;
      w.put('listings', {
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
      } satisfies ListingDoc);
      return;
    }
    const doc = w.get<ListingDoc>('listings', String(e.data.listingId));
    if (!doc) return;
    // A change names only fields of the listing document, each with its type; every event moves updated_at.
    const update = (changes: Partial<ListingDoc>) => w.update<ListingDoc>('listings', doc.id, { ...changes, updated_at: at });
    switch (e.type) {
      case 'FreePlanChosen':
        return update({
          status: 'awaiting_badge',
          plan: 'free',
          launch_week: e.data.week,
          badge_checks: [],
          badge_next_check_at: e.data.at ?? null,
          badge_misses: 0,
          badge_flagged: false,
          badge_verified_at: null,
        });
      case 'BadgeVerified':
        return update({ status: doc.status === 'awaiting_badge' ? 'scheduled' : doc.status, badge_verified_at: e.data.checkedAt });
      case 'BadgeCheckRequested':
        return update({ badge_next_check_at: e.data.at });
      case 'BadgeCheckDeferred':
        return update({ badge_next_check_at: e.data.dueAt });
      case 'BadgeChecked': {
        const { at: checkedAt, found, url, evidence, reason, nextCheckAt, unreachable } = e.data;
        const check = { at: checkedAt, found, url, detail: found ? `found: ${evidence ?? ''}` : (reason ?? 'not found') };
        return update({
          badge_checks: [...(doc.badge_checks ?? []), check].slice(-10),
          badge_next_check_at: nextCheckAt,
          badge_misses: found ? 0 : doc.status === 'awaiting_badge' || unreachable ? doc.badge_misses : (doc.badge_misses ?? 0) + 1,
        });
      }
      case 'BadgeFlagged':
        return update({ badge_flagged: true });
      case 'BadgeRestored':
        return update({ badge_flagged: false });
      case 'FreeLaunchMissed':
        return update({ status: 'draft', plan: null, launch_week: null, badge_next_check_at: null, missed_week: e.data.week });
      case 'LaunchScheduled':
        return update({
          status: 'scheduled',
          plan: e.data.plan,
          launch_week: e.data.week,
          unlocked: [...new Set([...doc.unlocked, ...e.data.unlocked.filter(isSection)])],
        });
      case 'ListingWentLive':
        return update({ status: 'live', launch_week: e.data.week, live_at: e.data.at });
      case 'VoteCast':
      case 'VoteWithdrawn': {
        // The hot path of a replay: three fields of the held document, no copy of it.
        const { votes, trend } = tallyVote(doc, e);
        return w.update<ListingDoc>('listings', doc.id, { votes, trend, updated_at: at });
      }
      case 'AlternativesApproved':
        return update({ approved_alternatives: e.data.slugs });
      case 'ListingProfileUpdated':
        return update(e.data.profile);
      case 'ListingEdited':
      case 'UnsafeLinksRemoved':
        return w.put('listings', { ...applyChanges(doc, e.data.changes), updated_at: at });
      case 'CoOwnerAdded':
        return update({
          owner_ids: doc.owner_ids.includes(e.data.accountId) ? doc.owner_ids : [...doc.owner_ids, e.data.accountId],
          verified: doc.verified || e.data.via === 'claim',
        });
      case 'MilestoneAdded':
        return update({ milestones: [...(doc.milestones ?? []), e.data.milestone] });
      case 'MilestoneDeleted':
        return update({ milestones: (doc.milestones ?? []).filter((m) => m.id !== e.data.milestoneId) });
      case 'FounderStorySet':
        return update({ story: e.data.after });
      case 'ListingUpdatePosted':
        return update({ updates_count: doc.updates_count + 1, last_update_at: at });
      case 'SectionsUnlocked':
        return update({ unlocked: [...new Set([...doc.unlocked, ...e.data.sections])] });
      case 'SectionsLocked':
        return update({ unlocked: doc.unlocked.filter((s) => !(e.data.sections as string[]).includes(s)) });
      case 'PaidPlanApplied':
        return update(doc.status === 'live' ? { plan: 'paid', unlocked: [...new Set([...doc.unlocked, ...e.data.unlocked.filter(isSection)])] } : {});
      case 'CategoriesAdded':
        return update({ categories: [...doc.categories, ...e.data.categories.filter((c) => !doc.categories.includes(c))] });
      case 'CategoriesRemoved':
        return update({ categories: doc.categories.filter((c, i) => i === 0 || !e.data.categories.includes(c)) });
      case 'FeaturedPlaced':
        return update({ featured_weeks: [...new Set([...(doc.featured_weeks ?? []), e.data.week])].sort() });
      case 'FeaturedCancelled':
        return update({ featured_weeks: (doc.featured_weeks ?? []).filter((w) => w !== e.data.week) });
      case 'LaunchCancelled':
        return update(doc.status === 'scheduled' ? { status: 'draft', plan: null, launch_week: null } : {});
      case 'ListingHidden':
        return update({ hidden: true, hidden_reason: e.data.reason });
      case 'ListingUnhidden':
        return update({ hidden: false, hidden_reason: null });
      case 'LogoStored': {
        const { id, width, height } = e.data.image;
        return update({ logo: { id, width, height, source: e.data.source } });
      }
      case 'LogoRefused':
        return update({ logo: null });
      case 'GalleryImageAdded': {
        const { imageId: id, source, origin, caption } = e.data;
        return update({ gallery: [...(doc.gallery ?? []), { id, source, origin, caption: caption ?? null, image: null, refused: null, added_at: e.data.at }] });
      }
      case 'GalleryImageStored': {
        const { id, width, height } = e.data.image;
        return update({ gallery: (doc.gallery ?? []).map((g) => (g.id === e.data.imageId ? { ...g, image: { id, width, height }, refused: null } : g)) });
      }
      case 'GalleryImageRefused':
        return update({ gallery: (doc.gallery ?? []).map((g) => (g.id === e.data.imageId ? { ...g, refused: e.data.reason } : g)) });
      case 'GalleryImageRemoved':
        return update({ gallery: (doc.gallery ?? []).filter((g) => g.id !== e.data.imageId) });
      case 'ListingFollowed':
        return update({ followers: doc.followers + 1 });
      case 'ListingUnfollowed':
        return update({ followers: Math.max(0, doc.followers - 1) });
      case 'ReviewWritten':
      case 'ReviewUnhidden':
        return update({ rating_sum: (doc.rating_sum ?? 0) + e.data.rating, rating_count: (doc.rating_count ?? 0) + 1 });
      case 'ReviewHidden':
        return update({ rating_sum: (doc.rating_sum ?? 0) - e.data.rating, rating_count: Math.max(0, (doc.rating_count ?? 0) - 1) });
      case 'ReviewEdited':
        return update(e.data.visible ? { rating_sum: (doc.rating_sum ?? 0) - e.data.previousRating + e.data.rating } : {});
      case 'ReviewDeleted':
        return update(
          e.data.visible ? { rating_sum: (doc.rating_sum ?? 0) - e.data.previousRating, rating_count: Math.max(0, (doc.rating_count ?? 0) - 1) } : {},
        );
      case 'ListingViewsCounted':
        return update({ views: doc.views + e.data.count });
      case 'BillboardContributionReversed':
        return update({ billboard_cents: Math.max(0, doc.billboard_cents - e.data.amountCents) });
      case 'BillboardContributed':
        return update({ billboard_cents: doc.billboard_cents + e.data.amountCents });
      case 'DomainRatingMeasured': {
        // The trend keeps the last twelve measurements, one per day.
        const trend = [...doc.domain_rating_trend.filter((t) => t.date !== e.data.measuredOn), { date: e.data.measuredOn, value: e.data.rating }]
          .sort((a, b) => (a.date < b.date ? -1 : 1))
          .slice(-12);
        return update({ domain_rating: trend[trend.length - 1].value, domain_rating_trend: trend });
      }
      case 'RevenueReported':
        return update({ mrr_cents: e.data.mrrCents });
    }
  },
});
