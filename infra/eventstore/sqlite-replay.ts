import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import type { EventMetadata, RecordedEvent, Replayed } from '../../domain/shared/event.ts';
import { eventsInLogOrder, inLogOrder } from './events-in-log-order.ts';
import { type ColumnsBatch, columnsRead, type ReplayColumns } from './sqlite-replay-columns.ts';
import type { FromReplay, ReplayStart } from './sqlite-replay-thread.ts';

const THREAD = new URL('./sqlite-replay-thread.ts', import.meta.url);
/** Batches read ahead of the caller: one being parsed and folded, one on its way. */
const AHEAD = 2;
/**
 * Batches read on the caller's connection while the thread starts: its start and first read take ~150 ms, in which this thread reads
 * and folds about 20,000 events (a rebuild's batches are 5,000: with two, the fold then waited ~50-90 ms for the thread's first).
 */
const HERE = 4;

/**
 * The log after `after` read on a thread of its own: SQLite's stepping and the building of each batch happen there
 * while this thread folds the batch before, which it gets as one JSON text to parse. The first batches are read on the
 * caller's connection `db` meanwhile, and the thread starts after them. Ends at the first empty read.
 */
export async function* replayOnThread(
  db: Database.Database,
  file: string,
  after: number,
  size: number,
  metadata?: readonly (keyof EventMetadata)[],
): AsyncGenerator<Replayed<RecordedEvent, keyof EventMetadata>[]> {
  const read = columnsRead(db, metadata);
  // The log only grows at its end: the events up to this position are the first batches, whatever is appended meanwhile.
  const split = db
    .prepare<[number, number], number | null>('SELECT position FROM events WHERE position > ? ORDER BY position LIMIT 1 OFFSET ?')
    .pluck()
    .get(after, HERE * size - 1);
  if (split === null || split === undefined) {
    yield* readHere(read, after, size, metadata);
    return;
  }
  const worker = new Worker(THREAD, { workerData: { file, after: split, size, ahead: AHEAD, metadata } satisfies ReplayStart });
  const inbox: (FromReplay | Error)[] = [];
  let wake: (() => void) | null = null;
  const deliver = (m: FromReplay | Error) => {
    inbox.push(m);
    wake?.();
  };
  worker.on('message', deliver);
  worker.on('error', deliver);
  worker.on('exit', (code) => deliver(new Error(`the replay thread ended (${code}) before the end of the log`)));
  try {
    yield* readHere(read, after, size, metadata, split);
    for (;;) {
      while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const m = inbox.shift() as FromReplay | Error;
      if (m instanceof Error) throw m;
      if ('failed' in m) throw new Error(`reading the log failed: ${m.failed}`);
      if ('done' in m) return;
      worker.postMessage('taken');
      yield eventsOf(JSON.parse(m.batch) as ReplayColumns, metadata);
    }
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}

/** Batches read on this thread's connection, after `after` and through `through` (or to the end of the log). */
function* readHere(
  read: Database.Statement<[number, number], ColumnsBatch>,
  after: number,
  size: number,
  metadata: readonly string[] | undefined,
  through = Number.POSITIVE_INFINITY,
): Generator<RecordedEvent[]> {
  for (let position = after; position < through; ) {
    const batch = read.get(position, size) as ColumnsBatch;
    if (batch.last === null) return;
    position = batch.last;
    yield eventsOf(JSON.parse(batch.columns) as ReplayColumns, metadata);
  }
}

/**
 * The events of a batch's columns, in the log's order: recorded events whole, or, for a fold's replay (`keys`), each event's position,
 * type and data with its metadata holding those keys only (the batch lists their values per key). Such an event is a `Replayed` one:
 * typed as recorded here, the caller's type says what it has.
 */
export function eventsOf(columns: ReplayColumns, keys?: readonly string[]): RecordedEvent[] {
  if (!keys) {
    const [ids, streams, revisions, positions, types, data, metadata, recordedAt] = columns as Extract<ReplayColumns, { length: 8 }>;
    return eventsInLogOrder(
      { ids, streams, revisions, positions, types, data },
      (i) => metadata[i] as RecordedEvent['metadata'],
      (i) => recordedAt[i],
    );
  }
  const [positions, types, data, values] = columns as Extract<ReplayColumns, { length: 4 }>;
  const events: { position: number; type: string; data: unknown; metadata: Record<string, string> }[] = new Array(positions.length);
  for (let i = 0; i < positions.length; i++) {
    const metadata: Record<string, string> = {};
    for (let k = 0; k < keys.length; k++) {
      const v = values[k][i];
      if (v !== null) metadata[keys[k]] = v;
    }
    events[i] = { position: positions[i], type: types[i], data: data[i], metadata };
  }
  return inLogOrder(events) as unknown as RecordedEvent[];
}
