import { describe, it } from 'node:test';
import { listingStream } from '../../domain/listing/events.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { aListing, at } from '../../test/support/spec-events.ts';

const spec = commandSpec();
const url = 'https://acme-3.test/shot.png';
const added = { type: 'GalleryImageAdded', data: { listingId: 3, imageId: 1, source: url, origin: 'owner', caption: 'The dashboard', at } };
const image = { id: 'sha256-abc', type: 'image/png' as const, width: 800, height: 600, bytes: 1234 };
const withImage = inStream(listingStream(3), ...aListing(3).events, added);

describe('the gallery commands', () => {
  it('given a listing, when its owner adds an image by its address, then it is added, to be read', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.addGalleryImage({ listingId: 3, actorId: 'ann', url, caption: 'The dashboard' }, as('ann')))
      .then(inStream(listingStream(3), added));
  });

  it('given a listing, when an image is added by an address that is not a web link, then it is refused naming url', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.addGalleryImage({ listingId: 3, actorId: 'ann', url: 'javascript:alert(1)' }, as('ann')))
      .thenRefuses('invalid', /url/);
  });

  it('given an image asked for, when the worker reports it kept, then it is stored', async () => {
    await spec
      .given(withImage)
      .when(({ commands }) => commands.recordGalleryImage({ listingId: 3, imageId: 1, source: url, image }, as('system:gallery')))
      .then(inStream(listingStream(3), { type: 'GalleryImageStored', data: { listingId: 3, imageId: 1, image, at } }));
  });

  it('given an image asked for, when the worker reports it refused, then the reason is recorded', async () => {
    await spec
      .given(withImage)
      .when(({ commands }) => commands.recordGalleryImage({ listingId: 3, imageId: 1, source: url, refused: 'not an image' }, as('system:gallery')))
      .then(inStream(listingStream(3), { type: 'GalleryImageRefused', data: { listingId: 3, imageId: 1, reason: 'not an image', at } }));
  });

  it('given an image, when its owner deletes it, then it is removed', async () => {
    await spec
      .given(withImage)
      .when(({ commands }) => commands.deleteGalleryImage({ listingId: 3, actorId: 'ann', imageId: 1 }, as('ann')))
      .then(inStream(listingStream(3), { type: 'GalleryImageRemoved', data: { listingId: 3, imageId: 1 } }));
  });
});
