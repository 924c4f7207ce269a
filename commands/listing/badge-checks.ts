import * as badge from '../../domain/listing/badge.ts';
import { command } from '../command.ts';
import { onListing } from '../streams.ts';

/** What the badge checker saw on a free listing's homepage: the check's id is the time it was due, so a repeated check records nothing. */
export const recordBadgeCheck = command({
  ...onListing,
  decide: (c: { listingId: number; checkId: string; look: badge.BadgeLook }, state, { now }) => badge.recordBadgeCheck({ ...c, now }, state),
});

/** A free listing whose launch week began without the badge misses its launch. */
export const missFreeLaunch = command({ ...onListing, decide: (c: { listingId: number }, state, { now }) => badge.missFreeLaunch({ ...c, now }, state) });
