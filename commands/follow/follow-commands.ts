import { follow as decideFollow, unfollow as decideUnfollow, evolveFollow, followStream, initialFollow } from '../../domain/follow/follow.ts';
import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import { command } from '../command.ts';

const onFollow = {
  stream: (c: { listingId: number; accountId: string }) => followStream(c.listingId, c.accountId),
  initial: initialFollow,
  evolve: evolveFollow,
};

export const followListing = command({
  ...onFollow,
  decide: async (c: { listingId: number; accountId: string }, state, { load }) => {
    const listing = await load(listingStream(c.listingId), initialListing, evolveListing);
    const published = listing.status !== 'none' && !listing.hidden && (listing.status === 'live' || listing.status === 'scheduled');
    return decideFollow(c, state, published);
  },
});

export const unfollowListing = command({ ...onFollow, decide: (c: { listingId: number; accountId: string }, state) => decideUnfollow(c, state) });
