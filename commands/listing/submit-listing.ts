import { submitListing as decide, type SubmitListing } from '../../domain/listing/decide.ts';
import { evolveListing, initialListing } from '../../domain/listing/events.ts';
import { command } from '../command.ts';

export const listingStream = (listingId: number) => `listing-${listingId}`;

export const submitListing = command({
  stream: (c: SubmitListing) => listingStream(c.listingId),
  initial: initialListing,
  evolve: evolveListing,
  decide: (c: SubmitListing, state) => decide(c, state),
});
