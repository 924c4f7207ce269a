import { describe, it } from 'node:test';
import { followStream } from '../../domain/follow/follow.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { aListing, aLiveListing } from '../../test/support/spec-events.ts';

const spec = commandSpec();
const followed = { type: 'ListingFollowed', data: { listingId: 3, accountId: 'bob' } };

describe('followListing and unfollowListing', () => {
  it('given a live listing, when someone follows it, then they follow it on their own follow stream', async () => {
    await spec
      .given(aLiveListing(3))
      .when(({ commands }) => commands.followListing({ listingId: 3, accountId: 'bob' }, as('bob')))
      .then(inStream(followStream(3, 'bob'), followed));
  });

  it('given a listing not yet published, when someone follows it, then it is refused', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.followListing({ listingId: 3, accountId: 'bob' }, as('bob')))
      .thenRefuses('conflict', /published/);
  });

  it('given a follow, when it is ended, then the listing is unfollowed', async () => {
    await spec
      .given(aLiveListing(3), inStream(followStream(3, 'bob'), followed))
      .when(({ commands }) => commands.unfollowListing({ listingId: 3, accountId: 'bob' }, as('bob')))
      .then(inStream(followStream(3, 'bob'), { type: 'ListingUnfollowed', data: { listingId: 3, accountId: 'bob' } }));
  });
});
