import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { addWeeks, mondayOf } from '../../domain/shared/weeks.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { launchChromium, skipWithoutChromium } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

const skip = skipWithoutChromium;
if (skip) console.log(`# browser tests ${skip}`);

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let browser: Browser;
let api = '';
let key = '';
let accountId = '';

async function draftListing(name: string) {
  const c = svc.container.commands;
  const ctx = { actor: accountId };
  const listingId = await c.reserveListingId(ctx);
  const slug = await c.claimListingSlug({ name, listingId }, ctx);
  const r = await c.submitListing(
    { listingId, slug, ownerId: accountId, draftId: null, url: `https://${slug}.test/`, profile: { name, categories: ['developer-tools'] } },
    ctx,
  );
  await svc.container.readModels.waitFor(r.position, PATIENCE_MS);
  return listingId;
}

/** A person pays on the checkout page in a real browser: billing details, the new total, the TEST page's pay button. */
async function payInBrowser(checkoutUrl: string, billing: { name: string; country: string; address: string; vat?: string }) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(checkoutUrl);
  assert.match((await page.textContent('.test')) ?? '', /TEST CHECKOUT/);
  await page.fill('input[name=name]', billing.name);
  await page.fill('textarea[name=address]', billing.address);
  await page.fill('input[name=country]', billing.country);
  if (billing.vat) await page.fill('input[name=vat_number]', billing.vat);
  await page.click('text=Update the total');
  const total = (await page.textContent('#total')) ?? '';
  await page.click('button:has-text("(test)") >> nth=0');
  assert.match(page.url(), /\/done\?t=/);
  await context.close();
  return total;
}

function untilFulfilled(number: string) {
  return until(`order ${number} fulfilled`, async () => {
    const o = (await callApi(api, 'GET', `/orders/${number}`, key)).body;
    return o.status === 'fulfilled' ? o : null;
  });
}

describe('buying a launch in a browser', { skip }, () => {
  before(async () => {
    const port = await freePort();
    svc = await startInProcess({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    api = `${svc.url}/api/v1`;
    ({ key, accountId } = await apiKeyFor(svc.container, 'pia', ['account:read', 'listings:write', 'orders:write']));
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await svc?.close();
  });

  it('quote, checkout, the TEST page, pay: scheduled in the chosen week with every extra applied', async () => {
    const listingId = await draftListing('Browser Bought');
    const week = addWeeks(mondayOf(new Date()), 2);
    const items = [
      { product: 'launch', listing_id: listingId, week },
      { product: 'featured', listing_id: listingId },
      { product: 'extra-category', listing_id: listingId, categories: ['ai', 'design'] },
      { product: 'billboard', listing_id: listingId, amount_cents: 3000 },
    ];
    const quote = await callApi(api, 'POST', '/orders/quote', key, { items, billing_country: 'NL' });
    assert.equal(quote.status, 200, JSON.stringify(quote.body));
    const made = await callApi(api, 'POST', '/orders/checkout', key, { items });
    assert.equal(made.status, 201);
    const total = await payInBrowser(made.body.checkout_url, { name: 'Pia BV', country: 'NL', address: 'Damrak 1, Amsterdam' });
    assert.equal(total, `$${(quote.body.totals.total_cents / 100).toFixed(2)}`, 'the page charges what the quote said');
    const order = await untilFulfilled(made.body.number);
    assert.ok(order.lines.every((l: { fulfilled: boolean }) => l.fulfilled));
    const listing = (await callApi(api, 'GET', `/me/listings/${listingId}`, key)).body;
    assert.deepEqual([listing.status, listing.plan, listing.launch_week], ['scheduled', 'paid', week]);
    assert.deepEqual(
      listing.categories.map((c: { slug: string }) => c.slug),
      ['developer-tools', 'ai', 'design'],
    );
    assert.deepEqual(listing.unlocked, ['story', 'milestones', 'media']);
    const week2 = await callApi(api, 'GET', `/launches/weeks/${week}`, null);
    assert.ok(week2.body.scheduled.some((s: { slug: string }) => s.slug === 'browser-bought'));
  });

  it('launching at once: live as soon as it is paid', async () => {
    const listingId = await draftListing('Browser Now');
    const made = await callApi(api, 'POST', '/orders/checkout', key, { items: [{ product: 'launch', listing_id: listingId }] });
    await payInBrowser(made.body.checkout_url, { name: 'Pia', country: 'US', address: 'Main St' });
    await untilFulfilled(made.body.number);
    const listing = (await callApi(api, 'GET', `/me/listings/${listingId}`, key)).body;
    assert.equal(listing.status, 'live');
    assert.equal((await callApi(api, 'GET', '/listings/browser-now', null)).status, 200);
  });
});
