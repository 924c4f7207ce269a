import { SITE_STREAM, siteDefinition } from '../../domain/catalog/decide.ts';
import {
  approveAlternatives as decideAlternatives,
  verifyBadge as decideBadge,
  chooseFreePlan as decideFree,
  goLive as decideLive,
  scheduleLaunch as decideSchedule,
  submitListing as decideSubmit,
  type SubmitListing,
} from '../../domain/listing/decide.ts';
import { takeDraftProfile as decideTake } from '../../domain/listing/edits.ts';
import { evolveListing, initialListing, type ListingEvent, listingStream, type Plan } from '../../domain/listing/events.ts';
import type { ListingProfile } from '../../domain/listing/profile.ts';
import type { WeekStart } from '../../domain/shared/weeks.ts';
import { command } from '../command.ts';

const onListing = { stream: (c: { listingId: number }) => listingStream(c.listingId), initial: initialListing, evolve: evolveListing };

export const submitListing = command({ ...onListing, decide: (c: SubmitListing, state) => decideSubmit(c, state) });

/** The listing takes what its draft changed; and everyone who joined the draft by invite co-owns it. */
export const takeDraftProfile = command({
  ...onListing,
  decide: (c: { listingId: number; editId: string; draft: ListingProfile; coOwners: string[] }, state) => {
    if (state.status === 'none') return [];
    const joined: ListingEvent[] = c.coOwners
      .filter((accountId) => !state.owners.includes(accountId))
      .map((accountId) => ({ type: 'CoOwnerAdded', data: { listingId: c.listingId, accountId, via: 'invite' } }));
    return [...joined, ...decideTake(c, state)];
  },
});

export const chooseFreeListing = command({
  ...onListing,
  decide: async (c: { listingId: number; actorId: string }, state, { now, load }) => {
    const site = (await load(SITE_STREAM, siteDefinition.initial, siteDefinition.evolve)).current;
    return decideFree({ ...c, now }, state, { minWeeks: site?.freeQueueMinWeeks ?? 6, maxWeeks: site?.freeQueueMaxWeeks ?? 8 });
  },
});

export const verifyBadge = command({ ...onListing, decide: (c: { listingId: number; url: string }, state, { now }) => decideBadge({ ...c, now }, state) });

export const scheduleLaunch = command({
  ...onListing,
  decide: (c: { listingId: number; week: WeekStart; plan: Plan; unlocked: string[] }, state, { now }) => decideSchedule({ ...c, now }, state),
});

export const goLive = command({ ...onListing, decide: (c: { listingId: number }, state, { now }) => decideLive({ ...c, now }, state) });

export const approveAlternatives = command({
  ...onListing,
  decide: (c: { listingId: number; actorId: string; slugs: string[] }, state) => decideAlternatives(c, state),
});
