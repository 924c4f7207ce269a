import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { evolveListing, initialListing, type ListingEvent } from './events.ts';
import { addGalleryImage, deleteGalleryImage, recordGalleryImage } from './gallery.ts';
import type { StoredImage } from './image.ts';

const submitted: ListingEvent = {
  type: 'ListingSubmitted',
  data: {
    listingId: 7,
    slug: 'acme',
    ownerId: 'ann',
    draftId: null,
    url: 'https://acme.test/',
    domain: 'acme.test',
    profile: { name: 'Acme', categories: ['tools'] },
  },
};
const now = new Date('2026-11-24T10:00:00Z');
const at = now.toISOString();
const SHOT = 'https://acme.test/shot.png';
const asked = (imageId: number, source = SHOT): ListingEvent => ({ type: 'GalleryImageAdded', data: { listingId: 7, imageId, source, origin: 'owner', at } });
const image: StoredImage = { id: 'c'.repeat(64), type: 'image/png', width: 1280, height: 800, bytes: 80_000 };
const listing = (history: ListingEvent[]) => given(initialListing, evolveListing, [submitted, ...history]);

describe('the media gallery', () => {
  it('when an owner adds an image, then it is asked for, numbered within the listing', () => {
    listing([])
      .when((s) => addGalleryImage({ actorId: 'ann', url: ' https://ACME.test/shot.png ', caption: ' The board ' }, s, now))
      .then([{ type: 'GalleryImageAdded', data: { listingId: 7, imageId: 1, source: SHOT, origin: 'owner', caption: 'The board', at } }]);
  });

  it('given an image removed, when another is added, then its number is never given again', () => {
    listing([asked(1), { type: 'GalleryImageRemoved', data: { listingId: 7, imageId: 1 } }])
      .when((s) => addGalleryImage({ actorId: 'ann', url: 'https://acme.test/two.png' }, s, now))
      .then([asked(2, 'https://acme.test/two.png')]);
  });

  it('given an image, when the same address is added again, then nothing is recorded', () => {
    listing([asked(1)])
      .when((s) => addGalleryImage({ actorId: 'ann', url: SHOT }, s, now))
      .then([]);
  });

  it('given a refused image, when the same address is added again, then it is asked for again', () => {
    listing([asked(1), { type: 'GalleryImageRefused', data: { listingId: 7, imageId: 1, reason: 'unreachable', at } }])
      .when((s) => addGalleryImage({ actorId: 'ann', url: SHOT }, s, now))
      .then([asked(2)]);
  });

  it('given eight images, when a ninth is added, then it is refused', () => {
    listing(Array.from({ length: 8 }, (_, i) => asked(i + 1, `https://acme.test/${i}.png`)))
      .when((s) => addGalleryImage({ actorId: 'ann', url: SHOT }, s, now))
      .thenRefuses('conflict', /8 images/);
  });

  it('when the address is not a web link, then it is refused naming the url', () => {
    listing([])
      .when((s) => addGalleryImage({ actorId: 'ann', url: 'javascript:alert(1)' }, s, now))
      .thenRefuses('invalid', /url/);
  });

  it('when someone other than an owner adds an image, then the listing is as good as missing', () => {
    listing([])
      .when((s) => addGalleryImage({ actorId: 'eve', url: SHOT }, s, now))
      .thenRefuses('not_found');
  });

  it('given an image asked for, when the worker kept it, then it is stored', () => {
    listing([asked(1)])
      .when((s) => recordGalleryImage({ listingId: 7, imageId: 1, source: SHOT, image }, s, now))
      .then([{ type: 'GalleryImageStored', data: { listingId: 7, imageId: 1, image, at } }]);
  });

  it('given an image kept, when the same look is reported again, then nothing is recorded', () => {
    listing([asked(1), { type: 'GalleryImageStored', data: { listingId: 7, imageId: 1, image, at } }])
      .when((s) => recordGalleryImage({ listingId: 7, imageId: 1, source: SHOT, refused: 'unreachable' }, s, now))
      .then([]);
  });

  it('given an image removed, when its look is reported, then nothing is recorded', () => {
    listing([asked(1), { type: 'GalleryImageRemoved', data: { listingId: 7, imageId: 1 } }])
      .when((s) => recordGalleryImage({ listingId: 7, imageId: 1, source: SHOT, image }, s, now))
      .then([]);
  });

  it('when an image that is not there is removed, then it is refused as missing', () => {
    listing([])
      .when((s) => deleteGalleryImage({ actorId: 'ann', imageId: 3 }, s))
      .thenRefuses('not_found', /image 3/);
  });
});
