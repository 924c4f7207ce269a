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
    // A change names only fields of the order document, each with its type.
    const update = (changes: Partial<OrderDoc>) => w.put('orders', { ...doc, ...changes });
    switch (e.type) {
      case 'BillingDetailsSet':
        return update({ billing: e.data.billing, totals: e.data.totals });
      case 'OrderPaid':
        return update({ status: 'paid', paid_at: e.data.at, payment_ref: e.data.paymentRef });
      case 'OrderPaymentFailed':
        return update(doc.status === 'pending' ? { status: 'failed', failure: e.data.reason } : {});
      case 'OrderExpired':
        return update(doc.status === 'pending' ? { status: 'expired', failure: e.data.reason } : {});
      case 'OrderLineFulfilled':
        return update({ lines: doc.lines.map((l) => (l.lineId === e.data.lineId ? { ...l, fulfilled: true, fulfilment: e.data.detail } : l)) });
      case 'OrderFulfilled':
        return update({ status: doc.status === 'paid' ? 'fulfilled' : doc.status, fulfilled_at: e.data.at });
      case 'OrderRefunded':
        return update({ refunded_cents: Math.max(doc.refunded_cents, e.data.amountCents), status: e.data.full ? 'refunded' : doc.status });
      case 'OrderLineReversed':
        return update({ lines: doc.lines.map((l) => (l.lineId === e.data.lineId ? { ...l, reversed: true, fulfilment: e.data.detail } : l)) });
    }
  },
});
