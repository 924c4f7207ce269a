import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiKeyFor } from '../support/accounts.ts';
import { launchChromium, skipWithoutChromium } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { axeViolations, layoutFaults, onFewPages, screenshot } from '../support/page-audit.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

const skip = skipWithoutChromium;
const WIDTHS = [375, 768, 1280];
const SCREEN = '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800"><rect width="1280" height="800" fill="#e0612a"/></svg>';

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let site: TestSite;
let browser: Browser;
let api = '';
const get = async (path: string) => (await callApi(api, 'GET', path, null)).body;

/** A paid live listing of the demo with images in its gallery, and a free one (no media section). */
async function demoListings() {
  const live = (await get('/listings?sort=votes&per_page=100')).items as { slug: string }[];
  let paid = '';
  let free = '';
  for (const { slug } of live) {
    const l = await get(`/listings/${slug}`);
    if (!paid && l.media?.images?.length) paid = slug;
    if (!free && !l.media) free = slug;
    if (paid && free) break;
  }
  assert.ok(paid && free, 'the demo has a paid listing with a gallery and a free one');
  return { paid, free };
}

/** What the test asserts of every page at every width: clean under axe, nothing overlapping, nothing wider than the window. */
async function audited(page: Page, name: string, width: number) {
  assert.deepEqual(await layoutFaults(page), [], `${name} at ${width} px`);
  assert.deepEqual(await axeViolations(page), [], `${name} at ${width} px`);
  await screenshot(page, `look-${name}-${width}`);
}

/**
 * The page as loaded, audited at each width from the widest down. The site has no scripts, so its CSS alone lays a page out for
 * the window: a page read narrower is the page a narrower window loads, and it is loaded (and given axe) once rather than thrice.
 */
async function auditedAtEveryWidth(page: Page, name: string) {
  for (const width of [...WIDTHS].sort((a, b) => b - a)) {
    await page.setViewportSize({ width, height: 900 });
    await audited(page, name, width);
  }
}

type Rect = { left: number; right: number; top: number; bottom: number; width: number; height: number };
const rectOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => {
      const r = (e as unknown as { getBoundingClientRect(): Rect }).getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
    });

/** The look of a launch directory, at a phone's, a tablet's and a laptop's width. */
describe('the site as a visitor sees it', { skip }, () => {
  before(async () => {
    site = await startTestSite({ '/screen.svg': { type: 'image/svg+xml', body: SCREEN } });
    const port = await freePort();
    svc = await startInProcess({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, CRAWL_ALLOW_HOSTS: site.host });
    api = `${svc.url}/api/v1`;
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await svc?.close();
    await site?.close();
  });

  it('holds the header on one line at 1280 px with search and Submit a product, gives every row a mark and every live one an upvote', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, baseURL: svc.url });
    await page.goto('/');
    const header = await rectOf(page, 'header.top');
    assert.ok(header.height > 0 && header.height < 80, `the header is one line high at 1280 px (${header.height} px)`);
    assert.equal(await page.locator('header.top form[role=search] input[name=q]').count(), 1, 'search in the header');
    assert.equal(
      await page.locator('header.top a', { hasText: 'Submit a product' }).getAttribute('href'),
      '/signin?next=%2Faccount%2Fdrafts',
      'Submit a product leads a visitor to sign in, then to the submit page',
    );
    const intro = (await page.locator('.intro p').first().textContent()) ?? '';
    assert.ok(intro.length > 20 && !intro.includes('\n'), 'the home page says in one line what the site is');
    const first = await page.locator('main section[id]').first().getAttribute('id');
    assert.ok(first === 'today' || first === 'this-week', `the launches come first (${first})`);
    const rows = await page.$$eval('.card', (all) =>
      all.map((c) => ({
        // The demo companies' logos, kept and served from this site: an image that loaded.
        logo: ((i) => Boolean(i?.complete && i.naturalWidth > 0))(c.querySelector('img.mark') as { complete: boolean; naturalWidth: number } | null),
        upvote: c.querySelector('.upvote') !== null,
        upcoming: c.querySelector('.when') !== null,
      })),
    );
    assert.ok(rows.length >= 4, 'the home page lists launches');
    assert.ok(
      rows.every((c) => c.logo),
      'every row of the home page shows its logo',
    );
    assert.ok(
      rows.every((c) => c.upvote || c.upcoming),
      'every live row has an upvote',
    );
    const favicon = await page.request.get('/favicon.ico');
    assert.equal(favicon.status(), 200);
    assert.equal(favicon.headers()['content-type'], 'image/x-icon');
    const glyphs = await page.evaluate(() =>
      /\p{Extended_Pictographic}/u.test((globalThis as unknown as { document: { body: { textContent: string } } }).document.body.textContent),
    );
    assert.equal(glyphs, false, 'no glyph that needs an emoji font');
    await page.close();
  });

  it('reads /boards at 1280 px (names on one line, taglines in at most two) and at 375 px (no two text boxes of a row overlap); the billboard says PAID once', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, baseURL: svc.url });
    await page.goto('/boards');
    const boards = await page.$$eval('section.board', (all) =>
      all.map((s) => ({ title: s.querySelector('h2')?.textContent ?? '', ranked: s.querySelectorAll('.card .rank').length, text: s.textContent ?? '' })),
    );
    assert.ok(boards.length >= 5, 'every board is on the page');
    assert.ok(boards.filter((b) => b.ranked > 0).length >= 4, `the boards show their rankings: ${JSON.stringify(boards.map((b) => [b.title, b.ranked]))}`);
    const billboard = boards.find((b) => /Billboard/.test(b.title));
    assert.match(billboard?.title ?? '', /PAID/, 'the billboard is marked PAID');
    assert.equal(billboard?.text.match(/PAID/g)?.length, 1, 'once');
    const rows = await page.$$eval('.board .card', (all) =>
      all.map((c) => {
        const box = (sel: string) =>
          c.querySelector(sel) as unknown as {
            getBoundingClientRect(): { height: number };
            scrollWidth: number;
            clientWidth: number;
            textContent: string;
          } | null;
        const style = (e: unknown) =>
          Number.parseFloat((globalThis as unknown as { getComputedStyle(e: unknown): { lineHeight: string } }).getComputedStyle(e).lineHeight);
        const name = box('.name');
        const tagline = box('.tagline');
        return {
          name: name?.textContent ?? '',
          nameLines: name ? name.getBoundingClientRect().height / style(name) : 0,
          nameFits: name ? name.scrollWidth <= name.clientWidth + 1 : false,
          taglineLines: tagline ? tagline.getBoundingClientRect().height / style(tagline) : 0,
          figure: c.querySelector('.figure')?.textContent ?? '',
        };
      }),
    );
    assert.ok(rows.length >= 15, `ranked rows: ${rows.length}`);
    for (const r of rows) {
      assert.ok(r.nameLines < 1.5 && r.nameFits, `${r.name} on one line, whole (${r.nameLines.toFixed(2)} lines)`);
      assert.ok(r.taglineLines <= 2.05, `${r.name}'s tagline in at most two lines (${r.taglineLines.toFixed(2)})`);
    }
    assert.ok(
      rows.filter((r) => r.figure).every((r) => /\d.*\s[a-z]/i.test(r.figure)),
      `each figure with its unit: ${rows.map((r) => r.figure).join(' | ')}`,
    );
    // The site has no scripts: its CSS alone lays a page out for the window's width, so the page loaded is re-read narrower.
    await page.setViewportSize({ width: 375, height: 800 });
    assert.deepEqual(await layoutFaults(page), [], 'no two text boxes of a row overlap at 375 px');
    await page.close();
  });

  it('gives a listing a hero (Visit, upvote and follow in one row at 1280 px), makers with marks and launch badges; a paid one its gallery and video, a free one neither', async () => {
    const { paid, free } = await demoListings();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, baseURL: svc.url });
    await page.goto(`/listings/${paid}`);
    const visit = await rectOf(page, '.hero-actions .visit');
    const upvote = await rectOf(page, '.hero-actions .upvote');
    const follow = await rectOf(page, '.hero-actions > :last-child');
    assert.equal(await page.locator('.hero-actions .visit').getAttribute('href'), `/go/${paid}`, 'Visit website goes through /go');
    assert.match((await page.locator('.hero-actions > :last-child').textContent()) ?? '', /Follow/);
    const middle = (r: Rect) => r.top + r.height / 2;
    assert.ok(
      Math.abs(middle(visit) - middle(upvote)) < 4 && Math.abs(middle(upvote) - middle(follow)) < 4,
      `one row: ${JSON.stringify([visit, upvote, follow])}`,
    );
    assert.ok(visit.right <= upvote.left && upvote.right <= follow.left, 'Visit, then upvote, then follow');
    assert.match((await page.locator('.hero-actions .upvote').textContent()) ?? '', /Upvote\s+\d+ votes?/, 'the upvote says its count');
    const makers = await page.$$eval('#makers li', (all) =>
      all.map((li) => ({ mark: li.querySelector('svg.avatar') !== null, name: li.querySelector('.who')?.textContent ?? '' })),
    );
    assert.ok(makers.length >= 1 && makers.every((m) => m.mark && m.name), `makers with marks: ${JSON.stringify(makers)}`);
    const badges = (await page.locator('.hero .pills').textContent()) ?? '';
    assert.match(badges, /Launched the week of \d{1,2} \w{3} \d{4}/, 'the launch week as a badge');
    assert.match(badges, /#\d of its week|Launch of the Week #\d/, 'its rank or award as a badge');
    const gallery = await page.$$eval('#media .gallery img', (all) =>
      all.map((i) => {
        const img = i as unknown as { src: string; complete: boolean; naturalWidth: number };
        return { src: img.src, loaded: img.complete && img.naturalWidth > 0 };
      }),
    );
    assert.ok(gallery.length >= 1, 'a paid listing shows its gallery');
    await until(
      'the gallery images loaded',
      async () =>
        (await page.$$eval('#media .gallery img', (all) => all.every((i) => (i as unknown as { complete: boolean; naturalWidth: number }).naturalWidth > 0))) ||
        null,
    );
    for (const g of gallery) assert.match(g.src, new RegExp(`^${svc.url}/images/[0-9a-f]{64}$`), 'served from our origin');
    assert.equal(await page.locator('#media .gallery .video a').count(), 1, 'and its demo video');
    await page.goto(`/listings/${free}`);
    assert.equal(await page.locator('#media').count(), 0, 'a free listing shows neither gallery nor video');
    assert.equal(await page.locator('.hero-actions .visit').count(), 1);
    await page.close();
  });

  it('sends a signed-out upvote to sign in and back, and counts a signed-in one from the row, back on the same page', async () => {
    const { accountId } = await apiKeyFor(svc.container, 'uma', ['account:read']);
    await svc.container.commands.confirmEmailByOperator({ accountId }, { actor: 'test' });
    const context = await browser.newContext({ baseURL: svc.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    const first = page.locator('#this-week .card').first();
    const slug = ((await first.locator('.what a').getAttribute('href')) ?? '').replace('/listings/', '');
    const before = (await callApi(api, 'GET', `/listings/${slug}`, null)).body.votes as number;
    await first.locator('.upvote').click();
    await page.waitForURL(/\/signin\?next=/);
    await page.fill('input[name=email]', 'uma@example.test');
    await page.fill('input[name=password]', 'irrelevant-password');
    await Promise.all([page.waitForURL((u) => u.pathname === `/listings/${slug}`), page.click('form[action^="/signin"] button')]);
    await page.goto('/');
    await Promise.all([page.waitForURL((u) => u.pathname === '/'), page.locator('#this-week .card').first().locator('.upvote').click()]);
    const after = (await callApi(api, 'GET', `/listings/${slug}`, null)).body.votes as number;
    assert.equal(after, before + 1, 'the vote counted, and the person is back on the home page');
    await context.close();
  });

  it("saves screenshots of an owner's listing page (in sections, the gallery in preview) and of a checkout at 375, 768 and 1280 px, each clean", async () => {
    const { key, accountId } = await apiKeyFor(svc.container, 'owen', ['account:read', 'listings:write', 'orders:write']);
    const c = svc.container.commands;
    const ctx = { actor: accountId };
    const listingId = await c.reserveListingId(ctx);
    const slug = await c.claimListingSlug({ name: 'Owen Tools', listingId }, ctx);
    const r = await c.submitListing(
      {
        listingId,
        slug,
        ownerId: accountId,
        draftId: null,
        url: 'https://owentools.test/',
        profile: { name: 'Owen Tools', tagline: 'Tools for owners', categories: ['developer-tools'] },
      },
      ctx,
    );
    await svc.container.readModels.waitFor(r.position, PATIENCE_MS);
    const added = await callApi(api, 'POST', `/me/listings/${listingId}/images`, key, { url: `${site.url}/screen.svg`, caption: 'The dashboard' });
    assert.equal(added.status, 202, JSON.stringify(added.body));
    await until('the screenshot kept', async () => {
      const mine = await callApi(api, 'GET', `/me/listings/${listingId}`, key);
      return mine.body.gallery[0]?.status === 'kept';
    });
    const order = await callApi(api, 'POST', '/orders/checkout', key, { items: [{ product: 'launch', listing_id: listingId }] });
    assert.equal(order.status, 201, JSON.stringify(order.body));
    const checkout = new URL(order.body.checkout_url as string);
    const context = await browser.newContext({ baseURL: svc.url });
    const page = await context.newPage();
    await page.goto('/signin');
    await page.fill('input[name=email]', 'owen@example.test');
    await page.fill('input[name=password]', 'irrelevant-password');
    await Promise.all([page.waitForURL((u) => u.pathname === '/account'), page.click('form[action^="/signin"] button')]);
    await page.goto(`/account/listings/${listingId}`);
    const anchors = await page.$$eval('.toc a', (all) => all.map((a) => a.getAttribute('href')));
    for (const id of ['#launch', '#stats', '#profile', '#media', '#story', '#milestones', '#updates'])
      assert.ok(anchors.includes(id) && (await page.locator(id).count()) === 1, `the section ${id}, with its anchor`);
    assert.match((await page.locator('#stats .chart-empty').first().textContent()) ?? '', /No views/, 'an empty chart says so in words');
    const preview = await page.$$eval('#media-preview .gallery img', (all) => all.map((i) => (i as unknown as { naturalWidth: number }).naturalWidth));
    assert.ok(preview.length === 1 && preview[0] > 0, 'the owner sees the gallery in preview before any paid launch');
    await auditedAtEveryWidth(page, 'account-listing');
    // The checkout's inputs are as wide as the form's others: no small unstyled fields beside full-width ones.
    await page.setViewportSize({ width: 1280, height: 900 });
    const res = await page.goto(`${checkout.pathname}${checkout.search}`);
    assert.equal(res?.status(), 200, 'the checkout page');
    const widths = await page.$$eval('form.billing input:not([type=hidden]), form.billing textarea', (all) =>
      all.map((i) => Math.round(i.getBoundingClientRect().width)),
    );
    assert.ok(Math.min(...widths) >= 200, `billing inputs are full-size: ${widths.join(', ')}`);
    await auditedAtEveryWidth(page, 'checkout');
    await context.close();
  });

  it('saves screenshots of every main page at 375, 768 and 1280 px, each clean under axe, with no sideways scroll and no overlapping boxes', async () => {
    const { paid, free } = await demoListings();
    const category = (await get('/categories')).items[0].slug;
    const founder = (await get('/founders')).items[0].slug;
    const paths: [string, string][] = [
      ['home', '/'],
      ['listing-paid', `/listings/${paid}`],
      ['listing-free', `/listings/${free}`],
      ['boards', '/boards'],
      ['launches', '/launches'],
      ['category', `/categories/${category}`],
      ['founder', `/founders/${founder}`],
      ['search', '/search?q=notes'],
      ['signin', '/signin'],
    ];
    // A few pages at once, each page loaded once (at 1280 px) and read at every width: what each is checked for is Chromium's work,
    // in processes of their own.
    await onFewPages(
      () => browser.newPage({ viewport: { width: 1280, height: 900 }, baseURL: svc.url }),
      paths,
      3,
      async (page, [name, path], i) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        const res = await page.goto(path);
        assert.equal(res?.status(), 200, path);
        // Dark mode is the same design in other colours: clean under axe too.
        if (i < 3) {
          await page.emulateMedia({ colorScheme: 'dark' });
          await audited(page, `${name}-dark`, 1280);
          await page.emulateMedia({ colorScheme: 'light' });
        }
        await auditedAtEveryWidth(page, name);
      },
    );
  });
});
