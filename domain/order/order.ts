import { conflict, notFound } from '../shared/errors.ts';
import type { OrderLine } from './pricing.ts';
import type { VatDecision } from './vat.ts';

export type Billing = { name: string; address: string; country: string; vatNumber: string | null; email: string | null };
export type Totals = { subtotalCents: number; vat: VatDecision; totalCents: number };
export type PaymentProviderName = 'test' | 'stripe';

/**
 * An order, one stream each (`order-<number>`): placed with its lines and the price of the day,
 * billed, paid through the provider, then fulfilled line by line. Provider events carry their
 * id, so a webhook delivered five times counts once.
 */
export type OrderEvent =
  | {
      type: 'OrderPlaced';
      data: {
        number: string;
        accountId: string;
        lines: OrderLine[];
        totals: Totals;
        billing: Billing | null;
        provider: PaymentProviderName;
        expiresAt: string;
      };
    }
  | { type: 'BillingDetailsSet'; data: { number: string; billing: Billing; totals: Totals } }
  | { type: 'CheckoutSessionOpened'; data: { number: string; sessionId: string; url: string; expiresAt: string } }
  | { type: 'OrderPaid'; data: { number: string; providerEvent: string; paymentRef: string | null; amountCents: number; at: string } }
  | { type: 'OrderPaymentFailed'; data: { number: string; providerEvent: string; reason: string } }
  | { type: 'OrderExpired'; data: { number: string; providerEvent: string | null; reason: string } }
  | { type: 'OrderLineFulfilled'; data: { number: string; lineId: number; detail: string; at: string } }
  | { type: 'OrderFulfilled'; data: { number: string; at: string } }
  /** `amountCents`: refunded so far in all (providers report the running total). */
  | { type: 'OrderRefunded'; data: { number: string; providerEvent: string; amountCents: number; full: boolean } }
  | { type: 'OrderLineReversed'; data: { number: string; lineId: number; detail: string } };

export type OrderStatus = 'pending' | 'paid' | 'fulfilled' | 'failed' | 'expired' | 'refunded';

type Placed = Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];
export type Order =
  | { status: 'none' }
  | (Placed & {
      status: OrderStatus;
      session: { id: string; url: string; expiresAt: string } | null;
      providerEvents: string[];
      fulfilled: number[];
      reversed: number[];
      refundedCents: number;
      paymentRef: string | null;
    });

export const initialOrder = (): Order => ({ status: 'none' });
export const orderStream = (number: string) => `order-${number}`;

export function evolveOrder(state: Order, e: OrderEvent): Order {
  if (e.type === 'OrderPlaced')
    return { ...e.data, status: 'pending', session: null, providerEvents: [], fulfilled: [], reversed: [], refundedCents: 0, paymentRef: null };
  return state.status === 'none' ? state : evolvePlaced(state, e);
}

function evolvePlaced(state: Existing, e: Exclude<OrderEvent, { type: 'OrderPlaced' }>): Order {
  const seen = (id: string | null) => (id ? [...state.providerEvents, id] : state.providerEvents);
  switch (e.type) {
    case 'BillingDetailsSet':
      return { ...state, billing: e.data.billing, totals: e.data.totals, session: null };
    case 'CheckoutSessionOpened':
      return { ...state, session: { id: e.data.sessionId, url: e.data.url, expiresAt: e.data.expiresAt } };
    case 'OrderPaid':
      return { ...state, status: 'paid', providerEvents: seen(e.data.providerEvent), paymentRef: e.data.paymentRef };
    case 'OrderPaymentFailed':
      return { ...state, status: state.status === 'pending' ? 'failed' : state.status, providerEvents: seen(e.data.providerEvent) };
    case 'OrderExpired':
      return { ...state, status: state.status === 'pending' ? 'expired' : state.status, providerEvents: seen(e.data.providerEvent) };
    case 'OrderLineFulfilled':
      return { ...state, fulfilled: [...state.fulfilled, e.data.lineId] };
    case 'OrderFulfilled':
      return { ...state, status: state.status === 'paid' ? 'fulfilled' : state.status };
    case 'OrderRefunded':
      return {
        ...state,
        status: e.data.full ? 'refunded' : state.status,
        refundedCents: Math.max(state.refundedCents, e.data.amountCents),
        providerEvents: seen(e.data.providerEvent),
      };
    case 'OrderLineReversed':
      return { ...state, reversed: [...state.reversed, e.data.lineId] };
  }
}

/** A pending order past its time reads as expired (nothing need be recorded for that). */
export function orderStatus(o: { status: OrderStatus; expiresAt: string }, now: Date): OrderStatus {
  return o.status === 'pending' && Date.parse(o.expiresAt) <= now.getTime() ? 'expired' : o.status;
}

type Existing = Exclude<Order, { status: 'none' }>;
const existing = (state: Order): Existing => {
  if (state.status === 'none') throw notFound('order');
  return state;
};

export function placeOrder(cmd: Placed, state: Order): OrderEvent[] {
  if (state.status !== 'none') throw conflict(`order ${cmd.number} exists`);
  return [{ type: 'OrderPlaced', data: cmd }];
}

/** The person paying gives their billing details on the checkout page; the VAT follows from them. */
export function setOrderBilling(cmd: { billing: Billing; totals: Totals; now: Date }, state: Order): OrderEvent[] {
  const o = existing(state);
  if (orderStatus(o, cmd.now) !== 'pending') throw conflict(`order ${o.number} is ${orderStatus(o, cmd.now)}`);
  return [{ type: 'BillingDetailsSet', data: { number: o.number, billing: cmd.billing, totals: cmd.totals } }];
}

export function openPaymentSession(cmd: { sessionId: string; url: string; expiresAt: string; now: Date }, state: Order): OrderEvent[] {
  const o = existing(state);
  if (orderStatus(o, cmd.now) !== 'pending') throw conflict(`order ${o.number} is ${orderStatus(o, cmd.now)}`);
  return [{ type: 'CheckoutSessionOpened', data: { number: o.number, sessionId: cmd.sessionId, url: cmd.url, expiresAt: cmd.expiresAt } }];
}

/** Money received counts whatever the order said before (a late payment of an expired order is still fulfilled). */
export function markPaid(cmd: { providerEvent: string; paymentRef: string | null; amountCents: number; now: Date }, state: Order): OrderEvent[] {
  const o = existing(state);
  if (o.providerEvents.includes(cmd.providerEvent) || o.status === 'paid' || o.status === 'fulfilled' || o.status === 'refunded') return [];
  return [
    {
      type: 'OrderPaid',
      data: { number: o.number, providerEvent: cmd.providerEvent, paymentRef: cmd.paymentRef, amountCents: cmd.amountCents, at: cmd.now.toISOString() },
    },
  ];
}

export function markFailed(cmd: { providerEvent: string; reason: string }, state: Order): OrderEvent[] {
  const o = existing(state);
  if (o.providerEvents.includes(cmd.providerEvent) || o.status !== 'pending') return [];
  return [{ type: 'OrderPaymentFailed', data: { number: o.number, ...cmd } }];
}

export function markExpired(cmd: { providerEvent: string | null; reason: string }, state: Order): OrderEvent[] {
  const o = existing(state);
  if ((cmd.providerEvent && o.providerEvents.includes(cmd.providerEvent)) || o.status !== 'pending') return [];
  return [{ type: 'OrderExpired', data: { number: o.number, ...cmd } }];
}

/** One line done; the last one done makes the order fulfilled. */
export function fulfilLine(cmd: { lineId: number; detail: string; now: Date }, state: Order): OrderEvent[] {
  const o = existing(state);
  if (o.fulfilled.includes(cmd.lineId)) return [];
  if (o.status !== 'paid') throw conflict(`order ${o.number} is ${o.status}, not paid`);
  if (!o.lines.some((l) => l.lineId === cmd.lineId)) throw notFound(`line ${cmd.lineId} of order ${o.number}`);
  const at = cmd.now.toISOString();
  const done: OrderEvent[] = [{ type: 'OrderLineFulfilled', data: { number: o.number, lineId: cmd.lineId, detail: cmd.detail, at } }];
  const left = o.lines.filter((l) => l.lineId !== cmd.lineId && !o.fulfilled.includes(l.lineId));
  return left.length ? done : [...done, { type: 'OrderFulfilled', data: { number: o.number, at } }];
}

/** A refund as the provider reports it: the running total refunded; all of it makes the order refunded. */
export function markRefunded(cmd: { providerEvent: string; refundedSoFarCents: number }, state: Order): OrderEvent[] {
  const o = existing(state);
  if (o.providerEvents.includes(cmd.providerEvent) || o.status === 'refunded') return [];
  if ((o.status !== 'paid' && o.status !== 'fulfilled') || cmd.refundedSoFarCents <= o.refundedCents) return [];
  return [
    {
      type: 'OrderRefunded',
      data: { number: o.number, providerEvent: cmd.providerEvent, amountCents: cmd.refundedSoFarCents, full: cmd.refundedSoFarCents >= o.totals.totalCents },
    },
  ];
}

export function reverseLine(cmd: { lineId: number; detail: string }, state: Order): OrderEvent[] {
  const o = existing(state);
  if (o.reversed.includes(cmd.lineId)) return [];
  return [{ type: 'OrderLineReversed', data: { number: o.number, ...cmd } }];
}

/** Order numbers: `LD-<year>-<sequence>`, readable on a receipt and over the phone. */
export type OrderNumberEvent = { type: 'OrderNumberReserved'; data: { sequence: number; number: string } };
export const ORDER_NUMBER_STREAM = 'sequence-order-number';
export const initialOrderNumbers = () => ({ last: 0 });
export const evolveOrderNumbers = (_: { last: number }, e: OrderNumberEvent) => ({ last: e.data.sequence });
export function reserveOrderNumber(state: { last: number }, now: Date): OrderNumberEvent[] {
  const sequence = state.last + 1;
  return [{ type: 'OrderNumberReserved', data: { sequence, number: `LD-${now.getUTCFullYear()}-${String(sequence).padStart(6, '0')}` } }];
}
