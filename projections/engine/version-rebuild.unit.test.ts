import assert from 'node:assert/strict';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import pino from 'pino';
import type { NewEvent } from '../../domain/shared/event.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from '../../infra/search/sqlite-search-index.ts';
import { tempDir } from '../../test/support/temp.ts';
import { until } from '../../test/support/until.ts';
import { readGeneration } from './generations.ts';
import type { Projection } from './projection.ts';
import { ProjectionRunner } from './runner.ts';

const made = (n: number): NewEvent => ({
  id: `made-${n}`,
  type: 'ThingMade',
  data: { n },
  metadata: { correlationId: 'c', causationId: 'c', actor: 'test', time: '2026-11-27T00:00:00.000Z' },
});

const things = (version: number): Projection => ({
  name: 'things',
  version,
  collections: { things: { indexes: [] } },
  searchIndexes: [],
  handles: ['ThingMade'],
  apply: async (e, w) => w.put('things', { id: String((e.data as { n: number }).n), version }),
});

describe('a read model whose version changed', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });

  it('given generation 1 built by version 1, when version 2 starts, then it rebuilds into generation 2 and drops generation 1', async () => {
    const dir = tempDir();
    const events = new SqliteEventStore(path.join(dir, 'events.db'), { writer: 'inline' });
    const docs = new SqliteDocumentStore(path.join(dir, 'docs.db'));
    const stores = { events, docs, search: new SqliteSearchIndex(path.join(dir, 'search.db')), logger: pino({ level: 'silent' }), pollMs: 10 };
    for (const n of [1, 2, 3]) await events.append(`thing-${n}`, [made(n)], 'no_stream');
    const first = new ProjectionRunner(things(1), stores);
    await first.start();
    assert.equal(await first.reached(await events.headPosition(), 5000), true);
    await first.stop();

    const second = new ProjectionRunner(things(2), { ...stores, retireAfterMs: 10 });
    stops.push(() => second.stop());
    await second.start();
    await until('generation 1 dropped', async () => !(await docs.listCollections()).includes('things_g1'));
    assert.deepEqual(await readGeneration(docs, 'things'), { id: 'things', generation: 2, version: 2 });
    assert.deepEqual(
      (await docs.collection('things_g2').find({ sort: [['id', 'asc']] })).items,
      [1, 2, 3].map((n) => ({ id: String(n), version: 2 })),
    );
  });
});
