import { productStream } from '../../domain/catalog/decide.ts';
import { launchWeekStream } from '../../domain/launch-week/week-slots.ts';
import { orderStream } from '../../domain/order/order.ts';
import type { OrderLine } from '../../domain/order/pricing.ts';
import { inStream } from './spec.ts';

/** The givens the order specs share: one order of Ann's for listing 3, its launch two weeks out and money on the billboard. */
export const N = 'LD-2026-000001';
export const WEEK = '2026-11-30';
export const launchLine: OrderLine = {
  lineId: 1,
  product: 'launch',
  kind: 'launch',
  listingId: 3,
  week: WEEK,
  categories: [],
  description: 'Paid launch',
  unitPriceCents: 4900,
  quantity: 1,
  totalCents: 4900,
};
export const billboardLine: OrderLine = {
  ...launchLine,
  lineId: 2,
  product: 'billboard',
  kind: 'billboard',
  week: null,
  description: 'Billboard',
  unitPriceCents: 1000,
  totalCents: 1000,
};
const totals = (subtotalCents: number) => ({
  subtotalCents,
  vat: { rule: 'outside-eu' as const, rate: 0, vatCents: 0, reverseCharge: false, note: 'outside the EU', mention: null },
  totalCents: subtotalCents,
});
export const placed = (lines: OrderLine[] = [launchLine]) => ({
  type: 'OrderPlaced',
  data: {
    number: N,
    accountId: 'ann',
    lines,
    totals: totals(lines.reduce((s, l) => s + l.totalCents, 0)),
    billing: null,
    provider: 'test',
    expiresAt: '2026-11-19T10:00:00.000Z',
  },
});
export const paid = (amountCents = 4900) => ({
  type: 'OrderPaid',
  data: { number: N, providerEvent: 'evt_paid', paymentRef: 'pi_1', amountCents, at: '2026-11-18T09:00:00.000Z' },
});
export const lineDone = (lineId: number, detail: string) => ({
  type: 'OrderLineFulfilled',
  data: { number: N, lineId, detail, at: '2026-11-18T09:01:00.000Z' },
});
export const refunded = (amountCents = 4900) => ({ type: 'OrderRefunded', data: { number: N, providerEvent: 'evt_refund', amountCents, full: true } });
export const anOrder = (...events: { type: string; data: unknown }[]) => inStream(orderStream(N), ...events);

export const held = (week = WEEK, lineId = 1, listingId = 3) => ({
  type: 'PaidSlotHeld',
  data: { week, kind: 'launch', orderNumber: N, lineId, listingId, until: '2026-11-19T10:00:00.000Z' },
});
export const heldWeek = (week = WEEK) => inStream(launchWeekStream(week), held(week));
export const launchProduct = inStream(productStream('launch'), {
  type: 'ProductDefined',
  data: { id: 'launch', name: 'Paid launch', description: 'Pick your week', priceCents: 4900, needsListing: true },
});
export const orderLineKey = (lineId: number) => `${N}/${lineId}`;
