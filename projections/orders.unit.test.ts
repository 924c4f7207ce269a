import { describe, it } from 'node:test';
import type { OrderEvent } from '../domain/order/order.ts';
import { givenEvents } from './engine/given-events.ts';
import { ordersProjection } from './orders.ts';

const number = 'LD-2026-000001';
// Only what the projection keeps of a placed order is spelled out; the rest of a line travels as it is.
const placed = {
  type: 'OrderPlaced',
  data: {
    number,
    accountId: 'ann',
    lines: [{ lineId: 1, product: 'launch', listingId: 4, week: '2026-11-30' }],
    totals: { subtotalCents: 4900, totalCents: 4900 },
    billing: null,
    provider: 'test',
    expiresAt: '2026-11-16T10:00:00.000Z',
  },
};
const paid: OrderEvent = { type: 'OrderPaid', data: { number, providerEvent: 'evt_1', paymentRef: 'pi_1', amountCents: 4900, at: '2026-11-16T09:30:00.000Z' } };

describe('the orders projection', () => {
  it('when an order is placed, then it is pending, nothing fulfilled, nothing refunded', async () => {
    await givenEvents(ordersProjection, [])
      .when(placed)
      .then({
        orders: {
          [number]: {
            status: 'pending',
            account_id: 'ann',
            paid_at: null,
            refunded_cents: 0,
            lines: [{ lineId: 1, product: 'launch', listingId: 4, week: '2026-11-30', fulfilled: false, fulfilment: null, reversed: false }],
          },
        },
      });
  });

  it('given an order, when it is paid, then it is paid with its reference', async () => {
    await givenEvents(ordersProjection, [placed])
      .when(paid)
      .then({ orders: { [number]: { status: 'paid', paid_at: '2026-11-16T09:30:00.000Z', payment_ref: 'pi_1' } } });
  });

  it('given a pending order, when the payment fails, then it failed and says why', async () => {
    await givenEvents(ordersProjection, [placed])
      .when({ type: 'OrderPaymentFailed', data: { number, providerEvent: 'evt_2', reason: 'card declined' } })
      .then({ orders: { [number]: { status: 'failed', failure: 'card declined' } } });
  });

  it('given a paid order, when a late expiry arrives, then it stays paid', async () => {
    await givenEvents(ordersProjection, [placed, paid])
      .when({ type: 'OrderExpired', data: { number, providerEvent: null, reason: 'session expired' } })
      .then({ orders: { [number]: { status: 'paid', failure: null } } });
  });

  it('given a paid order, when a line is fulfilled, then that line says how', async () => {
    await givenEvents(ordersProjection, [placed, paid])
      .when({ type: 'OrderLineFulfilled', data: { number, lineId: 1, detail: 'launch scheduled for 2026-11-30', at: '2026-11-16T09:31:00.000Z' } })
      .then({ orders: { [number]: { 'lines.0.fulfilled': true, 'lines.0.fulfilment': 'launch scheduled for 2026-11-30' } } });
  });

  it('given a paid order, when it is fulfilled, then it is fulfilled at that time', async () => {
    await givenEvents(ordersProjection, [placed, paid])
      .when({ type: 'OrderFulfilled', data: { number, at: '2026-11-16T09:32:00.000Z' } })
      .then({ orders: { [number]: { status: 'fulfilled', fulfilled_at: '2026-11-16T09:32:00.000Z' } } });
  });

  it('given a paid order, when part of it is refunded, then the amount is kept and the status stays', async () => {
    await givenEvents(ordersProjection, [placed, paid])
      .when({ type: 'OrderRefunded', data: { number, providerEvent: 'evt_3', amountCents: 900, full: false } })
      .then({ orders: { [number]: { status: 'paid', refunded_cents: 900 } } });
  });

  it('given a paid order, when it is refunded in full, then it is refunded', async () => {
    await givenEvents(ordersProjection, [placed, paid])
      .when({ type: 'OrderRefunded', data: { number, providerEvent: 'evt_3', amountCents: 4900, full: true } })
      .then({ orders: { [number]: { status: 'refunded', refunded_cents: 4900 } } });
  });

  it('given a fulfilled line, when it is reversed, then the line says so', async () => {
    await givenEvents(ordersProjection, [placed, paid])
      .when({ type: 'OrderLineReversed', data: { number, lineId: 1, detail: 'launch cancelled' } })
      .then({ orders: { [number]: { 'lines.0.reversed': true, 'lines.0.fulfilment': 'launch cancelled' } } });
  });
});
