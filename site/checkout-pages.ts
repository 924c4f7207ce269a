import { timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { statusOf } from '../api/problem.ts';
import { orderStatus } from '../domain/order/order.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { escapeMarkup as e } from '../domain/shared/escape-markup.ts';
import type { OrderDoc } from '../projections/orders.ts';
import { orderByNumber, siteSettings } from '../projections/queries/index.ts';
import type { PageDeps } from './account-pages.ts';
import { plainPage } from './kit/layout.ts';
import { money } from './kit/money.ts';

const NUMBER = /^[A-Z0-9-]{1,40}$/;

const page = (title: string, body: string, test: boolean) =>
  plainPage(title, body, {
    before: test
      ? '<p class="test" role="note">TEST CHECKOUT: this server has no payment provider configured. No money moves and no card is asked for; the buttons below pretend to pay or to decline.</p>'
      : '',
  });

/**
 * The page where the person pays: it reviews the order's lines and totals, takes billing details
 * (the VAT is worked out again from them) and pays, through Stripe Checkout when configured or
 * the service's own clearly labelled TEST page. The link carries the order's own token; forms
 * carry a token derived from it, and a post from another site is refused.
 */
export function checkoutPages(c: PageDeps) {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '8kb' });
  const formToken = (number: string) => c.secrets.derivedToken('checkout-form', number);
  const same = (a: string, b: string) => {
    const x = Buffer.from(c.secrets.digest(a));
    const y = Buffer.from(c.secrets.digest(b));
    return timingSafeEqual(x, y);
  };
  const link = (number: string, suffix = '') => `/checkout/${encodeURIComponent(number)}${suffix}?t=${encodeURIComponent(c.commands.orderToken(number))}`;

  /** The order the link is for, when its token is right; a post must carry the form token and come from here. */
  const withOrder = async (req: Request, res: Response, next: NextFunction) => {
    const number = String(req.params.number);
    const token = String((req.method === 'POST' ? req.body?.t : req.query.t) ?? '');
    const order = NUMBER.test(number) && token && same(token, c.commands.orderToken(number)) ? await orderByNumber(c.readModels, number) : null;
    if (!order)
      return res
        .status(404)
        .type('html')
        .send(page('Not found', '<p>This checkout link is not valid. Ask for a new one.</p>', false));
    if (req.method === 'POST') {
      // Where the post came from is checked once for every form (kit/same-origin.ts); here, the page's own token.
      if (!same(String(req.body?.csrf ?? ''), formToken(number)))
        return res
          .status(403)
          .type('html')
          .send(page('Forbidden', '<p>This form was not sent from the checkout page.</p>', false));
    }
    res.locals.order = order;
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  };
  const fail = async (res: Response, order: OrderDoc, error: unknown) => {
    if (!(error instanceof DomainError)) throw error;
    res
      .status(statusOf(error))
      .type('html')
      .send(await checkoutPage(order, error.message));
  };

  const table = (
    o: OrderDoc,
  ) => `<table><thead><tr><th>Item</th><th class="n">Qty</th><th class="n">Price</th><th class="n">Amount</th>${o.paid_at ? '<th>Fulfilled</th>' : ''}</tr></thead><tbody>
${o.lines.map((l) => `<tr><td>${e(l.description)}</td><td class="n">${l.quantity}</td><td class="n">${money(l.unitPriceCents)}</td><td class="n">${money(l.totalCents)}</td>${o.paid_at ? `<td>${l.fulfilled ? `yes: ${e(l.fulfilment ?? '')}` : 'in progress'}</td>` : ''}</tr>`).join('')}
</tbody><tfoot><tr><td colspan="3">Subtotal</td><td class="n">${money(o.totals.subtotalCents)}</td></tr>
<tr><td colspan="3">VAT${o.totals.vat.rate !== null ? ` ${o.totals.vat.rate} %` : ''} <span class="muted">${e(o.totals.vat.note)}</span></td><td class="n">${money(o.totals.vat.vatCents)}</td></tr>
<tr><th colspan="3">Total (USD)</th><th class="n" id="total">${money(o.totals.totalCents)}</th></tr></tfoot></table>
${o.totals.vat.mention ? `<p>${e(o.totals.vat.mention)}</p>` : ''}`;

  async function checkoutPage(o: OrderDoc, error?: string) {
    const test = o.provider === 'test';
    const status = orderStatus({ status: o.status, expiresAt: o.expires_at }, new Date());
    const hidden = `<input type="hidden" name="t" value="${e(c.commands.orderToken(o.number))}"><input type="hidden" name="csrf" value="${e(formToken(o.number))}">`;
    const b = o.billing;
    const billingForm = `<h2>Billing details</h2><form method="post" action="/checkout/${e(o.number)}/billing">${hidden}
<label>Name or company <input name="name" required maxlength="200" value="${e(b?.name ?? '')}" autocomplete="name"></label>
<label>Email for the receipt <input type="email" name="email" maxlength="254" value="${e(b?.email ?? '')}" autocomplete="email"></label>
<label>Address <textarea name="address" rows="3" maxlength="500" autocomplete="street-address">${e(b?.address ?? '')}</textarea></label>
<label>Country (two-letter code, such as DE, FR, US) <input name="country" required pattern="[A-Za-z]{2}" maxlength="2" value="${e(b?.country ?? '')}" autocomplete="country"></label>
<label>VAT number (EU businesses, for reverse charge) <input name="vat_number" maxlength="20" value="${e(b?.vatNumber ?? '')}"></label>
<button type="submit">Update the total</button></form>`;
    const ready = Boolean(b?.country && b.name);
    const pay =
      status !== 'pending'
        ? ''
        : !ready
          ? '<p class="muted">Enter your billing details to see the final total and pay.</p>'
          : test
            ? `<form method="post" action="/checkout/${e(o.number)}/pay">${hidden}<button type="submit">Pay ${money(o.totals.totalCents)} (test)</button></form>
<form method="post" action="/checkout/${e(o.number)}/decline">${hidden}<button type="submit">Decline the payment (test)</button></form>`
            : `<form method="post" action="/checkout/${e(o.number)}/pay">${hidden}<button type="submit">Pay ${money(o.totals.totalCents)} with Stripe</button></form>`;
    const state =
      status === 'pending'
        ? `<p>Order <b>${e(o.number)}</b>, waiting for payment until ${e(o.expires_at.slice(0, 16).replace('T', ' '))} UTC.</p>`
        : `<p role="status">Order <b>${e(o.number)}</b> is <b id="status">${e(status)}</b>.${status === 'paid' || status === 'fulfilled' ? ` <a href="${e(link(o.number, '/receipt'))}">Receipt</a>` : ''}</p>`;
    return page(
      'Checkout',
      `${error ? `<p class="error" role="alert">${e(error)}</p>` : ''}${state}${table(o)}${status === 'pending' ? billingForm : ''}${pay}`,
      test,
    );
  }

  router.get('/checkout/:number', withOrder, async (_req, res) => {
    res.type('html').send(await checkoutPage(res.locals.order));
  });

  router.post('/checkout/:number/billing', form, withOrder, async (req, res) => {
    const o: OrderDoc = res.locals.order;
    const text = (name: string, max: number) =>
      String(req.body[name] ?? '')
        .trim()
        .slice(0, max);
    const country = text('country', 2).toUpperCase();
    const email = text('email', 254);
    if (!text('name', 200) || !/^[A-Z]{2}$/.test(country)) return fail(res, o, new DomainError('invalid', 'Give a name and a two-letter country code.'));
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail(res, o, new DomainError('invalid', 'That email address does not look right.'));
    try {
      const r = await c.commands.setOrderBilling(
        {
          number: o.number,
          billing: { name: text('name', 200), address: text('address', 500), country, email: email || null, vatNumber: text('vat_number', 20) || null },
        },
        { actor: `checkout:${o.number}` },
      );
      await c.readModels.waitFor(r.position, c.settings.readYourWritesTimeoutMs, ['BillingDetailsSet']);
    } catch (error) {
      return fail(res, o, error);
    }
    res.redirect(303, link(o.number));
  });

  router.post('/checkout/:number/pay', form, withOrder, async (_req, res) => {
    const o: OrderDoc = res.locals.order;
    if (!o.billing?.country || !o.billing.name) return fail(res, o, new DomainError('invalid', 'Enter your billing details first: the VAT depends on them.'));
    try {
      if (o.provider === 'test') {
        const r = await c.commands.payOnTestPage({ number: o.number }, { actor: `checkout:${o.number}` });
        await c.readModels.waitFor(r.position, c.settings.readYourWritesTimeoutMs, ['OrderPaid']);
        return res.redirect(303, link(o.number, '/done'));
      }
      const base = c.settings.publicUrl;
      const session = await c.commands.openPaymentSession(
        { number: o.number, successUrl: `${base}${link(o.number, '/done')}`, cancelUrl: `${base}${link(o.number)}` },
        { actor: `checkout:${o.number}` },
      );
      return res.redirect(303, session.url);
    } catch (error) {
      return fail(res, o, error);
    }
  });

  router.post('/checkout/:number/decline', form, withOrder, async (_req, res) => {
    const o: OrderDoc = res.locals.order;
    try {
      const r = await c.commands.declineOnTestPage({ number: o.number }, { actor: `checkout:${o.number}` });
      await c.readModels.waitFor(r.position, c.settings.readYourWritesTimeoutMs, ['OrderPaymentFailed']);
    } catch (error) {
      return fail(res, o, error);
    }
    res.redirect(303, link(o.number));
  });

  router.get('/checkout/:number/done', withOrder, async (_req, res) => {
    const o: OrderDoc = res.locals.order;
    const status = orderStatus({ status: o.status, expiresAt: o.expires_at }, new Date());
    // The provider tells us of the payment a moment after the person comes back: the page looks again until it knows.
    if (status === 'pending') res.setHeader('Refresh', '3');
    const body =
      status === 'pending'
        ? `<p role="status">Waiting for the payment of order <b>${e(o.number)}</b> to be confirmed…</p>`
        : `<p role="status">Thank you. Order <b>${e(o.number)}</b> is <b id="status">${e(status)}</b>.</p><p><a href="${e(link(o.number, '/receipt'))}">Your receipt</a></p>${table(o)}`;
    res.type('html').send(page('Payment', body, o.provider === 'test'));
  });

  router.get('/checkout/:number/receipt', withOrder, async (_req, res) => {
    const o: OrderDoc = res.locals.order;
    if (!o.paid_at)
      return res
        .status(404)
        .type('html')
        .send(page('No receipt yet', '<p>This order is not paid.</p>', o.provider === 'test'));
    const site = await siteSettings(c.readModels);
    const b = o.billing;
    res.type('html').send(
      page(
        `Receipt ${o.number}`,
        `<p>${e(site?.name ?? 'Launch Directory')} · sold from ${e(site?.seller_country ?? '')}</p>
<p>Paid ${e(o.paid_at.slice(0, 10))}${o.payment_ref ? ` · payment ${e(o.payment_ref)}` : ''}</p>
${b ? `<p>Billed to: ${e(b.name)}<br>${e(b.address).replace(/\n/g, '<br>')}<br>${e(b.country)}${b.vatNumber ? `<br>VAT number ${e(b.vatNumber)}` : ''}</p>` : ''}
${table(o)}${o.refunded_cents ? `<p>Refunded: ${money(o.refunded_cents)}</p>` : ''}`,
        o.provider === 'test',
      ),
    );
  });
  return router;
}
