import type { ListingEvent } from '../../domain/listing/events.ts';
import type { JobBus } from '../../domain/ports/job-bus.ts';
import { publishJob } from '../../domain/ports/jobs.ts';
import { reactor } from '../engine/projection.ts';

/** An owner's edit with `apply_to`: one delivery job per sister site, deduplicated by edit and site. */
export const networkJobsReactor = (bus: JobBus) =>
  reactor<ListingEvent>()({
    name: 'reactor-network',
    version: 1,
    handles: ['ListingEdited'],
    async react(e) {
      const { listingId, editId, applyTo } = e.data;
      for (const to of applyTo ?? []) await publishJob(bus, 'network.deliver-edit', { listingId, editId, to }, `network:${editId}:${to}`);
    },
  });
