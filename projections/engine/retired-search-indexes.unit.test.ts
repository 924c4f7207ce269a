import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from '../../infra/search/sqlite-search-index.ts';
import { tempDir } from '../../test/support/temp.ts';
import { listingSearchSchema, toListingSearchDocument } from '../listing-search.ts';
import { listingsProjection } from '../listings.ts';
import { applyBatch, dropGeneration } from './apply-batch.ts';
import { physicalName } from './generations.ts';

const event = (position: number, type: string, data: unknown) => ({
  id: `e${position}`,
  stream: 'listing-1',
  revision: position - 1,
  position,
  type,
  data,
  metadata: { correlationId: 'c', causationId: 'c', actor: 'a', time: '2026-11-23T10:00:00.000Z' },
  recordedAt: '',
});
// Only a listing that went live is found by search.
const live = [
  event(1, 'ListingSubmitted', {
    listingId: 1,
    slug: 'acme',
    ownerId: 'ann',
    draftId: null,
    url: 'https://acme.test/',
    domain: 'acme.test',
    profile: { name: 'Acme', categories: [] },
  }),
  event(2, 'LaunchScheduled', { listingId: 1, week: '2026-11-23', plan: 'paid', unlocked: [] }),
  event(3, 'ListingWentLive', { listingId: 1, week: '2026-11-23', at: '2026-11-23T09:00:00.000Z' }),
];

describe('a search index a projection no longer keeps', () => {
  it('given a listings generation made when listings kept its search index, when that generation is dropped, then its index goes with it', async () => {
    const dir = tempDir();
    const stores = { docs: new SqliteDocumentStore(path.join(dir, 'rm.db')), search: new SqliteSearchIndex(path.join(dir, 's.db')) };
    // Listings as it was before the index became `listing-search`: the same documents, and the index derived from them.
    const before = {
      ...listingsProjection,
      searchIndexes: [{ collection: 'listings', index: 'listing_search', schema: listingSearchSchema, toSearchDocument: toListingSearchDocument }],
    };
    await applyBatch(before, 1, stores, live);
    const oldIndex = () => stores.search.collection(physicalName('listing_search', 1), listingSearchSchema).query({ text: 'acme', offset: 0, limit: 5 });
    assert.equal((await oldIndex()).total, 1);

    await dropGeneration(listingsProjection, 1, stores);

    assert.equal((await oldIndex()).total, 0);
    await stores.docs.close();
    await stores.search.close();
  });
});
