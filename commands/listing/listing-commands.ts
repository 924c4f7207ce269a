import type { SubmitListing } from '../../domain/listing/decide.ts';
import * as listingDecisions from '../../domain/listing/decide.ts';
import * as edits from '../../domain/listing/edits.ts';
import type { ListingEvent, Plan } from '../../domain/listing/events.ts';
import type { ListingProfile } from '../../domain/listing/profile.ts';
import type { WeekStart } from '../../domain/shared/weeks.ts';
import { command } from '../command.ts';
import { onListing } from '../streams.ts';

export const submitListing = command({ ...onListing, decide: (c: SubmitListing, state, { now }) => listingDecisions.submitListing(c, state, now) });

/** The listing takes what its draft changed; and everyone who joined the draft by invite co-owns it. */
export const takeDraftProfile = command({
  ...onListing,
  decide: (c: { listingId: number; editId: string; draft: ListingProfile; coOwners: string[] }, state) => {
    if (state.status === 'none') return [];
    const joined: ListingEvent[] = c.coOwners
      .filter((accountId) => !state.owners.includes(accountId))
      .map((accountId) => ({ type: 'CoOwnerAdded', data: { listingId: c.listingId, accountId, via: 'invite' } }));
    return [...joined, ...edits.takeDraftProfile(c, state)];
  },
});

export const scheduleLaunch = command({
  ...onListing,
  decide: (c: { listingId: number; week: WeekStart; plan: Plan; unlocked: string[] }, state, { now }) => listingDecisions.scheduleLaunch({ ...c, now }, state),
});

export const goLive = command({ ...onListing, decide: (c: { listingId: number }, state, { now }) => listingDecisions.goLive({ ...c, now }, state) });

export const approveAlternatives = command({
  ...onListing,
  decide: (c: { listingId: number; actorId: string; slugs: string[] }, state) => listingDecisions.approveAlternatives(c, state),
});
