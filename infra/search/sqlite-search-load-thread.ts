import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { SearchSchema, SearchWrite } from '../../domain/ports/search-index.ts';
import type { ToLoadThread } from './sqlite-search-load.ts';
import { finishSearchLoad, stageSearchWrites } from './sqlite-search-load.ts';

// A bulk load (sqlite-search-load.ts) on its own connection: stages each batch as it comes, finishes when told, answers
// once (the first failure, or the finish), and ends.
const port = parentPort;
if (!port) throw new Error('sqlite-search-load-thread runs as a worker thread of SqliteSearchIndex');
const { file, table, schema } = workerData as { file: string; table: string; schema: SearchSchema };
const db = new Database(file);
db.pragma('busy_timeout = 10000');
let failed = false;
const fail = (error: unknown) => {
  failed = true;
  port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  db.close();
  port.close();
};
port.on('message', (m: ToLoadThread) => {
  if (failed) return;
  try {
    if ('writes' in m) return stageSearchWrites(db, table, schema, JSON.parse(m.writes) as SearchWrite[]);
    finishSearchLoad(db, table, schema);
    db.close();
    port.postMessage({ ok: true });
    port.close();
  } catch (error) {
    fail(error);
  }
});
