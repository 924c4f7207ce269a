import express, { type NextFunction, type Request, type Response } from 'express';
import { callerOf } from '../../api/actions/caller-of.ts';
import { checkoutTokenHolds, sameSecret } from '../../api/orders/checkout-token-check.ts';
import { checkoutPath, checkoutToken } from '../../domain/order/checkout-link.ts';
import { orderStatus } from '../../domain/order/order.ts';
import type { OrderDoc } from '../../projections/orders.ts';
import { orderByNumber, siteSettings } from '../../projections/queries/index.ts';
import { siteFormBody } from '../kit/form-body.ts';
import { html, type Renderable } from '../kit/html.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';
import { type Refusal, refusalOf } from '../kit/site-operations.ts';
import { allowFormTarget } from '../security-headers.ts';
import { type CheckoutForm, checkoutBody, doneBody, receiptBody, testBanner } from './checkout-view.ts';

const NUMBER = /^[A-Z0-9-]{1,40}$/;

type PageOptions = { title: string; test: boolean; status?: number; refreshSeconds?: number };

/** A checkout page: never stored, and its address (which carries the order's token) told to no other site. */
const sendPage = (render: ReturnType<typeof pageRenderer>) => (req: Request, res: Response, o: PageOptions, body: Renderable) => {
  res.setHeader('Cache-Control', 'no-store');
  // Our own forms still say their origin (`no-referrer` would make it `Origin: null`, refused as a cross-site post).
  res.setHeader('Referrer-Policy', 'same-origin');
  return render.send(
    req,
    res,
    { title: o.title, noindex: true, section: 'account', status: o.status, refreshSeconds: o.refreshSeconds },
    html`${o.test ? testBanner : ''}<h1>${o.title}</h1>${body}`,
  );
};

/**
 * The page where the person pays: it reviews the order's lines and totals, takes billing details
 * (the VAT is worked out again from them) and pays, through Stripe Checkout when configured or
 * the service's own clearly labelled TEST page. The link carries the order's own token; forms
 * carry a token derived from it as well (kit/same-origin.ts checks where a post came from).
 */
export function checkoutPages(c: PageDeps & { paymentPage: string | null }) {
  const router = express.Router();
  const render = pageRenderer(c);
  const form = siteFormBody(render)('8kb');
  const formToken = (number: string) => c.secrets.derivedToken('checkout-form', number);
  const path = (number: string, suffix = '') => checkoutPath(number, checkoutToken(c.secrets, number), suffix);

  const send = sendPage(render);

  /** The order the link is for, when its token is right; a post must carry the page's form token too. */
  const withOrder = async (req: Request, res: Response, next: NextFunction) => {
    const number = String(req.params.number);
    const token = String((req.method === 'POST' ? req.body?.t : req.query.t) ?? '');
    const order = NUMBER.test(number) && token && checkoutTokenHolds(c.secrets, number, token) ? await orderByNumber(c.readModels, number) : null;
    if (!order) return send(req, res, { title: 'Not found', test: false, status: 404 }, html`<p>This checkout link is not valid. Ask for a new one.</p>`);
    if (req.method === 'POST' && !sameSecret(c.secrets, String(req.body?.csrf ?? ''), formToken(number)))
      return send(req, res, { title: 'Forbidden', test: false, status: 403 }, html`<p>This form was not sent from the checkout page.</p>`);
    res.locals.order = order;
    res.locals.token = token;
    next();
  };
  const orderOf = (res: Response): OrderDoc => res.locals.order;
  const statusOf = (o: OrderDoc) => orderStatus({ status: o.status, expiresAt: o.expires_at }, c.clock.now());
  const formOf = (o: OrderDoc): CheckoutForm => ({
    action: (suffix) => `/checkout/${encodeURIComponent(o.number)}${suffix}`,
    hidden: html`<input type="hidden" name="t" value="${checkoutToken(c.secrets, o.number)}"><input type="hidden" name="csrf" value="${formToken(o.number)}">`,
  });
  const checkoutPage = (req: Request, res: Response, o: OrderDoc, refusal?: Refusal) => {
    // Paying through the provider, the pay button's post ends on the provider's page.
    if (o.provider !== 'test') allowFormTarget(res, c.paymentPage);
    return send(
      req,
      res,
      { title: 'Checkout', test: o.provider === 'test', status: refusal?.status },
      checkoutBody(o, statusOf(o), formOf(o), { receipt: path(o.number, '/receipt') }, refusal),
    );
  };
  const link = (req: Request, res: Response) => ({ number: orderOf(res).number, token: String(req.body?.t ?? '') });
  const text = (req: Request, name: string) => String(req.body?.[name] ?? '');
  /** Each form of the page: the action it runs, and where the person goes after it. */
  const posts: Record<string, (req: Request, res: Response) => Promise<string>> = {
    billing: async (req, res) => {
      const billing = {
        name: text(req, 'name'),
        email: text(req, 'email'),
        address: text(req, 'address'),
        country: text(req, 'country'),
        vatNumber: text(req, 'vat_number'),
      };
      await c.actions.setOrderBilling({ ...link(req, res), billing }, callerOf(req, null));
      return path(orderOf(res).number);
    },
    pay: async (req, res) => (await c.actions.payOrder(link(req, res), callerOf(req, null))).next,
    decline: async (req, res) => {
      await c.actions.declineOnTestPage(link(req, res), callerOf(req, null));
      return path(orderOf(res).number);
    },
  };

  router.get('/checkout/:number', withOrder, (req, res) => checkoutPage(req, res, orderOf(res)));
  for (const [suffix, run] of Object.entries(posts))
    router.post(`/checkout/:number/${suffix}`, form, withOrder, async (req, res) => {
      let next: string;
      try {
        next = await run(req, res);
      } catch (error) {
        return checkoutPage(req, res, orderOf(res), refusalOf(error));
      }
      res.redirect(303, next);
    });

  router.get('/checkout/:number/done', withOrder, (req, res) => {
    const o = orderOf(res);
    const status = statusOf(o);
    // The provider tells us of the payment a moment after the person comes back: the page looks again until it knows.
    return send(
      req,
      res,
      { title: 'Payment', test: o.provider === 'test', refreshSeconds: status === 'pending' ? 3 : undefined },
      doneBody(o, status, { receipt: path(o.number, '/receipt') }),
    );
  });

  router.get('/checkout/:number/receipt', withOrder, async (req, res) => {
    const o = orderOf(res);
    if (!o.paid_at) return send(req, res, { title: 'No receipt yet', test: o.provider === 'test', status: 404 }, html`<p>This order is not paid.</p>`);
    const site = await siteSettings(c.readModels);
    return send(
      req,
      res,
      { title: `Receipt ${o.number}`, test: o.provider === 'test' },
      receiptBody(o, { name: site?.name ?? 'Launch Directory', country: site?.seller_country ?? '' }),
    );
  });
  return router;
}
