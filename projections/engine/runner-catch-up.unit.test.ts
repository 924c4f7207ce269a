import assert from 'node:assert/strict';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import pino from 'pino';
import type { EventStore } from '../../domain/ports/event-store.ts';
import type { NewEvent, RecordedEvent } from '../../domain/shared/event.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from '../../infra/search/sqlite-search-index.ts';
import { tempDir } from '../../test/support/temp.ts';
import type { Projection } from './projection.ts';
import { ProjectionRunner } from './runner.ts';

const event = (type: string, n: number): NewEvent => ({
  id: `e-${n}`,
  type,
  data: { n },
  metadata: { correlationId: 'c', causationId: 'c', actor: 'test', time: '2026-11-27T00:00:00.000Z' },
});

/** The log's events handed to the runner whole (decoded), counted. */
function counted(store: EventStore) {
  const seen = { decoded: 0 };
  const wrapped = new Proxy(store, {
    get(target, property) {
      if (property === 'readAll')
        return async (after: number, limit: number) => {
          const batch = await target.readAll(after, limit);
          seen.decoded += batch.length;
          return batch;
        };
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { wrapped, seen };
}

describe('a runner catching up over a log with little for it', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });

  it('given 3,000 events of which it handles two, when a replaying reactor new to the store starts, then it applies both and reaches the head without decoding the rest', async () => {
    const dir = tempDir();
    const store = new SqliteEventStore(path.join(dir, 'events.db'), { writer: 'inline' });
    const types = Array.from({ length: 3000 }, (_, n) => (n === 1500 || n === 2990 ? 'DraftSubmitted' : 'VoteCast'));
    await store.appendMany?.(types.map((type, n) => ({ stream: `s-${n}`, events: [event(type, n)], expected: 'no_stream' as const })));
    const head = await store.headPosition();
    const applied: RecordedEvent[] = [];
    // A reactor meant to replay the history it meets (as process-draft-listing is): it starts at position 0.
    const drafts: Projection = {
      name: 'drafts-only',
      version: 1,
      collections: {},
      searchIndexes: [],
      handles: ['DraftSubmitted'],
      replays: true,
      apply: async (e) => {
        applied.push(e);
      },
    };
    const { wrapped, seen } = counted(store);
    const docs = new SqliteDocumentStore(path.join(dir, 'docs.db'));
    const runner = new ProjectionRunner(drafts, {
      docs,
      search: new SqliteSearchIndex(path.join(dir, 'search.db')),
      events: wrapped,
      logger: pino({ level: 'silent' }),
      batchSize: 100,
      pollMs: 10,
    });
    stops.push(() => runner.stop());
    await runner.start();
    assert.equal(await runner.reached(head, 5000), true);
    assert.deepEqual(
      applied.map((e) => (e.data as { n: number }).n),
      [1500, 2990],
    );
    assert.ok(seen.decoded < 1000, `decoded ${seen.decoded} of 3,000 events`);
  });
});
