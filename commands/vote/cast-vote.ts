import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import * as vote from '../../domain/vote/vote.ts';
import { command } from '../command.ts';
import { onVote } from '../streams.ts';

/** `voterConfirmed`: whether the voter's address is confirmed, as the session says (the site page is the only door for votes). */
export const castVote = command({
  ...onVote,
  decide: async (c: { listingId: number; voterId: string; voterConfirmed: boolean }, state, { now, load }) => {
    const listing = await load(listingStream(c.listingId), initialListing, evolveListing);
    const facts = {
      listingIsLive: listing.status === 'live' && !listing.hidden,
      voterOwnsListing: listing.status !== 'none' && listing.owners.includes(c.voterId),
      voterConfirmed: c.voterConfirmed,
    };
    return vote.castVote({ listingId: c.listingId, voterId: c.voterId, now }, state, facts);
  },
});

export const withdrawVote = command({
  ...onVote,
  decide: (c: { listingId: number; voterId: string }, state, { now }) => vote.withdrawVote({ ...c, now }, state),
});
