import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { publicSnapshot as snapshot } from '../support/public-snapshot.ts';
import { runCli, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { until } from '../support/until.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
describe('projections', () => {
  it('rebuild replays into a fresh copy that answers byte for byte as before, while the server keeps serving', async () => {
    const dataDir = tempDir();
    const service = await startService({ DATA_DIR: dataDir });
    try {
      const before = await snapshot(service.url);
      const names = ['listings', 'listing-search', 'leaderboards', 'catalog', 'founders', 'awards', 'comments'];
      // One process rebuilds them all, one after the other.
      const r = await runCli(['projections', 'rebuild', ...names], { DATA_DIR: dataDir });
      assert.equal(r.code, 0, r.stderr);
      for (const name of names) {
        assert.match(r.stdout, new RegExp(`${name}: replayed \\d+ events into generation 2`));
        assert.match(r.stdout, new RegExp(`${name}: dropped generation 1`));
        assert.match(r.stderr, new RegExp(`${name}: position [\\d,]+ of [\\d,]+ \\(100 %\\), [\\d,]+ events/s`), 'progress is shown');
      }
      // The server goes on applying what is written meanwhile (its own events included): every copy is the rebuilt one, and catches up.
      const caughtUp = (stdout: string) =>
        names.every((name) => new RegExp(`${name}\\tread model\\tversion \\d+\\tgeneration 2\\tcheckpoint \\d+\\tlag 0`).test(stdout));
      await until('the rebuilt projections are listed, caught up', async () => caughtUp((await runCli(['projections', 'list'], { DATA_DIR: dataDir })).stdout));
      const after = await snapshot(service.url);
      assert.deepEqual(after, before);
    } finally {
      await service.stop();
    }
  });

  it('run as separate projector processes, and a command answers only once its write can be read', async () => {
    const dataDir = tempDir();
    const api = await startService({ DATA_DIR: dataDir, PROJECTIONS: 'none', SEED_DEMO: 'false', ADMIN_TOKEN });
    const catalog = await startService({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, ['projector', 'catalog'], '');
    const listings = await startService({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, ['projector', 'listings', 'founders'], '');
    try {
      // A command waits a bounded time for its write to be read: the projectors must be running first (slow on a loaded machine).
      for (const p of [catalog, listings]) await until('the projector runs', async () => p.output().includes('projector running'));
      for (let n = 0; n < 5; n++) {
        const put = await fetch(`${api.url}/admin/v1/categories/ryw-${n}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Read your writes ${n}` }),
        });
        assert.equal(put.status, 200, await put.text());
        const tree = (await (await fetch(`${api.url}/api/v1/categories`)).json()) as { items: { slug: string }[] };
        assert.ok(
          tree.items.some((c) => c.slug === `ryw-${n}`),
          `ryw-${n} visible right after its command`,
        );
      }
      const product = await fetch(`${api.url}/admin/v1/products/launch`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Paid launch', price_cents: 5900, needs_listing: true }),
      });
      assert.equal(product.status, 200);
      const products = (await (await fetch(`${api.url}/api/v1/products`)).json()) as { items: { product: string; price_cents: number }[] };
      assert.equal(products.items.find((p) => p.product === 'launch')?.price_cents, 5900);
    } finally {
      await Promise.all([api.stop(), catalog.stop(), listings.stop()]);
    }
  });

  it('refuses bad admin input with 400 naming the field, and changes nothing', async () => {
    const dataDir = tempDir();
    const api = await startService({ DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_TOKEN });
    try {
      const bad = await fetch(`${api.url}/admin/v1/products/launch`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Paid launch', price_cents: -5, needs_listing: true }),
      });
      assert.equal(bad.status, 400);
      const problem = (await bad.json()) as { errors: { field: string }[] };
      assert.equal(problem.errors[0].field, 'price_cents');
      const orphan = await fetch(`${api.url}/admin/v1/categories/orphan`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Orphan', parent: 'nowhere' }),
      });
      assert.equal(orphan.status, 400);
      const noAuth = await fetch(`${api.url}/admin/v1/categories/x`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"name":"x"}' });
      assert.equal(noAuth.status, 401);
      const broken = await fetch(`${api.url}/admin/v1/categories/x`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: '{"name":',
      });
      assert.equal(broken.status, 400);
      const products = (await (await fetch(`${api.url}/api/v1/products`)).json()) as { items: unknown[] };
      const categories = (await (await fetch(`${api.url}/api/v1/categories`)).json()) as { items: unknown[] };
      assert.deepEqual([products.items, categories.items], [[], []]);
    } finally {
      await api.stop();
    }
  });
});
