import { SITE_STREAM, siteDefinition, siteSettingsOf } from '../../domain/catalog/decide.ts';
import {
  bookFreeSlot,
  evolveWeekSlots,
  freeQueueWeeks,
  initialWeekSlots,
  launchWeekStream,
  releaseFreeSlot,
  slotFate,
  type WeekSlotEvent,
} from '../../domain/launch-week/week-slots.ts';
import * as badge from '../../domain/listing/badge.ts';
import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import { owned } from '../../domain/listing/ownership.ts';
import { conflict, DomainError } from '../../domain/shared/errors.ts';
import type { WeekStart } from '../../domain/shared/weeks.ts';
import { type CommandContext, type CommandDeps, type CommandResult, command, loadState } from '../command.ts';
import { onLaunchWeek, onListing } from '../streams.ts';

// Twenty owners racing for one week's last slot each get an answer, not "try again".
const bookSlot = command({
  ...onLaunchWeek,
  attempts: 50,
  decide: (c: { week: WeekStart; listingId: number; capacity: number }, state) => bookFreeSlot(c, state),
});
export const releaseSlot = command({
  ...onLaunchWeek,
  decide: (c: { week: WeekStart; listingId: number; reason: string }, state) => releaseFreeSlot(c, state),
});

const choose = command({
  ...onListing,
  decide: (c: { listingId: number; actorId: string; week: WeekStart }, state, { now }) => badge.chooseFreePlan({ ...c, now }, state),
});
const requestCheck = command({
  ...onListing,
  decide: (c: { listingId: number; actorId: string }, state, { now }) => badge.requestBadgeCheck({ ...c, now }, state),
});

export type FreeChoice = { position: number; events: { type: string }[]; week: WeekStart | null };

/**
 * The free plan: the first week of the site's window with a free slot left is booked (one
 * append per week stream decides who gets a last slot). The process manager that follows booked
 * slots then queues the listing for that week, so a crash after the booking loses nothing. A
 * listing already queued asks for its badge to be checked again instead.
 */
export const chooseFreeListing =
  (deps: Pick<CommandDeps, 'store' | 'clock'>) =>
  async (c: { listingId: number; actorId: string }, ctx: CommandContext): Promise<FreeChoice> => {
    const listing = owned(await loadState(deps.store, listingStream(c.listingId), initialListing, evolveListing), c.actorId);
    if (listing.status === 'awaiting_badge') return { ...(await requestCheck(deps)(c, ctx)), week: listing.week };
    if (listing.status !== 'draft') throw conflict(`listing is already ${listing.status} for the week of ${listing.week}`);
    const site = siteSettingsOf((await loadState(deps.store, SITE_STREAM, siteDefinition.initial, siteDefinition.evolve)).current);
    const weeks = freeQueueWeeks(deps.clock.now(), { minWeeks: site.freeQueueMinWeeks, maxWeeks: site.freeQueueMaxWeeks });
    const states = await Promise.all(weeks.map((week) => loadState(deps.store, launchWeekStream(week), initialWeekSlots, evolveWeekSlots)));
    // A slot booked before a crash is the listing's: finish that booking rather than take a second.
    const held = weeks.find((_, i) => states[i].booked.includes(c.listingId));
    let booked: CommandResult<WeekSlotEvent> | null = null;
    let week: WeekStart | null = held ?? null;
    for (const candidate of held ? [] : weeks) {
      try {
        booked = await bookSlot(deps)({ week: candidate, listingId: c.listingId, capacity: site.freeWeeklyCapacity }, ctx);
        week = candidate;
        break;
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      }
    }
    if (!week)
      throw conflict(
        `every free launch slot from the week of ${weeks[0]} to the week of ${weeks[weeks.length - 1]} is taken; try again in a few days, or buy a launch (product "launch") to pick any week`,
      );
    if (booked) return { position: booked.position, events: booked.events, week };
    // A slot held from before whose listing is still a draft: the booking is finished here.
    const chosen = await choose(deps)({ listingId: c.listingId, actorId: c.actorId, week }, ctx);
    return { position: chosen.position, events: chosen.events, week };
  };

/**
 * Follows a booked slot through: the listing that booked it is queued for that week (when the
 * handler that booked it did not get that far), or the slot is given back when the listing has
 * moved on; a missed launch gives its slot back.
 */
export const settleFreeSlot =
  (deps: Pick<CommandDeps, 'store' | 'clock'>) => async (c: { week: WeekStart; listingId: number; bookedBy: string }, ctx: CommandContext) => {
    const listing = await loadState(deps.store, listingStream(c.listingId), initialListing, evolveListing);
    const fate = slotFate(listing, c);
    if (fate === 'queue') return choose(deps)({ listingId: c.listingId, actorId: c.bookedBy, week: c.week }, ctx);
    if (fate === 'keep') return { stream: listingStream(c.listingId), events: [], position: 0 };
    return releaseSlot(deps)({ week: c.week, listingId: c.listingId, reason: `listing ${c.listingId} is ${listing.status}` }, ctx);
  };
