import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { listingStream } from '../domain/listing/events.ts';
import { ack } from '../domain/ports/job-bus.ts';
import { DocumentImageStore } from '../infra/images/document-image-store.ts';
import { imageFacts } from '../infra/images/image-facts.ts';
import { inStream } from '../test/support/spec.ts';
import { at, listingSubmitted } from '../test/support/spec-events.ts';
import { pngOf, type WorkerWorld, webImagesOf, workerSpec } from '../test/support/worker-spec.ts';
import { galleryFetcher } from './gallery-fetcher.ts';

const spec = workerSpec();
const url = 'https://acme-3.test/shot.png';
const asked = inStream(listingStream(3), listingSubmitted(3), {
  type: 'GalleryImageAdded',
  data: { listingId: 3, imageId: 1, source: url, origin: 'owner', at: '2026-11-17T10:00:00.000Z' },
});
const fetchImage = (web: Record<string, Uint8Array>) => (w: WorkerWorld) => {
  w.start(galleryFetcher({ ...w, webImages: webImagesOf(web), images: new DocumentImageStore(w.docs.collection('images')), imageFacts }));
  return w.bus.deliver('listing.gallery-image', { listingId: 3, imageId: 1, url });
};

describe('the gallery fetcher', () => {
  it('given an image asked for in the gallery, when it is fetched, then it is kept and stored on the listing', async () => {
    const shot = pngOf(1280, 800);
    const outcome = await spec
      .given(asked)
      .when(fetchImage({ [url]: shot }))
      .then(
        inStream(listingStream(3), {
          type: 'GalleryImageStored',
          data: {
            listingId: 3,
            imageId: 1,
            image: { id: createHash('sha256').update(shot).digest('hex'), type: 'image/png', width: 1280, height: 800, bytes: 33 },
            at,
          },
        }),
      );
    assert.deepEqual(outcome, ack());
  });

  it('given an image asked for, when what answers is not an image, then it is refused with why', async () => {
    await spec
      .given(asked)
      .when(fetchImage({ [url]: new TextEncoder().encode('<html>not an image</html>') }))
      .then(
        inStream(listingStream(3), {
          type: 'GalleryImageRefused',
          data: { listingId: 3, imageId: 1, reason: 'it is not a PNG, JPEG, GIF, WebP or SVG image', at },
        }),
      );
  });
});
