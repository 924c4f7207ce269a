import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** `metadata`: the keys of each event's metadata to hand over, the others left unread; all of them when absent. */
export type ReplayStart = { file: string; after: number; size: number; ahead: number; metadata?: readonly string[] };
export type FromReplay = { batch: string } | { done: true } | { failed: string };

/**
 * A batch as it crosses threads: one JSON text of lists, a column of the log each (see `eventsOf`). SQLite builds each list itself
 * in one pass over the rows (`data` and `metadata` are JSON already: written in as they are), so no row becomes JavaScript values on
 * this thread, and the other thread parses one text with no key repeated per event. The whole envelope when no keys are asked for;
 * with keys (a fold's replay) only what a fold reads: positions, types, data and the values of those keys of the metadata, a list
 * per key (null: absent).
 */
export type ReplayColumns =
  | [ids: string[], streams: string[], revisions: number[], positions: number[], types: string[], data: unknown[], metadata: unknown[], recordedAt: string[]]
  | [positions: number[], types: string[], data: unknown[], metadata: (string | null)[][]];

type Batch = { columns: string; last: number | null };

// A rebuild's reader: steps through the log on its own connection and hands each batch over as one text. It stays at
// most `ahead` batches ahead of what was taken.
const port = parentPort;
if (!port) throw new Error('sqlite-replay-thread runs as a worker thread of SqliteEventStore');
const { file, after, size, ahead, metadata: keys } = workerData as ReplayStart;
// Only the keys asked for are read out of each event's metadata (they are EventMetadata's names, never a client's text).
for (const key of keys ?? []) if (!/^[A-Za-z]+$/.test(key)) throw new Error(`not a metadata key: ${key}`);
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 10000');
const foldColumns = (asked: readonly string[]) =>
  `'[[' || group_concat(position) || '],' || json_group_array(type) || ',[' || group_concat(coalesce(data, 'null')) || '],[' ||
   ${asked.length ? asked.map((k) => `json_group_array(json_extract(metadata, '$.${k}'))`).join(" || ',' || ") : "''"} || ']]'`;
const wholeColumns = `'[' || json_group_array(event_id) || ',' || json_group_array(stream) || ',[' || group_concat(revision) || '],[' ||
   group_concat(position) || '],' || json_group_array(type) || ',[' || group_concat(coalesce(data, 'null')) || '],[' ||
   group_concat(coalesce(metadata, 'null')) || '],' || json_group_array(recorded_at) || ']'`;
// Every list is filled in the same pass over the same rows, so the lists line up; `eventsOf` checks their order.
const read = db.prepare<[number, number], Batch>(
  `SELECT ${keys ? foldColumns(keys) : wholeColumns} AS columns, max(position) AS last
   FROM (SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?)`,
);

let position = after;
let credit = ahead;
let done = false;
function pump() {
  try {
    while (credit > 0 && !done) {
      const batch = read.get(position, size) as Batch;
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
