import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from '../../infra/search/sqlite-search-index.ts';
import { tempDir } from '../../test/support/temp.ts';
import { BatchWriter } from './batch-writer.ts';

/** A batch writer over fresh embedded stores, and a way to read back what the store holds. */
function stores() {
  const dir = tempDir();
  const docs = new SqliteDocumentStore(path.join(dir, 'docs.db'));
  const search = new SqliteSearchIndex(path.join(dir, 'search.db'));
  const writer = () => new BatchWriter(docs, search, (logical) => logical, []);
  const stored = async (id: string) => (await docs.collection('things').getVersioned([id])).get(id) ?? null;
  return { docs, search, writer, stored };
}

describe('the batch writer', () => {
  it("given a blank writer (a rebuild's fresh generation), when a fold reads a document it has not written, then it gets none without asking the store", async () => {
    const { docs, search, writer } = stores();
    const earlier = writer();
    earlier.position = 1;
    earlier.put('things', { id: 'a', n: 1 });
    await earlier.flush();
    const blank = new BatchWriter(docs, search, (logical) => logical, [], { blank: true });
    assert.equal(blank.folding.get('things', 'a'), null);
    assert.equal(await blank.get('things', 'a'), null);
    assert.throws(() => writer().folding.get('things', 'a'), /without naming it in touches/);
  });

  it('given a document stored at position 10, when a replayed event at position 8 writes it, then the stored one stays', async () => {
    const { writer, stored } = stores();
    const first = writer();
    first.position = 10;
    first.put('things', { id: 'a', n: 10 });
    await first.flush();
    const replay = writer();
    await replay.preload([['things', 'a']]);
    replay.position = 8;
    replay.put('things', { id: 'a', n: 8 });
    await replay.flush();
    assert.deepEqual(await stored('a'), { doc: { id: 'a', n: 10 }, position: 10 });
  });

  it('given nothing stored, when one batch writes a document three times, then the last one is stored at its position', async () => {
    const { writer, stored } = stores();
    const batch = writer();
    for (const n of [1, 2, 3]) {
      batch.position = n;
      batch.put('things', { id: 'a', n });
    }
    await batch.flush();
    assert.deepEqual(await stored('a'), { doc: { id: 'a', n: 3 }, position: 3 });
  });

  it('given a document written earlier in the batch, when the batch deletes it, then it is gone', async () => {
    const { writer, docs } = stores();
    const batch = writer();
    batch.position = 1;
    batch.put('things', { id: 'a', n: 1 });
    batch.position = 2;
    batch.delete('things', 'a');
    await batch.flush();
    assert.equal(await docs.collection('things').get('a'), null);
  });

  it('given a document stored at position 10, when a replayed event at position 8 updates it, then the stored one stays', async () => {
    const { writer, stored } = stores();
    const first = writer();
    first.position = 10;
    first.put('things', { id: 'a', n: 10 });
    await first.flush();
    const replay = writer();
    await replay.preload([['things', 'a']]);
    replay.position = 8;
    replay.folding.update('things', 'a', { n: 8 });
    await replay.flush();
    assert.deepEqual(await stored('a'), { doc: { id: 'a', n: 10 }, position: 10 });
  });

  it('given a document the fold put, when later events of the batch update it, then the stored one has every change and the object put is unchanged', async () => {
    const { writer, stored } = stores();
    const batch = writer();
    const put = { id: 'a', n: 1, m: 1 };
    batch.position = 1;
    batch.folding.put('things', put);
    batch.position = 2;
    batch.folding.update('things', 'a', { n: 2 });
    batch.position = 3;
    batch.folding.update('things', 'a', { m: 3, added: true });
    assert.deepEqual(batch.folding.get('things', 'a'), { id: 'a', n: 2, m: 3, added: true });
    await batch.flush();
    assert.deepEqual(put, { id: 'a', n: 1, m: 1 });
    assert.deepEqual(await stored('a'), { doc: { id: 'a', n: 2, m: 3, added: true }, position: 3 });
  });

  it('given a batch that read no such document, when a fold updates it, then it fails', async () => {
    const { writer } = stores();
    const batch = writer();
    await batch.preload([['things', 'a']]);
    batch.position = 1;
    assert.throws(() => batch.folding.update('things', 'a', { n: 1 }), /does not exist/);
  });

  it('given a batch that read a document, when a fold reads one it did not name, then it fails', async () => {
    const { writer } = stores();
    const batch = writer();
    await batch.preload([['things', 'a']]);
    assert.equal(batch.folding.get('things', 'a'), null);
    assert.throws(() => batch.folding.get('things', 'b'), /without naming it in touches/);
  });
});
