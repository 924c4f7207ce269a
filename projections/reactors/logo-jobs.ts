import type { ListingEvent } from '../../domain/listing/events.ts';
import type { JobBus } from '../../domain/ports/job-bus.ts';
import { publishJob } from '../../domain/ports/jobs.ts';
import { reactor } from '../engine/projection.ts';

const urlOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * A logo is read once each time a listing's `logo_url` is set: when it is submitted and when an
 * edit (by the owner, the draft, a sister site or a repair) gives it a new one. The job is keyed by
 * the event, so a replay publishes nothing twice and a URL set again is read again.
 */
export const logoJobsReactor = (bus: JobBus) =>
  reactor<ListingEvent>()({
    name: 'reactor-logo',
    version: 1,
    handles: ['ListingSubmitted', 'ListingProfileUpdated', 'ListingEdited', 'UnsafeLinksRemoved'],
    async react(e) {
      const url =
        e.type === 'ListingSubmitted' || e.type === 'ListingProfileUpdated'
          ? urlOf(e.data.profile.logo_url)
          : 'logo_url' in e.data.changes
            ? urlOf(e.data.changes.logo_url.after)
            : null;
      if (!url) return;
      await publishJob(bus, 'listing.logo', { listingId: e.data.listingId, url }, `logo:${e.id}`);
    },
  });
