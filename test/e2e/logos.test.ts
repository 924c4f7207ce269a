import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { mondayOf } from '../../domain/shared/weeks.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><script>alert(1)</script><rect width="64" height="64" fill="#0a7"/></svg>';
const BANNER = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="100"><rect width="1200" height="100"/></svg>';

let site: TestSite;
let svc: Awaited<ReturnType<typeof startInProcess>>;

/** A live listing whose profile names `logoUrl` as its logo. */
async function liveListing(name: string, logoUrl: string) {
  const c = svc.container.commands;
  const ctx = { actor: 'acct_logos' };
  const listingId = await c.reserveListingId(ctx);
  const slug = await c.claimListingSlug({ name, listingId }, ctx);
  await c.submitListing(
    { listingId, slug, ownerId: 'acct_logos', draftId: null, url: `${site.url}/`, profile: { name, categories: ['developer-tools'], logo_url: logoUrl } },
    ctx,
  );
  await c.scheduleLaunch({ listingId, week: mondayOf(new Date()), plan: 'paid', unlocked: [] }, ctx);
  const live = await c.goLive({ listingId }, ctx);
  await svc.container.readModels.waitFor(live.position, PATIENCE_MS);
  return slug;
}

/** The mark of the listing's card on the home page, once the logo's look is recorded. */
async function markOn(slug: string, settled: (mark: string) => boolean) {
  let mark = '';
  await until(`the mark of ${slug}`, async () => {
    const home = await (await fetch(`${svc.url}/`)).text();
    const card = home.split('<li class="card">').find((c) => c.includes(`href="/listings/${slug}"`)) ?? '';
    mark = /<(img|svg) class="mark"[^>]*>/.exec(card)?.[0] ?? '';
    return settled(mark);
  });
  return mark;
}

before(async () => {
  site = await startTestSite({
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' },
    '/logo.svg': { type: 'image/svg+xml', body: LOGO },
    // A server that says PNG about an HTML page is not believed: the bytes decide.
    '/logo-page.png': { type: 'image/png', body: '<!doctype html><h1>not an image</h1>' },
    '/banner.svg': { type: 'image/svg+xml', body: BANNER },
    '/private/logo.svg': { type: 'image/svg+xml', body: LOGO },
  });
  svc = await startInProcess({ CRAWL_ALLOW_HOSTS: site.host, SEED_DEMO: 'false' });
});
after(async () => {
  await svc?.close();
  await site?.close();
});

describe('listing logos', () => {
  it('are read once through the crawler, kept, and served from our origin with a long cache', async () => {
    const slug = await liveListing('Logo Kept', `${site.url}/logo.svg`);
    const mark = await markOn(slug, (m) => m.startsWith('<img'));
    const digest = createHash('sha256').update(LOGO).digest('hex');
    assert.match(mark, new RegExp(`src="/images/${digest}" width="64" height="64" alt=""`));
    assert.equal(site.requests.filter((r) => r === '/logo.svg').length, 1, 'read once');
    assert.match(site.userAgents[site.requests.indexOf('/logo.svg')], /^LaunchDirectoryBot\//);

    const image = await fetch(`${svc.url}/images/${digest}`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/svg+xml');
    assert.match(image.headers.get('cache-control') ?? '', /max-age=31536000, immutable/);
    assert.match(image.headers.get('content-security-policy') ?? '', /default-src 'none'.*sandbox/);
    assert.equal(image.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(await image.text(), LOGO);
    assert.equal((await fetch(`${svc.url}/images/${digest}`, { headers: { 'if-none-match': `"${digest}"` } })).status, 304);
    assert.equal((await fetch(`${svc.url}/images/${'0'.repeat(64)}`)).status, 404);

    const listing = (await (await fetch(`${svc.url}/api/v1/launches?section=this-week`)).json()) as { items: { slug: string; logo_image?: unknown }[] };
    const item = listing.items.find((l) => l.slug === slug);
    assert.deepEqual(item?.logo_image, { url: `/images/${digest}`, width: 64, height: 64 }, 'API clients get our copy too');
    const page = await (await fetch(`${svc.url}/listings/${slug}`)).text();
    assert.match(page, new RegExp(`<meta property="og:image" content="http://[^"]+/images/${digest}">`), 'link previews use our copy');
    assert.doesNotMatch(page, new RegExp(`src="${site.url}`), 'never hot-linked');
  });

  it('that are not images, are banners, or that robots.txt keeps out are refused: the card shows its monogram', async () => {
    for (const [name, path] of [
      ['Not An Image', '/logo-page.png'],
      ['Wide Banner', '/banner.svg'],
      ['Kept Out', '/private/logo.svg'],
    ]) {
      const slug = await liveListing(name, `${site.url}${path}`);
      await until(
        `the logo of ${name} refused`,
        async () => {
          const events = await svc.container.events.readStream(`listing-${(await svc.container.streams.listingIdOfSlug(slug)) ?? 0}`);
          return events.some((e) => e.type === 'LogoRefused');
        },
        15_000,
      );
      const mark = await markOn(slug, (m) => m !== '');
      assert.match(mark, /^<svg class="mark"/, `${name}: a monogram`);
    }
    assert.equal(site.requests.filter((r) => r === '/private/logo.svg').length, 0, 'robots.txt honoured');
  });

  it('at a private address are never asked for', async () => {
    const slug = await liveListing('Private Logo', 'http://10.0.0.1/logo.png');
    await until(
      'the private logo refused',
      async () => {
        const id = await svc.container.streams.listingIdOfSlug(slug);
        const events = await svc.container.events.readStream(`listing-${id}`);
        const refused = events.find((e) => e.type === 'LogoRefused');
        return refused ? /private or local address/.test(JSON.stringify(refused.data)) : false;
      },
      15_000,
    );
  });

  it('give every card of the home page an image', async () => {
    const home = await (await fetch(`${svc.url}/`)).text();
    const cards = home.split('<li class="card">').slice(1);
    assert.ok(cards.length >= 5);
    for (const card of cards) assert.match(card, /<(img|svg) class="mark"/);
  });
});
