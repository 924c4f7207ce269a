import { Worker } from 'node:worker_threads';
import type { EventMetadata, RecordedEvent, Replayed } from '../../domain/shared/event.ts';
import { eventsInLogOrder } from './events-in-log-order.ts';
import type { FromReplay, ReplayColumns, ReplayStart } from './sqlite-replay-thread.ts';

const THREAD = new URL('./sqlite-replay-thread.ts', import.meta.url);
/** Batches read ahead of the caller: one being parsed and folded, one on its way. */
const AHEAD = 2;

/**
 * The log after `after` read on a thread of its own: SQLite's stepping and the building of each batch happen there
 * while this thread folds the batch before, which it gets as one JSON text to parse. Ends at the first empty read.
 */
export async function* replayOnThread(
  file: string,
  after: number,
  size: number,
  metadata?: readonly (keyof EventMetadata)[],
): AsyncGenerator<Replayed<RecordedEvent, keyof EventMetadata>[]> {
  const worker = new Worker(THREAD, { workerData: { file, after, size, ahead: AHEAD, metadata } satisfies ReplayStart });
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

/**
 * The recorded events of a batch's columns, in the log's order; with `keys`, each event's metadata holds those keys only
 * (the batch then lists their values per key). Such an event is a `Replayed` one: typed as recorded here, the caller's
 * type says which keys it has.
 */
export function eventsOf([ids, streams, revisions, positions, types, data, metadata, recordedAt]: ReplayColumns, keys?: readonly string[]): RecordedEvent[] {
  const partial = keys ? metadataOf(keys, metadata as (string | null)[][]) : null;
  return eventsInLogOrder(
    { ids, streams, revisions, positions, types, data },
    (i) => (partial ? partial(i) : metadata[i]) as RecordedEvent['metadata'],
    (i) => recordedAt[i],
  );
}

/** The metadata of the batch's i-th event from its values per key: a key whose value is null was not in it. */
function metadataOf(keys: readonly string[], values: (string | null)[][]) {
  return (i: number) => {
    const m: Record<string, string> = {};
    for (let k = 0; k < keys.length; k++) {
      const v = values[k][i];
      if (v !== null) m[keys[k]] = v;
    }
    return m;
  };
}
