import type { Billing, OrderEvent, OrderStatus, PaymentProviderName, Totals } from '../domain/order/order.ts';
import type { OrderLine } from '../domain/order/pricing.ts';
import { projection } from './engine/projection.ts';

export type OrderDoc = {
  id: string;
  number: string;
  account_id: string;
  /** As recorded; a pending order past `expires_at` reads as expired. */
  status: OrderStatus;
  provider: PaymentProviderName;
  lines: (OrderLine & { fulfilled: boolean; fulfilment: string | null; reversed: boolean })[];
  totals: Totals;
  billing: Billing | null;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  fulfilled_at: string | null;
  payment_ref: string | null;
  refunded_cents: number;
  failure: string | null;
};

/** Each account's orders with their lines, totals and what each line's fulfilment did. */
export const ordersProjection = projection<OrderEvent>()({
  name: 'orders',
  version: 1,
  collections: { orders: { indexes: ['account_id', 'created_at', 'payment_ref', 'status'] } },
  handles: [
    'OrderPlaced',
    'BillingDetailsSet',
    'OrderPaid',
    'OrderPaymentFailed',
    'OrderExpired',
    'OrderLineFulfilled',
    'OrderFulfilled',
    'OrderRefunded',
    'OrderLineReversed',
  ],
  async apply(e, w) {
    if (e.type === 'OrderPlaced') {
      const d = e.data;
      w.put('orders', {
        id: d.number,
        number: d.number,
        account_id: d.accountId,
        status: 'pending',
        provider: d.provider,
        lines: d.lines.map((l) => ({ ...l, fulfilled: false, fulfilment: null, reversed: false })),
        totals: d.totals,
        billing: d.billing,
        created_at: e.metadata.time,
        expires_at: d.expiresAt,
        paid_at: null,
        fulfilled_at: null,
        payment_ref: null,
        refunded_cents: 0,
        failure: null,
      } satisfies OrderDoc);
      return;
    }
    const doc = await w.get<OrderDoc>('orders', e.data.number);
    if (!doc) return;
    const next: OrderDoc = { ...doc };
    switch (e.type) {
      case 'BillingDetailsSet':
        Object.assign(next, { billing: e.data.billing, totals: e.data.totals });
        break;
      case 'OrderPaid':
        Object.assign(next, { status: 'paid', paid_at: e.data.at, payment_ref: e.data.paymentRef });
        break;
      case 'OrderPaymentFailed':
        if (doc.status === 'pending') Object.assign(next, { status: 'failed', failure: e.data.reason });
        break;
      case 'OrderExpired':
        if (doc.status === 'pending') Object.assign(next, { status: 'expired', failure: e.data.reason });
        break;
      case 'OrderLineFulfilled':
        next.lines = doc.lines.map((l) => (l.lineId === e.data.lineId ? { ...l, fulfilled: true, fulfilment: e.data.detail } : l));
        break;
      case 'OrderFulfilled':
        Object.assign(next, { status: doc.status === 'paid' ? 'fulfilled' : doc.status, fulfilled_at: e.data.at });
        break;
      case 'OrderRefunded':
        Object.assign(next, { refunded_cents: Math.max(doc.refunded_cents, e.data.amountCents), status: e.data.full ? 'refunded' : doc.status });
        break;
      case 'OrderLineReversed':
        next.lines = doc.lines.map((l) => (l.lineId === e.data.lineId ? { ...l, reversed: true, fulfilment: e.data.detail } : l));
        break;
    }
    w.put('orders', next);
  },
});
