import assert from 'node:assert/strict';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import pino from 'pino';
import type { NewEvent } from '../../domain/shared/event.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from '../../infra/search/sqlite-search-index.ts';
import { tempDir } from '../../test/support/temp.ts';
import { writeCheckpoint, writeGeneration } from './generations.ts';
import type { Projection } from './projection.ts';
import { ReadModels } from './read-models.ts';
import { ProjectionRunner } from './runner.ts';

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

describe('the token of answers kept from a read model', () => {
  const event = (type: string, n: number) =>
    ({
      id: `e-${type}-${n}`,
      type,
      data: {},
      metadata: { correlationId: 'c', causationId: 'c', actor: 'test', time: '2026-11-27T00:00:00Z' },
    }) as unknown as NewEvent;
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });
  const running = async () => {
    const dir = tempDir();
    const docs = new SqliteDocumentStore(path.join(dir, 'docs.db'));
    const search = new SqliteSearchIndex(path.join(dir, 'search.db'));
    const events = new SqliteEventStore(path.join(dir, 'events.db'), { writer: 'inline' });
    const listings = readModel('listings');
    const runner = new ProjectionRunner(listings, { docs, search, events, logger: pino({ level: 'silent' }), pollMs: 10 });
    const readModels = new ReadModels(docs, search, [listings]);
    readModels.attach(runner);
    await runner.start();
    let n = 0;
    const write = async (type: string) => {
      const at = await events.append(`s-${n}`, [event(type, n++)], 'any');
      assert.equal(await runner.reached(at.position, 5000), true);
    };
    stops.push(() => runner.stop());
    return { readModels, write };
  };

  it('given a projection caught up, when events it does not handle are applied, then the token stays', async () => {
    const given = await running();
    await given.write('ListingSubmitted');
    const before = await given.readModels.version(['listings']);
    await given.write('VoteCast');
    await given.write('CommentPosted');
    assert.equal(await given.readModels.version(['listings']), before);
  });

  it('given a projection caught up, when an event it handles is applied, then the token changes', async () => {
    const given = await running();
    await given.write('ListingSubmitted');
    const before = await given.readModels.version(['listings']);
    await given.write('VoteCast');
    await given.write('ListingSubmitted');
    assert.notEqual(await given.readModels.version(['listings']), before);
  });
});
