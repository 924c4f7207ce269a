import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { crawlSite, userAgent } from '../../infra/crawl/crawler.ts';
import { EvidenceExtractor } from '../../infra/draft/extractor.ts';
import { checkedProposal } from '../../workers/drafting.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

/**
 * A small company site whose facts sit on its other pages, as real sites put them: the homepage
 * says what the product is; the about page (linked as "Über uns") when and by whom it was founded;
 * the pricing page ("Preise") its plans; the team page ("Team") is disallowed by robots.txt and
 * says something else entirely, which must never be read.
 */
const PAGES = {
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /team\n' },
  '/': {
    body: `<!doctype html><html lang="de"><head><title>Kartenwerk – Karten für Wanderer</title><meta property="og:site_name" content="Kartenwerk"></head>
<body><header><a href="/"><img src="/logo.svg" alt="Kartenwerk Logo"></a><nav><a href="/ueber-uns">Über uns</a> <a href="/preise">Preise</a> <a href="/team">Team</a></nav></header>
<main><h1>Karten für Wanderer</h1><p>Kartenwerk zeichnet Wanderkarten, die offline funktionieren.</p></main>
<footer><p>© 2025 Kartenwerk</p></footer></body></html>`,
  },
  '/ueber-uns': {
    body: `<!doctype html><html lang="de"><head><title>Über uns | Kartenwerk</title></head><body><main><h1>Über uns</h1>
<p>Kartenwerk wurde 2016 in Graz gegründet.</p><p>Kartenwerk wurde von Lena Hofer und Jonas Brandl gegründet, zwei Geografen mit Wanderschuhen.</p></main></body></html>`,
  },
  '/preise': {
    body: `<!doctype html><html lang="de"><head><title>Preise | Kartenwerk</title></head><body><main><h1>Preise</h1>
<div class="plans"><div class="plan"><h3>Basis</h3><p class="price">0 €</p><p>pro Monat</p></div><div class="plan"><h3>Pro</h3><p class="price">6 €</p><p>pro Monat</p></div></div></main></body></html>`,
  },
  '/team': {
    body: `<!doctype html><html lang="de"><head><title>Team | Kartenwerk</title></head><body><main><h1>Team</h1>
<p>Kartenwerk wurde 1999 von Eve Mallory gegründet.</p><p>Eve Mallory, Gründerin</p></main></body></html>`,
  },
};

type Running = Awaited<ReturnType<typeof startInProcess>>;
let site: TestSite;
let svc: Running;
let key = '';

describe('facts stated only on the about and pricing pages', () => {
  before(async () => {
    site = await startTestSite(PAGES);
    svc = await startInProcess({ CRAWL_ALLOW_HOSTS: site.host, SEED_DEMO: 'false' });
    key = (await apiKeyFor(svc.container, 'lena', ['account:read', 'listings:write'])).key;
  });
  after(async () => {
    await svc?.close();
    await site?.close();
  });

  it('are drafted through the HTTP surface with evidence naming the page each was read on, and the disallowed page is never asked for', async () => {
    const api = `${svc.url}/api/v1`;
    const made = await callApi(api, 'POST', '/drafts', key, { url: `${site.url}/` });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    let d: any;
    for (let i = 0; i < 300; i++) {
      d = (await callApi(api, 'GET', `/drafts/${made.body.id}`, key)).body;
      if (d.status === 'ready' || d.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.equal(d.status, 'ready', d.failure);
    assert.equal(d.fields.founded_year.value, '2016');
    assert.ok(
      d.fields.founded_year.evidence.every((e: { url: string }) => e.url === `${site.url}/ueber-uns`),
      JSON.stringify(d.fields.founded_year.evidence),
    );
    assert.equal(d.fields.pricing_model.value, 'Freemium');
    assert.ok(d.fields.pricing_model.evidence.length > 0);
    assert.ok(
      d.fields.pricing_model.evidence.every((e: { url: string }) => e.url === `${site.url}/preise`),
      JSON.stringify(d.fields.pricing_model.evidence),
    );
    assert.deepEqual(
      d.founders.map((f: { name: string }) => f.name),
      ['Lena Hofer', 'Jonas Brandl'],
    );
    assert.equal(d.fields.city.value, null, 'Graz is where it was founded, not an address');
    assert.ok(site.requests.includes('/robots.txt'));
    assert.ok(!site.requests.some((p) => p.startsWith('/team')), site.requests.join(' '));
    assert.ok(!JSON.stringify(d).includes('Mallory') && !JSON.stringify(d).includes('1999'), 'nothing from the disallowed page');
  });

  it('and through the crawler and the drafter alone: the evidence names the pages, robots.txt keeps the team page out', async () => {
    const before = site.requests.length;
    const read = await crawlSite(`${site.url}/`, { allowHosts: [site.host], userAgent: userAgent('http://127.0.0.1') });
    assert.ok(read.ok);
    if (!read.ok) return;
    assert.deepEqual(
      read.pages.map((p) => new URL(p.url).pathname),
      ['/', '/ueber-uns', '/preise'],
    );
    assert.ok(
      read.skipped.some((u) => u.endsWith('/team')),
      'the disallowed page is skipped, said so',
    );
    assert.ok(!site.requests.slice(before).some((p) => p.startsWith('/team')));
    const d = await checkedProposal(new EvidenceExtractor(), read.pages, { list: [], described: [], slugOf: () => null });
    assert.equal(d.fields.founded_year?.evidence[0]?.url, `${site.url}/ueber-uns`);
    assert.equal(d.fields.pricing_model?.evidence[0]?.url, `${site.url}/preise`);
    assert.deepEqual(
      (d.extras.founders ?? []).map((f) => f.name),
      ['Lena Hofer', 'Jonas Brandl'],
    );
  });
});
