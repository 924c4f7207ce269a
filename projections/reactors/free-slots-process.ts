import type { Logger } from 'pino';
import type { Commands } from '../../commands/index.ts';
import type { WeekSlotEvent } from '../../domain/launch-week/week-slots.ts';
import type { ListingEvent } from '../../domain/listing/events.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { processManager } from '../engine/projection.ts';

/**
 * A booked free slot and its listing move together: a booking the request did not finish queues
 * the listing; a slot its listing no longer uses (a missed launch, another plan) is given back.
 */
export const freeSlotsProcess = (commands: Pick<Commands, 'settleFreeSlot'>, logger: Logger) =>
  processManager<WeekSlotEvent | ListingEvent>()({
    name: 'process-free-slots',
    version: 1,
    handles: ['FreeSlotBooked', 'FreeLaunchMissed'],
    async react(e) {
      const ctx = { actor: e.metadata.actor, correlationId: e.metadata.correlationId, causationId: e.id };
      const slot = e.type === 'FreeSlotBooked' ? e.data : { week: e.data.week, listingId: e.data.listingId };
      try {
        await commands.settleFreeSlot({ ...slot, bookedBy: e.metadata.actor }, ctx);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        logger.warn({ err: error, ...slot }, 'a free slot could not be settled');
      }
    },
  });
