import type { OrderStatus } from '../../domain/order/order.ts';
import type { OrderDoc } from '../../projections/orders.ts';
import { errorSummary, errorsOf, field } from '../kit/forms.ts';
import { html, type Renderable, withBreaks } from '../kit/html.ts';
import { money } from '../kit/money.ts';
import type { Refusal } from '../kit/site-operations.ts';

/** The banner of the service's own TEST page: no payment provider is configured, no money moves. */
export const testBanner = html`<p class="test" role="note">TEST CHECKOUT: this server has no payment provider configured. No money moves and no card is asked for; the buttons below pretend to pay or to decline.</p>`;

/** The order's lines and totals, with what each line's fulfilment did once it is paid. */
export const orderTable = (o: OrderDoc) =>
  html`<table><thead><tr><th scope="col">Item</th><th scope="col" class="n">Qty</th><th scope="col" class="n">Price</th><th scope="col" class="n">Amount</th>${
    o.paid_at ? html`<th scope="col">Fulfilled</th>` : ''
  }</tr></thead><tbody>${o.lines.map(
    (l) =>
      html`<tr><td>${l.description}</td><td class="n">${l.quantity}</td><td class="n">${money(l.unitPriceCents)}</td><td class="n">${money(l.totalCents)}</td>${
        o.paid_at ? html`<td>${l.fulfilled ? `yes: ${l.fulfilment ?? ''}` : 'in progress'}</td>` : ''
      }</tr>`,
  )}</tbody><tfoot><tr><td colspan="3">Subtotal</td><td class="n">${money(o.totals.subtotalCents)}</td></tr>
<tr><td colspan="3">VAT${o.totals.vat.rate !== null ? ` ${o.totals.vat.rate} %` : ''} <span class="muted">${o.totals.vat.note}</span></td><td class="n">${money(o.totals.vat.vatCents)}</td></tr>
<tr><th scope="row" colspan="3">Total (USD)</th><td class="n total" id="total">${money(o.totals.totalCents)}</td></tr></tfoot></table>
${o.totals.vat.mention ? html`<p>${o.totals.vat.mention}</p>` : ''}`;

/** The hidden inputs every checkout form carries: the link's token and the page's own form token. */
export type CheckoutForm = { action: (suffix: string) => string; hidden: Renderable };

const button = (f: CheckoutForm, suffix: string, label: string, extra = '') =>
  html`<form method="post" action="${f.action(suffix)}"${extra ? html` class="${extra}"` : ''}>${f.hidden}<button type="submit">${label}</button></form>`;

/** The checkout page: the order, the billing form (the VAT is worked out from it), and the way to pay. */
export function checkoutBody(o: OrderDoc, status: OrderStatus, f: CheckoutForm, links: { receipt: string }, refusal?: Refusal) {
  const b = o.billing;
  const errors = errorsOf(refusal);
  const ready = Boolean(b?.country && b.name);
  const billing = html`<h2>Billing details</h2>${errorSummary(refusal, ['billing.name', 'billing.email', 'billing.address', 'billing.country', 'billing.vatNumber'])}
<form method="post" action="${f.action('/billing')}" class="billing">${f.hidden}
${field({ name: 'name', label: 'Name or company', value: b?.name, required: true, max: 200, errors: renamed(errors) })}
${field({ name: 'email', label: 'Email for the receipt', type: 'email', value: b?.email, max: 254, errors: renamed(errors) })}
${field({ name: 'address', label: 'Address', type: 'textarea', rows: 3, value: b?.address, max: 500, errors: renamed(errors) })}
<div class="field-row">${field({ name: 'country', label: 'Country (two letters, such as DE, FR, US)', value: b?.country, required: true, max: 2, errors: renamed(errors) })}
${field({ name: 'vat_number', label: 'VAT number (EU businesses, for reverse charge)', value: b?.vatNumber, max: 20, errors: renamed(errors) })}</div>
<div class="form-actions"><button type="submit" class="secondary">Update the total</button></div></form>`;
  const pay =
    status !== 'pending'
      ? ''
      : !ready
        ? html`<p class="muted">Enter your billing details to see the final total and pay.</p>`
        : o.provider === 'test'
          ? html`<div class="pay">${button(f, '/pay', `Pay ${money(o.totals.totalCents)} (test)`)}${button(f, '/decline', 'Decline the payment (test)', 'secondary')}</div>`
          : html`<div class="pay">${button(f, '/pay', `Pay ${money(o.totals.totalCents)} with Stripe`)}</div>`;
  const state =
    status === 'pending'
      ? html`<p>Order <b>${o.number}</b>, waiting for payment until ${o.expires_at.slice(0, 16).replace('T', ' ')} UTC.</p>`
      : html`<p role="status">Order <b>${o.number}</b> is <b id="status">${status}</b>.${
          status === 'paid' || status === 'fulfilled' ? html` <a href="${links.receipt}">Receipt</a>` : ''
        }</p>`;
  return html`${refusal && !refusal.issues.length ? html`<p class="error" role="alert">${refusal.message}</p>` : ''}<div class="checkout">
<section class="panel" aria-labelledby="order-title"><h2 id="order-title">Your order</h2>${state}<div class="table-wrap">${orderTable(o)}</div></section>${
    status === 'pending' ? html`<section class="panel">${billing}${pay}</section>` : ''
  }</div>`;
}

/** The form's inputs are named as people read them; the action names the billing's fields. */
const renamed = (errors: Map<string, string>) => new Map([...errors].map(([k, v]) => [k.replace(/^billing\./, '').replace('vatNumber', 'vat_number'), v]));

/** What the person comes back to from paying: waiting for the provider's word, or done. */
export function doneBody(o: OrderDoc, status: OrderStatus, links: { receipt: string }) {
  return status === 'pending'
    ? html`<p role="status">Waiting for the payment of order <b>${o.number}</b> to be confirmed…</p>`
    : html`<p role="status">Thank you. Order <b>${o.number}</b> is <b id="status">${status}</b>.</p><p><a href="${links.receipt}">Your receipt</a></p>${orderTable(o)}`;
}

/** The receipt of a paid order: seller, buyer, lines, VAT and any refund. */
export function receiptBody(o: OrderDoc, seller: { name: string; country: string }) {
  const b = o.billing;
  return html`<p>${seller.name} · sold from ${seller.country}</p>
<p>Paid ${(o.paid_at ?? '').slice(0, 10)}${o.payment_ref ? ` · payment ${o.payment_ref}` : ''}</p>
${b ? html`<p>Billed to: ${b.name}<br>${withBreaks(b.address)}<br>${b.country}${b.vatNumber ? html`<br>VAT number ${b.vatNumber}` : ''}</p>` : ''}
${orderTable(o)}${o.refunded_cents ? html`<p>Refunded: ${money(o.refunded_cents)}</p>` : ''}`;
}
