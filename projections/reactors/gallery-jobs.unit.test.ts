import { describe, it } from 'node:test';
import type { ListingEvent } from '../../domain/listing/events.ts';
import { givenReaction } from '../engine/given-reaction.ts';
import { galleryJobsReactor } from './gallery-jobs.ts';

const reactor = () => givenReaction(({ bus }) => galleryJobsReactor(bus));

describe('reactor-gallery', () => {
  it('when an image is asked for in the gallery, then it is read', async () => {
    const added: ListingEvent = {
      type: 'GalleryImageAdded',
      data: { listingId: 4, imageId: 2, source: 'https://acme.test/shot.png', origin: 'owner', at: '2026-11-24T10:00:00.000Z' },
    };
    await reactor()
      .when(added)
      .then({
        jobs: [{ subject: 'listing.gallery-image', payload: { listingId: 4, imageId: 2, url: 'https://acme.test/shot.png' }, dedupId: 'gallery:event-1' }],
      });
  });

  it('when an image is removed, then nothing is read', async () => {
    await reactor()
      .when({ type: 'GalleryImageRemoved', data: { listingId: 4, imageId: 2 } })
      .then({ jobs: [] });
  });
});
