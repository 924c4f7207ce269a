import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { WrongExpectedRevision } from '../../domain/ports/event-store.ts';
import { KurrentEventStore } from '../../infra/eventstore/kurrent-event-store.ts';
import { PostgresEventStore } from '../../infra/eventstore/postgres-event-store.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { postgresForTests } from '../support/postgres-server.ts';
import { tempDir } from '../support/temp.ts';
import { PATIENCE_MS, until } from '../support/until.ts';
import { eventStoreContract, newEvent } from './event-store.contract.ts';

const dir = tempDir();
eventStoreContract('embedded SQLite', async () => new SqliteEventStore(path.join(dir, 'events.db')));
// The CLI's short-lived processes commit on their own thread: the same store, the same promises.
eventStoreContract('embedded SQLite, appends inline', async () => new SqliteEventStore(path.join(dir, 'events-inline.db'), { writer: 'inline' }));

const kurrentUrl = process.env.EVENTSTORE_URL;
const kurrentSkip = kurrentUrl ? false : 'skipped: EVENTSTORE_URL is not set (no KurrentDB server here; compose.yaml starts one)';
if (kurrentSkip) console.log(`# KurrentDB contract suite ${kurrentSkip}`);
eventStoreContract('KurrentDB', async () => new KurrentEventStore(kurrentUrl!), kurrentSkip);

// The PostgreSQL suite runs against a real server (POSTGRES_URL's, or one started here): a missing PostgreSQL fails the run.
const postgres = await postgresForTests();
console.log(`# PostgreSQL event store contract suite runs against a real server at ${postgres.url}`);
const pgStores: PostgresEventStore[] = [];
const openPg = async () => {
  const store = new PostgresEventStore(postgres.url, { pollMs: 50 });
  pgStores.push(store);
  return store;
};
after(async () => {
  await Promise.all(pgStores.map((s) => s.close().catch(() => undefined)));
  await postgres.stop();
});
eventStoreContract('PostgreSQL', openPg);

describe('PostgreSQL event store under concurrent transactions', () => {
  it('reads an append that committed first only after an earlier one still in flight, so no subscriber skips an event', async () => {
    const store = await openPg();
    const [early, late] = [`early-${randomUUID()}`, `late-${randomUUID()}`];
    await store.append(early, [newEvent('Opened')], 'no_stream');
    const from = await store.headPosition();
    const seen: string[] = [];
    const sub = store.subscribeAll(from, async (batch) => {
      for (const e of batch) if (e.stream === early || e.stream === late) seen.push(`${e.type}@${e.position}`);
    });
    // Another session holds the early stream's row: the early append takes its transaction id, then waits for the row.
    const blocker = new pg.Client(postgres.url);
    await blocker.connect();
    let earlyAppend: Promise<{ position: number }> | null = null;
    let lateResult: { position: number };
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT revision FROM streams WHERE stream = $1 FOR UPDATE', [early]);
      earlyAppend = store.append(early, [newEvent('EarlyWrite')], 0);
      // An early append that ends while the row is still locked (an error, a connection refused) says why at once, not after
      // the whole wait below.
      const endedEarly = earlyAppend.then(
        () => Promise.reject(new Error('the early append finished while the blocker still held its row')),
        (error: unknown) => Promise.reject(error),
      );
      endedEarly.catch(() => undefined);
      // Until the early append is waiting for the row the blocker holds (it has its transaction id by then).
      const blockerPid = (await blocker.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      await Promise.race([
        until('the early append waits for the locked row', async () => {
          const waiting = await blocker.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [blockerPid]);
          return waiting.rows[0].n > 0;
        }),
        endedEarly,
      ]);
      // A later transaction appends and commits while the early one is still open.
      lateResult = await store.append(late, [newEvent('LateWrite')], 'no_stream');
      // A moment for the subscriber to be woken by the late commit: it must still not pass the gap. (Only a faulty
      // store could fail here; a busy machine can only make the window catch less.)
      await new Promise((r) => setTimeout(r, 400));
      const before = (await store.readAll(from, 100)).filter((e) => e.stream === early || e.stream === late);
      assert.deepEqual(before, [], 'nothing after the in-flight transaction is read while it may still commit');
      assert.equal(await store.headPosition(), from, 'the head stays before the in-flight transaction');
      assert.deepEqual(seen, [], 'the subscriber has not moved past the gap');
    } catch (error) {
      // A failure above must not leave the subscription polling: the file would never end, and the whole run with it.
      await sub.stop().catch(() => undefined);
      throw error;
    } finally {
      // Whatever happened above, the early append must be able to finish (or the store cannot close).
      await blocker.query('COMMIT').catch(() => undefined);
      await blocker.end();
    }
    if (!earlyAppend) throw new Error('the early append never started');
    const earlyResult = await earlyAppend;
    assert.ok(earlyResult.position < lateResult.position, 'the transaction that began first sorts first, though it committed last');
    await until('both appends delivered', async () => seen.length >= 2);
    await sub.stop();
    assert.deepEqual(seen, [`EarlyWrite@${earlyResult.position}`, `LateWrite@${lateResult.position}`]);
    const after = (await store.readAll(from, 100)).filter((e) => e.stream === early || e.stream === late).map((e) => e.type);
    assert.deepEqual(after, ['EarlyWrite', 'LateWrite']);
  });

  it('lets exactly one of several connections create the same stream', async () => {
    const stores = await Promise.all(Array.from({ length: 6 }, openPg));
    const stream = `race-${randomUUID()}`;
    const outcome = await Promise.allSettled(stores.map((s, i) => s.append(stream, [newEvent(`Try${i}`)], 'no_stream')));
    assert.equal(outcome.filter((o) => o.status === 'fulfilled').length, 1);
    assert.ok(outcome.filter((o) => o.status === 'rejected').every((o) => (o as PromiseRejectedResult).reason instanceof WrongExpectedRevision));
    assert.equal((await stores[0].readStream(stream)).length, 1);
  });
});

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

  it('answers every append made before close, and keeps them all', async () => {
    const file = path.join(tempDir(), 'closing.db');
    const store = new SqliteEventStore(file);
    const appends = Array.from({ length: 20 }, (_, i) => store.append(`closing-${i}`, [newEvent('Kept')], 'no_stream'));
    await store.close();
    const answered = await Promise.allSettled(appends);
    assert.ok(answered.every((a) => a.status === 'fulfilled'));
    const reopened = new SqliteEventStore(file);
    assert.equal((await reopened.readAll(0, 100)).length, 20);
    await reopened.close();
    await assert.rejects(store.append('late', [newEvent('Late')], 'no_stream'), /closed/);
  });

  it('does not keep a process alive once its appends are answered', async () => {
    const file = path.join(tempDir(), 'idle.db');
    const script = `import { SqliteEventStore } from ${JSON.stringify(new URL('../../infra/eventstore/sqlite-event-store.ts', import.meta.url).href)};
const store = new SqliteEventStore(${JSON.stringify(file)});
await store.append('s', [{ id: 'e1', type: 'T', data: {}, metadata: {} }], 'no_stream');
console.log('appended');`;
    const { execFileSync } = await import('node:child_process');
    const { writeFileSync } = await import('node:fs');
    const entry = path.join(tempDir(), 'append-once.mjs');
    writeFileSync(entry, script);
    const out = execFileSync(process.execPath, [entry], { timeout: PATIENCE_MS }).toString();
    assert.equal(out.trim(), 'appended');
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
