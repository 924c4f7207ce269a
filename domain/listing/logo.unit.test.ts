import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { evolveListing, initialListing, type ListingEvent } from './events.ts';
import type { StoredImage } from './image.ts';
import { logoProblem, recordLogo } from './logo.ts';

const SOURCE = 'https://acme.test/logo.png';
const submitted: ListingEvent = {
  type: 'ListingSubmitted',
  data: {
    listingId: 7,
    slug: 'acme',
    ownerId: 'ann',
    draftId: null,
    url: 'https://acme.test/',
    domain: 'acme.test',
    profile: { name: 'Acme', categories: ['tools'], logo_url: SOURCE },
  },
};
const image: StoredImage = { id: 'a'.repeat(64), type: 'image/png', width: 256, height: 256, bytes: 4096 };
const now = new Date('2026-11-24T10:00:00Z');
const at = now.toISOString();
const listing = (history: ListingEvent[]) => given(initialListing, evolveListing, [submitted, ...history]);
const stored: ListingEvent = { type: 'LogoStored', data: { listingId: 7, source: SOURCE, image, at } };

describe('a listing logo', () => {
  it('is kept for the logo_url the profile has', () => {
    listing([])
      .when((s) => recordLogo({ listingId: 7, source: SOURCE, image }, s, now))
      .then([stored]);
  });

  it('is kept once when the same look is reported twice', () => {
    listing([stored])
      .when((s) => recordLogo({ listingId: 7, source: SOURCE, image }, s, now))
      .then([]);
  });

  it('found for a logo_url the owner has since changed changes nothing', () => {
    const edited: ListingEvent = {
      type: 'ListingEdited',
      data: { listingId: 7, editId: 'e1', source: 'owner', changes: { logo_url: { before: SOURCE, after: 'https://acme.test/new.svg' } } },
    };
    listing([edited])
      .when((s) => recordLogo({ listingId: 7, source: SOURCE, image }, s, now))
      .then([]);
  });

  it('when a logo cannot be kept, then the refusal is recorded with why', () => {
    const refused: ListingEvent = { type: 'LogoRefused', data: { listingId: 7, source: SOURCE, reason: 'it is not an image', at } };
    listing([])
      .when((s) => recordLogo({ listingId: 7, source: SOURCE, refused: 'it is not an image' }, s, now))
      .then([refused]);
  });

  it('given a refused logo, when the same refusal comes again, then nothing is recorded', () => {
    const refused: ListingEvent = { type: 'LogoRefused', data: { listingId: 7, source: SOURCE, reason: 'it is not an image', at } };
    listing([refused])
      .when((s) => recordLogo({ listingId: 7, source: SOURCE, refused: 'it is not an image' }, s, now))
      .then([]);
  });

  it('already kept is not taken away by a later failed look at the same address', () => {
    listing([stored])
      .when((s) => recordLogo({ listingId: 7, source: SOURCE, refused: 'the site could not be reached' }, s, now))
      .then([]);
  });

  it('of a listing that does not exist is refused', () => {
    given(initialListing, evolveListing, [])
      .when((s) => recordLogo({ listingId: 7, source: SOURCE, image }, s, now))
      .thenRefuses('not_found');
  });
});

describe('what may be a logo', () => {
  const ok = { type: 'image/png', width: 256, height: 256, bytes: 10_000 };
  it('is a small square-ish image of a common type', () => {
    assert.equal(logoProblem(ok), null);
    assert.equal(logoProblem({ ...ok, type: 'image/svg+xml' }), null);
  });
  it('is never something else, too large, too small or a banner', () => {
    assert.match(logoProblem({ ...ok, type: null }) ?? '', /not a PNG/);
    assert.match(logoProblem({ ...ok, type: 'image/tiff' }) ?? '', /image\/tiff/);
    assert.match(logoProblem({ ...ok, bytes: 2_000_000 }) ?? '', /larger than 1 MB/);
    assert.match(logoProblem({ ...ok, width: 8, height: 8 }) ?? '', /smaller than 16/);
    assert.match(logoProblem({ ...ok, width: 8000, height: 8000 }) ?? '', /larger than 4096/);
    assert.match(logoProblem({ ...ok, width: 1200, height: 100 }) ?? '', /banner/);
  });
});
