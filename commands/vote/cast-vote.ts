import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import { castVote as decide, evolveVote, initialVote, voteStream } from '../../domain/vote/vote.ts';
import { command } from '../command.ts';

export const castVote = command({
  stream: (c: { listingId: number; voterId: string }) => voteStream(c.listingId, c.voterId),
  initial: initialVote,
  evolve: evolveVote,
  decide: async (c: { listingId: number; voterId: string }, state, { now, load }) => {
    const listing = await load(listingStream(c.listingId), initialListing, evolveListing);
    return decide({ ...c, now }, state, listing.status === 'live');
  },
});
