import type { ListingEvent } from '../../domain/listing/events.ts';
import type { JobBus } from '../../domain/ports/job-bus.ts';
import { publishJob } from '../../domain/ports/jobs.ts';
import { reactor } from '../engine/projection.ts';

/**
 * A badge check at once when the free plan is chosen or the owner asks for one. The job's check
 * id is the time it was due, the same id the badge scheduler gives a due check, so the bus keeps
 * one of the two and the listing records one check.
 */
export const badgeJobsReactor = (bus: JobBus) =>
  reactor<ListingEvent>()({
    name: 'reactor-badge',
    version: 1,
    handles: ['FreePlanChosen', 'BadgeCheckRequested'],
    async react(e) {
      const at = e.data.at;
      if (!at) return;
      const checkId = `${e.data.listingId}@${at}`;
      await publishJob(bus, 'badge.check', { listingId: e.data.listingId, checkId }, `badge:${checkId}`);
    },
  });
