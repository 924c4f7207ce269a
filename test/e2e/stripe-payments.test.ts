import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Stripe from 'stripe';
import { addWeeks, mondayOf } from '../../domain/shared/weeks.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { browserSession } from '../support/browser.ts';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { quiescent } from '../support/quiescent.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
const WEBHOOK_SECRET = 'whsec_test_launch_directory_secret';
const signer = new Stripe('sk_test_signer_only');
let stripe: FakeStripe;
let svc: Running;
let api = '';
let key = '';
let accountId = '';

/** A webhook delivery as Stripe makes it: the event as JSON, signed with the endpoint's secret. */
function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return fetch(`${svc.url}/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
}
const event = (id: string, type: string, object: object) => ({
  id,
  object: 'event',
  type,
  api_version: '2025-01-01',
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

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

/** The person on our checkout page: billing details, then Pay, which sends them to Stripe. */
async function toStripe(checkoutUrl: string) {
  const link = new URL(checkoutUrl.replace(/^http:\/\/pay\.test/, svc.url));
  const person = browserSession(svc.url);
  const csrf = await person.csrfOn(`${link.pathname}${link.search}`);
  const t = link.searchParams.get('t') ?? '';
  assert.equal((await person.post(`${link.pathname}/billing`, { t, csrf, name: 'Kim', country: 'DE', address: 'Berlin', email: '' })).status, 303);
  return person.post(`${link.pathname}/pay`, { t, csrf });
}

async function order(number: string) {
  return (await callApi(api, 'GET', `/orders/${number}`, key)).body;
}
before(async () => {
  stripe = await startFakeStripe();
  svc = await startInProcess({
    STRIPE_SECRET_KEY: 'sk_test_launchdirectory',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PUBLIC_URL: 'http://pay.test',
  });
  api = `${svc.url}/api/v1`;
  ({ key, accountId } = await apiKeyFor(svc.container, 'kim', ['account:read', 'listings:write', 'orders:write']));
});
after(async () => {
  await svc.close();
  await stripe.close();
});

describe('paying through Stripe', () => {
  let number = '';
  let listingId = 0;

  it('sends the person to a Checkout Session with the lines and our VAT as a line of its own', async () => {
    listingId = await draftListing('Stripe Paid');
    const made = await callApi(api, 'POST', '/orders/checkout', key, {
      items: [
        { product: 'launch', listing_id: listingId },
        { product: 'billboard', listing_id: listingId, amount_cents: 2000 },
      ],
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    number = made.body.number;
    const before = await (await fetch(made.body.checkout_url.replace('http://pay.test', svc.url))).text();
    assert.doesNotMatch(before, /TEST CHECKOUT/, 'a real provider: no test page');
    assert.match(before, /Enter your billing details to see the final total and pay/);
    const sent = await toStripe(made.body.checkout_url);
    assert.equal(sent.status, 303);
    assert.equal(sent.headers.get('location'), 'https://checkout.stripe.test/c/pay/cs_test_1');
    const s = stripe.sessions[0];
    assert.equal(s.mode, 'payment');
    assert.equal(s.client_reference_id, number);
    assert.equal(s['line_items[0][price_data][unit_amount]'], '4900');
    assert.equal(s['line_items[1][price_data][unit_amount]'], '2000');
    assert.equal(s['line_items[2][price_data][product_data][name]'], 'VAT 19 % (DE)');
    assert.equal(s['line_items[2][price_data][unit_amount]'], String(Math.round(6900 * 0.19)));
    assert.equal(s['line_items[0][price_data][currency]'], 'usd');
    assert.ok(!Object.keys(s).some((k) => k.startsWith('payment_method_types')), 'the payment methods the account enables');
  });

  it('refuses a webhook with a bad signature with 400, and changes nothing', async () => {
    const forged = await deliver(
      event('evt_forged', 'checkout.session.completed', {
        id: 'cs_test_1',
        object: 'checkout.session',
        client_reference_id: number,
        payment_status: 'paid',
        amount_total: 8211,
        payment_intent: 'pi_forged',
      }),
      'whsec_wrong',
    );
    assert.equal(forged.status, 400);
    const unsigned = await fetch(`${svc.url}/webhooks/stripe`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    assert.equal(unsigned.status, 400);
    assert.equal((await order(number)).status, 'pending');
  });

  it('fulfils a paid order once, though the event arrives five times', async () => {
    const paid = event('evt_paid_1', 'checkout.session.completed', {
      id: 'cs_test_1',
      object: 'checkout.session',
      client_reference_id: number,
      metadata: { order: number },
      payment_status: 'paid',
      amount_total: 8211,
      payment_intent: 'pi_test_1',
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(paid)));
    assert.ok(answers.every((a) => a.status === 200));
    const o = await until('the order to be fulfilled', async () => {
      const x = await order(number);
      return x.status === 'fulfilled' && x;
    });
    assert.ok(o.lines.every((l: { fulfilled: boolean }) => l.fulfilled));
    // Once nothing is left to do, a payment or fulfilment applied twice would be in the streams.
    await quiescent(svc.container);
    const events = await svc.container.events.readStream(`order-${number}`);
    assert.equal(events.filter((e) => e.type === 'OrderPaid').length, 1);
    assert.equal(events.filter((e) => e.type === 'OrderLineFulfilled').length, 2);
    const listing = await svc.container.events.readStream(`listing-${listingId}`);
    assert.equal(listing.filter((e) => e.type === 'ListingWentLive').length, 1);
    const metrics = await svc.container.events.readStream(`metrics-${listingId}`);
    assert.equal(metrics.filter((e) => e.type === 'BillboardContributed').length, 1);
  });

  it('takes back what a full refund undoes: the billboard money goes, the launch that happened stays', async () => {
    const refund = event('evt_refund_1', 'charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_test_1',
      amount: 8211,
      amount_refunded: 8211,
      metadata: {},
    });
    assert.equal((await deliver(refund)).status, 200);
    assert.equal((await deliver(refund)).status, 200);
    const o = await until('the order to be refunded', async () => {
      const x = await order(number);
      return x.status === 'refunded' && x.lines.every((l: { reversed?: boolean }) => l.reversed) && x;
    });
    assert.equal(o.refunded_cents, 8211);
    assert.match(o.lines[0].fulfilment, /kept: it has happened/);
    const listing = (await callApi(api, 'GET', `/me/listings/${listingId}`, key)).body;
    assert.equal(listing.status, 'live');
    const metrics = await svc.container.events.readStream(`metrics-${listingId}`);
    assert.equal(metrics.filter((e) => e.type === 'BillboardContributionReversed').length, 1);
  });

  it('expires an order Stripe reports expired, and gives its week back', async () => {
    const next = await draftListing('Stripe Expired');
    const week = addWeeks(mondayOf(new Date()), 4);
    const made = await callApi(api, 'POST', '/orders/checkout', key, { items: [{ product: 'launch', listing_id: next, week }] });
    assert.equal(made.status, 201);
    const expired = event('evt_expired_1', 'checkout.session.expired', {
      id: 'cs_test_9',
      object: 'checkout.session',
      client_reference_id: made.body.number,
      payment_status: 'unpaid',
    });
    assert.equal((await deliver(expired)).status, 200);
    await until('the order to expire', async () => (await order(made.body.number)).status === 'expired');
    const released = await until('the week to be given back', async () => {
      const stream = await svc.container.events.readStream(`launch-week-${week}`);
      return stream.some((e) => e.type === 'PaidSlotReleased') && stream;
    });
    assert.ok(released);
  });
});
