import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { tempDir } from '../../test/support/temp.ts';
import { enrol } from './enrol.ts';
import { readCheckpoint, writeCheckpoint, writeGeneration } from './generations.ts';
import type { Projection } from './projection.ts';

const HEAD = 100_000;
const runner = (name: string, shape: Partial<Projection> = {}): Projection => ({
  name,
  version: 1,
  collections: {},
  searchIndexes: [],
  handles: ['ListingSubmitted'],
  apply: async () => {},
  ...shape,
});
const reactor = runner('reactor-new');
const replaying = runner('process-replaying', { issuesCommands: true, replays: true });
const readModel = runner('things', { collections: { things: { indexes: [] } } });

/** A document store that has met no runner yet, beside a log of `HEAD` events. */
function storeWithHistory() {
  const docs = new SqliteDocumentStore(path.join(tempDir(), 'docs.db'));
  const events = { headPosition: async () => HEAD };
  const startsAt = async (p: Projection) => {
    const { generation } = await enrol(p, { docs, events });
    return readCheckpoint(docs, p.name, generation);
  };
  return { docs, startsAt };
}

describe('where a runner starts in a store it meets for the first time', () => {
  it('given a log of 100,000 events, when a reactor new to it is enrolled, then it starts at the head', async () => {
    assert.equal(await storeWithHistory().startsAt(reactor), HEAD);
  });

  it('given a log of 100,000 events, when a process declared to replay is enrolled, then it starts at the beginning', async () => {
    assert.equal(await storeWithHistory().startsAt(replaying), 0);
  });

  it('given a log of 100,000 events, when a read model new to it is enrolled, then it starts at the beginning', async () => {
    assert.equal(await storeWithHistory().startsAt(readModel), 0);
  });

  it('given a reactor the store knows at position 40, when it is enrolled again, then it stays at 40', async () => {
    const { docs, startsAt } = storeWithHistory();
    await writeCheckpoint(docs, reactor.name, 1, 40);
    await writeGeneration(docs, reactor.name, 1, reactor.version);
    assert.equal(await startsAt(reactor), 40);
  });
});
