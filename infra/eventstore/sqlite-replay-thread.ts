import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { type ColumnsBatch, columnsRead } from './sqlite-replay-columns.ts';

/** `metadata`: the keys of each event's metadata to hand over, the others left unread; all of them when absent. */
export type ReplayStart = { file: string; after: number; size: number; ahead: number; metadata?: readonly string[] };
export type FromReplay = { batch: string } | { done: true } | { failed: string };

// A rebuild's reader: steps through the log on its own connection and hands each batch over as one text (see
// sqlite-replay-columns.ts). It stays at most `ahead` batches ahead of what was taken.
const port = parentPort;
if (!port) throw new Error('sqlite-replay-thread runs as a worker thread of SqliteEventStore');
const { file, after, size, ahead, metadata: keys } = workerData as ReplayStart;
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 10000');
const read = columnsRead(db, keys);

let position = after;
let credit = ahead;
let done = false;
function pump() {
  try {
    while (credit > 0 && !done) {
      const batch = read.get(position, size) as ColumnsBatch;
      if (batch.last === null) {
        done = true;
        db.close();
        port?.postMessage({ done: true } satisfies FromReplay);
        return;
      }
      position = batch.last;
      credit -= 1;
      port?.postMessage({ batch: batch.columns } satisfies FromReplay);
    }
  } catch (error) {
    done = true;
    port?.postMessage({ failed: error instanceof Error ? error.message : String(error) } satisfies FromReplay);
  }
}
// Each batch taken is room for one more.
port.on('message', () => {
  credit += 1;
  pump();
});
pump();
