import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

export type CheckpointStart = { file: string; everyMs: number };

// Moves a read-model file's write-ahead log into the file on a connection of its own, so a commit never waits for a
// checkpoint (and its fsync): the writing connection has automatic checkpoints turned off. A passive checkpoint never
// blocks a writer or a reader; with nothing new in the log it is a few microseconds.
const port = parentPort;
if (!port) throw new Error('sqlite-checkpoint-thread runs as a worker thread of SqliteDocumentStore');
const { file, everyMs } = workerData as CheckpointStart;
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 10000');
const checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)');
const timer = setInterval(checkpoint, everyMs);
port.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  port.close();
});
