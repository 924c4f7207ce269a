import type { AwardEvent } from '../domain/award/award.ts';
import type { FollowEvent } from '../domain/follow/follow.ts';
import { applyChanges, type ListingEvent } from '../domain/listing/events.ts';
import type { MetricEvent } from '../domain/metrics/metrics.ts';
import type { ReviewEvent } from '../domain/review/review.ts';
import type { TrafficEvent } from '../domain/traffic/traffic.ts';
import { tallyVote } from '../domain/vote/tally.ts';
import type { VoteEvent } from '../domain/vote/vote.ts';
import { projection } from './engine/projection.ts';
import type { ListingDoc } from './listing-doc.ts';
import { listingSearchSchema, toListingSearchDocument } from './listing-search.ts';

/** Listings with their launch state and vote counts, and the search index derived from them. */
export const listingsProjection = projection<ListingEvent | VoteEvent | MetricEvent | AwardEvent | FollowEvent | ReviewEvent | TrafficEvent>()({
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
  async apply(e, w) {
    if (e.type === 'WeeklyAwardsGranted') {
      for (const winner of e.data.winners) {
        const doc = await w.get<ListingDoc>('listings', String(winner.listingId));
        if (doc) w.put('listings', { ...doc, awards: [...doc.awards, { week: e.data.week, place: winner.place }] });
      }
      return;
    }
    const at = e.metadata.time;
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
        Object.assign(next, {
          status: 'awaiting_badge',
          plan: 'free',
          launch_week: e.data.week,
          badge_checks: [],
          badge_next_check_at: e.data.at ?? null,
          badge_misses: 0,
          badge_flagged: false,
          badge_verified_at: null,
        });
        break;
      case 'BadgeVerified':
        if (doc.status === 'awaiting_badge') next.status = 'scheduled';
        next.badge_verified_at = e.data.checkedAt;
        break;
      case 'BadgeCheckRequested':
        next.badge_next_check_at = e.data.at;
        break;
      case 'BadgeChecked': {
        const { at: checkedAt, found, url, evidence, reason, nextCheckAt, unreachable } = e.data;
        const check = { at: checkedAt, found, url, detail: found ? `found: ${evidence ?? ''}` : (reason ?? 'not found') };
        Object.assign(next, {
          badge_checks: [...(doc.badge_checks ?? []), check].slice(-10),
          badge_next_check_at: nextCheckAt,
          badge_misses: found ? 0 : doc.status === 'awaiting_badge' || unreachable ? doc.badge_misses : (doc.badge_misses ?? 0) + 1,
        });
        break;
      }
      case 'BadgeFlagged':
        next.badge_flagged = true;
        break;
      case 'BadgeRestored':
        next.badge_flagged = false;
        break;
      case 'FreeLaunchMissed':
        Object.assign(next, { status: 'draft', plan: null, launch_week: null, badge_next_check_at: null, missed_week: e.data.week });
        break;
      case 'LaunchScheduled':
        Object.assign(next, {
          status: 'scheduled',
          plan: e.data.plan,
          launch_week: e.data.week,
          unlocked: [...new Set([...doc.unlocked, ...e.data.unlocked])],
        });
        break;
      case 'ListingWentLive':
        Object.assign(next, { status: 'live', launch_week: e.data.week, live_at: e.data.at });
        break;
      case 'VoteCast':
      case 'VoteWithdrawn':
        Object.assign(next, tallyVote(doc, e));
        break;
      case 'AlternativesApproved':
        next.approved_alternatives = e.data.slugs;
        break;
      case 'ListingProfileUpdated':
        Object.assign(next, e.data.profile);
        break;
      case 'ListingEdited':
      case 'UnsafeLinksRemoved':
        w.put('listings', { ...applyChanges(doc, e.data.changes), updated_at: at });
        return;
      case 'CoOwnerAdded':
        if (!doc.owner_ids.includes(e.data.accountId)) next.owner_ids = [...doc.owner_ids, e.data.accountId];
        if (e.data.via === 'claim') next.verified = true;
        break;
      case 'MilestoneAdded':
        next.milestones = [...(doc.milestones ?? []), e.data.milestone];
        break;
      case 'MilestoneDeleted':
        next.milestones = (doc.milestones ?? []).filter((m) => m.id !== e.data.milestoneId);
        break;
      case 'FounderStorySet':
        next.story = e.data.after;
        break;
      case 'ListingUpdatePosted':
        next.updates_count = doc.updates_count + 1;
        next.last_update_at = at;
        break;
      case 'SectionsUnlocked':
        next.unlocked = [...new Set([...doc.unlocked, ...e.data.sections])];
        break;
      case 'SectionsLocked':
        next.unlocked = doc.unlocked.filter((s) => !(e.data.sections as string[]).includes(s));
        break;
      case 'PaidPlanApplied':
        if (doc.status === 'live') Object.assign(next, { plan: 'paid', unlocked: [...new Set([...doc.unlocked, ...e.data.unlocked])] });
        break;
      case 'CategoriesAdded':
        next.categories = [...doc.categories, ...e.data.categories.filter((c) => !doc.categories.includes(c))];
        break;
      case 'CategoriesRemoved':
        next.categories = doc.categories.filter((c, i) => i === 0 || !e.data.categories.includes(c));
        break;
      case 'FeaturedPlaced':
        next.featured_weeks = [...new Set([...(doc.featured_weeks ?? []), e.data.week])].sort();
        break;
      case 'FeaturedCancelled':
        next.featured_weeks = (doc.featured_weeks ?? []).filter((w) => w !== e.data.week);
        break;
      case 'LaunchCancelled':
        if (doc.status === 'scheduled') Object.assign(next, { status: 'draft', plan: null, launch_week: null });
        break;
      case 'ListingHidden':
        Object.assign(next, { hidden: true, hidden_reason: e.data.reason });
        break;
      case 'ListingUnhidden':
        Object.assign(next, { hidden: false, hidden_reason: null });
        break;
      case 'LogoStored': {
        const { id, width, height } = e.data.image;
        Object.assign(next, { logo: { id, width, height, source: e.data.source } });
        break;
      }
      case 'LogoRefused':
        Object.assign(next, { logo: null });
        break;
      case 'ListingFollowed':
        next.followers = doc.followers + 1;
        break;
      case 'ListingUnfollowed':
        next.followers = Math.max(0, doc.followers - 1);
        break;
      case 'ReviewWritten':
      case 'ReviewUnhidden':
        Object.assign(next, { rating_sum: (doc.rating_sum ?? 0) + e.data.rating, rating_count: (doc.rating_count ?? 0) + 1 });
        break;
      case 'ReviewHidden':
        Object.assign(next, { rating_sum: (doc.rating_sum ?? 0) - e.data.rating, rating_count: Math.max(0, (doc.rating_count ?? 0) - 1) });
        break;
      case 'ReviewEdited':
        if (e.data.visible) next.rating_sum = (doc.rating_sum ?? 0) - e.data.previousRating + e.data.rating;
        break;
      case 'ReviewDeleted':
        if (e.data.visible)
          Object.assign(next, { rating_sum: (doc.rating_sum ?? 0) - e.data.previousRating, rating_count: Math.max(0, (doc.rating_count ?? 0) - 1) });
        break;
      case 'ListingViewsCounted':
        next.views = doc.views + e.data.count;
        break;
      case 'BillboardContributionReversed':
        next.billboard_cents = Math.max(0, doc.billboard_cents - e.data.amountCents);
        break;
      case 'BillboardContributed':
        next.billboard_cents = doc.billboard_cents + e.data.amountCents;
        break;
      case 'DomainRatingMeasured': {
        // The trend keeps the last twelve measurements, one per day.
        const trend = [...doc.domain_rating_trend.filter((t) => t.date !== e.data.measuredOn), { date: e.data.measuredOn, value: e.data.rating }]
          .sort((a, b) => (a.date < b.date ? -1 : 1))
          .slice(-12);
        next.domain_rating = trend[trend.length - 1].value;
        next.domain_rating_trend = trend;
        break;
      }
      case 'RevenueReported':
        next.mrr_cents = e.data.mrrCents;
        break;
    }
    w.put('listings', next);
  },
});
