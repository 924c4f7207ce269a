import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { browserSession } from '../support/browser.ts';
import { freePort } from '../support/free-port.ts';
import { callApi, submittedListing } from '../support/listings.ts';
import { runCli, type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { ACME_PAGES, startTestSite, type TestSite } from '../support/test-site.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

let site: TestSite;
let service: ServiceProcess;
let env: Record<string, string>;
let api = '';
let key = '';

const eventsOf = async (stream: string) => {
  const store = new SqliteEventStore(path.join(env.DATA_DIR, 'events.db'));
  try {
    return await store.readStream(stream);
  } finally {
    await store.close();
  }
};

before(async () => {
  site = await startTestSite(ACME_PAGES);
  const port = await freePort();
  env = { DATA_DIR: tempDir(), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, CRAWL_ALLOW_HOSTS: site.host, EVENTSTORE_SYNC: 'full' };
  service = await startService(env);
  api = `${service.url}/api/v1`;
  assert.equal((await runCli(['users', 'create', '--email', 'lee@example.test', '--password', 'lee-password-123'], env)).code, 0);
  key = (await runCli(['api-keys', 'create', '--email', 'lee@example.test', '--scopes', 'account:read,listings:write,orders:write'], env)).stdout.trim();
});
after(async () => {
  await service.stop();
  await site.close();
});

describe('fulfilment cut short by a crash', () => {
  it('resumes after the restart and fulfils every line exactly once', async () => {
    const { listingId } = await submittedListing(api, key, `${site.url}/`);
    const items = [
      { product: 'launch', listing_id: listingId },
      ...['ai', 'productivity', 'design'].map((c) => ({ product: 'extra-category', listing_id: listingId, categories: [c] })),
      ...Array.from({ length: 12 }, (_, i) => ({ product: 'billboard', listing_id: listingId, amount_cents: 1000 + i })),
    ];
    const made = await callApi(api, 'POST', '/orders/checkout', key, { items });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const number: string = made.body.number;
    const link = new URL(made.body.checkout_url);
    const person = browserSession(service.url);
    const csrf = await person.csrfOn(`${link.pathname}${link.search}`);
    const t = link.searchParams.get('t') ?? '';
    assert.equal((await person.post(`${link.pathname}/billing`, { t, csrf, name: 'Lee', country: 'US', address: 'NYC' })).status, 303);

    // Pay, then kill the server as soon as fulfilment has begun and before it has finished.
    const paying = person.post(`${link.pathname}/pay`, { t, csrf }).catch(() => null);
    let done = 0;
    const deadline = Date.now() + PATIENCE_MS;
    for (;;) {
      done = (await eventsOf(`order-${number}`)).filter((e) => e.type === 'OrderLineFulfilled').length;
      if (done > 0 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 2));
    }
    service.child.kill('SIGKILL');
    await service.stop();
    await paying;
    const atKill = (await eventsOf(`order-${number}`)).filter((e) => e.type === 'OrderLineFulfilled').length;
    assert.ok(atKill < items.length, `the crash came mid-fulfilment (${atKill} of ${items.length} lines were done)`);

    service = await startService(env);
    await until('the order fulfilled after the restart', async () => (await callApi(api, 'GET', `/orders/${number}`, key)).body.status === 'fulfilled');
    const order = await eventsOf(`order-${number}`);
    const fulfilled = order.filter((e) => e.type === 'OrderLineFulfilled').map((e) => (e.data as { lineId: number }).lineId);
    assert.deepEqual(
      [...fulfilled].sort((a, b) => a - b),
      items.map((_, i) => i + 1),
      'each line fulfilled once',
    );
    const listing = await eventsOf(`listing-${listingId}`);
    assert.equal(listing.filter((e) => e.type === 'ListingWentLive').length, 1);
    assert.equal(listing.filter((e) => e.type === 'CategoriesAdded').length, 3);
    const metrics = await eventsOf(`metrics-${listingId}`);
    const contributions = metrics.filter((e) => e.type === 'BillboardContributed').map((e) => (e.data as { reference: string }).reference);
    assert.equal(contributions.length, 12);
    assert.equal(new Set(contributions).size, 12);
  });
});
