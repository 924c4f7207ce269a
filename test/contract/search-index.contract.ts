import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { SearchDocument, SearchIndex, SearchQuery, SearchSchema } from '../../domain/ports/search-index.ts';

export const schema: SearchSchema = {
  text: { name: 10, tagline: 5, description: 1 },
  keywords: ['status', 'categories', 'country'],
  numbers: ['votes', 'launched_at'],
};

const doc = (
  id: string,
  name: string,
  tagline: string,
  status: string,
  categories: string[],
  votes: number,
  launchedAt: number,
  country = 'DE',
): SearchDocument => ({
  id,
  text: { name, tagline, description: `${name} helps teams with ${tagline.toLowerCase()}` },
  keywords: { status, categories, country },
  numbers: { votes, launched_at: launchedAt },
  payload: { id, name, votes },
});

export const corpus: SearchDocument[] = [
  doc('1', 'Pipewright', 'CI pipelines you can run on your laptop', 'live', ['ci-cd', 'developer-tools'], 40, 1_000),
  doc('2', 'Tracehound', 'Find the slow span before your users do', 'live', ['observability'], 12, 5_000),
  doc('3', 'Inkwell Notes', 'Notes that link themselves', 'live', ['note-taking'], 25, 3_000, 'CA'),
  doc('4', 'Summly Notes', 'Meeting notes written for you', 'live', ['note-taking', 'ai-writing'], 60, 9_000),
  doc('5', 'Mailcraft', 'Newsletters that read like letters', 'upcoming', ['email-marketing'], 0, 0, 'US'),
  doc('6', 'Quotabase', 'Rate limits as a service for your public API', 'live', ['apis'], 33, 7_000, 'US'),
];

/** What every search adapter must do: text relevance with typos, filters, sorts, pages, guarded writes. */
export function searchIndexContract(name: string, open: () => Promise<SearchIndex>, skip: string | false = false) {
  describe(`search contract: ${name}`, { skip }, () => {
    const fresh = async () => {
      const index = await open();
      const c = index.collection(`contract_${randomUUID().replace(/-/g, '').slice(0, 12)}`, schema);
      await c.write(corpus.map((d, i) => ({ op: 'put', doc: d, position: i + 1 })));
      return { index, c };
    };
    const names = (r: { hits: { payload: Record<string, unknown> }[] }) => r.hits.map((h) => h.payload.name);

    it('finds by words in the name, tagline or description, best match first', async () => {
      const { index, c } = await fresh();
      assert.deepEqual(names(await c.query({ text: 'Tracehound', offset: 0, limit: 10 })), ['Tracehound']);
      const notes = await c.query({ text: 'notes', filters: { status: 'live' }, offset: 0, limit: 10 });
      assert.deepEqual(new Set(names(notes)), new Set(['Inkwell Notes', 'Summly Notes']));
      assert.equal(notes.total, 2);
      assert.deepEqual(names(await c.query({ text: 'pipelines laptop', offset: 0, limit: 10 })), ['Pipewright']);
      await c.drop();
      await index.close();
    });

    for (const [kind, typo, expected] of [
      ['two adjacent letters swapped', 'Tracehuond', 'Tracehound'],
      ['a letter missing', 'Pipewrght', 'Pipewright'],
      ['a letter wrong', 'Quotabace', 'Quotabase'],
      ['two letters missing', 'Pipwrght', 'Pipewright'],
      ['two letters wrong', 'Mailkrafd', 'Mailcraft'],
    ] as const) {
      it(`still finds a listing with ${kind}`, async () => {
        const { index, c } = await fresh();
        const r = await c.query({ text: typo, offset: 0, limit: 3 });
        assert.ok(names(r).includes(expected), `${typo} -> ${names(r).join(', ')}`);
        await c.drop();
        await index.close();
      });
    }

    it('filters on keywords (any of several values) and sorts by a number', async () => {
      const { index, c } = await fresh();
      const r = await c.query({
        filters: { status: 'live', categories: ['note-taking', 'apis'] },
        sort: { kind: 'field', field: 'votes', direction: 'desc' },
        offset: 0,
        limit: 10,
      });
      assert.deepEqual(names(r), ['Summly Notes', 'Quotabase', 'Inkwell Notes']);
      assert.equal(r.total, 3);
      const us = await c.query({ filters: { country: 'US' }, offset: 0, limit: 10 });
      assert.deepEqual(new Set(names(us)), new Set(['Mailcraft', 'Quotabase']));
      const page2 = await c.query({ filters: { status: 'live' }, sort: { kind: 'field', field: 'votes', direction: 'desc' }, offset: 2, limit: 2 });
      assert.deepEqual(names(page2), ['Quotabase', 'Inkwell Notes']);
      assert.equal(page2.total, 5);
      const counted = await c.query({ filters: { status: 'live' }, offset: 0, limit: 0 });
      assert.equal(counted.total, 5);
      assert.equal(counted.hits.length, 0);
      await c.drop();
      await index.close();
    });

    it('breaks ties of a sorted field by the tie-break field, negative numbers included', async () => {
      const { index, c } = await fresh();
      await c.write([
        { op: 'put', doc: doc('7', 'Oldstar', 'Old but loved', 'live', ['x'], -5, 100), position: 100 },
        { op: 'put', doc: doc('8', 'Newbie', 'Fresh today', 'live', ['x'], 30, 200), position: 101 },
        { op: 'put', doc: doc('9', 'Midway', 'Somewhere between', 'live', ['x'], 30, 300), position: 102 },
        { op: 'put', doc: doc('10', 'Sunken', 'Far below', 'live', ['x'], -1e12, 900), position: 103 },
      ]);
      const r = await c.query({
        filters: { categories: 'x' },
        sort: { kind: 'field', field: 'votes', direction: 'desc', tieBreak: { field: 'launched_at', direction: 'asc' } },
        offset: 0,
        limit: 4,
      });
      assert.deepEqual(names(r), ['Newbie', 'Midway', 'Oldstar', 'Sunken']);
      await c.drop();
      await index.close();
    });

    it('updates and removes documents, and ignores a replayed older write', async () => {
      const { index, c } = await fresh();
      await c.write([{ op: 'put', doc: { ...corpus[1], text: { ...corpus[1].text, name: 'Spanhound' }, payload: { name: 'Spanhound' } }, position: 50 }]);
      assert.deepEqual(names(await c.query({ text: 'Spanhound', offset: 0, limit: 5 })), ['Spanhound']);
      await c.write([{ op: 'put', doc: corpus[1], position: 2 }]);
      assert.deepEqual(names(await c.query({ text: 'Spanhound', offset: 0, limit: 5 })), ['Spanhound']);
      await c.write([{ op: 'delete', id: '2', position: 51 }]);
      assert.equal((await c.query({ text: 'Spanhound', offset: 0, limit: 5 })).total, 0);
      assert.equal((await c.query({ offset: 0, limit: 0 })).total, corpus.length - 1);
      await c.drop();
      await index.close();
    });

    it('answers every question about a bulk-loaded collection as about one written document by document', async () => {
      const index = await open();
      const written = index.collection(`contract_${randomUUID().replace(/-/g, '').slice(0, 12)}`, schema);
      const loaded = index.collection(`contract_${randomUUID().replace(/-/g, '').slice(0, 12)}`, schema);
      // Two batches, as a rebuild flushes them: the second renames one document, takes one out and repeats an older write.
      const first = corpus.map((d, i) => ({ op: 'put' as const, doc: d, position: i + 1 }));
      const second = [
        { op: 'put' as const, doc: { ...corpus[1], text: { ...corpus[1].text, name: 'Spanhound' }, payload: { name: 'Spanhound' } }, position: 50 },
        { op: 'delete' as const, id: '5', position: 51 },
        { op: 'put' as const, doc: corpus[2], position: 2 },
      ];
      for (const batch of [first, second]) await written.write(batch);
      const loader = loaded.bulkLoad();
      for (const batch of [first, second]) await loader.add(batch);
      await loader.finish();
      const questions: SearchQuery[] = [
        { text: 'notes', offset: 0, limit: 10 },
        { text: 'Spanhund', offset: 0, limit: 3 },
        { text: 'Tracehound', offset: 0, limit: 3 },
        { text: 'pipelines laptop', offset: 0, limit: 10 },
        { filters: { categories: ['note-taking', 'apis'] }, sort: { kind: 'field', field: 'votes', direction: 'desc' }, offset: 0, limit: 10 },
        { filters: { status: 'upcoming' }, offset: 0, limit: 10 },
        { ranges: { votes: { gte: 20 } }, offset: 0, limit: 10 },
        { offset: 0, limit: 10 },
      ];
      const ask = (c: typeof written) =>
        Promise.all(
          questions.map(async (q) => {
            const r = await c.query(q);
            return { names: names(r), total: r.total };
          }),
        );
      const expected = await ask(written);
      assert.deepEqual(expected[1].names, ['Spanhound']);
      assert.deepEqual(await ask(loaded), expected);
      // And it goes on taking writes as any other.
      for (const c of [written, loaded]) await c.write([{ op: 'put', doc: { ...corpus[0], text: { ...corpus[0].text, name: 'Pipesmith' } }, position: 60 }]);
      assert.deepEqual(await ask(loaded), await ask(written));
      for (const c of [written, loaded]) await c.drop();
      await index.close();
    });
  });
}
