import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

export type ReplayStart = { file: string; after: number; size: number; ahead: number };
export type FromReplay = { batch: string } | { done: true } | { failed: string };

type Row = [position: number, id: string, stream: string, revision: number, type: string, data: string | null, metadata: string, recordedAt: string];

// A rebuild's reader: steps through the log on its own connection and hands each batch over as one JSON text, which the
// other thread parses in one call straight into recorded events (`data` and `metadata` are JSON already: written in as
// they are). It stays at most `ahead` batches ahead of what was taken.
const port = parentPort;
if (!port) throw new Error('sqlite-replay-thread runs as a worker thread of SqliteEventStore');
const { file, after, size, ahead } = workerData as ReplayStart;
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 10000');
const read = db
  .prepare<[number, number], Row>(
    'SELECT position, event_id, stream, revision, type, data, metadata, recorded_at FROM events WHERE position > ? ORDER BY position LIMIT ?',
  )
  .raw();
const q = JSON.stringify;
const text = (rows: Row[]) =>
  `[${rows.map((r) => `{"id":${q(r[1])},"stream":${q(r[2])},"revision":${r[3]},"position":${r[0]},"type":${q(r[4])},"data":${r[5] ?? 'null'},"metadata":${r[6]},"recordedAt":${q(r[7])}}`).join(',')}]`;

let position = after;
let credit = ahead;
let done = false;
function pump() {
  try {
    while (credit > 0 && !done) {
      const rows = read.all(position, size);
      if (rows.length === 0) {
        done = true;
        db.close();
        port?.postMessage({ done: true } satisfies FromReplay);
        return;
      }
      position = rows[rows.length - 1][0];
      credit -= 1;
      port?.postMessage({ batch: text(rows) } satisfies FromReplay);
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
