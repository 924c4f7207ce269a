import { checkoutPath } from '../../domain/order/checkout-link.ts';
import { orderStatus, type Totals } from '../../domain/order/order.ts';
import type { OrderLine } from '../../domain/order/pricing.ts';
import type { VatNumberCheck } from '../../domain/order/vat.ts';
import type { OrderDoc } from '../../projections/orders.ts';

export const lineView = (l: OrderLine & { fulfilled?: boolean; fulfilment?: string | null; reversed?: boolean }) => ({
  line_id: l.lineId,
  product: l.product,
  description: l.description,
  listing_id: l.listingId,
  ...(l.week ? { week: l.week } : {}),
  ...(l.categories.length ? { categories: l.categories } : {}),
  unit_price_cents: l.unitPriceCents,
  quantity: l.quantity,
  total_cents: l.totalCents,
  ...(l.fulfilled !== undefined ? { fulfilled: l.fulfilled, fulfilment: l.fulfilment ?? null } : {}),
  ...(l.reversed ? { reversed: true } : {}),
});

export const totalsView = (t: Totals) => ({
  subtotal_cents: t.subtotalCents,
  vat_rate: t.vat.rate,
  vat_cents: t.vat.vatCents,
  total_cents: t.totalCents,
  currency: 'USD' as const,
  reverse_charge: t.vat.reverseCharge,
  vat_rule: t.vat.rule,
  vat_note: t.vat.note,
  legal_mention: t.vat.mention,
});

export const vatNumberView = (v: VatNumberCheck | null) =>
  v ? { number: v.number, valid: v.valid, country: v.country, checked_by: v.source, ...(v.reason ? { reason: v.reason } : {}) } : null;

/** Where the person pays, and where the receipt is: links that carry the order's own token. */
export const orderLinks = (publicUrl: string, number: string, token: string) => ({
  checkout: `${publicUrl}${checkoutPath(number, token)}`,
  receipt: `${publicUrl}${checkoutPath(number, token, '/receipt')}`,
});

export function orderView(o: OrderDoc, links: { checkout: string; receipt: string }, now: Date) {
  const status = orderStatus({ status: o.status, expiresAt: o.expires_at }, now);
  const next_step =
    status === 'pending'
      ? `Give ${links.checkout} to the person who pays: they review the order, enter billing details and pay there. Never ask for card details.`
      : status === 'paid'
        ? 'Paid: the lines are being fulfilled.'
        : status === 'fulfilled'
          ? 'Paid and fulfilled.'
          : status === 'expired'
            ? 'The order expired unpaid; create a new checkout to buy again.'
            : status === 'failed'
              ? 'The payment failed; create a new checkout to try again.'
              : 'Refunded.';
  return {
    number: o.number,
    status,
    provider: o.provider,
    lines: o.lines.map(lineView),
    totals: totalsView(o.totals),
    billing: o.billing ? { name: o.billing.name || null, country: o.billing.country, vat_number: o.billing.vatNumber } : null,
    checkout_url: status === 'pending' ? links.checkout : null,
    receipt_url: status === 'paid' || status === 'fulfilled' || status === 'refunded' ? links.receipt : null,
    created_at: o.created_at,
    expires_at: o.expires_at,
    paid_at: o.paid_at,
    fulfilled_at: o.fulfilled_at,
    refunded_cents: o.refunded_cents,
    failure: o.failure,
    next_step,
  };
}
