import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiKeyFor } from '../support/accounts.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { until } from '../support/until.ts';

const ARTICLE = `<!doctype html><html lang="en"><head><title>Startup raises $5M to fix note taking | Daily Tech</title>
<meta property="og:type" content="article"><meta property="og:site_name" content="Daily Tech">
<meta name="description" content="Lumen Notes, founded in 2019, raised $5M. Plans start at $8 per month.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Startup raises $5M to fix note taking","datePublished":"2026-10-02","author":{"@type":"Person","name":"Jane Reporter"}}</script></head>
<body><article><h1>Startup raises $5M to fix note taking</h1><p class="byline">By <a rel="author" href="/jane">Jane Reporter</a>, <time datetime="2026-10-02">2 October 2026</time></p>
<p>Lumen Notes, founded in 2019 in Berlin, says its app links every note you write to the ones that matter.</p>
<p>Plans start at $8 per month, and a free plan stays.</p><h2>Features</h2><ul><li>Linked notes</li><li>Offline sync</li></ul></article></body></html>`;

const SHELL = `<!doctype html><html><head><title>Loading…</title><script src="/app.js" defer></script></head><body><div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript></body></html>`;

const WIKI = `<!doctype html><html lang="en"><head><title>Fluxbox Wiki</title></head><body><header><p>Fluxbox Wiki</p></header>
<main><h1>Welcome to the Fluxbox Wiki</h1><p>Fluxbox is a lightweight window manager for the X Windowing System, free since 2001.</p>
<p>Write to wiki@fluxbox.test to contribute a page.</p></main></body></html>`;

const FORBIDDEN = `<!doctype html><html><head><title>403 Forbidden</title></head><body><p>Directory access is forbidden.</p></body></html>`;

type Running = Awaited<ReturnType<typeof startInProcess>>;
let site: TestSite;
let svc: Running;
let key = '';

async function draftOf(path: string) {
  const api = `${svc.url}/api/v1`;
  const made = await callApi(api, 'POST', '/drafts', key, { url: `${site.url}${path}` });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return until('the draft settles', async () => {
    const d = (await callApi(api, 'GET', `/drafts/${made.body.id}`, key)).body;
    return d.status === 'ready' || d.status === 'failed' ? d : null;
  });
}

describe('what kind of page was submitted', () => {
  before(async () => {
    site = await startTestSite({
      '/robots.txt': { type: 'text/plain', body: '' },
      '/news/lumen': { body: ARTICLE },
      '/app': { body: SHELL },
      '/wiki': { body: WIKI },
      '/forbidden': { body: FORBIDDEN },
    });
    svc = await startInProcess({ CRAWL_ALLOW_HOSTS: site.host, SEED_DEMO: 'false' });
    key = (await apiKeyFor(svc.container, 'kim', ['account:read', 'listings:write'])).key;
  });
  after(async () => {
    await svc?.close();
    await site?.close();
  });

  it('says an article is an article, and fills no product field from the story', async () => {
    const d = await draftOf('/news/lumen');
    assert.equal(d.status, 'ready');
    assert.equal(d.warnings.length, 1);
    assert.match(d.warnings[0], /article/);
    assert.equal(d.language, 'en');
    for (const [name, f] of Object.entries(d.fields) as [string, { value: unknown; state: string }][]) {
      assert.equal(f.value, null, `${name} stays blank`);
      assert.equal(f.state, 'not_found', name);
    }
    assert.deepEqual(d.faqs, []);
    assert.deepEqual(d.founders, []);
  });

  it("given a wiki's front page ('Fluxbox Wiki'), when drafted, then it says so and fills no product field from it", async () => {
    const d = await draftOf('/wiki');
    assert.equal(d.status, 'ready');
    assert.match(d.warnings[0] ?? '', /wiki/);
    assert.ok(Object.values(d.fields).every((f) => (f as { value: unknown }).value === null));
  });

  it("given an error page answered in the site's place ('403 Forbidden'), when drafted, then it says so and names nothing after the error", async () => {
    const d = await draftOf('/forbidden');
    assert.equal(d.status, 'ready');
    assert.match(d.warnings[0] ?? '', /error page/);
    assert.ok(Object.values(d.fields).every((f) => (f as { value: unknown }).value === null));
  });

  it('says a page that needs JavaScript showed nothing to read', async () => {
    const d = await draftOf('/app');
    assert.equal(d.status, 'ready');
    assert.match(d.warnings[0] ?? '', /JavaScript/);
    assert.ok(Object.values(d.fields).every((f) => (f as { value: unknown }).value === null));
  });
});
