import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, skipWithoutChromium } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { mailTo } from '../support/outbox.ts';
import { PATIENCE_MS } from '../support/until.ts';

const skip = skipWithoutChromium;

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let browser: Browser;
let api = '';
let slug = '';

const board = async (path: string) => (await callApi(api, 'GET', path, null)).body;
const metricOf = (b: { items: { listing: { slug: string }; metric: number }[] }) => b.items.find((i) => i.listing.slug === slug)?.metric ?? 0;
const trendOf = async () => (await board('/launches?section=trending&per_page=100')).items.find((i: { slug: string }) => i.slug === slug)?.trend ?? 0;
const settled = async () => svc.container.readModels.waitFor(await svc.container.events.headPosition(), PATIENCE_MS);

/** Someone signs up on the site and confirms the address from the mail in the outbox, JavaScript off. */
async function person(email: string, name: string, confirm = true): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: svc.url });
  const page = await context.newPage();
  await page.goto('/signup');
  await page.fill('input[name=email]', email);
  await page.fill('input[name=name]', name);
  await page.fill('input[name=password]', 'a long enough password');
  // Wait for the answer: closing a page mid-navigation can hang Chromium, and the session cookie comes with it.
  await Promise.all([page.waitForURL('**/account'), page.click('button[type=submit]')]);
  if (confirm) {
    const mail = await mailTo(svc.dataDir, email, (m) => /Confirm your email/.test(m.subject));
    const link = /https?:\/\/\S+\/confirm-email\?\S+/.exec(mail.text)?.[0] ?? '';
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    assert.match((await page.textContent('h1')) ?? '', /Address confirmed/);
  }
  await page.close();
  return context;
}

describe('votes and reviews from people on the site', { skip }, () => {
  before(async () => {
    const port = await freePort();
    svc = await startInProcess({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    api = `${svc.url}/api/v1`;
    slug = (await board('/launches?section=this-week')).items[0].slug;
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await svc?.close();
  });

  it('moves the weekly and all-time boards, trending and the rating; a second vote changes nothing', async () => {
    const weekly = metricOf(await board('/leaderboards/community-weekly?week=this&per_page=100'));
    const allTime = metricOf(await board('/leaderboards/community-all-time?per_page=100'));
    const trend = await trendOf();

    const ada = await person('ada@example.test', 'Ada');
    const page = await ada.newPage();
    await page.goto(`/listings/${slug}`);
    await page.click('text=▲ Upvote');
    assert.match((await page.textContent('#votes')) ?? '', new RegExp(`^${allTime + 1} votes`));
    await page.selectOption('select[name=rating]', '5');
    await page.fill('#review-text', 'Saved our team hours every week.');
    await page.click('text=Publish your review');
    assert.match((await page.textContent('#rating')) ?? '', /5 \/ 5 from 1 review/);
    // The same vote again (a form sent twice) counts once.
    const replay = await page.request.post(`/listings/${slug}/vote`, {
      form: { csrf: (await page.getAttribute('input[name=csrf]', 'value')) ?? '' },
      maxRedirects: 0,
    });
    assert.equal(replay.status(), 303);

    const bea = await person('bea@example.test', 'Bea');
    const second = await bea.newPage();
    await second.goto(`/listings/${slug}`);
    await second.click('text=▲ Upvote');
    await second.selectOption('select[name=rating]', '4');
    await second.fill('#review-text', 'Good, though the import is slow.');
    await second.click('text=Publish your review');
    assert.match((await second.textContent('#rating')) ?? '', /4\.5 \/ 5 from 2 reviews/);
    assert.match((await second.textContent('#reviews')) ?? '', /Ada.*Saved our team hours|Bea.*the import is slow/s);

    await settled();
    assert.equal(metricOf(await board('/leaderboards/community-weekly?week=this&per_page=100')), weekly + 2);
    assert.equal(metricOf(await board('/leaderboards/community-all-time?per_page=100')), allTime + 2);
    assert.ok((await trendOf()) > trend + 1.9, 'two fresh votes lift the trend by about two');
    assert.deepEqual((await board(`/listings/${slug}`)).community_rating, { average: 4.5, count: 2 });
  });

  it("doesn't count the owner's vote, nor a vote from an address not confirmed", async () => {
    const owner = await person('olu@example.test', 'Olu');
    const account = await svc.container.streams.accountByEmail('olu@example.test');
    assert.ok(account);
    const c = svc.container.commands;
    const ctx = { actor: account.accountId };
    const listingId = await c.reserveListingId(ctx);
    const own = await c.claimListingSlug({ name: 'Olu Tools', listingId }, ctx);
    await c.submitListing(
      { listingId, slug: own, ownerId: account.accountId, draftId: null, url: 'https://olutools.test/', profile: { name: 'Olu Tools', categories: ['tools'] } },
      ctx,
    );
    await c.scheduleLaunch({ listingId, week: (await board('/launches/weeks/this')).week, plan: 'paid', unlocked: [] }, ctx);
    const live = await c.goLive({ listingId }, ctx);
    await svc.container.readModels.waitFor(live.position, PATIENCE_MS);

    const page = await owner.newPage();
    await page.goto(`/listings/${own}`);
    assert.match((await page.textContent('main, body')) ?? '', /You own this listing: your vote would not count/);
    const csrf = (await page.getAttribute('input[name=csrf]', 'value')) ?? '';
    const forced = await page.request.post(`/listings/${own}/vote`, { form: { csrf }, maxRedirects: 0 });
    assert.equal(forced.status(), 403);

    const unconfirmed = await person('uma@example.test', 'Uma', false);
    const u = await unconfirmed.newPage();
    await u.goto(`/listings/${own}`);
    assert.match((await u.textContent('body')) ?? '', /Confirm your email address to vote/);
    const tried = await u.request.post(`/listings/${own}/vote`, { form: { csrf: (await u.getAttribute('input[name=csrf]', 'value')) ?? '' }, maxRedirects: 0 });
    assert.equal(tried.status(), 403);
    await settled();
    assert.equal((await board(`/listings/${own}`)).votes, 0);
  });
});
