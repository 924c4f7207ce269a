import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { SearchSchema } from '../../domain/ports/search-index.ts';
import { finishSearchLoad } from './sqlite-search-load.ts';

// The finish of a bulk load (sqlite-search-load.ts) on its own connection: started early, it waits to be told, answers
// once, and ends.
const port = parentPort;
if (!port) throw new Error('sqlite-search-load-thread runs as a worker thread of SqliteSearchIndex');
const { file, table, schema } = workerData as { file: string; table: string; schema: SearchSchema };
port.once('message', () => {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 10000');
    finishSearchLoad(db, table, schema);
    port.postMessage({ ok: true });
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  } finally {
    db.close();
    port.close();
  }
});
