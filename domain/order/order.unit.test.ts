import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { evolveOrder, fulfilLine, initialOrder, markExpired, markPaid, markRefunded, type OrderEvent, placeOrder, reverseLine } from './order.ts';
import type { OrderLine } from './pricing.ts';

const number = 'LD-2026-000001';
const now = new Date('2026-11-16T09:30:00Z');
const line = (lineId: number): OrderLine => ({
  lineId,
  product: 'launch',
  kind: 'launch',
  listingId: 4,
  week: null,
  categories: [],
  description: 'Paid launch',
  unitPriceCents: 4900,
  quantity: 1,
  totalCents: 4900,
});
const placedData = {
  number,
  accountId: 'ann',
  lines: [line(1), line(2)],
  totals: {
    subtotalCents: 9800,
    vat: { rule: 'outside-eu' as const, rate: 0, vatCents: 0, reverseCharge: false, note: 'outside the EU', mention: null },
    totalCents: 9800,
  },
  billing: null,
  provider: 'test' as const,
  expiresAt: '2026-11-16T10:00:00.000Z',
};
const placed: OrderEvent = { type: 'OrderPlaced', data: placedData };
const paid: OrderEvent = { type: 'OrderPaid', data: { number, providerEvent: 'evt_1', paymentRef: 'pi_1', amountCents: 9800, at: now.toISOString() } };
const firstDone: OrderEvent = { type: 'OrderLineFulfilled', data: { number, lineId: 1, detail: 'live', at: now.toISOString() } };
const order = (history: OrderEvent[]) => given(initialOrder, evolveOrder, history);

describe('an order', () => {
  it('when it is placed, then it is recorded with its lines and totals', () => {
    order([])
      .when((s) => placeOrder(placedData, s))
      .then([placed]);
  });

  it('given an order, when its number is placed again, then it is refused', () => {
    order([placed])
      .when((s) => placeOrder(placedData, s))
      .thenRefuses('conflict');
  });

  it('given a pending order, when the provider reports the payment, then it is paid', () => {
    order([placed])
      .when((s) => markPaid({ providerEvent: 'evt_1', paymentRef: 'pi_1', amountCents: 9800, now }, s))
      .then([paid]);
  });

  it('given a paid order, when the same provider event comes again, then nothing is recorded', () => {
    order([placed, paid])
      .when((s) => markPaid({ providerEvent: 'evt_1', paymentRef: 'pi_1', amountCents: 9800, now }, s))
      .then([]);
  });

  it('given an expired order, when a late payment arrives, then it is paid all the same', () => {
    const expired: OrderEvent = { type: 'OrderExpired', data: { number, providerEvent: null, reason: 'not paid in time' } };
    order([placed, expired])
      .when((s) => markPaid({ providerEvent: 'evt_9', paymentRef: 'pi_9', amountCents: 9800, now }, s))
      .then([{ type: 'OrderPaid', data: { number, providerEvent: 'evt_9', paymentRef: 'pi_9', amountCents: 9800, at: now.toISOString() } }]);
  });

  it('given a paid order, when it is to expire, then nothing is recorded', () => {
    order([placed, paid])
      .when((s) => markExpired({ providerEvent: null, reason: 'session expired' }, s))
      .then([]);
  });

  it('given a paid order of two lines, when the first is fulfilled, then only that line is done', () => {
    order([placed, paid])
      .when((s) => fulfilLine({ lineId: 1, detail: 'live', now }, s))
      .then([firstDone]);
  });

  it('given one line done, when the last is fulfilled, then the order is fulfilled too', () => {
    order([placed, paid, firstDone])
      .when((s) => fulfilLine({ lineId: 2, detail: 'live', now }, s))
      .then([
        { type: 'OrderLineFulfilled', data: { number, lineId: 2, detail: 'live', at: now.toISOString() } },
        { type: 'OrderFulfilled', data: { number, at: now.toISOString() } },
      ]);
  });

  it('given a pending order, when a line is to be fulfilled, then it is refused as not paid', () => {
    order([placed])
      .when((s) => fulfilLine({ lineId: 1, detail: 'live', now }, s))
      .thenRefuses('conflict', /not paid/);
  });

  it('given a paid order, when part is refunded, then the amount refunded so far is recorded', () => {
    order([placed, paid])
      .when((s) => markRefunded({ providerEvent: 'evt_2', refundedSoFarCents: 4900 }, s))
      .then([{ type: 'OrderRefunded', data: { number, providerEvent: 'evt_2', amountCents: 4900, full: false } }]);
  });

  it('given a part refund, when the rest is refunded, then the refund is full', () => {
    const part: OrderEvent = { type: 'OrderRefunded', data: { number, providerEvent: 'evt_2', amountCents: 4900, full: false } };
    order([placed, paid, part])
      .when((s) => markRefunded({ providerEvent: 'evt_3', refundedSoFarCents: 9800 }, s))
      .then([{ type: 'OrderRefunded', data: { number, providerEvent: 'evt_3', amountCents: 9800, full: true } }]);
  });

  it('given a fulfilled line, when it is reversed twice, then it is reversed once', () => {
    const reversed: OrderEvent = { type: 'OrderLineReversed', data: { number, lineId: 1, detail: 'taken back' } };
    order([placed, paid, firstDone, reversed])
      .when((s) => reverseLine({ lineId: 1, detail: 'taken back' }, s))
      .then([]);
  });

  it('given no order, when it is paid, then it is not found', () => {
    order([])
      .when((s) => markPaid({ providerEvent: 'evt_1', paymentRef: null, amountCents: 1, now }, s))
      .thenRefuses('not_found');
  });
});
