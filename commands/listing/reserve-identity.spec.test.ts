import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LISTING_ID_STREAM, slugStream } from '../../domain/listing/identity.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';

const spec = commandSpec();

describe('reserveListingId and claimListingSlug', () => {
  it('given ids handed out before, when an id is reserved, then the next one is', async () => {
    const id = await spec
      .given(inStream(LISTING_ID_STREAM, { type: 'ListingIdReserved', data: { listingId: 1 } }, { type: 'ListingIdReserved', data: { listingId: 2 } }))
      .when(({ commands }) => commands.reserveListingId(as('ann')))
      .then(inStream(LISTING_ID_STREAM, { type: 'ListingIdReserved', data: { listingId: 3 } }));
    assert.equal(id, 3);
  });

  it('given a free slug, when a listing claims it by name, then the slug derived from the name is claimed', async () => {
    const slug = await spec
      .given()
      .when(({ commands }) => commands.claimListingSlug({ name: 'Acme Widgets', listingId: 3 }, as('ann')))
      .then(inStream(slugStream('acme-widgets'), { type: 'SlugClaimed', data: { slug: 'acme-widgets', listingId: 3 } }));
    assert.equal(slug, 'acme-widgets');
  });

  it("given the name's slug taken by another listing, when a listing claims it, then the next free one is claimed", async () => {
    await spec
      .given(inStream(slugStream('acme-widgets'), { type: 'SlugClaimed', data: { slug: 'acme-widgets', listingId: 1 } }))
      .when(({ commands }) => commands.claimListingSlug({ name: 'Acme Widgets', listingId: 3 }, as('ann')))
      .then(inStream(slugStream('acme-widgets-2'), { type: 'SlugClaimed', data: { slug: 'acme-widgets-2', listingId: 3 } }));
  });

  it('given the slug held by the same listing, when it claims again, then nothing more is recorded', async () => {
    await spec
      .given(inStream(slugStream('acme-widgets'), { type: 'SlugClaimed', data: { slug: 'acme-widgets', listingId: 3 } }))
      .when(({ commands }) => commands.claimListingSlug({ name: 'Acme Widgets', listingId: 3 }, as('ann')))
      .then();
  });
});
