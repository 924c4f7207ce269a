import { Worker } from 'node:worker_threads';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import type { FromReplay, ReplayStart } from './sqlite-replay-thread.ts';

const THREAD = new URL('./sqlite-replay-thread.ts', import.meta.url);
/** Batches read ahead of the caller: one being parsed and folded, one on its way. */
const AHEAD = 2;

/**
 * The log after `after` read on a thread of its own: SQLite's stepping and the building of each batch happen there
 * while this thread folds the batch before, which it gets as one JSON text to parse. Ends at the first empty read.
 */
export async function* replayOnThread(file: string, after: number, size: number): AsyncGenerator<RecordedEvent[]> {
  const worker = new Worker(THREAD, { workerData: { file, after, size, ahead: AHEAD } satisfies ReplayStart });
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
      yield JSON.parse(m.batch) as RecordedEvent[];
    }
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}
