import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, skipWithoutChromium } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { type Audit, axeViolations, onFewPages, screenshot, watch } from '../support/page-audit.ts';

const skip = skipWithoutChromium;
/** Pages of a sweep open at once (see onFewPages). */
const PAGES_AT_ONCE = 3;

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let browser: Browser;
let api = '';
const get = async (path: string) => (await callApi(api, 'GET', path, null)).body;

/** Every public page type, with the address of one real instance from the demo directory. */
async function publicPages(): Promise<[string, string, number][]> {
  const week = await get('/launches?section=this-week&per_page=2');
  const [a, b] = week.items.map((l: { slug: string }) => l.slug);
  const category = (await get('/categories')).items[0].slug;
  const founder = (await get('/founders')).items[0].slug;
  const post = (await get('/blog')).items[0].slug;
  const lastWeek = (await get('/leaderboards/community-weekly?week=last')).week;
  return [
    ['home', '/', 200],
    ['listing', `/listings/${a}`, 200],
    ['compare', `/compare/${a}/${b}`, 200],
    ['launches-this-week', '/launches', 200],
    ['launches-past-week', `/launches/${lastWeek}`, 200],
    ['launches-trending', '/launches?section=trending', 200],
    ['launches-upcoming', '/launches?section=upcoming', 200],
    ['boards', '/boards', 200],
    ['board-weekly', '/boards/community-weekly?week=last', 200],
    ['board-all-time', '/boards/community-all-time', 200],
    ['board-billboard', '/boards/billboard', 200],
    ['board-domain-rating', '/boards/domain-rating', 200],
    ['board-revenue', '/boards/revenue', 200],
    ['categories', '/categories', 200],
    ['category', `/categories/${category}`, 200],
    ['founders', '/founders', 200],
    ['founder', `/founders/${founder}`, 200],
    ['blog', '/blog', 200],
    ['post', `/blog/${post}`, 200],
    ['awards', '/awards', 200],
    ['search', '/search?q=trace&sort=votes', 200],
    ['updates', '/updates', 200],
    ['signin', '/signin', 200],
    ['signup', '/signup', 200],
    ['not-found', '/no-such-page', 404],
    ['listing-not-found', '/listings/no-such-listing', 404],
  ];
}

// One service for the file: no test here changes what another reads.
before(async () => {
  const port = await freePort();
  svc = await startInProcess({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  api = `${svc.url}/api/v1`;
});
after(() => svc?.close());

describe('the public site in a browser', { skip }, () => {
  let pages: [string, string, number][] = [];
  before(async () => {
    pages = await publicPages();
    browser = await launchChromium();
  });
  after(() => browser?.close());

  for (const javaScriptEnabled of [true, false]) {
    it(`shows every public page type with JavaScript ${javaScriptEnabled ? 'on' : 'off'}: no console errors, no failed requests, no serious axe violations`, async () => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL: svc.url });
      // A page goes from address to address: the 404s expected of two addresses are expected wherever they come up.
      const expected = new Map(pages.filter(([, , status]) => status !== 200).map(([, path, status]) => [new URL(path, svc.url).pathname, status]));
      const watched = new Map<Page, Audit>();
      const open = async () => {
        const page = await context.newPage();
        watched.set(page, watch(page, svc.url, expected));
        return page;
      };
      const problems = await onFewPages(open, pages, PAGES_AT_ONCE, async (page, [name, path, status]) => {
        const found: string[] = [];
        const audit = watched.get(page) as Audit;
        const [errorsBefore, failedBefore] = [audit.consoleErrors.length, audit.failedRequests.length];
        const response = await page.goto(path);
        if (response?.status() !== status) found.push(`${path}: status ${response?.status()}, expected ${status}`);
        if (!(await page.title())) found.push(`${path}: no title`);
        const h1 = await page.locator('h1').count();
        if (h1 !== 1) found.push(`${path}: ${h1} h1 elements`);
        // The site runs no script (its only <script> is JSON-LD), so a page draws the same either way: its one screenshot is
        // taken with JavaScript on, where axe also reads it (a screenshot costs Chromium about a quarter of a second).
        if (javaScriptEnabled) {
          for (const v of await axeViolations(page)) found.push(`${path}: ${v}`);
          await screenshot(page, `${name}-js-on`);
        }
        for (const e of audit.consoleErrors.slice(errorsBefore)) found.push(`${path}: console: ${e}`);
        for (const f of audit.failedRequests.slice(failedBefore)) found.push(`${path}: request: ${f}`);
        return found;
      });
      await context.close();
      assert.deepEqual(problems.flat(), []);
    });
  }

  it('describes each indexable page for search engines and link previews: canonical URL, description, Open Graph, JSON-LD', async () => {
    for (const [, path, status] of pages) {
      if (status !== 200 || /^\/(search|signin|signup)/.test(path)) continue;
      const html = await (await fetch(`${svc.url}${path}`)).text();
      const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
      assert.ok(canonical, `${path} names its canonical URL`);
      assert.equal((await fetch(canonical.replaceAll('&amp;', '&'))).status, 200, `${path}: its canonical URL ${canonical} answers`);
      assert.match(html, /<meta property="og:title" content="[^"]+">/, `${path} has og:title`);
      for (const block of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) JSON.parse(block[1]);
    }
    const listing = await (await fetch(`${svc.url}${pages[1][1]}`)).text();
    const ld = [...listing.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    assert.ok(ld.some((d) => d['@type'] === 'SoftwareApplication'));
    const post = await (await fetch(`${svc.url}${pages.find(([n]) => n === 'post')?.[1]}`)).text();
    assert.match(post, /"@type":"BlogPosting"/);
  });

  it('sends the security headers: a CSP without inline scripts, no framing', async () => {
    const r = await fetch(`${svc.url}/`);
    const csp = r.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /unsafe-inline/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
  });

  it('answers a program that asks for an unknown page with problem+json, and a person with the site’s page', async () => {
    const program = await fetch(`${svc.url}/no-such-page`);
    assert.equal(program.status, 404);
    assert.match(program.headers.get('content-type') ?? '', /problem\+json/);
    const person = await fetch(`${svc.url}/no-such-page`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    assert.equal(person.status, 404);
    assert.match(await person.text(), /<h1>Page not found<\/h1>/);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every live listing, category, founder and post, and each answers 200', async () => {
    const index = await (await fetch(`${svc.url}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    assert.ok(files.length >= 2);
    const urls = new Set<string>();
    for (const file of files) {
      const r = await fetch(file.replace(/^https?:\/\/[^/]+/, svc.url));
      assert.equal(r.status, 200, file);
      for (const m of (await r.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) urls.add(new URL(m[1]).pathname);
    }
    const all = async (path: string) => {
      const out: { slug: string }[] = [];
      for (let page = 1; ; page++) {
        const body = await get(`${path}${path.includes('?') ? '&' : '?'}page=${page}&per_page=100`);
        out.push(...body.items);
        if (page >= body.total_pages) return out;
      }
    };
    for (const l of await all('/listings?status=live')) assert.ok(urls.has(`/listings/${l.slug}`), `listing ${l.slug}`);
    for (const f of await all('/founders')) assert.ok(urls.has(`/founders/${f.slug}`), `founder ${f.slug}`);
    for (const p of await all('/blog')) assert.ok(urls.has(`/blog/${p.slug}`), `post ${p.slug}`);
    const tree = (await get('/categories')).items as { slug: string; subcategories: { slug: string }[] }[];
    for (const c of tree.flatMap((n) => [n, ...n.subcategories])) assert.ok(urls.has(`/categories/${c.slug}`), `category ${c.slug}`);
    for (const path of urls) assert.equal((await fetch(`${svc.url}${path}`)).status, 200, path);
  });

  it('serves the latest updates as an RSS feed that links to each update on its listing page', async () => {
    const r = await fetch(`${svc.url}/updates.xml`);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /application\/rss\+xml/);
    const rss = await r.text();
    const first = /<item><title>[^<]+<\/title><link>([^<]+)<\/link>/.exec(rss);
    assert.ok(first, 'the demo has updates');
    const [path, anchor] = new URL(first[1]).pathname.concat('#', new URL(first[1]).hash.slice(1)).split('#');
    assert.match(await (await fetch(`${svc.url}${path}`)).text(), new RegExp(`<article id="${anchor}"[ >]`));
  });

  it('points crawlers at the sitemap and away from accounts and checkout', async () => {
    const robots = await (await fetch(`${svc.url}/robots.txt`)).text();
    assert.match(robots, /^Sitemap: http.+\/sitemap\.xml$/m);
    assert.match(robots, /^Disallow: \/account$/m);
    assert.match(robots, /^Disallow: \/checkout\/$/m);
  });
});
