import { tallyVote } from '../../domain/vote/tally.ts';
import type { ListingDoc } from '../listing-doc.ts';
import type { ListingChange, ListingsEvent } from './events.ts';

/**
 * What people and measurements make of a listing: votes, followers, review ratings, views, billboard money, domain rating, revenue.
 * Each answer is a new object, the caller's to change.
 */
export function communityChange(doc: ListingDoc, e: ListingsEvent): ListingChange {
  switch (e.type) {
    case 'VoteCast':
    case 'VoteWithdrawn':
      // The hot path of a replay: two fields of the held document, no copy of it.
      return tallyVote(doc, e);
    case 'ListingFollowed':
      return { followers: doc.followers + 1 };
    case 'ListingUnfollowed':
      return { followers: Math.max(0, doc.followers - 1) };
    case 'ReviewWritten':
    case 'ReviewUnhidden':
      return { rating_sum: (doc.rating_sum ?? 0) + e.data.rating, rating_count: (doc.rating_count ?? 0) + 1 };
    case 'ReviewHidden':
      return { rating_sum: (doc.rating_sum ?? 0) - e.data.rating, rating_count: Math.max(0, (doc.rating_count ?? 0) - 1) };
    case 'ReviewEdited':
      return e.data.visible ? { rating_sum: (doc.rating_sum ?? 0) - e.data.previousRating + e.data.rating } : {};
    case 'ReviewDeleted':
      return e.data.visible ? { rating_sum: (doc.rating_sum ?? 0) - e.data.previousRating, rating_count: Math.max(0, (doc.rating_count ?? 0) - 1) } : {};
    case 'ListingViewsCounted':
      return { views: doc.views + e.data.count };
    case 'BillboardContributionReversed':
      return { billboard_cents: Math.max(0, doc.billboard_cents - e.data.amountCents) };
    case 'BillboardContributed':
      return { billboard_cents: doc.billboard_cents + e.data.amountCents };
    case 'DomainRatingMeasured': {
      // The trend keeps the last twelve measurements, one per day.
      const trend = [...doc.domain_rating_trend.filter((t) => t.date !== e.data.measuredOn), { date: e.data.measuredOn, value: e.data.rating }]
        .sort((a, b) => (a.date < b.date ? -1 : 1))
        .slice(-12);
      return { domain_rating: trend[trend.length - 1].value, domain_rating_trend: trend };
    }
    case 'RevenueReported':
      return { mrr_cents: e.data.mrrCents };
    default:
      return undefined;
  }
}
