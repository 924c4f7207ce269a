import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import type { RecordLogo } from '../../domain/listing/logo.ts';
import * as logoDecisions from '../../domain/listing/logo.ts';
import { command } from '../command.ts';

/** The logo worker reports what it found at a listing's `logo_url`: the image it kept, or why none. */
export const recordLogo = command({
  stream: (c: RecordLogo) => listingStream(c.listingId),
  initial: initialListing,
  evolve: evolveListing,
  decide: (c: RecordLogo, s, { now }) => logoDecisions.recordLogo(c, s, now),
});
