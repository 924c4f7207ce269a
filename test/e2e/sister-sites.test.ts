import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiKeyFor } from '../support/accounts.ts';
import { freePort } from '../support/free-port.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi, submittedListing } from '../support/listings.ts';
import { ACME_PAGES, startTestSite, type TestSite } from '../support/test-site.ts';
import { until } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
const SECRET = 'a-network-secret-shared-by-both-test-sites';
const ADMIN_TOKEN = 'admin-token-for-the-sister-site-tests';
let product: TestSite;
const sites: Record<'a' | 'b', { svc: Running; api: string; key: string; listingId: number }> = {} as never;

const admin = (s: 'a' | 'b', method: string, path: string) => callApi(`${sites[s].svc.url}/admin/v1`, method, path, ADMIN_TOKEN);
const mine = async (s: 'a' | 'b') => (await callApi(sites[s].api, 'GET', `/me/listings/${sites[s].listingId}`, sites[s].key)).body;
const versions = async (s: 'a' | 'b') => (await admin(s, 'GET', `/listings/${sites[s].listingId}/history`)).body.versions;

before(async () => {
  product = await startTestSite(ACME_PAGES);
  const ports = { a: await freePort(), b: await freePort() };
  const url = (s: 'a' | 'b') => `http://127.0.0.1:${ports[s]}`;
  for (const [self, other] of [
    ['a', 'b'],
    ['b', 'a'],
  ] as const) {
    const svc = await startInProcess({
      PORT: String(ports[self]),
      PUBLIC_URL: url(self),
      SITE_KEY: self,
      SISTER_SITES: `${other}=${url(other)}`,
      NETWORK_SECRET: SECRET,
      ADMIN_TOKEN,
      CRAWL_ALLOW_HOSTS: product.host,
    });
    const api = `${svc.url}/api/v1`;
    const { key } = await apiKeyFor(svc.container, `owner-${self}`, ['account:read', 'listings:write']);
    const { listingId } = await submittedListing(api, key, `${product.url}/`);
    sites[self] = { svc, api, key, listingId };
  }
});
after(async () => {
  for (const s of Object.values(sites)) await s.svc.close();
  await product.close();
});

describe('apply_to: an edit travelling to a sister site', () => {
  it('names this site and its sisters in get_site_info', async () => {
    const info = (await callApi(sites.a.api, 'GET', '/site', null)).body;
    assert.equal(info.network.site_key, 'a');
    assert.deepEqual(info.network.sister_sites, ['b']);
  });

  it('changes only the headline and SEO fields sent, on the same company’s listing of the other site', async () => {
    const before = await mine('b');
    const versionsBefore = (await versions('b')).length;
    const edit = await callApi(sites.a.api, 'PATCH', `/me/listings/${sites.a.listingId}`, sites.a.key, {
      fields: { headline: 'Widget boards for every team', seo_title: 'Acme Widgets — team widget boards', tagline: 'Only on site a' },
      apply_to: ['b'],
    });
    assert.equal(edit.status, 200, JSON.stringify(edit.body));
    assert.equal(edit.body.tagline, 'Only on site a');

    const after = await until('the edit reaches site b', async () => {
      const b = await mine('b');
      return b.headline === 'Widget boards for every team' && b;
    });
    assert.equal(after.seo.title, 'Acme Widgets — team widget boards');
    assert.equal(after.tagline, before.tagline, 'a field that is not site copy stays home');
    assert.equal(after.summary, before.summary, 'site copy not sent does not travel');
    assert.equal(after.seo.description, before.seo.description);
    const { headline: _h, seo: _s, updated_at: _u, ...restAfter } = after;
    const { headline: _h2, seo: _s2, updated_at: _u2, ...restBefore } = before;
    assert.deepEqual(restAfter, restBefore, 'nothing else changed on site b');

    const history = await versions('b');
    assert.equal(history.length, versionsBefore + 1);
    const received = history.at(-1);
    assert.equal(received.cause.source, 'network');
    assert.equal(received.cause.origin, 'a');
    assert.deepEqual(Object.keys(received.changes).sort(), ['headline', 'seo_title']);
  });

  it('applies each edit once: replaying its delivery changes nothing more, even after a local edit', async () => {
    const feed = (await admin('a', 'GET', `/reviews?listing=${sites.a.listingId}`)).body.items;
    const travelled = feed.find((e: { changes: Record<string, unknown> }) => 'headline' in e.changes);
    assert.ok(travelled, JSON.stringify(feed));
    // The owner on site b rewrites the headline after the edit arrived; a late duplicate must not undo that.
    const local = await callApi(sites.b.api, 'PATCH', `/me/listings/${sites.b.listingId}`, sites.b.key, { fields: { headline: 'Site b says it its own way' } });
    assert.equal(local.status, 200);
    const count = (await versions('b')).length;

    const edit = await sites.a.svc.container.streams.listingEdit(sites.a.listingId, travelled.edit_id);
    assert.ok(edit?.travelling);
    const replay = await sites.a.svc.container.sisterSites.deliver('b', {
      editId: travelled.edit_id,
      origin: 'a',
      domain: edit.domain,
      fields: edit.travelling,
    });
    assert.equal(replay.outcome, 'unchanged');
    assert.equal((await versions('b')).length, count);
    assert.equal((await mine('b')).headline, 'Site b says it its own way');
  });

  it('refuses an unsigned or wrongly signed edit, and an unknown site key in apply_to', async () => {
    const body = JSON.stringify({ edit_id: 'forged', origin: 'a', domain: '127.0.0.1', fields: { headline: 'forged' } });
    const unsigned = await fetch(`${sites.b.svc.url}/internal/v1/network/edits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    assert.equal(unsigned.status, 401);
    const forged = await fetch(`${sites.b.svc.url}/internal/v1/network/edits`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-launchdir-site': 'a',
        'x-launchdir-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-launchdir-signature': `v1=${'0'.repeat(64)}`,
      },
      body,
    });
    assert.equal(forged.status, 401);
    assert.notEqual((await mine('b')).headline, 'forged');
    const unknown = await callApi(sites.a.api, 'PATCH', `/me/listings/${sites.a.listingId}`, sites.a.key, { fields: { headline: 'x' }, apply_to: ['c'] });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.errors[0].field, 'apply_to[0]');
  });

  it('sends with apply_to "all" to every sister, and only what was sent', async () => {
    const edit = await callApi(sites.a.api, 'PATCH', `/me/listings/${sites.a.listingId}`, sites.a.key, {
      fields: { summary: 'A summary written once for the whole network.' },
      apply_to: ['all'],
    });
    assert.equal(edit.status, 200, JSON.stringify(edit.body));
    const b = await until('the summary reaches site b', async () => {
      const m = await mine('b');
      return m.summary === 'A summary written once for the whole network.' && m;
    });
    assert.equal(b.headline, 'Site b says it its own way', 'the headline was not sent this time');
  });
});
