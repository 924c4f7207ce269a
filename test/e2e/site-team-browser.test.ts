import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiKeyFor } from '../support/accounts.ts';
import { launchChromium, skipWithoutChromium } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { type Audit, axeViolations, screenshot, watch } from '../support/page-audit.ts';
import { PATIENCE_MS } from '../support/until.ts';

const skip = skipWithoutChromium;
const TOKEN = 'admin-token-for-the-console-test';

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let browser: Browser;
let api = '';
let team: Page;
let audit: Audit;
let ownerKey = '';
let listingId = 0;
let slug = '';

async function visit(path: string, name: string) {
  await team.goto(path);
  await screenshot(team, `team-${name}`);
  assert.deepEqual(await axeViolations(team), [], `${path}: axe serious/critical`);
}

describe('the site team console in the browser', { skip }, () => {
  before(async () => {
    const port = await freePort();
    svc = await startInProcess({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ADMIN_TOKEN: TOKEN });
    api = `${svc.url}/api/v1`;
    const c = svc.container;
    const accountId = c.secrets.newAccountId();
    const made = await c.commands.signUp(
      { accountId, email: 'sam@example.test', name: 'Sam', passwordHash: await c.secrets.hashPassword('the site team password'), role: 'admin' },
      { actor: 'test' },
    );
    await c.readModels.waitFor(made.position, PATIENCE_MS);
    // An owner with a listing they edit: the edit the site team reviews.
    let owner: string;
    ({ key: ownerKey, accountId: owner } = await apiKeyFor(c, 'olga', ['account:read', 'listings:write']));
    listingId = await c.commands.reserveListingId({ actor: owner });
    slug = await c.commands.claimListingSlug({ name: 'Olga Notes', listingId }, { actor: owner });
    await c.commands.submitListing(
      { listingId, slug, ownerId: owner, draftId: null, url: 'https://olga-notes.test/', profile: { name: 'Olga Notes', categories: ['developer-tools'] } },
      { actor: owner },
    );
    await c.commands.scheduleLaunch(
      { listingId, week: (await callApi(api, 'GET', '/launches/weeks/this', null)).body.week, plan: 'paid', unlocked: [] },
      { actor: owner },
    );
    const live = await c.commands.goLive({ listingId }, { actor: owner });
    await c.readModels.waitFor(live.position, PATIENCE_MS);
    const edit = await callApi(api, 'PATCH', `/me/listings/${listingId}`, ownerKey, { fields: { tagline: 'Notes that write themselves' } });
    assert.equal(edit.status, 200, JSON.stringify(edit.body));

    browser = await launchChromium();
    const context = await browser.newContext({ baseURL: svc.url });
    context.setDefaultTimeout(PATIENCE_MS);
    team = await context.newPage();
    // A refused price answers 400, as it should.
    audit = watch(team, svc.url, new Map([['/admin/products', 400]]));
    await team.goto('/signin?next=/admin');
    await team.fill('input[name=email]', 'sam@example.test');
    await team.fill('input[name=password]', 'the site team password');
    await Promise.all([team.waitForURL('**/admin'), team.click('main button[type=submit]')]);
  });
  after(async () => {
    await browser?.close();
    await svc?.close();
  });

  it('shows every console page to an admin account, accessible', async () => {
    for (const [path, name] of [
      ['/admin', 'console'],
      ['/admin/edits', 'edits'],
      ['/admin/listings', 'listings'],
      ['/admin/comments', 'comments'],
      [`/admin/listings/${listingId}`, 'listing'],
      ['/admin/claims', 'claims'],
      ['/admin/orders', 'orders'],
      ['/admin/settings', 'settings'],
      ['/admin/categories', 'categories'],
      ['/admin/products', 'products'],
      ['/admin/interview', 'interview'],
      ['/admin/blog', 'blog'],
    ])
      await visit(path, name);
  });

  it('reviews an edit with its before and after, and reverts it', async () => {
    await visit('/admin/edits', 'edits');
    const card = team.locator('article', { hasText: 'Olga Notes' }).filter({ hasText: 'Notes that write themselves' }).first();
    assert.match((await card.locator('ins').first().textContent()) ?? '', /Notes that write themselves/);
    await card.getByRole('button', { name: 'Revert this edit' }).click();
    assert.match((await team.textContent('[role=status]')) ?? '', /Reverted/);
    const mine = await callApi(api, 'GET', `/me/listings/${listingId}`, ownerKey);
    assert.notEqual(mine.body.tagline, 'Notes that write themselves');
  });

  it('hides a listing from the public with a reason, shows it again, and replays its version history', async () => {
    await visit(`/admin/listings/${listingId}`, 'listing');
    await team.fill('input[name=reason]', 'Spam reports: checking');
    await team.click('text=Hide from the public');
    assert.match((await team.textContent('[role=status]')) ?? '', /Hidden/);
    assert.equal((await callApi(api, 'GET', `/listings/${slug}`, null)).status, 404);
    await team.click('text=Show it again');
    assert.equal((await callApi(api, 'GET', `/listings/${slug}`, null)).status, 200);
    const history = (await team.locator('details.version summary').allTextContents()).join('\n');
    for (const event of ['ListingSubmitted', 'ListingEdited', 'ListingHidden', 'ListingUnhidden']) assert.match(history, new RegExp(event));
  });

  it('keeps the catalog: settings, a category, a price, an interview question, a blog post', async () => {
    await visit('/admin/settings', 'settings');
    await team.fill('input[name=name]', 'Launch Directory Test');
    await team.click('text=Save the settings');
    assert.match((await team.textContent('[role=status]')) ?? '', /Saved/);
    assert.equal((await callApi(api, 'GET', '/site', null)).body.name, 'Launch Directory Test');

    await visit('/admin/categories', 'categories');
    await team.fill('input[name=slug]', 'note-taking');
    await team.fill('input[name=name]', 'Note taking');
    await team.fill('textarea[name=faqs]', 'Q: What counts as note taking?\nApps to write down and find what you know.');
    await team.click('text=Save the category');
    const category = await callApi(api, 'GET', '/categories/note-taking', null);
    assert.equal(category.status, 200);
    assert.deepEqual(category.body.faqs, [{ question: 'What counts as note taking?', answer: 'Apps to write down and find what you know.' }]);

    await visit('/admin/products?edit=launch', 'product');
    await team.fill('input[name=price]', '59.50');
    await team.click('text=Save the product');
    const launch = (await callApi(api, 'GET', '/products', null)).body.items.find((p: { product: string }) => p.product === 'launch');
    assert.equal(launch.price_cents, 5950);
    // A price that is not an amount is refused next to the field, and changes nothing.
    await team.fill('input[name=price]', 'free');
    await team.click('text=Save the product');
    assert.equal(await team.getAttribute('#f-price', 'aria-invalid'), 'true');
    assert.equal((await callApi(api, 'GET', '/products', null)).body.items.find((p: { product: string }) => p.product === 'launch').price_cents, 5950);

    await visit('/admin/interview', 'interview');
    await team.fill('main form:last-of-type input[name=text]', 'What would you build next?');
    await team.click('text=Add the question');
    assert.ok(
      (await callApi(api, 'GET', '/interview-questions', null)).body.items.some((q: { question: string }) => q.question === 'What would you build next?'),
    );

    await visit('/admin/blog', 'blog');
    await team.fill('input[name=slug]', 'console-post');
    await team.fill('input[name=title]', 'Written in the console');
    await team.fill('input[name=author]', 'Sam');
    await team.fill('textarea[name=markdown]', '# Hello\n\n<script>alert(1)</script> [a link](javascript:alert(1))');
    await team.click('text=Publish the post');
    assert.match((await team.textContent('main')) ?? '', /Saved/, (await team.textContent('main')) ?? '');
    const post = await team.goto('/blog/console-post');
    assert.equal(post?.status(), 200);
    assert.match((await team.textContent('main h1')) ?? '', /Written in the console/);
    assert.equal(await team.locator('main script').count(), 0, 'raw HTML in Markdown stays text');
    assert.equal(await team.locator('main a[href^="javascript:"]').count(), 0);
  });

  it('saw no console errors and no failed requests', () => {
    assert.deepEqual(audit.consoleErrors, []);
    assert.deepEqual(audit.failedRequests, []);
  });

  it('opens the console with ADMIN_TOKEN, refuses a post without its CSRF token, and keeps everyone else out', async () => {
    const context = await browser.newContext({ baseURL: svc.url, javaScriptEnabled: false });
    const page = await context.newPage();
    // The sign-in page answers 401 until the token is given, as it should.
    const seen = watch(
      page,
      svc.url,
      new Map([
        ['/admin/settings', 401],
        ['/admin/token', 401],
      ]),
    );
    const first = await page.goto('/admin/settings');
    assert.equal(first?.status(), 401);
    assert.match((await page.textContent('h1')) ?? '', /Site team sign-in/);
    await page.fill('input[name=token]', 'not the token');
    await page.click('text=Open the console');
    assert.match((await page.textContent('[role=alert]')) ?? '', /not the admin token/);
    await page.fill('input[name=token]', TOKEN);
    await page.click('text=Open the console');
    assert.match((await page.textContent('h1')) ?? '', /Site team console/);
    await screenshot(page, 'team-token-console-js-off');
    // Every console page works without JavaScript too.
    for (const path of [
      '/admin/edits',
      '/admin/listings',
      `/admin/listings/${listingId}`,
      '/admin/claims',
      '/admin/orders',
      '/admin/settings',
      '/admin/categories',
      '/admin/products',
      '/admin/interview',
      '/admin/blog',
    ]) {
      const res = await page.goto(path);
      assert.equal(res?.status(), 200, path);
      await screenshot(page, `team-${path.replace(/\//g, '-')}-js-off`);
    }
    assert.deepEqual(seen.consoleErrors, []);
    assert.deepEqual(seen.failedRequests, []);
    const forged = await page.request.post('/admin/settings', { form: { name: 'Taken over' }, maxRedirects: 0 });
    assert.equal(forged.status(), 403);
    assert.equal((await callApi(api, 'GET', '/site', null)).body.name, 'Launch Directory Test');
    await context.close();

    // A signed-in member who is not on the site team gets the sign-in page, not the console.
    const member = await browser.newContext({ baseURL: svc.url });
    const m = await member.newPage();
    await m.goto('/signup');
    await m.fill('input[name=email]', 'max@example.test');
    await m.fill('input[name=password]', 'a long enough password');
    await Promise.all([m.waitForURL('**/account'), m.click('main button[type=submit]')]);
    const tried = await m.goto('/admin/edits');
    assert.equal(tried?.status(), 401);
    assert.doesNotMatch((await m.textContent('main')) ?? '', /Revert this edit/);
    await member.close();
  });
});
