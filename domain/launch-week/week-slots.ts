import { conflict } from '../shared/errors.ts';
import { addWeeks, mondayOf, type WeekStart } from '../shared/weeks.ts';

/**
 * A launch week's slots, free and paid: one stream per week, so taking the last slot of either
 * kind is decided by one append with the expected revision; of two racing for it, exactly one gets it.
 */
export type WeekSlotEvent =
  | { type: 'FreeSlotBooked'; data: { week: WeekStart; listingId: number } }
  | { type: 'FreeSlotReleased'; data: { week: WeekStart; listingId: number; reason: string } }
  /** A paid launch or featured placement held for an unpaid order until `until`, then taken when paid. */
  | { type: 'PaidSlotHeld'; data: { week: WeekStart; kind: PaidSlotKind; orderNumber: string; lineId: number; listingId: number; until: string } }
  | { type: 'PaidSlotTaken'; data: { week: WeekStart; kind: PaidSlotKind; orderNumber: string; lineId: number; listingId: number } }
  | { type: 'PaidSlotReleased'; data: { week: WeekStart; kind: PaidSlotKind; orderNumber: string; lineId: number; reason: string } };

export type PaidSlotKind = 'launch' | 'featured';
type PaidSlot = { kind: PaidSlotKind; key: string; until: string | null };

export type WeekSlots = { booked: number[]; paid: PaidSlot[] };
export const initialWeekSlots = (): WeekSlots => ({ booked: [], paid: [] });
export function evolveWeekSlots(state: WeekSlots, e: WeekSlotEvent): WeekSlots {
  switch (e.type) {
    case 'FreeSlotBooked':
      return { ...state, booked: [...state.booked, e.data.listingId] };
    case 'FreeSlotReleased':
      return { ...state, booked: state.booked.filter((id) => id !== e.data.listingId) };
    case 'PaidSlotHeld':
      return { ...state, paid: [...state.paid.filter((p) => p.key !== slotKey(e.data)), { kind: e.data.kind, key: slotKey(e.data), until: e.data.until }] };
    case 'PaidSlotTaken':
      return { ...state, paid: [...state.paid.filter((p) => p.key !== slotKey(e.data)), { kind: e.data.kind, key: slotKey(e.data), until: null }] };
    case 'PaidSlotReleased':
      return { ...state, paid: state.paid.filter((p) => p.key !== slotKey(e.data)) };
  }
}
const slotKey = (s: { orderNumber: string; lineId: number }) => `${s.orderNumber}/${s.lineId}`;

/** Paid slots of a kind in use now: taken ones, and holds not yet lapsed. */
export const paidInUse = (state: WeekSlots, kind: PaidSlotKind, now: Date, except?: string) =>
  state.paid.filter((p) => p.kind === kind && p.key.split('/')[0] !== except && (p.until === null || Date.parse(p.until) > now.getTime())).length;

/** A hold for an order's line, if the week has room (counting lapsed holds as free); holding again is harmless. */
export function holdPaidSlot(
  cmd: { week: WeekStart; kind: PaidSlotKind; orderNumber: string; lineId: number; listingId: number; until: string; capacity: number; now: Date },
  state: WeekSlots,
): WeekSlotEvent[] {
  const key = slotKey(cmd);
  if (state.paid.some((p) => p.key === key)) return [];
  if (paidInUse(state, cmd.kind, cmd.now) >= cmd.capacity)
    throw conflict(`the week of ${cmd.week} has no ${cmd.kind === 'launch' ? 'paid launch slot' : 'featured placement'} left`);
  const { week, kind, orderNumber, lineId, listingId, until } = cmd;
  return [{ type: 'PaidSlotHeld', data: { week, kind, orderNumber, lineId, listingId, until } }];
}

/** A paid order takes its held slot for good (even when the hold had lapsed: the money is in). */
export function takePaidSlot(
  cmd: { week: WeekStart; kind: PaidSlotKind; orderNumber: string; lineId: number; listingId: number },
  state: WeekSlots,
): WeekSlotEvent[] {
  const held = state.paid.find((p) => p.key === slotKey(cmd));
  return held?.until === null ? [] : [{ type: 'PaidSlotTaken', data: cmd }];
}

export function releasePaidSlot(
  cmd: { week: WeekStart; kind: PaidSlotKind; orderNumber: string; lineId: number; reason: string },
  state: WeekSlots,
): WeekSlotEvent[] {
  return state.paid.some((p) => p.key === slotKey(cmd)) ? [{ type: 'PaidSlotReleased', data: cmd }] : [];
}
export const launchWeekStream = (week: WeekStart) => `launch-week-${week}`;

/** A slot in this week for the listing; booking again is harmless; a full week is a conflict. */
export function bookFreeSlot(cmd: { week: WeekStart; listingId: number; capacity: number }, state: WeekSlots): WeekSlotEvent[] {
  if (state.booked.includes(cmd.listingId)) return [];
  if (state.booked.length >= cmd.capacity) throw conflict(`the week of ${cmd.week} has no free launch slot left`);
  return [{ type: 'FreeSlotBooked', data: { week: cmd.week, listingId: cmd.listingId } }];
}

export function releaseFreeSlot(cmd: { week: WeekStart; listingId: number; reason: string }, state: WeekSlots): WeekSlotEvent[] {
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
