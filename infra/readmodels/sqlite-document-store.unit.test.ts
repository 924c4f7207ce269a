import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { tempDir } from '../../test/support/temp.ts';
import { until } from '../../test/support/until.ts';
import { SqliteDocumentStore } from './sqlite-document-store.ts';

type Listing = { id: string; slug: string; votes: number; live: boolean };
const listings: Listing[] = [
  { id: '1', slug: 'alpha', votes: 3, live: true },
  { id: '2', slug: 'bravo', votes: 9, live: false },
  { id: '3', slug: 'charlie', votes: 5, live: true },
];
const indexesOf = (file: string, table: string) =>
  new Database(file, { readonly: true })
    .prepare<[string], { name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name",
    )
    .all(table)
    .map((i) => i.sql);

describe('the embedded read-model store keeps queried fields in columns of their own', () => {
  it('given a file written by the version that indexed the JSON itself, when it is opened and its indexes ensured, then the answers are the same and the indexes read columns', async () => {
    const file = path.join(tempDir(), 'readmodels.db');
    // The layout of every earlier version: the document as JSON text, and expression indexes over it.
    const old = new Database(file);
    old.exec('CREATE TABLE rm_listings_g1 (id TEXT PRIMARY KEY, pos INTEGER NOT NULL, doc TEXT)');
    for (const field of ['slug', 'votes', 'live']) old.exec(`CREATE INDEX rm_listings_g1_${field} ON rm_listings_g1 (json_extract(doc, '$.${field}'))`);
    const insert = old.prepare('INSERT INTO rm_listings_g1 (id, pos, doc) VALUES (?, ?, ?)');
    for (const [i, l] of listings.entries()) insert.run(l.id, i + 1, JSON.stringify(l));
    old.close();

    const store = new SqliteDocumentStore(file);
    const c = store.collection<Listing>('listings_g1');
    const ask = async () => [
      (await c.find({ where: { live: true }, sort: [['votes', 'desc']] })).items.map((l) => l.id),
      (await c.find({ where: { slug: 'bravo' } })).items.map((l) => l.id),
      await c.count({ votes: { gte: 5 } }),
    ];
    const before = await ask();
    assert.deepEqual(before, [['3', '1'], ['2'], 2]);
    await c.ensureIndexes(['slug', 'votes', 'live']);
    assert.deepEqual(await ask(), before);
    assert.deepEqual(await c.get('1'), listings[0]);
    await store.close();
    assert.deepEqual(indexesOf(file, 'rm_listings_g1'), [
      'CREATE INDEX rm_listings_g1_live_c ON rm_listings_g1 ("$.live")',
      'CREATE INDEX rm_listings_g1_slug_c ON rm_listings_g1 ("$.slug")',
      'CREATE INDEX rm_listings_g1_votes_c ON rm_listings_g1 ("$.votes")',
    ]);
  });

  it('given a process that opened a collection before another gave its fields columns, when the first writes, then it fills the columns too', async () => {
    const file = path.join(tempDir(), 'readmodels.db');
    const first = new SqliteDocumentStore(file);
    const second = new SqliteDocumentStore(file);
    await first.collection<Listing>('listings_g1').write([{ op: 'put', doc: listings[0], position: 1 }]);
    await second.collection<Listing>('listings_g1').ensureIndexes(['votes', 'live']);
    await first.collection<Listing>('listings_g1').write([{ op: 'put', doc: { ...listings[0], votes: 30, live: false }, position: 2 }]);
    const seen = second.collection<Listing>('listings_g1');
    assert.deepEqual((await seen.find({ where: { live: false, votes: 30 } })).items, [{ ...listings[0], votes: 30, live: false }]);
    await Promise.all([first.close(), second.close()]);
  });
});

describe('the embedded read-model store sizes its page cache', () => {
  it('given no size, when opened, then a connection may cache 32 MB of pages', async () => {
    const store = new SqliteDocumentStore(path.join(tempDir(), 'readmodels.db'));
    assert.equal(store.db.pragma('cache_size', { simple: true }), -32_000);
    await store.close();
  });

  it('given 2 MB (what the workers take), when opened, then a connection caches at most 2 MB of pages', async () => {
    const store = new SqliteDocumentStore(path.join(tempDir(), 'readmodels.db'), { cacheMb: 2 });
    assert.equal(store.db.pragma('cache_size', { simple: true }), -2_000);
    await store.close();
  });
});

describe('the embedded read-model store with checkpoints in the background', () => {
  it('given a store that checkpoints in the background, when 5,000 documents are written, then the writing connection leaves them in the log and the thread moves them into the file', async () => {
    const file = path.join(tempDir(), 'readmodels.db');
    const store = new SqliteDocumentStore(file, { checkpoints: 'background' });
    const docs = store.collection<{ id: string; text: string }>('things');
    const before = statSync(file).size;
    await docs.write(Array.from({ length: 5000 }, (_, n) => ({ op: 'put' as const, doc: { id: `t${n}`, text: 'x'.repeat(1000) }, position: n + 1 })));
    // Far past the thousand pages at which the writing connection would have checkpointed itself: it is left to the thread.
    assert.equal(store.db.pragma('wal_autocheckpoint', { simple: true }), 0);
    assert.ok(statSync(`${file}-wal`).size > 4_000_000);
    await until('the log moved into the file', async () => statSync(file).size > before + 4_000_000);
    assert.equal((await docs.get('t4999'))?.text.length, 1000);
    await store.close();
  });
});

describe('the embedded read-model store keeps a write whole or not at all', () => {
  it('given a store that checkpoints in the background, when a write of 3,000 documents fails at its last, then it is refused and none of it is kept', async () => {
    const store = new SqliteDocumentStore(path.join(tempDir(), 'readmodels.db'), { checkpoints: 'background' });
    const docs = store.collection<{ id: string; text: string }>('things');
    const writes = Array.from({ length: 3000 }, (_, n) => ({ op: 'put' as const, doc: { id: `t${n}`, text: 'x' }, position: n + 1 }));
    // A position SQLite refuses (the column is NOT NULL): no caller writes one, but a failure must leave nothing half-written.
    writes[2999] = { ...writes[2999], position: null as unknown as number };
    await assert.rejects(docs.write(writes), /NOT NULL/);
    assert.equal(await docs.count(), 0);
    assert.equal(await docs.write(writes.slice(0, 2500)), 2500);
    await store.close();
  });
});
