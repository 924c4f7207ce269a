import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startInProcess } from '../support/in-process-service.ts';

let base = '';
let stop: () => Promise<void>;

before(async () => {
  const running = await startInProcess();
  base = `${running.url}/api/v1`;
  stop = running.close;
});
after(() => stop());

const get = async (path: string) => {
  const res = await fetch(base + path);
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, type, body: (await res.json()) as Record<string, any> };
};

type Summary = { slug: string; name: string; url: string; votes: number; status: string; categories: string[] };
const allLive = async (): Promise<Summary[]> => {
  const out: Summary[] = [];
  for (let page = 1; ; page++) {
    const r = await get(`/listings?status=live&sort=newest&per_page=100&page=${page}`);
    out.push(...r.body.items);
    if (page >= r.body.total_pages) return out;
  }
};

describe('get_site_info', () => {
  it('names the site, counts live listings and categories, and points at the contract and the MCP server', async () => {
    const { status, body } = await get('/site');
    assert.equal(status, 200);
    assert.equal(body.name, 'Launch Directory');
    assert.ok(body.counts.live_listings > 0);
    assert.ok(body.counts.categories >= 8);
    assert.match(body.api.openapi, /\/api\/v1\/openapi\.json$/);
    assert.match(body.api.mcp, /\/mcp$/);
  });
});

describe('list_categories', () => {
  it('returns the tree with live counts that include subcategories', async () => {
    const { status, body } = await get('/categories');
    assert.equal(status, 200);
    const tree = body.items as { slug: string; live_listings: number; subcategories: { slug: string; live_listings: number }[] }[];
    assert.ok(tree.length >= 8);
    const dev = tree.find((c) => c.slug === 'developer-tools')!;
    assert.ok(dev.subcategories.some((s) => s.slug === 'observability'));
    const live = await allLive();
    const expected = live.filter((l) => l.categories.some((c) => ['developer-tools', ...dev.subcategories.map((s) => s.slug)].includes(c))).length;
    assert.equal(dev.live_listings, expected);
  });

  it('leaves out categories without live listings when include_empty=false', async () => {
    const all = (await get('/categories')).body.items as { live_listings: number; subcategories: { live_listings: number }[] }[];
    const flat = (xs: typeof all) => xs.flatMap((x) => [x, ...x.subcategories]);
    assert.ok(
      flat(all).some((c) => c.live_listings === 0),
      'the demo has an empty category',
    );
    const nonEmpty = (await get('/categories?include_empty=false')).body.items as typeof all;
    assert.ok(flat(nonEmpty).every((c) => c.live_listings > 0));
    assert.equal((await get('/categories?include_empty=maybe')).status, 400);
  });
});

describe('list_products', () => {
  it('lists products with a USD cent price excluding VAT and whether they need a listing', async () => {
    const { status, body } = await get('/products');
    assert.equal(status, 200);
    const launch = body.items.find((p: { product: string }) => p.product === 'launch');
    assert.ok(Number.isInteger(launch.price_cents) && launch.price_cents > 0);
    assert.equal(launch.needs_listing, true);
    assert.equal(launch.currency, 'USD');
  });
});

describe('search_listings', () => {
  it('finds every live listing by its name with two adjacent letters swapped, in the top 3', async () => {
    const live = await allLive();
    assert.ok(live.length >= 20);
    for (const l of live) {
      const word = l.name.split(' ')[0];
      const i = Math.floor(word.length / 2) - 1;
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) + l.name.slice(word.length);
      const r = await get(`/listings?q=${encodeURIComponent(swapped)}&per_page=3`);
      assert.ok(
        r.body.items.some((x: Summary) => x.slug === l.slug),
        `${swapped} should find ${l.name}, got ${r.body.items.map((x: Summary) => x.name)}`,
      );
    }
  });

  it('returns summaries with name, url and votes in `items`, paginated', async () => {
    const r = await get('/listings?per_page=5&page=2&sort=votes');
    assert.equal(r.status, 200);
    assert.equal(r.body.items.length, 5);
    for (const item of r.body.items) for (const key of ['name', 'url', 'votes', 'slug']) assert.ok(key in item);
    const first = await get('/listings?per_page=5&page=1&sort=votes');
    assert.ok(first.body.items[4].votes >= r.body.items[0].votes);
  });

  it('filters a category including its subcategories, and by country, pricing model and stage', async () => {
    const sub = await get('/listings?category=observability&per_page=100');
    const parent = await get('/listings?category=developer-tools&per_page=100');
    for (const l of sub.body.items) assert.ok(parent.body.items.some((p: Summary) => p.slug === l.slug));
    const gb = await get('/listings?country=gb&per_page=100');
    assert.ok(gb.body.items.length > 0);
    for (const l of gb.body.items) assert.equal(l.country, 'GB');
    const freemium = await get('/listings?pricing_model=freemium&per_page=100');
    for (const l of freemium.body.items) assert.equal(l.pricing_model, 'Freemium');
    const growing = await get('/listings?stage=growing&per_page=100');
    for (const l of growing.body.items) assert.equal(l.stage, 'growing');
  });

  it('finds the listing of a website from any form of its URL', async () => {
    for (const form of ['tracehound.test', 'https://www.tracehound.test/pricing?x=1', 'HTTP://Tracehound.test']) {
      const r = await get(`/listings?domain=${encodeURIComponent(form)}`);
      assert.deepEqual(
        r.body.items.map((x: Summary) => x.slug),
        ['tracehound'],
        form,
      );
    }
  });

  it('lists upcoming launches apart from live ones', async () => {
    const upcoming = await get('/listings?status=upcoming&per_page=100');
    assert.ok(upcoming.body.items.length > 0);
    for (const l of upcoming.body.items) assert.equal(l.status, 'upcoming');
    const live = await get('/listings?per_page=100');
    for (const l of live.body.items) assert.equal(l.status, 'live');
  });

  it('sorts by newest, votes and trending', async () => {
    const votes = (await get('/listings?sort=votes&per_page=100')).body.items as Summary[];
    for (let i = 1; i < votes.length; i++) assert.ok(votes[i - 1].votes >= votes[i].votes);
    const newest = (await get('/listings?sort=newest&per_page=100')).body.items as { launched_at: string }[];
    for (let i = 1; i < newest.length; i++) assert.ok(newest[i - 1].launched_at >= newest[i].launched_at);
    const trending = (await get('/listings?sort=trending&per_page=100')).body.items as Summary[];
    assert.equal(trending.length, votes.length);
    // Trending is one measure everywhere: the search sort ranks as the trending section and board do.
    const section = (await get('/launches?section=trending&per_page=100')).body.items as Summary[];
    const voted = (xs: Summary[]) => xs.filter((x) => x.votes > 0).map((x) => x.slug);
    assert.ok(voted(section).length > 3);
    assert.deepEqual(voted(trending), voted(section));
    assert.notDeepEqual(voted(trending), voted(votes), 'weights that halve with age reorder against raw votes');
  });

  for (const [query, field] of [
    ['page=0', 'page'],
    ['page=1001', 'page'],
    ['per_page=101', 'per_page'],
    ['per_page=abc', 'per_page'],
    ['country=abc', 'country'],
    ['sort=bogus', 'sort'],
    ['status=draft', 'status'],
    [`q=${'a'.repeat(201)}`, 'q'],
    ['category=Not_A_Slug', 'category'],
    ['colour=blue', 'colour'],
  ]) {
    it(`answers 400 problem+json naming ${field} for ${query.slice(0, 30)}`, async () => {
      const r = await get(`/listings?${query}`);
      assert.equal(r.status, 400);
      assert.match(r.type, /^application\/problem\+json/);
      assert.equal(r.body.status, 400);
      assert.ok(
        r.body.errors.some((e: { field: string }) => e.field === field),
        JSON.stringify(r.body),
      );
    });
  }
});

describe('get_listing', () => {
  it('returns the full public profile', async () => {
    const r = await get('/listings/pipewright');
    assert.equal(r.status, 200);
    const p = r.body;
    assert.equal(p.name, 'Pipewright');
    assert.equal(p.url, 'https://pipewright.test/');
    assert.ok(p.features.length > 0);
    assert.equal(p.categories[0].slug, 'ci-cd');
    assert.equal(p.categories[0].primary, true);
    assert.ok(Array.isArray(p.not_found_on_website));
    assert.ok(p.founders.length === 2);
    assert.ok('pricing' in p && 'socials' in p && 'faqs' in p && 'community_rating' in p && 'domain_rating' in p);
  });

  it('answers 404 problem+json for an unknown slug and 400 for a malformed one', async () => {
    const missing = await get('/listings/no-such-listing');
    assert.equal(missing.status, 404);
    assert.match(missing.type, /^application\/problem\+json/);
    const bad = await get('/listings/Bad_Slug');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors[0].field, 'slug');
  });

  it('does not show listings that are not public yet (drafts, awaiting the badge)', async () => {
    assert.equal((await get('/listings/budgetbee')).status, 404);
    assert.equal((await get('/listings/habitgrid')).status, 404);
  });
});

describe('caching', () => {
  it('tags answers with an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${base}/listings/pipewright`);
    const etag = first.headers.get('etag');
    assert.ok(etag);
    assert.equal(first.headers.get('cache-control'), 'no-cache');
    const again = await fetch(`${base}/listings/pipewright`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    const other = await fetch(`${base}/listings/tracehound`, { headers: { 'if-none-match': etag } });
    assert.equal(other.status, 200);
  });
});

describe('the contract', () => {
  it('is served as JSON and YAML', async () => {
    const json = await get('/openapi.json');
    assert.equal(json.body.openapi, '3.1.0');
    const yaml = await fetch(`${base}/openapi.yaml`);
    assert.match(await yaml.text(), /^openapi: 3\.1\.0/);
  });

  it('answers unknown routes with 404 problem+json', async () => {
    const r = await get('/nothing-here');
    assert.equal(r.status, 404);
    assert.match(r.type, /^application\/problem\+json/);
  });
});
