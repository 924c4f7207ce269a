import { approveAlternatives as decideAlternatives, chooseFreePlan as decideFree, goLive as decideLive, scheduleLaunch as decideSchedule, verifyBadge as decideBadge } from '../../domain/listing/decide.ts';
import { evolveListing, initialListing, type Plan } from '../../domain/listing/events.ts';
import { evolveDefinition, initialDefinition } from '../../domain/catalog/decide.ts';
import type { SiteSettings } from '../../domain/catalog/events.ts';
import type { WeekStart } from '../../domain/shared/weeks.ts';
import { command } from '../command.ts';
import { SITE_STREAM } from '../catalog/change-site-settings.ts';
import { listingStream } from './submit-listing.ts';

const onListing = { stream: (c: { listingId: number }) => listingStream(c.listingId), initial: initialListing, evolve: evolveListing };

export const chooseFreeListing = command({
  ...onListing,
  decide: async (c: { listingId: number; actorId: string }, state, { now, load }) => {
    const site = (await load(SITE_STREAM, initialDefinition<SiteSettings>, evolveDefinition<SiteSettings>)).current;
    return decideFree({ ...c, now }, state, { minWeeks: site?.freeQueueMinWeeks ?? 6, maxWeeks: site?.freeQueueMaxWeeks ?? 8 });
  },
});

export const verifyBadge = command({
  ...onListing,
  decide: (c: { listingId: number; url: string }, state, { now }) => decideBadge({ ...c, now }, state),
});

export const scheduleLaunch = command({
  ...onListing,
  decide: (c: { listingId: number; week: WeekStart; plan: Plan; unlocked: string[] }, state, { now }) =>
    decideSchedule({ ...c, now }, state),
});

export const goLive = command({
  ...onListing,
  decide: (c: { listingId: number }, state, { now }) => decideLive({ ...c, now }, state),
});

export const approveAlternatives = command({
  ...onListing,
  decide: (c: { listingId: number; actorId: string; slugs: string[] }, state) => decideAlternatives(c, state),
});
