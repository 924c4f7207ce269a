import { describe, it } from 'node:test';
import type { Commands } from '../../commands/index.ts';
import type { WeekSlotEvent } from '../../domain/launch-week/week-slots.ts';
import type { ListingEvent } from '../../domain/listing/events.ts';
import { givenReaction } from '../engine/given-reaction.ts';
import { freeSlotsProcess } from './free-slots-process.ts';

const process = () => givenReaction<Commands>(({ commands, logger }) => freeSlotsProcess(commands, logger));

describe('process-free-slots', () => {
  it('when a free slot is booked, then it is settled for the listing, by whoever booked it', async () => {
    const booked: WeekSlotEvent = { type: 'FreeSlotBooked', data: { week: '2026-11-30', listingId: 9 } };
    await process()
      .when(booked)
      .then({ commands: [{ name: 'settleFreeSlot', input: { week: '2026-11-30', listingId: 9, bookedBy: 'spec' }, actor: 'spec' }] });
  });

  it('when a free launch is missed, then its slot is settled (and so given back)', async () => {
    const missed: ListingEvent = { type: 'FreeLaunchMissed', data: { listingId: 9, week: '2026-11-30' } };
    await process()
      .when(missed)
      .then({ commands: [{ name: 'settleFreeSlot', input: { week: '2026-11-30', listingId: 9, bookedBy: 'spec' }, actor: 'spec' }] });
  });
});
