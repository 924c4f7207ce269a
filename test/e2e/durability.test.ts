import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { burstUntilKilled } from '../support/crash-burst.ts';
import { runCli, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { ACME_PAGES, startTestSite } from '../support/test-site.ts';
import { until } from '../support/until.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

async function eventCount(dataDir: string, type?: string): Promise<number> {
  const store = new SqliteEventStore(path.join(dataDir, 'events.db'));
  const events = await store.readAll(0, 1_000_000);
  await store.close();
  return type ? events.filter((e) => e.type === type).length : events.length;
}

describe('the service across restarts', () => {
  it('honours PORT and DATA_DIR, keeps every event, and seeds the demo only once', async () => {
    const dataDir = tempDir();
    const first = await startService({ DATA_DIR: dataDir });
    const before = (await (await fetch(`${first.url}/api/v1/site`)).json()) as { counts: { live_listings: number } };
    assert.ok(before.counts.live_listings > 0);
    assert.equal(await first.stop(), 0, 'a clean shutdown on SIGTERM');
    const events = await eventCount(dataDir);
    assert.ok(events > 100);
    const submitted = await eventCount(dataDir, 'ListingSubmitted');

    const second = await startService({ DATA_DIR: dataDir });
    const after = (await (await fetch(`${second.url}/api/v1/site`)).json()) as { counts: { live_listings: number } };
    assert.equal(after.counts.live_listings, before.counts.live_listings);
    await second.stop();
    // Workers keep recording (the demo's badge checks), but no listing is submitted twice.
    assert.ok((await eventCount(dataDir)) >= events, 'every event kept');
    assert.equal(await eventCount(dataDir, 'ListingSubmitted'), submitted, 'no second seed');
  });

  it('keeps every command that got a 2xx when killed with SIGKILL during a burst', async () => {
    const dataDir = tempDir();
    // The burst's own categories are all it reads back: the demo (seeded, then projected again after the restart) adds nothing.
    const service = await startService({ DATA_DIR: dataDir, ADMIN_TOKEN, EVENTSTORE_SYNC: 'full', SEED_DEMO: 'false' });
    const acknowledged = await burstUntilKilled(service, ADMIN_TOKEN);

    // Served only once the read models have caught up with the log as it was at the restart (see postgres-stack.test.ts).
    const restarted = await startService({ DATA_DIR: dataDir, SEED_DEMO: 'false', READY_MAX_LAG: '100000000' });
    const body = (await (await fetch(`${restarted.url}/api/v1/categories`)).json()) as { items: { slug: string }[] };
    const slugs = new Set(body.items.map((c) => c.slug));
    const missing = acknowledged.filter((s) => !slugs.has(s));
    await restarted.stop();
    assert.deepEqual(missing, [], 'every acknowledged command survived');
  });
});

describe('regenerating fields across a crash', () => {
  it('answers at once, and the field is redrafted after a restart even when the server died before the worker ran', async () => {
    const site = await startTestSite(ACME_PAGES);
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, CRAWL_ALLOW_HOSTS: site.host, SEED_DEMO: 'false', EVENTSTORE_SYNC: 'full' };
    try {
      assert.equal((await runCli(['users', 'create', '--email', 'rae@example.test', '--password', 'a long enough password'], { DATA_DIR: dataDir })).code, 0);
      const made = await runCli(['api-keys', 'create', '--email', 'rae@example.test', '--scopes', 'account:read,listings:write'], { DATA_DIR: dataDir });
      const headers = { authorization: `Bearer ${made.stdout.trim()}`, 'content-type': 'application/json' };

      // A ready draft whose description the owner rewrote.
      let service = await startService(env);
      const created = (await (
        await fetch(`${service.url}/api/v1/drafts`, { method: 'POST', headers, body: JSON.stringify({ url: `${site.url}/` }) })
      ).json()) as { id: string };
      const draftUrl = `/api/v1/drafts/${created.id}`;
      await untilDraft(service.url, draftUrl, headers, (d) => d.status === 'ready');
      const edited = await fetch(`${service.url}${draftUrl}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ fields: { description: 'Our own words.' } }),
      });
      assert.equal(edited.status, 200);
      assert.equal(await service.stop(), 0);

      // No workers: nothing can answer the regeneration before the kill.
      service = await startService({ ...env, WORKERS: 'false' });
      const asked = await fetch(`${service.url}${draftUrl}`, { method: 'PATCH', headers, body: JSON.stringify({ regenerate: ['description'] }) });
      assert.equal(asked.status, 200);
      const answer = (await asked.json()) as DraftView;
      assert.equal(answer.fields.description.state, 'drafting');
      assert.equal(answer.fields.description.value, 'Our own words.');
      service.child.kill('SIGKILL');
      await service.stop();

      service = await startService(env);
      const redrafted = await untilDraft(service.url, draftUrl, headers, (d) => d.fields.description.state !== 'drafting');
      assert.equal(redrafted.fields.description.state, 'ai');
      assert.match(String(redrafted.fields.description.value), /planning board/);
      await service.stop();
    } finally {
      await site.close();
    }
  });
});

type DraftView = { status: string; fields: Record<string, { value: unknown; state: string }> };

function untilDraft(base: string, path: string, headers: Record<string, string>, done: (d: DraftView) => boolean): Promise<DraftView> {
  return until(`${path} as expected`, async () => {
    const d = (await (await fetch(`${base}${path}`, { headers })).json()) as DraftView;
    return done(d) ? d : null;
  });
}
