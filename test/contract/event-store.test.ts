import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import { WrongExpectedRevision } from '../../domain/ports/event-store.ts';
import { KurrentEventStore } from '../../infra/eventstore/kurrent-event-store.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { tempDir } from '../support/temp.ts';
import { eventStoreContract } from './event-store.contract.ts';

const dir = tempDir();
eventStoreContract('embedded SQLite', async () => new SqliteEventStore(path.join(dir, 'events.db')));

const kurrentUrl = process.env.EVENTSTORE_URL;
const kurrentSkip = kurrentUrl ? false : 'skipped: EVENTSTORE_URL is not set (no KurrentDB server here; compose.yaml starts one)';
if (kurrentSkip) console.log(`# KurrentDB contract suite ${kurrentSkip}`);
eventStoreContract('KurrentDB', async () => new KurrentEventStore(kurrentUrl!), kurrentSkip);

describe('embedded event store under real concurrency', () => {
  it('lets exactly one of several threads create the same stream', async () => {
    const file = path.join(tempDir(), 'race.db');
    await new SqliteEventStore(file).close();
    const workers = Array.from(
      { length: 6 },
      (_, i) => new Worker(new URL('../support/append-worker.ts', import.meta.url), { workerData: { file, id: `e${i}` } }),
    );
    const next = (w: Worker) => new Promise<string>((resolve) => w.once('message', resolve));
    await Promise.all(workers.map(next));
    const results = workers.map(next);
    for (const w of workers) w.postMessage('go');
    const outcome = await Promise.all(results);
    await Promise.all(workers.map((w) => w.terminate()));
    assert.equal(outcome.filter((o) => o === 'won').length, 1, outcome.join(','));
    assert.equal(outcome.filter((o) => o === 'conflict').length, 5, outcome.join(','));
    const store = new SqliteEventStore(file);
    assert.equal((await store.readStream('race')).length, 1);
    await store.close();
  });

  it('commits appends made together as a group, each checked on its own', async () => {
    const store = new SqliteEventStore(path.join(tempDir(), 'group.db'));
    const { newEvent } = await import('./event-store.contract.ts');
    const same = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => store.append('contested', [newEvent(`Try${i}`)], 'no_stream')));
    assert.equal(same.filter((r) => r.status === 'fulfilled').length, 1);
    assert.ok(same.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof WrongExpectedRevision));
    assert.equal((await store.readStream('contested')).length, 1);
    const apart = await Promise.all(Array.from({ length: 5 }, (_, i) => store.append(`own-${i}`, [newEvent('Mine')], 'no_stream')));
    assert.equal(new Set(apart.map((r) => r.position)).size, 5);
    await store.close();
  });

  it('answers a conflict to the second of two connections appending at the same revision', async () => {
    const file = path.join(tempDir(), 'two.db');
    const a = new SqliteEventStore(file);
    const b = new SqliteEventStore(file);
    const { newEvent } = await import('./event-store.contract.ts');
    await a.append('s', [newEvent('First')], 'no_stream');
    const results = await Promise.allSettled([a.append('s', [newEvent('A')], 0), b.append('s', [newEvent('B')], 0)]);
    assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected']);
    assert.equal((await a.readStream('s')).length, 2);
    await a.close();
    await b.close();
  });
});
