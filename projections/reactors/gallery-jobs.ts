import type { ListingEvent } from '../../domain/listing/events.ts';
import type { JobBus } from '../../domain/ports/job-bus.ts';
import { publishJob } from '../../domain/ports/jobs.ts';
import { reactor } from '../engine/projection.ts';

/**
 * Each image asked for in a listing's media gallery is read once, by the worker that reads logos.
 * The job is keyed by the event, so a replay publishes nothing twice.
 */
export const galleryJobsReactor = (bus: JobBus) =>
  reactor<ListingEvent>()({
    name: 'reactor-gallery',
    version: 1,
    handles: ['GalleryImageAdded'],
    async react(e) {
      const { listingId, imageId, source } = e.data;
      await publishJob(bus, 'listing.gallery-image', { listingId, imageId, url: source }, `gallery:${e.id}`);
    },
  });
