import { describe, it } from 'node:test';
import type { WeekSlotEvent } from '../domain/launch-week/week-slots.ts';
import { givenEvents } from './engine/given-events.ts';
import { freeSlotsProjection } from './free-slots.ts';

const booked = (listingId: number): WeekSlotEvent => ({ type: 'FreeSlotBooked', data: { week: '2026-11-30', listingId } });

describe('the free-slots projection', () => {
  it('when a free slot is booked, then the week lists the listing', async () => {
    await givenEvents(freeSlotsProjection, [])
      .when(booked(4))
      .then({ free_slots: { '2026-11-30': { week: '2026-11-30', booked: [4] } } });
  });

  it('given two bookings, when one is released, then the other stays', async () => {
    await givenEvents(freeSlotsProjection, [booked(4), booked(9)])
      .when({ type: 'FreeSlotReleased', data: { week: '2026-11-30', listingId: 4, reason: 'paid launch' } })
      .then({ free_slots: { '2026-11-30': { booked: [9] } } });
  });

  it('given a booking, when the same listing books again, then it is listed once', async () => {
    await givenEvents(freeSlotsProjection, [booked(4)])
      .when(booked(4))
      .then({ free_slots: { '2026-11-30': { booked: [4] } } });
  });
});
