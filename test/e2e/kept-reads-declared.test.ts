import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startInProcess } from '../support/in-process-service.ts';

// A kept answer is dropped when a projection it names moves: one that reads another projection's read models would be served
// stale after a change there. Under VALIDATE_RESPONSES (as every test runs) such a read fails the request; this file asks
// every kept public read of the API, and a few public pages, once each on the demo directory.
type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
const get = async (path: string) => {
  const r = await fetch(`${svc.url}${path}`);
  return { status: r.status, body: (await r.json().catch(() => null)) as Record<string, unknown> | null };
};
const first = async (path: string, field: string) => {
  const r = await get(path);
  const items = (r.body?.items ?? r.body?.[Object.keys(r.body ?? {}).find((k) => Array.isArray(r.body?.[k])) ?? '']) as Record<string, string>[];
  assert.ok(Array.isArray(items) && items.length > 0, `${path} lists something`);
  return items[0][field];
};

before(async () => {
  svc = await startInProcess({ VALIDATE_RESPONSES: 'true' });
});
after(() => svc.close());

describe('every kept public read names the projections it reads', () => {
  it('answers each of them, made afresh, under its declaration', async () => {
    const a = await first('/api/v1/listings?per_page=2', 'slug');
    const b = ((await get('/api/v1/listings?per_page=2')).body?.items as { slug: string }[] | undefined)?.[1]?.slug;
    const founder = await first('/api/v1/founders', 'slug');
    const post = await first('/api/v1/blog', 'slug');
    const category = await first('/api/v1/categories', 'slug');
    const paths = [
      `/api/v1/compare?a=${a}&b=${b}`,
      `/api/v1/listings/${a}/alternatives`,
      `/api/v1/listings/${a}/badges`,
      `/api/v1/blog/${post}`,
      `/api/v1/categories/${category}`,
      `/api/v1/founders/${founder}`,
      '/api/v1/launches/weeks/this',
      '/api/v1/leaderboards/community-weekly',
      '/api/v1/leaderboards/billboard',
      `/api/v1/listings/${a}`,
      '/api/v1/site',
      '/api/v1/awards',
      '/api/v1/blog',
      '/api/v1/categories',
      `/api/v1/listings/${a}/comments`,
      '/api/v1/founders',
      '/api/v1/interview-questions',
      '/api/v1/launches',
      '/api/v1/products',
      '/api/v1/listings?q=pipewrite',
    ];
    const answers = await Promise.all(paths.map(async (p) => [p, (await fetch(`${svc.url}${p}`)).status] as const));
    assert.deepEqual(
      answers.filter(([, status]) => status !== 200),
      [],
    );
  });
});
