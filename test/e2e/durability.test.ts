import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

async function eventCount(dataDir: string): Promise<number> {
  const store = new SqliteEventStore(path.join(dataDir, 'events.db'));
  const events = await store.readAll(0, 1_000_000);
  await store.close();
  return events.length;
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

    const second = await startService({ DATA_DIR: dataDir });
    const after = (await (await fetch(`${second.url}/api/v1/site`)).json()) as { counts: { live_listings: number } };
    assert.equal(after.counts.live_listings, before.counts.live_listings);
    await second.stop();
    assert.equal(await eventCount(dataDir), events, 'no second seed');
  });

  it('keeps every command that got a 2xx when killed with SIGKILL during a burst', async () => {
    const dataDir = tempDir();
    const service = await startService({ DATA_DIR: dataDir, ADMIN_TOKEN, EVENTSTORE_SYNC: 'full' });
    const acknowledged: string[] = [];
    let killed = false;
    const put = async (n: number) => {
      const slug = `burst-${n}`;
      try {
        const res = await fetch(`${service.url}/admin/v1/categories/${slug}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Burst ${n}`, description: 'written during a crash test' }),
        });
        if (res.status === 200) acknowledged.push(slug);
        else assert.fail(`unexpected ${res.status}: ${await res.text()}`);
      } catch (error) {
        if (!killed) throw error;
      }
    };
    const burst: Promise<void>[] = [];
    for (let n = 0; n < 400; n++) {
      burst.push(put(n));
      if (n % 8 === 7) await new Promise((r) => setTimeout(r, 2));
      if (acknowledged.length >= 40 && !killed) {
        killed = true;
        service.child.kill('SIGKILL');
      }
    }
    await Promise.allSettled(burst);
    await service.stop();
    assert.ok(killed, 'the kill happened during the burst');
    assert.ok(acknowledged.length >= 40);

    const restarted = await startService({ DATA_DIR: dataDir });
    const body = (await (await fetch(`${restarted.url}/api/v1/categories`)).json()) as { items: { slug: string }[] };
    const slugs = new Set(body.items.map((c) => c.slug));
    const missing = acknowledged.filter((s) => !slugs.has(s));
    await restarted.stop();
    assert.deepEqual(missing, [], 'every acknowledged command survived');
  });
});
