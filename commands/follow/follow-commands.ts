import * as follow from '../../domain/follow/follow.ts';
import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import { command } from '../command.ts';
import { onFollow } from '../streams.ts';

export const followListing = command({
  ...onFollow,
  decide: async (c: { listingId: number; accountId: string }, state, { load }) => {
    const listing = await load(listingStream(c.listingId), initialListing, evolveListing);
    const published = listing.status !== 'none' && !listing.hidden && (listing.status === 'live' || listing.status === 'scheduled');
    return follow.followListing(c, state, published);
  },
});

export const unfollowListing = command({ ...onFollow, decide: (c: { listingId: number; accountId: string }, state) => follow.unfollowListing(c, state) });
