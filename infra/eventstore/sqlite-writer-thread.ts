import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { type AppendOutcome, type AppendRequest, openEventsDatabase, SqliteAppender } from './sqlite-appender.ts';

export type ToWriter = { appends: { id: number; request: AppendRequest }[] } | { close: true };
export type FromWriter = { answers: { id: number; outcome: AppendOutcome }[] } | { groupFailed: { ids: number[]; message: string } } | { closed: true };

// The embedded event store's writer: commits and fsyncs here, so the loop that answers requests never waits on the disk.
const port = parentPort;
if (!port) throw new Error('sqlite-writer-thread runs as a worker thread of SqliteEventStore');
const { file, synchronous } = workerData as { file: string; synchronous: 'full' | 'normal' };
const db = new Database(file);
openEventsDatabase(db, synchronous);
const appender = new SqliteAppender(db);

let waiting: { id: number; request: AppendRequest }[] = [];
let scheduled = false;

// Every append that arrived while the last group was being written joins the next group.
function commitWaiting() {
  scheduled = false;
  const group = waiting;
  waiting = [];
  if (group.length === 0) return;
  try {
    const outcomes = appender.commitGroup(group.map((g) => g.request));
    port?.postMessage({ answers: group.map((g, i) => ({ id: g.id, outcome: outcomes[i] })) } satisfies FromWriter);
  } catch (err) {
    port?.postMessage({ groupFailed: { ids: group.map((g) => g.id), message: (err as Error).message } } satisfies FromWriter);
  }
}

port.on('message', (m: ToWriter) => {
  if ('close' in m) {
    commitWaiting();
    db.close();
    port.postMessage({ closed: true } satisfies FromWriter);
    port.close();
    return;
  }
  waiting.push(...m.appends);
  if (!scheduled) {
    scheduled = true;
    setImmediate(commitWaiting);
  }
});
