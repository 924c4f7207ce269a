import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { bookFreeSlot, evolveWeekSlots, freeQueueWeeks, initialWeekSlots, releaseFreeSlot, slotFate, type WeekSlotEvent } from './week-slots.ts';

const week = '2027-01-04';
const booked = (listingId: number): WeekSlotEvent => ({ type: 'FreeSlotBooked', data: { week, listingId } });
const slots = (history: WeekSlotEvent[]) => given(initialWeekSlots, evolveWeekSlots, history);

describe("a launch week's free slots", () => {
  it('given a slot left, when a listing books it, then it is booked', () => {
    slots([booked(1)])
      .when((s) => bookFreeSlot({ week, listingId: 2, capacity: 2 }, s))
      .then([booked(2)]);
  });

  it('given a booking, when the same listing books again, then nothing more is recorded', () => {
    slots([booked(1)])
      .when((s) => bookFreeSlot({ week, listingId: 1, capacity: 2 }, s))
      .then([]);
  });

  it('given a full week, when another listing books, then it is refused', () => {
    slots([booked(1), booked(2)])
      .when((s) => bookFreeSlot({ week, listingId: 3, capacity: 2 }, s))
      .thenRefuses('conflict', /no free launch slot/);
  });

  it('given a booking, when it is released, then the slot is given back', () => {
    const released: WeekSlotEvent = { type: 'FreeSlotReleased', data: { week, listingId: 1, reason: 'missed' } };
    slots([booked(1)])
      .when((s) => releaseFreeSlot({ week, listingId: 1, reason: 'missed' }, s))
      .then([released]);
  });

  it('given a full week with a slot given back, when another listing books, then it gets that slot', () => {
    const released: WeekSlotEvent = { type: 'FreeSlotReleased', data: { week, listingId: 1, reason: 'missed' } };
    slots([booked(1), booked(2), released])
      .when((s) => bookFreeSlot({ week, listingId: 3, capacity: 2 }, s))
      .then([booked(3)]);
  });

  it('given no booking, when one is released, then nothing is recorded', () => {
    slots([])
      .when((s) => releaseFreeSlot({ week, listingId: 1, reason: 'missed' }, s))
      .then([]);
  });
});

describe('the free queue', () => {
  it('books from the minimum to the maximum number of weeks after this one, nearest first', () => {
    assert.deepEqual(freeQueueWeeks(new Date('2026-11-25T12:00:00Z'), { minWeeks: 6, maxWeeks: 8 }), ['2027-01-04', '2027-01-11', '2027-01-18']);
    assert.deepEqual(freeQueueWeeks(new Date('2026-11-29T23:59:00Z'), { minWeeks: 1, maxWeeks: 1 }), ['2026-11-30']);
  });

  it('queues a listing whose booking was cut short, keeps a slot in use, and gives back the rest', () => {
    assert.equal(slotFate({ status: 'draft', plan: null, week: null, owners: ['ann'] }, { week, bookedBy: 'ann' }), 'queue');
    assert.equal(slotFate({ status: 'awaiting_badge', plan: 'free', week, owners: ['ann'] }, { week, bookedBy: 'ann' }), 'keep');
    assert.equal(slotFate({ status: 'live', plan: 'free', week, owners: ['ann'] }, { week, bookedBy: 'ann' }), 'keep');
    assert.equal(slotFate({ status: 'awaiting_badge', plan: 'free', week: '2027-01-11', owners: ['ann'] }, { week, bookedBy: 'ann' }), 'release');
    assert.equal(slotFate({ status: 'scheduled', plan: 'paid', week, owners: ['ann'] }, { week, bookedBy: 'ann' }), 'release');
    assert.equal(slotFate({ status: 'draft', plan: null, week: null, owners: ['ann'] }, { week, bookedBy: 'system:badge-check' }), 'release');
  });
});
