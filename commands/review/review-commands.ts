import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import * as review from '../../domain/review/review.ts';
import { command } from '../command.ts';
import { onReview } from '../streams.ts';

/** `reviewerConfirmed`: whether the reviewer's address is confirmed, as the session says (the site page is the only door for reviews). */
export const writeReview = command({
  ...onReview,
  decide: async (c: { listingId: number; accountId: string; rating: number; text: string; reviewerConfirmed: boolean }, state, { load }) => {
    const listing = await load(listingStream(c.listingId), initialListing, evolveListing);
    return review.writeReview(c, state, {
      listingIsLive: listing.status === 'live' && !listing.hidden,
      reviewerOwnsListing: listing.status !== 'none' && listing.owners.includes(c.accountId),
      reviewerConfirmed: c.reviewerConfirmed,
    });
  },
});
export const deleteReview = command({ ...onReview, decide: (c: { listingId: number; accountId: string }, state) => review.deleteReview(c, state) });
export const hideReview = command({ ...onReview, decide: (c: { listingId: number; accountId: string; reason: string }, state) => review.hideReview(c, state) });
export const unhideReview = command({ ...onReview, decide: (c: { listingId: number; accountId: string }, state) => review.unhideReview(c, state) });
