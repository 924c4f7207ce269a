import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { claimListingSlug, evolveSequence, evolveSlug, initialSequence, initialSlug, reserveListingId } from './identity.ts';

describe('listing ids', () => {
  it('given ids reserved up to 41, when one is reserved, then it is 42', () => {
    given(initialSequence, evolveSequence, [{ type: 'ListingIdReserved', data: { listingId: 41 } }])
      .when((s) => reserveListingId(s))
      .then([{ type: 'ListingIdReserved', data: { listingId: 42 } }]);
  });
});

describe('a listing slug', () => {
  it('given a free slug, when a listing claims it, then it is the listing’s', () => {
    given(initialSlug, evolveSlug, [])
      .when((s) => claimListingSlug({ slug: 'acme', listingId: 42 }, s))
      .then([{ type: 'SlugClaimed', data: { slug: 'acme', listingId: 42 } }]);
  });

  it('given a slug claimed by a listing, when the same listing claims it again, then nothing is recorded', () => {
    given(initialSlug, evolveSlug, [{ type: 'SlugClaimed', data: { slug: 'acme', listingId: 42 } }])
      .when((s) => claimListingSlug({ slug: 'acme', listingId: 42 }, s))
      .then([]);
  });

  it('given a slug claimed by a listing, when another claims it, then it is refused as taken', () => {
    given(initialSlug, evolveSlug, [{ type: 'SlugClaimed', data: { slug: 'acme', listingId: 42 } }])
      .when((s) => claimListingSlug({ slug: 'acme', listingId: 43 }, s))
      .thenRefuses('conflict', /taken/);
  });
});
