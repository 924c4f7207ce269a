import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import {
  deleteReview as decideDelete,
  hideReview as decideHide,
  unhideReview as decideUnhide,
  writeReview as decideWrite,
  evolveReview,
  initialReview,
  reviewStream,
} from '../../domain/review/review.ts';
import { command } from '../command.ts';

const onReview = {
  stream: (c: { listingId: number; accountId: string }) => reviewStream(c.listingId, c.accountId),
  initial: initialReview,
  evolve: evolveReview,
};

/** `reviewerConfirmed`: whether the reviewer's address is confirmed, as the session says (the site page is the only door for reviews). */
export const writeReview = command({
  ...onReview,
  decide: async (c: { listingId: number; accountId: string; rating: number; text: string; reviewerConfirmed: boolean }, state, { load }) => {
    const listing = await load(listingStream(c.listingId), initialListing, evolveListing);
    return decideWrite(c, state, {
      listingIsLive: listing.status === 'live' && !listing.hidden,
      reviewerOwnsListing: listing.status !== 'none' && listing.owners.includes(c.accountId),
      reviewerConfirmed: c.reviewerConfirmed,
    });
  },
});
export const deleteReview = command({ ...onReview, decide: (c: { listingId: number; accountId: string }, state) => decideDelete(c, state) });
export const hideReview = command({ ...onReview, decide: (c: { listingId: number; accountId: string; reason: string }, state) => decideHide(c, state) });
export const unhideReview = command({ ...onReview, decide: (c: { listingId: number; accountId: string }, state) => decideUnhide(c, state) });
