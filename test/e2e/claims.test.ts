import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { browserSession } from '../support/browser.ts';
import { startTestDns, type TestDns } from '../support/dns-server.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { mailTo } from '../support/outbox.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { PATIENCE_MS } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
const clock = new FixedClock(new Date('2026-11-25T12:00:00Z'));
const home = '<!doctype html><html><head><title>Claimable</title></head><body><h1>Claimable</h1></body></html>';
const pages: Record<string, { status?: number; type?: string; body?: string }> = { '/robots.txt': { status: 404 }, '/': { body: home } };
let site: TestSite;
let dns: TestDns;
let svc: Running;
let api = '';
const people: Record<string, { key: string; accountId: string }> = {};
const listings: Record<'onSite' | 'byName', { listingId: number; slug: string }> = {} as never;

const as = (who: string) => (method: string, path: string, body?: unknown) => callApi(api, method, path, people[who].key, body);
const later = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));

/** A published listing of `owner`, made with the commands submission and a paid launch use. */
async function publishedListing(owner: string, name: string, url: string) {
  const c = svc.container.commands;
  const ctx = { actor: people[owner].accountId };
  const listingId = await c.reserveListingId(ctx);
  const slug = await c.claimListingSlug({ name, listingId }, ctx);
  await c.submitListing({ listingId, slug, ownerId: people[owner].accountId, draftId: null, url, profile: { name, categories: ['tools'] } }, ctx);
  const r = await c.scheduleLaunch({ listingId, week: '2026-12-07', plan: 'paid', unlocked: [] }, ctx);
  await svc.container.readModels.waitFor(r.position, PATIENCE_MS);
  return { listingId, slug };
}

before(async () => {
  site = await startTestSite(pages);
  dns = await startTestDns();
  svc = await startInProcess({ CRAWL_ALLOW_HOSTS: site.host, DNS_SERVERS: dns.server, SEED_DEMO: 'false' }, clock);
  api = `${svc.url}/api/v1`;
  for (const who of ['olga', 'cy', 'fay', 'dee', 'eve']) people[who] = await apiKeyFor(svc.container, who, ['account:read', 'listings:write']);
  listings.onSite = await publishedListing('olga', 'Claimable', `${site.url}/`);
  listings.byName = await publishedListing('olga', 'Acme Claims', 'https://acme-claims.test/');
});
after(async () => {
  await svc.close();
  await site.close();
  await dns.close();
});

describe('claiming a listing', () => {
  it('refuses a missing listing, its own owner, an unknown method and a stray email', async () => {
    assert.equal((await as('cy')('POST', '/claims', { slug: 'no-such-listing', method: 'dns' })).status, 404);
    assert.equal((await as('olga')('POST', '/claims', { slug: listings.byName.slug, method: 'dns' })).status, 409);
    const bad = await as('cy')('POST', '/claims', { slug: listings.byName.slug, method: 'carrier-pigeon' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors[0].field, 'method');
    const stray = await as('cy')('POST', '/claims', { slug: listings.byName.slug, method: 'dns', email: 'cy@acme-claims.test' });
    assert.equal(stray.status, 400);
    assert.equal(stray.body.errors[0].field, 'email');
  });

  it('by DNS: a TXT record with the token, looked up through DNS_SERVERS, rate-limited per claim', async () => {
    const made = await as('cy')('POST', '/claims', { slug: listings.byName.slug, method: 'dns' });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.status, 'pending');
    assert.deepEqual(Object.keys(made.body.record), ['type', 'name', 'value']);
    assert.equal(made.body.record.name, '_launchdir-verification.acme-claims.test');
    assert.match(made.body.record.value, /^launchdir-verification=[A-Za-z0-9_-]{20,}$/);
    assert.match(made.body.next_step, /Add a DNS TXT record at _launchdir-verification\.acme-claims\.test/);
    const id = made.body.claim_id;

    const missing = await as('cy')('POST', `/claims/${id}/verify`);
    assert.equal(missing.status, 200);
    assert.equal(missing.body.status, 'pending');
    assert.match(missing.body.failure, /no TXT record at _launchdir-verification\.acme-claims\.test/);
    assert.ok(dns.asked.includes('_launchdir-verification.acme-claims.test'), 'asked the configured resolver');

    const tooSoon = await fetch(`${api}/claims/${id}/verify`, { method: 'POST', headers: { authorization: `Bearer ${people.cy.key}` } });
    assert.equal(tooSoon.status, 429);
    assert.equal(tooSoon.headers.get('retry-after'), '10');

    later(11);
    dns.txt.set('_launchdir-verification.acme-claims.test', ['v=spf1 -all', made.body.record.value]);
    const verified = await as('cy')('POST', `/claims/${id}/verify`);
    assert.equal(verified.body.status, 'verified', JSON.stringify(verified.body));
    assert.match(verified.body.next_step, /you co-own the listing/);
    const own = await as('cy')('GET', `/me/listings/${listings.byName.listingId}`);
    assert.equal(own.status, 200, 'the claimant now co-owns the listing');
    assert.equal(own.body.verified, true);
    const badges = await callApi(api, 'GET', `/listings/${listings.byName.slug}/badges`, null);
    assert.ok(badges.body.items.some((b: { kind: string }) => b.kind === 'verified'));
    const history = await svc.container.streams.listingHistory(listings.byName.listingId);
    const joined = history.find((v) => v.changes.owners && (v.changes.owners.after as string[]).includes(people.cy.accountId));
    assert.equal(joined?.actor, people.cy.accountId);
    assert.deepEqual(joined?.changes.verified, { before: false, after: true });
  });

  it('by a meta tag on the homepage', async () => {
    const made = await as('cy')('POST', '/claims', { slug: listings.onSite.slug, method: 'meta' });
    const id = made.body.claim_id;
    assert.match(made.body.record.tag, /^<meta name="launchdir-verification" content="[A-Za-z0-9_-]+">$/);
    later(1);
    assert.match((await as('cy')('POST', `/claims/${id}/verify`)).body.failure, /no <meta name="launchdir-verification">/);
    pages['/'] = { body: home.replace('</head>', '<meta name="launchdir-verification" content="someone-elses-token"></head>') };
    later(11);
    assert.match((await as('cy')('POST', `/claims/${id}/verify`)).body.failure, /another token/);
    pages['/'] = {
      body: home.replace('</head>', `<meta content="${made.body.record.tag.match(/content="([^"]+)"/)[1]}" name="launchdir-verification"></head>`),
    };
    later(11);
    assert.equal((await as('cy')('POST', `/claims/${id}/verify`)).body.status, 'verified');
    assert.ok(site.userAgents.some((ua) => ua.startsWith('LaunchDirectoryVerifier/1.0')));
  });

  it('by a file under /.well-known/: absent, wrong, then present', async () => {
    const made = await as('fay')('POST', '/claims', { slug: listings.onSite.slug, method: 'file' });
    const id = made.body.claim_id;
    assert.equal(made.body.record.url, `${site.url}/.well-known/launchdir-verification.txt`);
    later(1);
    assert.match((await as('fay')('POST', `/claims/${id}/verify`)).body.failure, /answered 404/);
    pages['/.well-known/launchdir-verification.txt'] = { type: 'text/plain', body: 'not-the-token' };
    later(11);
    assert.match((await as('fay')('POST', `/claims/${id}/verify`)).body.failure, /does not hold exactly the token/);
    pages['/.well-known/launchdir-verification.txt'] = { type: 'text/plain', body: `${made.body.record.content}\n` };
    later(11);
    assert.equal((await as('fay')('POST', `/claims/${id}/verify`)).body.status, 'verified');
  });

  it('by an emailed link: an address at the company only, opened by the claimant, not by another account', async () => {
    const claim = (email: string) => as('dee')('POST', '/claims', { slug: listings.byName.slug, method: 'email', email });
    for (const [email, reason] of [
      ['dee@gmail.com', /free mailbox/],
      ['dee@elsewhere.test', /must be an address at acme-claims\.test/],
    ] as const) {
      const refused = await claim(email);
      assert.equal(refused.status, 400);
      assert.equal(refused.body.errors[0].field, 'email');
      assert.match(refused.body.detail, reason);
    }
    const made = await claim('dee@acme-claims.test');
    assert.equal(made.status, 201);
    assert.match(made.body.instructions, /We mailed a link to dee@acme-claims\.test/);
    assert.equal((await as('dee')('POST', `/claims/${made.body.claim_id}/verify`)).status, 409, 'an email claim is verified by its link');

    const mail = await mailTo(svc.dataDir, 'dee@acme-claims.test');
    const link = new URL(/https?:\/\/\S+\/claims\/\d+\/confirm\?token=\S+/.exec(mail.text)![0]);
    const eve = browserSession(svc.url);
    await eve.signUp('eve2@example.test', 'eve-password-123');
    const eveCsrf = await eve.csrfOn(`${link.pathname}${link.search}`);
    const refused = await eve.post(link.pathname, { csrf: eveCsrf, token: link.searchParams.get('token')! });
    assert.equal(refused.status, 403);
    assert.match(await refused.text(), /another account/);
    assert.equal((await as('dee')('GET', '/claims')).body.items[0].status, 'pending');

    const dee = browserSession(svc.url);
    assert.equal((await dee.signIn('dee@example.test', 'irrelevant-password')).status, 303);
    const csrf = await dee.csrfOn(`${link.pathname}${link.search}`);
    const forged = await dee.post(link.pathname, { csrf, token: 'not-the-token' });
    assert.equal(forged.status, 404);
    const confirmed = await dee.post(link.pathname, { csrf, token: link.searchParams.get('token')! });
    assert.equal(confirmed.status, 200);
    assert.match(await confirmed.text(), /Claim verified/);
    assert.equal((await as('dee')('GET', '/claims')).body.items[0].status, 'verified');
    assert.equal((await as('dee')('GET', `/me/listings/${listings.byName.listingId}`)).status, 200);
  });

  it("keeps claims to their claimant: another account's claim id is 404", async () => {
    const mine = (await as('cy')('GET', '/claims')).body.items;
    assert.ok(mine.length >= 2);
    assert.equal((await as('eve')('POST', `/claims/${mine[0].claim_id}/verify`)).status, 404);
    assert.equal((await as('eve')('POST', '/claims/999999/verify')).status, 404);
    assert.deepEqual((await as('eve')('GET', '/claims')).body.items, []);
  });

  it('expires a pending claim after a week', async () => {
    const made = await as('eve')('POST', '/claims', { slug: listings.onSite.slug, method: 'file' });
    later(8 * 86_400);
    const expired = await as('eve')('POST', `/claims/${made.body.claim_id}/verify`);
    assert.equal(expired.status, 409);
    assert.match(expired.body.detail, /expired/);
    const listed = (await as('eve')('GET', '/claims')).body.items[0];
    assert.equal(listed.status, 'expired');
    assert.match(listed.next_step, /Start a new one with claim_listing/);
  });

  it('answers the same over MCP', async () => {
    const client = new Client({ name: 'claims-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${svc.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${people.cy.key}` } } }),
    );
    const listed = await client.callTool({ name: 'list_my_claims', arguments: {} });
    assert.deepEqual(listed.structuredContent, (await as('cy')('GET', '/claims')).body);
    const missing = await client.callTool({ name: 'verify_claim', arguments: { claim_id: 999999 } });
    assert.equal(missing.isError, true);
    assert.equal((missing.structuredContent as { status: number }).status, 404);
    await client.close();
  });
});
