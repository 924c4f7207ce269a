import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import { tempDir } from '../../test/support/temp.ts';
import { SqliteDocumentStore } from './sqlite-document-store.ts';

// Another connection committing all the time, as the projection thread does beside the API's thread: it writes
// until told to stop, and says how many commits it made.
const OTHER_WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 10000');
db.exec('CREATE TABLE IF NOT EXISTS other (n INTEGER)');
const insert = db.prepare('INSERT INTO other (n) VALUES (?)');
let stop = false;
let n = 0;
parentPort.on('message', () => { stop = true; });
parentPort.postMessage('started');
(function loop() {
  for (let i = 0; i < 10 && !stop; i++) insert.run(n++);
  if (stop) { db.close(); parentPort.postMessage(n); } else setImmediate(loop);
})();
`;

describe('the embedded read-model store beside another writer', () => {
  it('given another connection committing all the time, when documents are written one by one, then every write lands and none fails as busy', async () => {
    const file = path.join(tempDir(), 'readmodels.db');
    const store = new SqliteDocumentStore(file);
    const c = store.collection<{ id: string; n: number }>('things');
    await c.write([{ op: 'put', doc: { id: 'first', n: 0 }, position: 1 }]);
    const other = new Worker(OTHER_WRITER, { eval: true, workerData: { file, driver: import.meta.resolve('better-sqlite3').replace('file://', '') } });
    await new Promise((resolve) => other.once('message', resolve));
    const WRITES = 500;
    for (let i = 1; i <= WRITES; i++) await c.write([{ op: 'put', doc: { id: `d${i % 50}`, n: i }, position: i + 1 }]);
    other.postMessage('stop');
    const commits = await new Promise<number>((resolve) => other.once('message', resolve));
    await other.terminate();
    assert.ok(commits > 0, 'the other connection wrote meanwhile');
    assert.equal((await c.get('d0'))?.n, WRITES);
    await store.close();
  });
});
