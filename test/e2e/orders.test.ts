import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { addWeeks, mondayOf } from '../../domain/shared/weeks.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { mailTo } from '../support/outbox.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
const ADMIN_TOKEN = 'admin-token-for-the-order-tests';
let svc: Running;
let api = '';
const people: Record<string, { key: string; accountId: string }> = {};
const thisWeek = mondayOf(new Date());
const inWeeks = (n: number) => addWeeks(thisWeek, n);

const as = (who: string) => (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  callApi(api, method, path, people[who].key, body, headers);

/** A submitted listing of `who` (the commands submission uses), a draft until something publishes it. */
async function draftListing(who: string, name: string) {
  const c = svc.container.commands;
  const ctx = { actor: people[who].accountId };
  const listingId = await c.reserveListingId(ctx);
  const slug = await c.claimListingSlug({ name, listingId }, ctx);
  const r = await c.submitListing(
    { listingId, slug, ownerId: people[who].accountId, draftId: null, url: `https://${slug}.test/`, profile: { name, categories: ['developer-tools'] } },
    ctx,
  );
  await svc.container.readModels.waitFor(r.position, PATIENCE_MS);
  return listingId;
}

/** The person on the checkout page: billing details, then the TEST page's pay or decline button. */
async function checkout(
  url: string,
  action: 'pay' | 'decline',
  billing = { name: 'Ann GmbH', country: 'DE', address: 'Hauptstr. 1, Berlin', email: '', vat_number: '' },
) {
  const link = new URL(url);
  const person = browserSession(svc.url);
  const csrf = await person.csrfOn(`${link.pathname}${link.search}`);
  const t = link.searchParams.get('t') ?? '';
  assert.equal((await person.post(`${link.pathname}/billing`, { t, csrf, ...billing })).status, 303);
  return person.post(`${link.pathname}/${action}`, { t, csrf });
}

function untilStatus(who: string, number: string, status: string) {
  return until(`order ${number} ${status}`, async () => {
    const o = await as(who)('GET', `/orders/${number}`);
    return o.body.status === status ? o.body : null;
  });
}

before(async () => {
  svc = await startInProcess({ ADMIN_TOKEN, PUBLIC_URL: 'http://shop.test' });
  api = `${svc.url}/api/v1`;
  for (const who of ['ann', 'bob']) people[who] = await apiKeyFor(svc.container, who, ['account:read', 'listings:write', 'orders:write']);
  people.reader = await apiKeyFor(svc.container, 'ann', ['account:read']);
});
after(() => svc.close());

describe('quote_order', () => {
  it('prices a launch with its extras, VAT by the billing country, and saves nothing', async () => {
    const listingId = await draftListing('ann', 'Quote Me');
    const q = await as('ann')('POST', '/orders/quote', {
      items: [
        { product: 'launch', listing_id: listingId, week: inWeeks(3) },
        { product: 'featured', listing_id: listingId },
        { product: 'extra-category', listing_id: listingId, categories: ['ai', 'productivity'] },
        { product: 'billboard', listing_id: listingId, amount_cents: 2500 },
      ],
      billing_country: 'FR',
    });
    assert.equal(q.status, 200, JSON.stringify(q.body));
    assert.deepEqual(
      q.body.lines.map((l: { total_cents: number }) => l.total_cents),
      [4900, 9900, 3800, 2500],
    );
    assert.deepEqual([q.body.totals.subtotal_cents, q.body.totals.vat_rate, q.body.totals.vat_cents, q.body.totals.total_cents], [21100, 20, 4220, 25320]);
    assert.match(q.body.next_step, /never ask for card details/);
    assert.deepEqual((await as('ann')('GET', '/orders')).body.items, [], 'nothing saved');
    assert.equal((await as('reader')('POST', '/orders/quote', { items: [{ product: 'launch', listing_id: listingId }] })).status, 403);
  });

  it('answers each invalid option with a 400 (or 404) naming the item and field', async () => {
    const listingId = await draftListing('ann', 'Validate Me');
    const bobs = await draftListing('bob', 'Not Yours');
    const problem = async (items: unknown[], status: number, field: string) => {
      const r = await as('ann')('POST', '/orders/quote', { items });
      assert.equal(r.status, status, JSON.stringify(r.body));
      assert.ok(
        r.body.errors.some((e: { field: string }) => e.field === field),
        `${field} in ${JSON.stringify(r.body.errors)}`,
      );
    };
    await problem([{ product: 'launch', listing_id: listingId, week: addWeeks(thisWeek, -2) }], 400, 'items[0].week');
    await problem(
      [
        { product: 'launch', listing_id: listingId },
        { product: 'extra-category', listing_id: listingId, categories: ['ai', 'productivity', 'design', 'finance'] },
      ],
      400,
      'items[1].categories',
    );
    await problem(
      [
        { product: 'launch', listing_id: listingId },
        { product: 'extra-category', listing_id: listingId, categories: ['no-such-category'] },
      ],
      400,
      'items[1].categories[0]',
    );
    await problem([{ product: 'billboard', listing_id: listingId, amount_cents: 500 }], 400, 'items[0].amount_cents');
    await problem([{ product: 'launch', listing_id: bobs }], 404, 'items[0].listing_id');
    await problem([{ product: 'launch', listing_id: listingId, colour: 'red' }], 400, 'items[0].colour');
    assert.equal(
      (await as('ann')('POST', '/orders/quote', { items: [{ product: 'launch', listing_id: listingId }] })).status,
      200,
      'and the same listing quotes fine',
    );
  });

  it('refuses a week whose paid slots are held by unpaid orders until they lapse', async () => {
    assert.equal((await callApi(`${svc.url}/admin/v1`, 'PUT', '/site', ADMIN_TOKEN, { paid_weekly_capacity: 1 })).status, 200);
    const first = await draftListing('bob', 'First In');
    const held = await as('bob')('POST', '/orders/checkout', { items: [{ product: 'launch', listing_id: first, week: inWeeks(5) }] });
    assert.equal(held.status, 201);
    const late = await draftListing('ann', 'Too Late');
    const full = await as('ann')('POST', '/orders/quote', { items: [{ product: 'launch', listing_id: late, week: inWeeks(5) }] });
    assert.equal(full.status, 400);
    assert.match(full.body.errors[0].message, /no paid launch slot left/);
    assert.equal((await as('ann')('POST', '/orders/checkout', { items: [{ product: 'launch', listing_id: late, week: inWeeks(5) }] })).status, 400);
    // Declined, the order gives its week back.
    await checkout(held.body.checkout_url, 'decline');
    await untilStatus('bob', held.body.number, 'failed');
    // The hold is given back by the order's process manager, after the order is marked failed.
    await until(
      'the week is free again',
      async () => (await as('ann')('POST', '/orders/quote', { items: [{ product: 'launch', listing_id: late, week: inWeeks(5) }] })).status === 200,
    );
    assert.equal((await callApi(`${svc.url}/admin/v1`, 'PUT', '/site', ADMIN_TOKEN, { paid_weekly_capacity: 20 })).status, 200);
  });
});

describe('create_checkout and the TEST checkout page', () => {
  it('creates one order for one Idempotency-Key, even sent 50 times at once', async () => {
    const listingId = await draftListing('bob', 'Once Only');
    const body = { items: [{ product: 'launch', listing_id: listingId }] };
    const answers = await Promise.all(Array.from({ length: 50 }, () => as('bob')('POST', '/orders/checkout', body, { 'idempotency-key': 'checkout-once-1' })));
    assert.ok(answers.every((a) => a.status === 201));
    assert.equal(new Set(answers.map((a) => a.body.number)).size, 1);
    const orders = (await as('bob')('GET', '/orders')).body.items.filter((o: { lines: { listing_id: number }[] }) => o.lines[0].listing_id === listingId);
    assert.equal(orders.length, 1);
  });

  it('takes billing details, charges the VAT they call for, and fulfils every line once paid', async () => {
    const listingId = await draftListing('ann', 'Paid Launch');
    const made = await as('ann')('POST', '/orders/checkout', {
      items: [
        { product: 'launch', listing_id: listingId },
        { product: 'extra-category', listing_id: listingId, categories: ['ai'] },
        { product: 'billboard', listing_id: listingId, amount_cents: 1500 },
        { product: 'featured', listing_id: listingId, week: inWeeks(1) },
      ],
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.match(made.body.number, /^LD-\d{4}-\d{6}$/);
    assert.match(made.body.checkout_url, /^http:\/\/shop\.test\/checkout\/LD-/);
    assert.match(made.body.next_step, /Never ask for card details/);
    const checkoutUrl = made.body.checkout_url.replace('http://shop.test', svc.url);
    const page = await (await fetch(checkoutUrl)).text();
    assert.match(page, /TEST CHECKOUT/);
    assert.equal((await fetch(checkoutUrl.replace(/t=[^&]+/, 't=forged'))).status, 404, 'the link needs its token');

    const paid = await checkout(checkoutUrl, 'pay', {
      name: 'Ann SARL',
      country: 'FR',
      address: '1 rue de la Paix, Paris',
      email: 'billing@ann.test',
      vat_number: 'FR40303265045',
    });
    assert.equal(paid.status, 303);
    const order = await untilStatus('ann', made.body.number, 'fulfilled');
    assert.equal(order.totals.reverse_charge, true, 'a valid French VAT number from France: reverse charge');
    assert.equal(order.totals.vat_cents, 0);
    assert.ok(order.lines.every((l: { fulfilled: boolean }) => l.fulfilled));
    assert.equal(order.receipt_url.startsWith('http://shop.test/checkout/'), true);
    const listing = (await as('ann')('GET', `/me/listings/${listingId}`)).body;
    assert.equal(listing.status, 'live');
    assert.equal(listing.plan, 'paid');
    assert.deepEqual(
      listing.categories.map((c: { slug: string }) => c.slug),
      ['developer-tools', 'ai'],
    );
    assert.deepEqual(listing.unlocked, ['story', 'milestones', 'media']);
    const receipt = await mailTo(svc.dataDir, 'billing@ann.test');
    assert.match(receipt.subject, new RegExp(`Receipt for order ${made.body.number}`));
    assert.match(receipt.text, /Reverse charge/);
    const board = await callApi(api, 'GET', '/leaderboards/billboard', null);
    assert.ok(board.body.items.some((i: { listing: { slug: string } }) => i.listing.slug === 'paid-launch'));
  });

  it('features a paid listing this week on the home page, its category and the launch week, labelled as paid', async () => {
    const listing = (await as('ann')('GET', '/me/listings')).body.items.find((l: { slug: string }) => l.slug === 'paid-launch');
    const made = await as('ann')('POST', '/orders/checkout', { items: [{ product: 'featured', listing_id: listing.listing_id, week: thisWeek }] });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    await checkout(made.body.checkout_url.replace('http://shop.test', svc.url), 'pay');
    await untilStatus('ann', made.body.number, 'fulfilled');
    const week = await callApi(api, 'GET', '/launches/weeks/this', null);
    assert.deepEqual(
      week.body.featured.map((f: { slug: string; paid: boolean; label: string }) => [f.slug, f.paid, f.label]),
      [['paid-launch', true, 'Featured · paid']],
    );
    const category = await callApi(api, 'GET', '/categories/developer-tools', null);
    assert.equal(category.body.featured[0].slug, 'paid-launch');
    const home = await (await fetch(`${svc.url}/`)).text();
    assert.match(home, /<section [^>]*id="featured"[^>]*><h2[^>]*>Featured <span class="paid">PAID<\/span><\/h2>.*Paid Launch/s);
  });

  it("keeps orders to their buyer: another account's order is 404", async () => {
    const mine = (await as('ann')('GET', '/orders')).body.items[0];
    assert.equal((await as('bob')('GET', `/orders/${mine.number}`)).status, 404);
    assert.equal((await as('ann')('GET', '/orders/LD-1999-000001')).status, 404);
    assert.equal((await as('ann')('GET', '/orders/not a number')).status, 400);
  });

  it('is also a pair of MCP tools whose answers say to hand the link over', async () => {
    const client = new Client({ name: 'orders-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${svc.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${people.ann.key}` } } }),
    );
    const listingId = await draftListing('ann', 'Agent Bought');
    const quote = await client.callTool({ name: 'quote_order', arguments: { items: [{ product: 'launch', listing_id: listingId }], billing_country: 'US' } });
    assert.equal((quote.structuredContent as { totals: { vat_rule: string } }).totals.vat_rule, 'outside-eu');
    const made = await client.callTool({ name: 'create_checkout', arguments: { items: [{ product: 'launch', listing_id: listingId }] } });
    const body = made.structuredContent as { checkout_url: string; next_step: string };
    assert.match(body.next_step, /Give .*checkout.* to the person who pays.*Never ask for card details/);
    await client.close();
  });
});
