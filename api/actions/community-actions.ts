import { z } from 'zod';
import { DomainError } from '../../domain/shared/errors.ts';
import { action, memberOf, wrote } from './action.ts';
import type { HourlyLimit } from './hourly-limit.ts';

const listing = z.object({ listingId: z.number().int().positive() });

/** What a member does on a listing's page: follow it, vote for it, review it. */
export const communityActions = (votes: HourlyLimit) => ({
  followListing: action({
    access: 'member',
    input: listing,
    run: async (i, caller, d) => wrote(await d.commands.followListing({ listingId: i.listingId, accountId: memberOf(caller) }, caller)),
  }),
  unfollowListing: action({
    access: 'member',
    input: listing,
    run: async (i, caller, d) => wrote(await d.commands.unfollowListing({ listingId: i.listingId, accountId: memberOf(caller) }, caller)),
  }),
  castVote: action({
    access: 'member',
    input: listing,
    async run(i, caller, d) {
      // Per account and per address: many accounts behind one address are limited together.
      const keys = [`account:${memberOf(caller)}`, `addr:${caller.address}`];
      const wait = votes.take(keys);
      if (wait > 0) throw new DomainError('rate_limited', `too many votes in the last hour; try again in ${Math.ceil(wait / 60)} minutes`, [], wait);
      try {
        const r = await d.commands.castVote({ listingId: i.listingId, voterId: memberOf(caller), voterConfirmed: caller.emailConfirmed }, caller);
        if (r.events.length === 0) votes.giveBack(keys);
        return wrote(r);
      } catch (error) {
        votes.giveBack(keys);
        throw error;
      }
    },
  }),
  withdrawVote: action({
    access: 'member',
    input: listing,
    run: async (i, caller, d) => wrote(await d.commands.withdrawVote({ listingId: i.listingId, voterId: memberOf(caller) }, caller)),
  }),
  writeReview: action({
    access: 'member',
    // The bounds of a review are the decision's; the door only keeps a form from sending a book.
    input: listing.extend({ rating: z.number(), text: z.string().max(20_000) }),
    run: async (i, caller, d) =>
      wrote(
        await d.commands.writeReview(
          { listingId: i.listingId, accountId: memberOf(caller), rating: i.rating, text: i.text, reviewerConfirmed: caller.emailConfirmed },
          caller,
        ),
      ),
  }),
  deleteReview: action({
    access: 'member',
    input: listing,
    run: async (i, caller, d) => wrote(await d.commands.deleteReview({ listingId: i.listingId, accountId: memberOf(caller) }, caller)),
  }),
});
