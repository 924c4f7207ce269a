import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { launchChromium, skipWithoutChromium } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { mailTo } from '../support/outbox.ts';
import { type Audit, axeViolations, screenshot, watch } from '../support/page-audit.ts';
import { ACME_PAGES, startTestSite, type TestSite } from '../support/test-site.ts';
import { PATIENCE_MS } from '../support/until.ts';

const skip = skipWithoutChromium;

type Running = Awaited<ReturnType<typeof startInProcess>>;
// A Wednesday: the free queue's first week with room is 2027-01-04.
const clock = new FixedClock(new Date('2026-11-25T12:00:00Z'));
const acme: Record<string, { status?: number; type?: string; body?: string }> = { ...ACME_PAGES };
const bolt: Record<string, { status?: number; type?: string; body?: string }> = {
  '/': {
    body: `<!doctype html><html><head><title>Bolt Forms | Forms that fill themselves</title>
<meta name="description" content="Bolt Forms turns any spreadsheet into a form your customers can fill in seconds."></head>
<body><h1>Forms that fill themselves</h1><p>Bolt Forms turns any spreadsheet into a form your customers can fill in seconds.</p>
<p>Plans start at $9 per month.</p></body></html>`,
  },
};
let svc: Running;
let browser: Browser;
let acmeSite: TestSite;
let boltSite: TestSite;
const audits: { name: string; audit: Audit }[] = [];
/** The two founders' pages, kept for the tour of every account page. */
const founders: Page[] = [];

const scripting = new WeakMap<Page, boolean>();

/**
 * Every page the founder sees is kept as a screenshot and, where scripts run (axe is one),
 * checked for serious accessibility problems; console errors and failed requests are watched throughout.
 */
async function checkPage(page: Page, name: string) {
  const js = scripting.get(page) ?? true;
  await screenshot(page, `founder-${name}-js-${js ? 'on' : 'off'}`);
  if (js) assert.deepEqual(await axeViolations(page), [], `${name}: axe serious/critical`);
}

/** The free journey runs with JavaScript on (and axe on every page), the paid one with it off: the site needs none. */
async function signUpAndConfirm(email: string, name: string, javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: svc.url });
  context.setDefaultTimeout(PATIENCE_MS);
  const page = await context.newPage();
  scripting.set(page, javaScriptEnabled);
  // Submitting a draft the site could not fill is refused with a 400 page, as it should be.
  audits.push({ name: email, audit: watch(page, svc.url, new Map([[/^\/account\/drafts\/[0-9a-f-]+\/submit$/, 400]])) });
  await page.goto('/signup');
  await page.fill('input[name=email]', email);
  await page.fill('input[name=name]', name);
  await page.fill('input[name=password]', 'a long enough password');
  await Promise.all([page.waitForURL('**/account'), page.click('main button[type=submit]')]);
  await checkPage(page, 'overview-unconfirmed');
  const mail = await mailTo(svc.dataDir, email, (m) => /Confirm your email/.test(m.subject));
  const link = /https?:\/\/\S+\/confirm-email\?\S+/.exec(mail.text)?.[0] ?? '';
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  assert.match((await page.textContent('h1')) ?? '', /Address confirmed/);
  return { context, page };
}

/** Submits the site's URL and waits (the page refreshes itself) for the draft to be ready to review. */
async function draftFrom(page: Page, url: string) {
  await page.goto('/account/drafts');
  await checkPage(page, 'submit');
  await page.fill('input[name=url]', url);
  await page.click('text=Read my site');
  await page.waitForSelector('text=Save changes', { timeout: PATIENCE_MS });
  assert.match(page.url(), /\/account\/drafts\/[0-9a-f-]{36}/);
}

async function reloadUntil(page: Page, what: RegExp, timeoutMs = PATIENCE_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = (await page.textContent('main')) ?? '';
    if (what.test(text)) return text;
    if (Date.now() > deadline) throw new Error(`${page.url()} never showed ${what}; it shows: ${text.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 200));
    await page.reload();
  }
}

describe("a founder's whole journey in the browser", { skip }, () => {
  before(async () => {
    acmeSite = await startTestSite(acme);
    boltSite = await startTestSite(bolt);
    const port = await freePort();
    svc = await startInProcess(
      { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, CRAWL_ALLOW_HOSTS: `${acmeSite.host},${boltSite.host}`, SEED_DEMO: 'false' },
      clock,
    );
    // An empty directory but for the category the founders' sites belong to.
    const r = await svc.container.commands.defineCategory(
      { slug: 'developer-tools', name: 'Developer Tools', description: 'Tools for people who build software.' },
      { actor: 'admin' },
    );
    const p = await svc.container.commands.defineProduct(
      { id: 'launch', name: 'Paid launch', description: 'Live at once or in the week you choose.', priceCents: 4900, needsListing: true },
      { actor: 'admin' },
    );
    await svc.container.readModels.waitFor(Math.max(r.position, p.position), PATIENCE_MS);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await svc?.close();
    await acmeSite?.close();
    await boltSite?.close();
  });

  it('free: sign up, confirm, submit a URL, review the draft with its evidence, submit, free plan, badge found, week starts, live on the home page', async () => {
    const { page } = await signUpAndConfirm('fay@example.test', 'Fay', true);
    founders.push(page);
    await draftFrom(page, `${acmeSite.url}/`);
    await checkPage(page, 'draft');

    // Each value sits beside the quote it came from and a link to where it was found.
    const name = page.locator('#field-name');
    assert.equal(await page.inputValue('#f-fields-name'), 'Acme Widgets');
    assert.match((await name.locator('.state').textContent()) ?? '', /From your site/);
    assert.ok((await name.locator('blockquote').count()) > 0, 'the name shows its evidence');
    assert.match((await name.locator('.evidence a').first().getAttribute('href')) ?? '', new RegExp(`^${acmeSite.url}`));
    assert.match((await page.locator('#field-founded_year .state').textContent()) ?? '', /From your site|Not found/);

    // Edit one value and lock another; the edited one says so, the others keep their quotes.
    await page.fill('#f-fields-tagline', 'Boards for teams who build widgets');
    await page.check('#field-name input[name=lock_fields]');
    await page.click('text=Save changes');
    assert.match((await page.textContent('[role=status]')) ?? '', /Saved/);
    assert.match((await page.locator('#field-tagline .state').textContent()) ?? '', /Edited by you/);
    assert.match((await page.locator('#field-name .state').textContent()) ?? '', /Locked/);
    // Restore the site's value of the edited field: its quote is back.
    await page.locator('#field-tagline').getByRole('button', { name: "Restore the site's value" }).click();
    assert.match((await page.locator('#field-tagline .state').textContent()) ?? '', /From your site|Not found/);

    await page.click('text=Submit the listing');
    assert.match(page.url(), /\/account\/listings\/\d+\?done=submitted/);
    await checkPage(page, 'listing-submitted');

    await page.click('text=Choose the free launch');
    const queued = (await page.textContent('main')) ?? '';
    assert.match(queued, /Booked for the free week of 2027-01-04/);
    const snippet = await page.inputValue('#badge-snippet');
    const listingPath = /href="http:\/\/127\.0\.0\.1:\d+(\/listings\/[a-z0-9-]+)"/.exec(snippet)?.[1];
    assert.ok(listingPath, `the snippet links to the listing: ${snippet}`);
    await checkPage(page, 'listing-awaiting-badge');

    // Some minutes later the founder has put the badge on the homepage, and asks for a check now.
    clock.set(new Date('2026-11-25T12:20:00Z'));
    acme['/'] = { body: (ACME_PAGES['/'].body ?? '').replace('</body>', `<footer>${snippet}</footer></body>`) };
    await page.click('text=Check my homepage for the badge now');
    const scheduled = await reloadUntil(page, /Scheduled for the week of 2027-01-04/);
    assert.match(scheduled, /Badge checks/);
    assert.ok((await page.locator('table td', { hasText: /^yes$/ }).count()) >= 1, 'the check that found it is in the history');

    // The week starts: the listing goes live and leads the home page.
    clock.set(new Date('2027-01-04T00:05:00Z'));
    await svc.workers?.tick();
    await reloadUntil(page, /Live since/);
    await page.goto('/');
    assert.ok((await page.locator(`main a[href="${listingPath}"]`).count()) > 0, 'the listing is on the home page');
    await checkPage(page, 'home-with-launch');
  });

  it('paid: from the submitted draft through checkout to live at once', async () => {
    const { page } = await signUpAndConfirm('pat@example.test', 'Pat', false);
    founders.push(page);
    await draftFrom(page, `${boltSite.url}/`);
    // The site names no category: submitting says what is missing, next to the field.
    await page.click('text=Submit the listing');
    assert.match((await page.textContent('[role=alert]')) ?? '', /fields\.categories: a listing needs a category/);
    await checkPage(page, 'draft-refused');
    await page.fill('#f-fields-categories', 'Developer Tools');
    await page.click('text=Save changes');
    await page.click('text=Submit the listing');
    await page.click('text=Continue to checkout');
    assert.match(page.url(), /\/checkout\/[A-Z0-9-]+\?t=/);
    await checkPage(page, 'checkout');
    await page.fill('input[name=name]', 'Pat Ltd');
    await page.fill('textarea[name=address]', '1 Main St, Springfield');
    await page.fill('input[name=country]', 'US');
    await page.click('text=Update the total');
    await page.click('button:has-text("(test)") >> nth=0');
    assert.match(page.url(), /\/done\?t=/);

    await page.goto('/account/orders');
    await reloadUntil(page, /fulfilled/);
    await checkPage(page, 'orders');
    await page.click('text=Receipt');
    assert.match((await page.textContent('h1')) ?? '', /Receipt/);

    await page.goto('/account/listings');
    await page.click('text=Bolt Forms');
    await reloadUntil(page, /Live since/);
    const path = (await page.getAttribute('a[href^="/listings/"]', 'href')) ?? '';
    await page.goto('/');
    assert.ok((await page.locator(`main a[href="${path}"]`).count()) > 0, 'the paid listing is live on the home page');
  });

  it('shows every account page type to a founder, with JavaScript on (axe) and off', async () => {
    for (const page of founders) {
      const visit = async (path: string, name: string) => {
        const res = await page.goto(path);
        assert.equal(res?.status(), 200, path);
        await checkPage(page, `tour-${name}`);
      };
      await visit('/account', 'overview');
      // The submitted draft and the listing are found on the pages that list them, as the founder finds them.
      await visit('/account/drafts', 'drafts');
      const draft = (await page.getAttribute('main td a[href^="/account/drafts/"]', 'href')) ?? '';
      await visit('/account/listings', 'listings');
      const listing = (await page.getAttribute('main td a[href^="/account/listings/"]', 'href')) ?? '';
      assert.ok(listing && draft);
      for (const [path, name] of [
        [draft, 'draft-submitted'],
        [listing, 'listing'],
        ['/account/claims', 'claims'],
        ['/account/orders', 'orders'],
        ['/account/api-keys', 'api-keys'],
        ['/account/connected-apps', 'connected-apps'],
      ])
        await visit(path, name);
    }
  });

  it('saw no console errors and no failed requests to our own origin on any page', () => {
    for (const { name, audit } of audits) {
      assert.deepEqual(audit.consoleErrors, [], `${name}: console errors`);
      assert.deepEqual(audit.failedRequests, [], `${name}: failed requests`);
    }
  });
});
