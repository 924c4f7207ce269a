import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from '../../infra/search/sqlite-search-index.ts';
import { applyBatch } from '../../projections/engine/apply-batch.ts';
import { physicalName } from '../../projections/engine/generations.ts';
import { listingSearchProjection } from '../../projections/listing-search.ts';
import { listingsProjection } from '../../projections/listings.ts';
import { tempDir } from '../support/temp.ts';

let position = 0;
const event = (stream: string, type: string, data: unknown): RecordedEvent => {
  position += 1;
  return {
    id: `e${position}`,
    stream,
    revision: 0,
    position,
    type,
    data,
    metadata: { correlationId: 'c', causationId: 'c', actor: 'a', time: `2026-11-23T10:00:${String(position).padStart(2, '0')}.000Z` },
    recordedAt: '',
  };
};

describe('the listings projection', () => {
  const history = [
    event('listing-1', 'ListingSubmitted', {
      listingId: 1,
      slug: 'acme',
      ownerId: 'ann',
      draftId: null,
      url: 'https://acme.test/',
      domain: 'acme.test',
      profile: { name: 'Acme', categories: ['tools'] },
    }),
    event('listing-1', 'LaunchScheduled', { listingId: 1, week: '2026-11-23', plan: 'paid', unlocked: [] }),
    event('listing-1', 'ListingWentLive', { listingId: 1, week: '2026-11-23', at: '2026-11-23T09:00:00.000Z' }),
    event('vote-1-a', 'VoteCast', { listingId: 1, voterId: 'a', at: '2026-11-23T10:00:00.000Z' }),
    event('vote-1-b', 'VoteCast', { listingId: 1, voterId: 'b', at: '2026-11-23T10:00:00.000Z' }),
    event('vote-1-c', 'VoteCast', { listingId: 1, voterId: 'c', at: '2026-11-23T10:00:00.000Z' }),
  ];

  it('gives the same read model when events are replayed after a crash before the checkpoint moved', async () => {
    const dir = tempDir();
    const stores = { docs: new SqliteDocumentStore(path.join(dir, 'rm.db')), search: new SqliteSearchIndex(path.join(dir, 's.db')) };
    for (const p of [listingsProjection, listingSearchProjection]) {
      await applyBatch(p, 1, stores, history.slice(0, 5));
      // The checkpoint stayed at 2: events 3 to 5 come again, then 6 for the first time.
      await applyBatch(p, 1, stores, history.slice(2));
      await applyBatch(p, 1, stores, history);
    }
    const doc = await stores.docs.collection(physicalName('listings', 1)).get('1');
    assert.equal(doc?.votes, 3);
    assert.equal(doc?.status, 'live');
    const hits = await stores.search
      .collection(physicalName('listing_search_index', 1), listingSearchProjection.searchIndexes[0].schema)
      .query({ text: 'acme', offset: 0, limit: 5 });
    assert.deepEqual(
      hits.hits.map((h) => h.payload.votes),
      [3],
    );
    await stores.docs.close();
    await stores.search.close();
  });
});
