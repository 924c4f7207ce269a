import type { WeekSlotEvent } from '../domain/launch-week/week-slots.ts';
import { projection } from './engine/projection.ts';

export type FreeSlotsDoc = { id: string; week: string; booked: number[] };

/** How many free launch slots each week has given out: the calendar shows what is left. */
export const freeSlotsProjection = projection<WeekSlotEvent>()({
  name: 'free-slots',
  version: 1,
  collections: { free_slots: { indexes: ['week'] } },
  handles: ['FreeSlotBooked', 'FreeSlotReleased'],
  async apply(e, w) {
    const doc = (await w.get<FreeSlotsDoc>('free_slots', e.data.week)) ?? { id: e.data.week, week: e.data.week, booked: [] };
    const others = doc.booked.filter((id) => id !== e.data.listingId);
    w.put('free_slots', { ...doc, booked: e.type === 'FreeSlotBooked' ? [...others, e.data.listingId] : others });
  },
});
