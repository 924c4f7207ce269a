import { describe, it } from 'node:test';
import { SITE_STREAM } from '../../domain/catalog/decide.ts';
import { launchWeekStream } from '../../domain/launch-week/week-slots.ts';
import { listingStream } from '../../domain/listing/events.ts';
import { metricsStream } from '../../domain/metrics/metrics.ts';
import { ORDER_NUMBER_STREAM, orderStream } from '../../domain/order/order.ts';
import type { EventStore } from '../../domain/ports/event-store.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import {
  anOrder,
  billboardLine,
  held,
  heldWeek,
  launchLine,
  launchProduct,
  lineDone,
  N,
  orderLineKey,
  paid,
  placed,
  refunded,
  WEEK,
} from '../../test/support/order-givens.ts';
import { ANY, inStream } from '../../test/support/spec.ts';
import { aListing, aLiveListing, at, listingSubmitted } from '../../test/support/spec-events.ts';

const vat = { check: async (number: string) => ({ number, country: number.slice(0, 2), valid: true, source: 'checksum' as const }) };
const spec = commandSpec({ vat });
const gateway = {
  provider: 'stripe' as const,
  pageOrigin: 'https://checkout.stripe.test',
  openCheckout: async () => ({ sessionId: 'cs_1', url: 'https://checkout.stripe.test/cs_1', expiresAt: '2026-11-19T09:30:00.000Z' }),
  readWebhook: () => ({ refused: 'not in a spec' }),
};
const withStripe = commandSpec({ vat, payments: gateway });
const scheduledBy = (week: string) => ({
  type: 'LaunchScheduled',
  data: { listingId: 3, week, plan: 'paid', unlocked: ['story', 'milestones', 'media'], orderLine: orderLineKey(1) },
});

/** Another buyer's hold lands on `week` right after this order holds its first week: the race createOrder must undo. */
function racedBy(store: EventStore, first: string, week: string) {
  const append = store.append.bind(store);
  let raced = false;
  store.append = async (stream, events, expected) => {
    const result = await append(stream, events, expected);
    if (stream === launchWeekStream(first) && !raced) {
      raced = true;
      const rival = { ...held(week, 1, 9), data: { ...held(week, 1, 9).data, orderNumber: 'LD-2026-000099' } };
      await append(
        launchWeekStream(week),
        [{ id: crypto.randomUUID(), ...rival, metadata: { correlationId: 'r', causationId: 'r', actor: 'rival', time: at } }],
        'any',
      );
    }
    return result;
  };
}

describe('createOrder', () => {
  it('given a product and a listing of the buyer, when they order its launch in a week, then a number is taken, the week held and the order placed', async () => {
    await spec
      .given(launchProduct, aListing(3))
      .when(({ commands }) => commands.createOrder({ items: [{ product: 'launch', listing_id: 3, week: WEEK }], accountId: 'ann' }, as('ann')))
      .then(
        inStream(ORDER_NUMBER_STREAM, { type: 'OrderNumberReserved', data: { sequence: 1, number: N } }),
        inStream(launchWeekStream(WEEK), {
          type: 'PaidSlotHeld',
          data: { week: WEEK, kind: 'launch', orderNumber: N, lineId: 1, listingId: 3, until: '2026-11-19T10:00:00.000Z' },
        }),
        inStream(orderStream(N), {
          type: 'OrderPlaced',
          data: { number: N, accountId: 'ann', lines: ANY, totals: ANY, billing: null, provider: 'test', expiresAt: '2026-11-19T10:00:00.000Z' },
        }),
      );
  });

  it('given a week that fills up while the order holds its weeks, when the order is made, then the weeks it held are given back and it is refused naming the item', async () => {
    const later = '2026-12-07';
    await spec
      .given(launchProduct, aListing(3), aListing(4), inStream(SITE_STREAM, { type: 'SiteSettingsChanged', data: { paidWeeklyCapacity: 1 } }))
      .when(({ commands, store }) => {
        racedBy(store, WEEK, later);
        return commands.createOrder(
          {
            items: [
              { product: 'launch', listing_id: 3, week: WEEK },
              { product: 'launch', listing_id: 4, week: later },
            ],
            accountId: 'ann',
          },
          as('ann'),
        );
      })
      .thenRefuses(
        'invalid',
        /no paid launch slot left/,
        inStream(ORDER_NUMBER_STREAM, { type: 'OrderNumberReserved', data: { sequence: 1, number: N } }),
        inStream(
          launchWeekStream(WEEK),
          { type: 'PaidSlotHeld', data: { week: WEEK, kind: 'launch', orderNumber: N, lineId: 1, listingId: 3, until: '2026-11-19T10:00:00.000Z' } },
          { type: 'PaidSlotReleased', data: { week: WEEK, kind: 'launch', orderNumber: N, lineId: 1, reason: 'the order was not placed' } },
        ),
        inStream(launchWeekStream(later), { ...held(later, 1, 9), data: { ...held(later, 1, 9).data, orderNumber: 'LD-2026-000099' } }),
      );
  });
});

describe('billing and payment', () => {
  it('given a pending order, when the buyer gives billing details, then they are recorded with the VAT they make', async () => {
    const billing = { name: 'Ann', address: '1 Rue', country: 'FR', vatNumber: null, email: 'ann@acme.test' };
    await spec
      .given(anOrder(placed()))
      .when(({ commands }) => commands.setOrderBilling({ number: N, billing }, as('ann')))
      .then(anOrder({ type: 'BillingDetailsSet', data: { number: N, billing, totals: ANY } }));
  });

  it('given this server takes payments on its test page, when a provider session is asked for, then it is refused', async () => {
    await spec
      .given(anOrder(placed()))
      .when(({ commands }) => commands.openPaymentSession({ number: N, successUrl: 'https://x.test/ok', cancelUrl: 'https://x.test/no' }, as('ann')))
      .thenRefuses('conflict', /test checkout page/);
  });

  it('given a pending order and a payment provider, when a session is asked for, then the session opened is recorded', async () => {
    await withStripe
      .given(anOrder(placed()))
      .when(({ commands }) => commands.openPaymentSession({ number: N, successUrl: 'https://x.test/ok', cancelUrl: 'https://x.test/no' }, as('ann')))
      .then(
        anOrder({
          type: 'CheckoutSessionOpened',
          data: { number: N, sessionId: 'cs_1', url: 'https://checkout.stripe.test/cs_1', expiresAt: '2026-11-19T09:30:00.000Z' },
        }),
      );
  });

  it('given a pending order, when the provider says it was paid, then it is paid, once per provider event', async () => {
    const event = { id: 'evt_1', kind: 'paid' as const, orderNumber: N, paymentRef: 'pi_1', amountCents: 4900 };
    await spec
      .given(anOrder(placed()))
      .when(async ({ commands }) => {
        await commands.recordPaymentEvent({ number: N, event }, as('stripe'));
        return commands.recordPaymentEvent({ number: N, event }, as('stripe'));
      })
      .then(anOrder({ type: 'OrderPaid', data: { number: N, providerEvent: 'evt_1', paymentRef: 'pi_1', amountCents: 4900, at } }));
  });

  it('given a paid order, when the provider reports all of it refunded, then the order is refunded in full', async () => {
    await spec
      .given(anOrder(placed(), paid()))
      .when(({ commands }) =>
        commands.recordPaymentEvent(
          { number: N, event: { id: 'evt_r', kind: 'refunded', orderNumber: N, paymentRef: 'pi_1', amountCents: 4900 } },
          as('stripe'),
        ),
      )
      .then(anOrder({ type: 'OrderRefunded', data: { number: N, providerEvent: 'evt_r', amountCents: 4900, full: true } }));
  });

  it('given a pending order, when the test page pays it, then it is paid as a test', async () => {
    await spec
      .given(anOrder(placed()))
      .when(({ commands }) => commands.payOnTestPage({ number: N }, as('ann')))
      .then(anOrder({ type: 'OrderPaid', data: { number: N, providerEvent: `test-payment:${N}`, paymentRef: `test:${N}`, amountCents: 4900, at } }));
  });

  it('given a pending order, when the test page declines it, then its payment failed', async () => {
    await spec
      .given(anOrder(placed()))
      .when(({ commands }) => commands.declineOnTestPage({ number: N }, as('ann')))
      .then(
        anOrder({ type: 'OrderPaymentFailed', data: { number: N, providerEvent: `test-decline:${N}`, reason: 'the payment was declined on the test page' } }),
      );
  });
});

describe('fulfilOrder', () => {
  it('given a paid order for a launch in a held week, when it is fulfilled, then the week is taken, the listing scheduled and the line done', async () => {
    await spec
      .given(aListing(3), heldWeek(), anOrder(placed(), paid()))
      .when(({ commands }) => commands.fulfilOrder({ number: N }, as('system:orders')))
      .then(
        inStream(launchWeekStream(WEEK), { type: 'PaidSlotTaken', data: { week: WEEK, kind: 'launch', orderNumber: N, lineId: 1, listingId: 3 } }),
        inStream(listingStream(3), scheduledBy(WEEK)),
        anOrder(
          { type: 'OrderLineFulfilled', data: { number: N, lineId: 1, detail: `scheduled for the week of ${WEEK}`, at } },
          { type: 'OrderFulfilled', data: { number: N, at } },
        ),
      );
  });

  it('given a listing queued for a free week, when its paid launch is fulfilled, then its free slot goes back', async () => {
    const free = '2026-12-28';
    await spec
      .given(
        inStream(listingStream(3), listingSubmitted(3), { type: 'FreePlanChosen', data: { listingId: 3, week: free, at: '2026-11-10T09:00:00.000Z' } }),
        inStream(launchWeekStream(free), { type: 'FreeSlotBooked', data: { week: free, listingId: 3 } }),
        heldWeek(),
        anOrder(placed(), paid()),
      )
      .when(({ commands }) => commands.fulfilOrder({ number: N }, as('system:orders')))
      .then(
        inStream(launchWeekStream(WEEK), { type: 'PaidSlotTaken', data: { week: WEEK, kind: 'launch', orderNumber: N, lineId: 1, listingId: 3 } }),
        inStream(launchWeekStream(free), { type: 'FreeSlotReleased', data: { week: free, listingId: 3, reason: `paid launch ${orderLineKey(1)}` } }),
        inStream(listingStream(3), scheduledBy(WEEK)),
        anOrder({ type: 'OrderLineFulfilled', data: ANY }, { type: 'OrderFulfilled', data: ANY }),
      );
  });

  it('given a fulfilment cut short after its first line, when it is fulfilled again, then only the line left is done', async () => {
    await spec
      .given(aListing(3), heldWeek(), anOrder(placed([launchLine, billboardLine]), paid(5900), lineDone(1, `scheduled for the week of ${WEEK}`)))
      .when(({ commands }) => commands.fulfilOrder({ number: N }, as('system:orders')))
      .then(
        inStream(metricsStream(3), { type: 'BillboardContributed', data: { listingId: 3, amountCents: 1000, reference: orderLineKey(2) } }),
        anOrder(
          { type: 'OrderLineFulfilled', data: { number: N, lineId: 2, detail: '1000 cents on the billboard', at } },
          { type: 'OrderFulfilled', data: { number: N, at } },
        ),
      );
  });

  it('given an order not paid, when it is fulfilled, then nothing happens', async () => {
    await spec
      .given(aListing(3), heldWeek(), anOrder(placed()))
      .when(({ commands }) => commands.fulfilOrder({ number: N }, as('system:orders')))
      .then();
  });
});

describe('the undo steps: releaseOrderHolds and reverseOrder', () => {
  it('given an order whose payment failed, when its holds are released, then each week it held is given back', async () => {
    const failed = { type: 'OrderPaymentFailed', data: { number: N, providerEvent: 'evt_f', reason: 'card declined' } };
    await spec
      .given(heldWeek(), anOrder(placed(), failed))
      .when(({ commands }) => commands.releaseOrderHolds({ number: N }, as('system:orders')))
      .then(
        inStream(launchWeekStream(WEEK), { type: 'PaidSlotReleased', data: { week: WEEK, kind: 'launch', orderNumber: N, lineId: 1, reason: 'order failed' } }),
      );
  });

  it('given an order that expired, when its holds are released, then each week it held is given back', async () => {
    const expired = { type: 'OrderExpired', data: { number: N, providerEvent: null, reason: 'the checkout expired' } };
    await spec
      .given(heldWeek(), anOrder(placed(), expired))
      .when(({ commands }) => commands.releaseOrderHolds({ number: N }, as('system:orders')))
      .then(
        inStream(launchWeekStream(WEEK), {
          type: 'PaidSlotReleased',
          data: { week: WEEK, kind: 'launch', orderNumber: N, lineId: 1, reason: 'order expired' },
        }),
      );
  });

  it('given an order still pending, when its holds are released, then nothing is given back', async () => {
    await spec
      .given(heldWeek(), anOrder(placed()))
      .when(({ commands }) => commands.releaseOrderHolds({ number: N }, as('system:orders')))
      .then();
  });

  it('given a refunded order whose launch is still to come, when it is reversed, then the launch is cancelled, the week given back and the line reversed', async () => {
    await spec
      .given(inStream(listingStream(3), listingSubmitted(3), scheduledBy(WEEK)), heldWeek(), anOrder(placed(), paid(), lineDone(1, 'scheduled'), refunded()))
      .when(({ commands }) => commands.reverseOrder({ number: N }, as('system:orders')))
      .then(
        inStream(listingStream(3), { type: 'LaunchCancelled', data: { listingId: 3, orderLine: orderLineKey(1) } }),
        inStream(launchWeekStream(WEEK), { type: 'PaidSlotReleased', data: { week: WEEK, kind: 'launch', orderNumber: N, lineId: 1, reason: 'refunded' } }),
        anOrder({ type: 'OrderLineReversed', data: { number: N, lineId: 1, detail: 'taken back (LaunchCancelled)' } }),
      );
  });

  it('given a refunded order whose launch happened, when it is reversed, then the launch stays and the line says so', async () => {
    const live = aLiveListing(3);
    await spec
      .given(inStream(listingStream(3), live.events[0], scheduledBy('2026-11-16'), live.events[2]), anOrder(placed(), paid(), lineDone(1, 'live'), refunded()))
      .when(({ commands }) => commands.reverseOrder({ number: N }, as('system:orders')))
      .then(anOrder({ type: 'OrderLineReversed', data: { number: N, lineId: 1, detail: 'kept: it has happened' } }));
  });

  it('given a refunded billboard contribution, when the order is reversed, then the money comes off the billboard', async () => {
    const onlyBillboard = placed([{ ...billboardLine, lineId: 1 }]);
    await spec
      .given(
        aListing(3),
        inStream(metricsStream(3), { type: 'BillboardContributed', data: { listingId: 3, amountCents: 1000, reference: orderLineKey(1) } }),
        anOrder(onlyBillboard, paid(1000), lineDone(1, 'billboard'), refunded(1000)),
      )
      .when(({ commands }) => commands.reverseOrder({ number: N }, as('system:orders')))
      .then(
        inStream(metricsStream(3), { type: 'BillboardContributionReversed', data: { listingId: 3, amountCents: 1000, reference: orderLineKey(1) } }),
        anOrder({ type: 'OrderLineReversed', data: { number: N, lineId: 1, detail: 'contribution taken off the billboard' } }),
      );
  });

  it('given an order paid and not refunded, when it is reversed, then nothing is taken back', async () => {
    await spec
      .given(aListing(3), anOrder(placed(), paid(), lineDone(1, 'scheduled')))
      .when(({ commands }) => commands.reverseOrder({ number: N }, as('system:orders')))
      .then();
  });
});
