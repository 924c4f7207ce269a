import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { commentsProjection } from '../../projections/comments.ts';
import { rebuildProjection } from '../../projections/index.ts';
import { launchChromium, skipWithoutChromium } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { makerWithLiveListing } from '../support/members.ts';
import { mailTo } from '../support/outbox.ts';
import { until } from '../support/until.ts';

const ADMIN_TOKEN = 'admin-token-for-the-comments-browser-test';
const REPLY = 'Yes: it runs offline and syncs when you are back.';
type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let browser: Browser;
let slug = '';
let listingId = 0;

/** A context with JavaScript off: everything below is plain forms and links. */
const context = () => browser.newContext({ javaScriptEnabled: false, baseURL: svc.url });

/** Sends a form and waits for the page it leads to (closing a page mid-navigation can hang Chromium). */
async function send(page: Page, click: string) {
  await Promise.all([page.waitForNavigation(), page.click(click)]);
}

async function person(email: string, name: string): Promise<BrowserContext> {
  const c = await context();
  const page = await c.newPage();
  await page.goto('/signup');
  await page.fill('input[name=email]', email);
  await page.fill('input[name=name]', name);
  await page.fill('input[name=password]', 'a long enough password');
  await Promise.all([page.waitForURL('**/account'), page.click('button[type=submit]')]);
  const mail = await mailTo(svc.dataDir, email, (m) => /Confirm your email/.test(m.subject));
  await page.goto((/https?:\/\/\S+\/confirm-email\?\S+/.exec(mail.text)?.[0] ?? '').replace(/^https?:\/\/[^/]+/, ''));
  await page.close();
  return c;
}

const apiTexts = async () => {
  const r = await callApi(`${svc.url}/api/v1`, 'GET', `/listings/${slug}/comments`, null);
  return (r.body.items as { text: string | null; replies: { text: string | null }[] }[]).flatMap((t) => [t.text, ...t.replies.map((x) => x.text)]);
};
const feedsText = async () =>
  `${await (await fetch(`${svc.url}/listings/${slug}/feed.atom`)).text()}${await (await fetch(`${svc.url}/listings/${slug}/feed.json`)).text()}`;

describe('the discussion in a browser with JavaScript off', { skip: skipWithoutChromium }, () => {
  before(async () => {
    const port = await freePort();
    svc = await startInProcess({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'false', ADMIN_TOKEN });
    const m = await makerWithLiveListing(svc.container, svc.url, 'browser-maker', 'Offline First');
    slug = m.slug;
    listingId = m.listingId;
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await svc?.close();
  });

  it('a comment, the maker’s reply marked Maker, a report, the team hides it from the console: gone from the page, the API and the feeds, and a rebuild keeps it hidden', async () => {
    // The maker signs in and lets the listing's feeds carry its discussion.
    const maker = await context();
    const mp = await maker.newPage();
    await mp.goto('/signin');
    await mp.fill('input[name=email]', 'browser-maker@example.test');
    await mp.fill('input[name=password]', 'irrelevant-password');
    await send(mp, 'button[type=submit]');
    await mp.goto(`/account/listings/${listingId}#discussion`);
    await mp.check('input[name=comments_in_feeds]');
    await send(mp, '#discussion button:has-text("Save the choice")');

    // A person asks.
    const ann = await person('ann@example.test', 'Ann');
    const ap = await ann.newPage();
    await ap.goto(`/listings/${slug}`);
    await ap.fill('#comment-text', 'Does it work offline?');
    await send(ap, 'text=Post the comment');
    assert.match((await ap.textContent('#discussion')) ?? '', /Does it work offline\?/);

    // The maker answers under it.
    await mp.goto(`/listings/${slug}`);
    await mp.click('.thread summary:has-text("Reply")');
    await mp.fill('.thread .comment-reply textarea', REPLY);
    await send(mp, 'text=Post the reply');
    const reply = mp.locator('.replies .comment', { hasText: REPLY });
    assert.equal(await reply.locator('.maker-mark').textContent(), 'Maker');
    assert.ok((await apiTexts()).includes(REPLY));
    assert.match(await feedsText(), /runs offline and syncs/);

    // A third person reports the reply.
    const bea = await person('bea@example.test', 'Bea');
    const bp = await bea.newPage();
    await bp.goto(`/listings/${slug}`);
    const theirs = bp.locator('.replies .comment', { hasText: REPLY });
    await theirs.locator('summary:has-text("Report")').click();
    await theirs.locator('select[name=reason]').selectOption('misleading');
    await send(bp, '.replies button:has-text("Report to the site team")');

    // The site team hides it from the console's queue.
    const team = await context();
    const tp = await team.newPage();
    await tp.goto('/admin');
    await tp.fill('input[name=token]', ADMIN_TOKEN);
    await send(tp, 'button[type=submit]');
    await tp.goto('/admin/comments');
    const queued = tp.locator('article.card', { hasText: REPLY });
    assert.match((await queued.textContent()) ?? '', /reported 1×: misleading/);
    await queued.locator('select[name=reason]').selectOption('misleading');
    await Promise.all([tp.waitForNavigation(), queued.locator('button:has-text("Hide")').click()]);
    assert.match((await tp.textContent('main')) ?? '', /Comment hidden/);

    const gone = async (when: string) => {
      await bp.goto(`/listings/${slug}`);
      const page = (await bp.textContent('#discussion')) ?? '';
      assert.doesNotMatch(page, /runs offline and syncs/, `${when}: the page`);
      assert.match(page, /Does it work offline\?/, `${when}: the comment it answered stays`);
      assert.ok(!(await apiTexts()).includes(REPLY), `${when}: list_comments`);
      assert.doesNotMatch(await feedsText(), /runs offline and syncs/, `${when}: the feeds`);
    };
    await gone('once hidden');
    const rebuilt = await rebuildProjection(commentsProjection, svc.container);
    const runner = svc.container.runners.find((r) => r.projection.name === 'comments');
    await until('the service reads the rebuilt comments', async () => runner?.generation === rebuilt.generation);
    await gone('after a rebuild');
    for (const c of [maker, ann, bea, team]) await c.close();
  });
});
