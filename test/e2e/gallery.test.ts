import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import YAML from 'yaml';
import { mondayOf } from '../../domain/shared/weeks.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi, submittedListing } from '../support/listings.ts';
import { initialisedMcp } from '../support/mcp-rpc.ts';
import { ROOT } from '../support/service-process.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { until } from '../support/until.ts';

/** An SVG picture of the given size: what the bytes say is what is checked. */
const picture = (w: number, h: number, fill = '#0a7') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${fill}"/></svg>`;
const SHOT = picture(1280, 800);
const OG = picture(1200, 630, '#36c');

let site: TestSite;
let svc: Awaited<ReturnType<typeof startInProcess>>;
let api: string;
let key: string;

type Shown = { image_id: number; source: string; origin: string; status: string; image: { url: string } | null; reason: string | null };

/** The owner's view of one gallery image once its reading is over (kept or refused). */
async function settled(listingId: number, imageId: number): Promise<Shown> {
  return until(`gallery image ${imageId} read`, async () => {
    const mine = await callApi(api, 'GET', `/me/listings/${listingId}`, key);
    const image = (mine.body.gallery as Shown[]).find((g) => g.image_id === imageId);
    return image && image.status !== 'reading' ? image : null;
  });
}

/** A listing of this account, made through the commands (fast set-up), paid or not, live this week. */
async function ownListing(name: string, plan: 'paid' | 'free', accountId: string) {
  const c = svc.container.commands;
  const ctx = { actor: accountId };
  const listingId = await c.reserveListingId(ctx);
  const slug = await c.claimListingSlug({ name, listingId }, ctx);
  await c.submitListing({ listingId, slug, ownerId: accountId, draftId: null, url: `${site.url}/`, profile: { name, categories: ['developer-tools'] } }, ctx);
  await c.scheduleLaunch({ listingId, week: mondayOf(new Date()), plan, unlocked: [] }, ctx);
  const live = await c.goLive({ listingId }, ctx);
  await svc.container.readModels.waitFor(live.position, 5000);
  return { listingId, slug };
}

const add = (listingId: number, body: unknown, as = key) => callApi(api, 'POST', `/me/listings/${listingId}/images`, as, body);

before(async () => {
  site = await startTestSite({
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' },
    '/': {
      body: `<!doctype html><html lang="en"><head><title>Galleria | Screens for teams</title><meta name="description" content="Galleria shows every screen your team ships.">
<meta property="og:image" content="/og.svg"></head><body><h1>Galleria shows every screen your team ships</h1><p>Galleria keeps your product's screens in one place, beside the other design tools your team uses.</p></body></html>`,
    },
    '/og.svg': { type: 'image/svg+xml', body: OG },
    '/shot.svg': { type: 'image/svg+xml', body: SHOT },
    '/shot-2.svg': { type: 'image/svg+xml', body: picture(1280, 800, '#c63') },
    // A server that says PNG about an HTML page is not believed: the bytes decide.
    '/page.png': { type: 'image/png', body: '<!doctype html><h1>not an image</h1>' },
    '/huge.svg': { type: 'image/svg+xml', body: `${picture(1280, 800).replace('</svg>', `<!--${'x'.repeat(2_100_000)}--></svg>`)}` },
    '/tiny.svg': { type: 'image/svg+xml', body: picture(40, 40) },
    '/giant.svg': { type: 'image/svg+xml', body: picture(8000, 5000) },
    '/strip.svg': { type: 'image/svg+xml', body: picture(2000, 100) },
    '/private/shot.svg': { type: 'image/svg+xml', body: SHOT },
  });
  svc = await startInProcess({ CRAWL_ALLOW_HOSTS: site.host, SEED_DEMO: 'false' });
  api = `${svc.url}/api/v1`;
  const defined = await svc.container.commands.defineCategory(
    { slug: 'design-tools', name: 'Design tools', description: 'Tools for designers' },
    { actor: 'test' },
  );
  await svc.container.readModels.waitFor(defined.position, 5000);
  ({ key } = await apiKeyFor(svc.container, 'gail', ['account:read', 'listings:write']));
});
after(async () => {
  await svc?.close();
  await site?.close();
});

describe('the media gallery', () => {
  it('is in the contract and in MCP tools/list, with the contract schemas', async () => {
    const doc = YAML.parse(readFileSync(`${ROOT}/schemas/openapi.yaml`, 'utf8'));
    assert.equal(doc.paths['/me/listings/{listing_id}/images'].post.operationId, 'add_gallery_image');
    assert.equal(doc.paths['/me/listings/{listing_id}/images/{image_id}'].delete.operationId, 'delete_gallery_image');
    const rpc = await initialisedMcp(svc.url, key);
    const tools = (await rpc('tools/list', {})).message.result.tools as { name: string; inputSchema: { properties: Record<string, unknown> } }[];
    const addTool = tools.find((t) => t.name === 'add_gallery_image');
    assert.ok(addTool, 'add_gallery_image is a tool');
    assert.ok(
      tools.some((t) => t.name === 'delete_gallery_image'),
      'delete_gallery_image is a tool',
    );
    assert.ok(JSON.stringify(addTool.inputSchema).includes('"url"'), 'its input names the url');
  });

  it('starts with the homepage og:image for a listing made from a draft, read through the crawler and kept here', async () => {
    const { listingId } = await submittedListing(api, key, `${site.url}/`);
    const mine = await callApi(api, 'GET', `/me/listings/${listingId}`, key);
    const og = (mine.body.gallery as Shown[]).find((g) => g.origin === 'og_image');
    assert.ok(og, JSON.stringify(mine.body.gallery));
    assert.equal(og.source, `${site.url}/og.svg`);
    const kept = await settled(listingId, og.image_id);
    assert.equal(kept.status, 'kept', JSON.stringify(kept));
    assert.equal(kept.image?.url, `/images/${createHash('sha256').update(OG).digest('hex')}`);
  });

  it('keeps an owner image through the logo path, serves it from our origin, and the public sees it on a paid listing only', async () => {
    const { accountId } = await apiKeyFor(svc.container, 'gail', ['account:read']);
    const paid = await ownListing('Gallery Paid', 'paid', accountId);
    const free = await ownListing('Gallery Free', 'free', accountId);
    const r = await add(paid.listingId, { url: `${site.url}/shot.svg`, caption: 'The board view' });
    assert.equal(r.status, 202, JSON.stringify(r.body));
    assert.equal(r.body.status, 'reading');
    assert.equal(r.body.caption, 'The board view');
    const kept = await settled(paid.listingId, r.body.image_id);
    const digest = createHash('sha256').update(SHOT).digest('hex');
    assert.equal(kept.image?.url, `/images/${digest}`);
    assert.equal(site.requests.filter((p) => p === '/shot.svg').length, 1, 'read once');
    assert.match(site.userAgents[site.requests.indexOf('/shot.svg')], /^LaunchDirectoryBot\//, 'by the crawler');
    const served = await fetch(`${svc.url}/images/${digest}`);
    assert.equal(served.status, 200);
    assert.equal(await served.text(), SHOT);
    assert.match(served.headers.get('content-security-policy') ?? '', /sandbox/);

    const again = await add(paid.listingId, { url: `${site.url}/shot.svg` });
    assert.equal(again.status, 202);
    assert.equal(again.body.image_id, r.body.image_id, 'the same address is the same image');

    const shown = await callApi(api, 'GET', `/listings/${paid.slug}`, null);
    assert.deepEqual(
      shown.body.media.images.map((i: { url: string; caption: string }) => [i.url, i.caption]),
      [[`/images/${digest}`, 'The board view']],
    );
    const freeImage = await add(free.listingId, { url: `${site.url}/shot-2.svg` });
    assert.equal((await settled(free.listingId, freeImage.body.image_id)).status, 'kept');
    assert.equal((await callApi(api, 'GET', `/listings/${free.slug}`, null)).body.media, undefined, 'a free listing shows no media');
    const ownerView = await callApi(api, 'GET', `/me/listings/${free.listingId}`, key);
    assert.equal(ownerView.body.media.images.length, 1, 'its owners see it in preview');
  });

  it('refuses what logos refuse: not an image, too large, too small, a strip, a private address, robots.txt', async () => {
    const { accountId } = await apiKeyFor(svc.container, 'gail', ['account:read']);
    const l = await ownListing('Gallery Guards', 'paid', accountId);
    const cases: [string, RegExp][] = [
      [`${site.url}/page.png`, /not a PNG, JPEG, GIF, WebP or SVG/],
      [`${site.url}/huge.svg`, /larger than 2 MB/],
      [`${site.url}/tiny.svg`, /smaller than 100 × 100/],
      [`${site.url}/giant.svg`, /larger than 4096 × 4096/],
      [`${site.url}/strip.svg`, /more than four times wider/],
      ['http://10.0.0.1/shot.png', /private or local address/],
      [`${site.url}/private/shot.svg`, /robots\.txt/],
    ];
    const ids: number[] = [];
    for (const [url, why] of cases) {
      const r = await add(l.listingId, { url });
      assert.equal(r.status, 202, `${url}: ${JSON.stringify(r.body)}`);
      const image = await settled(l.listingId, r.body.image_id);
      assert.equal(image.status, 'refused', url);
      assert.match(image.reason ?? '', why, url);
      assert.equal(image.image, null);
      ids.push(r.body.image_id);
    }
    assert.equal(site.requests.filter((p) => p === '/private/shot.svg').length, 0, 'robots.txt honoured');
    assert.equal((await callApi(api, 'GET', `/listings/${l.slug}`, null)).body.media, undefined, 'nothing refused is shown');

    // Seven places taken by refusals; an eighth image fits, a ninth does not until one is removed.
    assert.equal((await add(l.listingId, { url: `${site.url}/shot.svg` })).status, 202);
    const full = await add(l.listingId, { url: `${site.url}/shot-2.svg` });
    assert.equal(full.status, 409, JSON.stringify(full.body));
    assert.match(full.body.detail, /8 images/);
    const removed = await callApi(api, 'DELETE', `/me/listings/${l.listingId}/images/${ids[0]}`, key);
    assert.deepEqual(removed.body, { deleted: true, image_id: ids[0] });
    assert.equal((await callApi(api, 'DELETE', `/me/listings/${l.listingId}/images/${ids[0]}`, key)).status, 404, 'removed once');
    assert.equal((await add(l.listingId, { url: `${site.url}/shot-2.svg` })).status, 202, 'room again');
    const gallery = (await callApi(api, 'GET', `/me/listings/${l.listingId}`, key)).body.gallery as Shown[];
    assert.equal(gallery.length, 8);
    assert.ok(!gallery.some((g) => g.image_id === ids[0]));
  });

  it('refuses a bad address or caption naming the field, and another owner’s listing as missing', async () => {
    const { accountId } = await apiKeyFor(svc.container, 'gail', ['account:read']);
    const l = await ownListing('Gallery Input', 'paid', accountId);
    for (const url of ['javascript:alert(1)', 'ftp://example.test/a.png', 'https://user:pw@example.test/a.png']) {
      const r = await add(l.listingId, { url });
      assert.equal(r.status, 400, url);
      assert.ok(
        r.body.errors.some((e: { field: string }) => e.field === 'url'),
        JSON.stringify(r.body),
      );
    }
    const long = await add(l.listingId, { url: `${site.url}/shot.svg`, caption: 'x'.repeat(201) });
    assert.equal(long.status, 400);
    assert.ok(long.body.errors.some((e: { field: string }) => e.field === 'caption'));
    const other = await apiKeyFor(svc.container, 'mallory', ['account:read', 'listings:write']);
    assert.equal((await add(l.listingId, { url: `${site.url}/shot.svg` }, other.key)).status, 404);
    assert.equal((await callApi(api, 'DELETE', `/me/listings/${l.listingId}/images/1`, other.key)).status, 404);
    const reader = await apiKeyFor(svc.container, 'gail', ['account:read']);
    assert.equal((await add(l.listingId, { url: `${site.url}/shot.svg` }, reader.key)).status, 403, 'needs listings:write');
  });
});
