import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Doc, DocumentStore } from '../../domain/ports/document-store.ts';

type Item = Doc & { name: string; votes: number; tags: string[]; status: string; meta?: { week: string } };

/** What every read-model store must do; `open` gives a store (collections are named uniquely per test). */
export function documentStoreContract(name: string, open: () => Promise<DocumentStore>, skip: string | false = false) {
  describe(`read-model store contract: ${name}`, { skip }, () => {
    const collectionName = () => `contract_${randomUUID().replace(/-/g, '')}`;
    const items: Item[] = [
      { id: 'a', name: 'Alpha', votes: 5, tags: ['x', 'y'], status: 'live', meta: { week: '2026-11-16' } },
      { id: 'b', name: 'Bravo', votes: 9, tags: ['y'], status: 'live', meta: { week: '2026-11-23' } },
      { id: 'c', name: 'Charlie', votes: 1, tags: [], status: 'draft', meta: { week: '2026-11-23' } },
      { id: 'd', name: 'Delta', votes: 7, tags: ['x'], status: 'live' },
    ];

    it('puts and gets documents by id, several at once in the order asked', async () => {
      const store = await open();
      const c = store.collection<Item>(collectionName());
      assert.equal(await c.write(items.map((doc, i) => ({ op: 'put', doc, position: i + 1 }))), 4);
      assert.deepEqual(await c.get('b'), items[1]);
      assert.equal(await c.get('zz'), null);
      assert.deepEqual(
        (await c.getMany(['d', 'zz', 'a'])).map((d) => d.id),
        ['d', 'a'],
      );
      await c.drop();
      await store.close();
    });

    it('ignores a write at or below the position already stored: a replayed event changes nothing', async () => {
      const store = await open();
      const c = store.collection<Item>(collectionName());
      await c.write([{ op: 'put', doc: { ...items[0], votes: 10 }, position: 10 }]);
      assert.equal(await c.write([{ op: 'put', doc: { ...items[0], votes: 99 }, position: 10 }]), 0);
      assert.equal(await c.write([{ op: 'put', doc: { ...items[0], votes: 1 }, position: 3 }]), 0);
      assert.equal((await c.get('a'))?.votes, 10);
      assert.equal(await c.write([{ op: 'put', doc: { ...items[0], votes: 11 }, position: 11 }]), 1);
      assert.equal((await c.get('a'))?.votes, 11);
      const versioned = await c.getVersioned(['a', 'nope']);
      assert.equal(versioned.get('a')?.position, 11);
      assert.equal(versioned.has('nope'), false);
      await c.drop();
      await store.close();
    });

    it('deletes with a position guard, and a deleted document is not resurrected by an older write', async () => {
      const store = await open();
      const c = store.collection<Item>(collectionName());
      await c.write([{ op: 'put', doc: items[0], position: 1 }]);
      await c.write([{ op: 'delete', id: 'a', position: 5 }]);
      assert.equal(await c.get('a'), null);
      await c.write([{ op: 'put', doc: items[0], position: 4 }]);
      assert.equal(await c.get('a'), null);
      assert.equal(await c.count(), 0);
      assert.equal((await c.getVersioned(['a'])).get('a')?.doc, null);
      await c.drop();
      await store.close();
    });

    it('applies a large write (a rebuild’s documents) as a whole, in order, with the position guard and the declared fields', async () => {
      const store = await open();
      const c = store.collection<Item>(collectionName());
      await c.declareFields(['votes', 'status']);
      const many = (n: number, votes: number, position: number) =>
        Array.from({ length: n }, (_, i) => ({
          op: 'put' as const,
          doc: { id: `i${i}`, name: `Item ${i}`, votes: votes + i, tags: ['x'], status: 'live' },
          position,
        }));
      assert.equal(await c.write(many(2500, 0, 10)), 2500);
      // A replay of older positions changes nothing; a later one changes all but the deleted, which the older put does not bring back.
      const later = [...many(2500, 1000, 20).slice(0, 2499), { op: 'delete' as const, id: 'i2499', position: 20 }, ...many(1, 0, 5)];
      assert.equal(await c.write(later), 2500);
      assert.equal(await c.write(many(2500, 50, 15)), 0);
      assert.equal(await c.count({ status: 'live' }), 2499);
      assert.equal((await c.get('i7'))?.votes, 1007);
      assert.equal(await c.get('i2499'), null);
      assert.equal(await c.count({ votes: { gte: 3000 } }), 499);
      await c.drop();
      await store.close();
    });

    it('finds with filters, array membership, ranges, sorting and pagination, with a total', async () => {
      const store = await open();
      const c = store.collection<Item>(collectionName());
      await c.ensureIndexes(['status', 'votes', 'meta.week']);
      await c.write(items.map((doc, i) => ({ op: 'put', doc, position: i + 1 })));
      const live = await c.find({ where: { status: 'live' }, sort: [['votes', 'desc']] });
      assert.deepEqual(
        live.items.map((i) => i.id),
        ['b', 'd', 'a'],
      );
      assert.equal(live.total, 3);
      const page = await c.find({ where: { status: 'live' }, sort: [['votes', 'desc']], skip: 1, limit: 1 });
      assert.deepEqual(
        page.items.map((i) => i.id),
        ['d'],
      );
      assert.equal(page.total, 3);
      assert.deepEqual(
        (await c.find({ where: { tags: { contains: 'x' } }, sort: [['name', 'asc']] })).items.map((i) => i.id),
        ['a', 'd'],
      );
      assert.deepEqual(
        (await c.find({ where: { tags: { containsAny: ['y', 'q'] } }, sort: [['name', 'asc']] })).items.map((i) => i.id),
        ['a', 'b'],
      );
      assert.deepEqual(
        (await c.find({ where: { votes: { gte: 5, lt: 9 } }, sort: [['votes', 'asc']] })).items.map((i) => i.id),
        ['a', 'd'],
      );
      assert.deepEqual(
        (await c.find({ where: { id: { in: ['c', 'a'] } }, sort: [['name', 'asc']] })).items.map((i) => i.id),
        ['a', 'c'],
      );
      assert.deepEqual(
        (await c.find({ where: { 'meta.week': '2026-11-23' }, sort: [['name', 'asc']] })).items.map((i) => i.id),
        ['b', 'c'],
      );
      assert.deepEqual(
        (await c.find({ where: { status: { ne: 'live' } } })).items.map((i) => i.id),
        ['c'],
      );
      assert.equal(await c.count({ status: 'live' }), 3);
      await c.drop();
      assert.equal(await c.count(), 0);
      await store.close();
    });

    type Flagged = Doc & { n: number | null; flag: boolean; week?: string; tags: string[]; meta: { rank: number } | null };
    const flagged: Flagged[] = [
      { id: 'p', n: 3, flag: true, week: '2026-11-16', tags: ['x'], meta: { rank: 2 } },
      { id: 'q', n: null, flag: false, tags: [], meta: { rank: 1 } },
      { id: 'r', n: 1.5, flag: true, week: '2026-11-23', tags: ['x', 'y'], meta: null },
    ];
    /** The same questions, asked of a collection: each answer as ids. */
    const answers = async (c: ReturnType<DocumentStore['collection']>) => [
      (await c.find({ where: { flag: true }, sort: [['n', 'desc']] })).items.map((d) => d.id),
      (await c.find({ where: { n: null } })).items.map((d) => d.id),
      (await c.find({ where: { n: { gte: 1, lt: 3 } } })).items.map((d) => d.id),
      (await c.find({ where: { week: { in: ['2026-11-23', '2026-11-30'] } } })).items.map((d) => d.id),
      (await c.find({ where: { 'meta.rank': { gt: 1 } } })).items.map((d) => d.id),
      (await c.find({ where: { tags: { contains: 'x' } }, sort: [['week', 'desc']] })).items.map((d) => d.id),
      (await c.find({ where: { flag: { ne: true } } })).items.map((d) => d.id),
      (
        await c.find({
          sort: [
            ['meta.rank', 'asc'],
            ['n', 'asc'],
          ],
        })
      ).items.map((d) => d.id),
      [await c.count({ flag: false })],
    ];
    const declaredFields = ['n', 'flag', 'week', 'tags', 'meta.rank'];

    it('answers the same about declared fields as about undeclared ones, declared before the writes or after them', async () => {
      const store = await open();
      const plain = store.collection<Flagged>(collectionName());
      const before = store.collection<Flagged>(collectionName());
      const after = store.collection<Flagged>(collectionName());
      await before.declareFields(declaredFields);
      for (const c of [plain, before, after]) await c.write(flagged.map((doc, i) => ({ op: 'put', doc, position: i + 1 })));
      await after.ensureIndexes(declaredFields);
      // Changes after the declaration: an update that clears a field, and a delete.
      for (const c of [plain, before, after])
        await c.write([
          { op: 'put', doc: { ...flagged[0], flag: false, week: undefined }, position: 10 },
          { op: 'delete', id: 'r', position: 11 },
        ]);
      const expected = await answers(plain);
      assert.deepEqual(expected, [[], ['q'], [], [], ['p'], ['p'], ['p', 'q'], ['q', 'p'], [2]]);
      assert.deepEqual(await answers(before), expected);
      assert.deepEqual(await answers(after), expected);
      assert.deepEqual(await after.get('p'), { id: 'p', n: 3, flag: false, tags: ['x'], meta: { rank: 2 } });
      for (const c of [plain, before, after]) await c.drop();
      await store.close();
    });
  });
}
