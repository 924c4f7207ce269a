import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openEventsDatabase, SqliteAppender } from '../../infra/eventstore/sqlite-appender.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { fmt, line, percentile } from './stats.ts';

const meta = JSON.stringify({ correlationId: 'b', causationId: 'b', actor: 'bench', time: '' });

/**
 * The per-commit baseline: the store's own append (revision check, idempotency lookup, insert),
 * one transaction and one fsync per append, on the calling thread, as a store without grouping does.
 */
function perCommit(file: string, n: number) {
  const db = new Database(file);
  openEventsDatabase(db, 'full');
  const appender = new SqliteAppender(db);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    appender.commitGroup([
      { stream: `raw-${i}`, expected: 'no_stream', events: [{ id: randomUUID(), type: 'Raw', data: JSON.stringify({ i }), metadata: meta }] },
    ]);
    times.push(performance.now() - t0);
  }
  db.close();
  return { perSecond: n / ((performance.now() - started) / 1000), p99: percentile(times, 99) };
}

/** `writers` callers each appending to their own streams as fast as their answers come back. */
async function concurrent(store: SqliteEventStore, writers: number, n: number) {
  const times: number[] = [];
  let next = 0;
  const metadata = { correlationId: 'b', causationId: 'b', actor: 'bench', time: '' };
  const writer = async (w: number) => {
    while (next < n) {
      const i = next++;
      const t0 = performance.now();
      await store.append(`w${writers}-${w}-${i}`, [{ id: randomUUID(), type: 'Raw', data: { i }, metadata }], 'no_stream');
      times.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  return { perSecond: n / ((performance.now() - started) / 1000), p99: percentile(times, 99) };
}

/** (c) group commit: appends/s and p99 at 1, 10 and 50 concurrent writers against one fsync per commit. */
export async function benchGroupCommit(dir: string, n = 2000) {
  const baseline = perCommit(path.join(dir, 'per-commit.db'), n);
  const store = new SqliteEventStore(path.join(dir, 'group.db'), { synchronous: 'full' });
  const parts = [`per-commit baseline ${fmt(baseline.perSecond, 0)}/s, p99 ${fmt(baseline.p99, 2)} ms`];
  for (const writers of [1, 10, 50]) {
    const r = await concurrent(store, writers, n);
    parts.push(`${writers} writer${writers > 1 ? 's' : ''} ${fmt(r.perSecond, 0)}/s, p99 ${fmt(r.p99, 2)} ms, x${fmt(r.perSecond / baseline.perSecond, 2)}`);
  }
  await store.close();
  line('(c) group commit on the writer thread, single-event appends, fsync per commit', [...parts, 'target >= 3x at 10 and 50 writers']);
}
