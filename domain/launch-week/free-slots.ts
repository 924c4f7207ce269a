import { conflict } from '../shared/errors.ts';
import { addWeeks, mondayOf, type WeekStart } from '../shared/weeks.ts';

/**
 * A launch week's free slots: one stream per week, so booking the last slot is decided by one
 * append with the expected revision; of two owners racing for it, exactly one gets it.
 */
export type FreeSlotEvent =
  | { type: 'FreeSlotBooked'; data: { week: WeekStart; listingId: number } }
  | { type: 'FreeSlotReleased'; data: { week: WeekStart; listingId: number; reason: string } };

export type FreeSlots = { booked: number[] };
export const initialFreeSlots = (): FreeSlots => ({ booked: [] });
export function evolveFreeSlots(state: FreeSlots, e: FreeSlotEvent): FreeSlots {
  if (e.type === 'FreeSlotBooked') return { booked: [...state.booked, e.data.listingId] };
  return { booked: state.booked.filter((id) => id !== e.data.listingId) };
}
export const launchWeekStream = (week: WeekStart) => `launch-week-${week}`;

/** A slot in this week for the listing; booking again is harmless; a full week is a conflict. */
export function bookFreeSlot(cmd: { week: WeekStart; listingId: number; capacity: number }, state: FreeSlots): FreeSlotEvent[] {
  if (state.booked.includes(cmd.listingId)) return [];
  if (state.booked.length >= cmd.capacity) throw conflict(`the week of ${cmd.week} has no free launch slot left`);
  return [{ type: 'FreeSlotBooked', data: { week: cmd.week, listingId: cmd.listingId } }];
}

export function releaseFreeSlot(cmd: { week: WeekStart; listingId: number; reason: string }, state: FreeSlots): FreeSlotEvent[] {
  return state.booked.includes(cmd.listingId) ? [{ type: 'FreeSlotReleased', data: cmd }] : [];
}

/** The weeks the free queue books, nearest first: from `minWeeks` to `maxWeeks` after this week. */
export function freeQueueWeeks(now: Date, window: { minWeeks: number; maxWeeks: number }): WeekStart[] {
  const thisWeek = mondayOf(now);
  const weeks: WeekStart[] = [];
  for (let n = window.minWeeks; n <= window.maxWeeks; n++) weeks.push(addWeeks(thisWeek, n));
  return weeks;
}

/**
 * What becomes of a booked slot, given the listing that booked it: still a draft (the booking
 * was cut short), it is queued for the week; queued or launched in that week on the free plan,
 * the slot is kept; anything else gives the slot back.
 */
export function slotFate(
  listing: { status: string; plan?: string | null; week?: WeekStart | null; owners?: string[] },
  slot: { week: WeekStart; bookedBy: string },
): 'queue' | 'keep' | 'release' {
  if (listing.status === 'draft' && listing.owners?.includes(slot.bookedBy)) return 'queue';
  if (listing.plan === 'free' && listing.week === slot.week) return 'keep';
  return 'release';
}
