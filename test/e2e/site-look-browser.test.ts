import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { apiKeyFor } from '../support/accounts.ts';
import { launchChromium, skipWithoutChromium } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { axeViolations, screenshot } from '../support/page-audit.ts';
import { PATIENCE_MS } from '../support/until.ts';

const skip = skipWithoutChromium;
const WIDTHS = [375, 768, 1280];

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let browser: Browser;

/** The look of a launch directory, at a phone's, a tablet's and a laptop's width. */
describe('the site as a visitor sees it', { skip }, () => {
  before(async () => {
    const port = await freePort();
    svc = await startInProcess({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await svc?.close();
  });

  it('holds the header on one line at 1280 px, gives every card a mark and every live one an upvote, and shows the boards ranked', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, baseURL: svc.url });
    await page.goto('/');
    const header = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { querySelector(s: string): { getBoundingClientRect(): { height: number } } | null } }).document
          .querySelector('header.top')
          ?.getBoundingClientRect().height ?? 0,
    );
    assert.ok(header > 0 && header < 80, `the header is one line high at 1280 px (${header} px)`);
    const cards = await page.$$eval('.card', (all) =>
      all.map((c) => ({
        // The demo companies' logos, kept and served from this site: an image that loaded.
        logo: ((i) => Boolean(i?.complete && i.naturalWidth > 0))(c.querySelector('img.mark') as { complete: boolean; naturalWidth: number } | null),
        upvote: c.querySelector('.upvote') !== null,
        upcoming: /launches \d{4}-/.test(c.textContent ?? ''),
      })),
    );
    assert.ok(cards.length >= 5, 'the home page lists launches');
    assert.ok(
      cards.every((c) => c.logo),
      'every card of the home page shows its logo',
    );
    assert.ok(
      cards.every((c) => c.upvote || c.upcoming),
      'every live card has an upvote',
    );
    await page.goto('/boards');
    const boards = await page.$$eval('section.board', (all) =>
      all.map((s) => ({ title: s.querySelector('h2')?.textContent ?? '', ranked: s.querySelectorAll('.card .rank').length })),
    );
    assert.ok(boards.length >= 5, 'every board is on the page');
    assert.ok(boards.filter((b) => b.ranked > 0).length >= 4, `the boards show their rankings: ${JSON.stringify(boards)}`);
    assert.match(boards.find((b) => /Billboard/.test(b.title))?.title ?? '', /PAID/, 'the billboard is marked PAID');
    const glyphs = await page.evaluate(() =>
      /\p{Extended_Pictographic}/u.test((globalThis as unknown as { document: { body: { textContent: string } } }).document.body.textContent),
    );
    assert.equal(glyphs, false, 'no glyph that needs an emoji font');
    await page.close();
  });

  it('sends a signed-out upvote to sign in and back, and counts a signed-in one from the card, back on the same page', async () => {
    const { accountId } = await apiKeyFor(svc.container, 'uma', ['account:read']);
    await svc.container.commands.confirmEmailByOperator({ accountId }, { actor: 'test' });
    const context = await browser.newContext({ baseURL: svc.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    const first = page.locator('#this-week .card').first();
    const slug = ((await first.locator('.what a').getAttribute('href')) ?? '').replace('/listings/', '');
    const before = (await callApi(`${svc.url}/api/v1`, 'GET', `/listings/${slug}`, null)).body.votes as number;
    await first.locator('.upvote').click();
    await page.waitForURL(/\/signin\?next=/);
    await page.fill('input[name=email]', 'uma@example.test');
    await page.fill('input[name=password]', 'irrelevant-password');
    await Promise.all([page.waitForURL((u) => u.pathname === `/listings/${slug}`), page.click('form[action^="/signin"] button')]);
    await page.goto('/');
    await Promise.all([page.waitForURL((u) => u.pathname === '/'), page.locator('#this-week .card').first().locator('.upvote').click()]);
    const after = (await callApi(`${svc.url}/api/v1`, 'GET', `/listings/${slug}`, null)).body.votes as number;
    assert.equal(after, before + 1, 'the vote counted, and the person is back on the home page');
    await context.close();
  });

  it("saves screenshots of an owner's listing page and of a checkout at 375, 768 and 1280 px, each clean under axe", async () => {
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
    const order = await callApi(`${svc.url}/api/v1`, 'POST', '/orders/checkout', key, { items: [{ product: 'launch', listing_id: listingId }] });
    assert.equal(order.status, 201, JSON.stringify(order.body));
    const checkout = new URL(order.body.checkout_url as string);
    const context = await browser.newContext({ baseURL: svc.url });
    const page = await context.newPage();
    await page.goto('/signin');
    await page.fill('input[name=email]', 'owen@example.test');
    await page.fill('input[name=password]', 'irrelevant-password');
    await Promise.all([page.waitForURL((u) => u.pathname === '/account'), page.click('form[action^="/signin"] button')]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ['account-listing', `/account/listings/${listingId}`],
        ['checkout', `${checkout.pathname}${checkout.search}`],
      ]) {
        const res = await page.goto(path);
        assert.equal(res?.status(), 200, path);
        const overflow = await page.evaluate(() => {
          const d = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
          return d.scrollWidth - d.clientWidth;
        });
        assert.ok(overflow <= 1, `${name} fits ${width} px without scrolling sideways (${overflow} px over)`);
        assert.deepEqual(await axeViolations(page), [], `${name} at ${width} px`);
        await screenshot(page, `look-${name}-${width}`);
      }
    }
    // The checkout's inputs are as wide as the form's others: no small unstyled fields beside full-width ones.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${checkout.pathname}${checkout.search}`);
    const widths = await page.$$eval('form.billing input:not([type=hidden]), form.billing textarea', (all) =>
      all.map((i) => Math.round(i.getBoundingClientRect().width)),
    );
    assert.ok(Math.min(...widths) >= 200, `billing inputs are full-size: ${widths.join(', ')}`);
    await context.close();
  });

  it('saves screenshots of every main page type at 375, 768 and 1280 px, each clean under axe', async () => {
    const api = `${svc.url}/api/v1`;
    const listing = (await callApi(api, 'GET', '/launches?section=this-week&per_page=1', null)).body.items[0].slug;
    const category = (await callApi(api, 'GET', '/categories', null)).body.items[0].slug;
    const paths: [string, string][] = [
      ['home', '/'],
      ['listing', `/listings/${listing}`],
      ['boards', '/boards'],
      ['launches', '/launches'],
      ['category', `/categories/${category}`],
    ];
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, baseURL: svc.url });
      for (const [name, path] of paths) {
        const res = await page.goto(path);
        assert.equal(res?.status(), 200, path);
        const overflow = await page.evaluate(() => {
          const d = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
          return d.scrollWidth - d.clientWidth;
        });
        assert.ok(overflow <= 1, `${path} fits ${width} px without scrolling sideways (${overflow} px over)`);
        assert.deepEqual(await axeViolations(page), [], `${path} at ${width} px`);
        await screenshot(page, `look-${name}-${width}`);
      }
      await page.close();
    }
  });
});
