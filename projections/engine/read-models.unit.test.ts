import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from '../../infra/search/sqlite-search-index.ts';
import { tempDir } from '../../test/support/temp.ts';
import { writeCheckpoint, writeGeneration } from './generations.ts';
import type { Projection } from './projection.ts';
import { ReadModels } from './read-models.ts';

const readModel = (name: string): Projection => ({
  name,
  version: 1,
  collections: { [name]: { indexes: [] } },
  searchIndexes: [],
  handles: ['ListingSubmitted'],
  apply: async () => {},
});

describe('the read models at a start', () => {
  it('given one projection at the head and one new to the store, when the start settles, then it waits for none and names the new one as catching up', async () => {
    const dir = tempDir();
    const docs = new SqliteDocumentStore(path.join(dir, 'docs.db'));
    const current = readModel('current');
    const added = readModel('added');
    for (const p of [current, added]) await writeGeneration(docs, p.name, 1, 1);
    await writeCheckpoint(docs, current.name, 1, 100_000);
    const readModels = new ReadModels(docs, new SqliteSearchIndex(path.join(dir, 'search.db')), [current, added]);
    // Nothing applies `added` here: a start that waited for it would end unsettled when the bound passes.
    assert.deepEqual(await readModels.settleNear(100_000, 1000, 2000), { behind: ['added'], settled: true });
  });

  it('given a projection a few events short of the head and not moving, when the start settles, then it waits for it until the bound', async () => {
    const dir = tempDir();
    const docs = new SqliteDocumentStore(path.join(dir, 'docs.db'));
    const short = readModel('short');
    await writeGeneration(docs, short.name, 1, 1);
    await writeCheckpoint(docs, short.name, 1, 99_990);
    const readModels = new ReadModels(docs, new SqliteSearchIndex(path.join(dir, 'search.db')), [short]);
    assert.deepEqual(await readModels.settleNear(100_000, 1000, 100), { behind: [], settled: false });
  });
});
