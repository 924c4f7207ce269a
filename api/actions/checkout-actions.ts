import { z } from 'zod';
import { checkoutPath, checkoutToken } from '../../domain/order/checkout-link.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { orderByNumber } from '../../projections/queries/index.ts';
import { checkoutTokenHolds } from '../orders/checkout-token-check.ts';
import { type ActionDeps, action, type Caller, wrote } from './action.ts';

/** The checkout link's order number and token: whoever holds the link may pay for the order, nobody else. */
const link = z.object({ number: z.string().regex(/^[A-Z0-9-]{1,40}$/), token: z.string().max(500) });

async function orderOf(d: ActionDeps, i: z.output<typeof link>) {
  const order = checkoutTokenHolds(d.secrets, i.number, i.token) ? await orderByNumber(d.readModels, i.number) : null;
  if (!order) throw new DomainError('not_found', 'This checkout link is not valid. Ask for a new one.');
  return order;
}
const asCheckout = (number: string, caller: Caller) => ({ actor: `checkout:${number}`, correlationId: caller.correlationId });
const optional = (s: string) => s || null;

/** The steps of the checkout page: billing details (the VAT is worked out again from them), paying, and the test page's decline. */
export const checkoutActions = () => ({
  setOrderBilling: action({
    access: 'anyone',
    input: link.extend({
      billing: z.object({
        name: z.string().trim().min(1).max(200),
        email: z.union([
          z.literal(''),
          z
            .string()
            .trim()
            .max(254)
            .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
        ]),
        address: z.string().trim().max(500),
        country: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/),
        vatNumber: z.string().trim().max(20),
      }),
    }),
    async run(i, caller, d) {
      const order = await orderOf(d, i);
      const b = i.billing;
      const billing = { name: b.name, address: b.address, country: b.country, email: optional(b.email), vatNumber: optional(b.vatNumber) };
      return wrote(await d.commands.setOrderBilling({ number: order.number, billing }, asCheckout(order.number, caller)));
    },
  }),
  /** Pays on the TEST page, or opens the provider's payment page and answers where to send the person. */
  payOrder: action({
    access: 'anyone',
    input: link,
    async run(i, caller, d) {
      const order = await orderOf(d, i);
      if (!order.billing?.country || !order.billing.name)
        throw new DomainError('invalid', 'Enter your billing details first: the VAT depends on them.', [
          { field: 'billing', message: 'is required before paying' },
        ]);
      const path = (suffix = '') => checkoutPath(order.number, checkoutToken(d.secrets, order.number), suffix);
      if (order.provider === 'test') {
        const r = await d.commands.payOnTestPage({ number: order.number }, asCheckout(order.number, caller));
        return { body: { next: path('/done') }, wrote: r };
      }
      const base = d.settings.publicUrl;
      const session = await d.commands.openPaymentSession(
        { number: order.number, successUrl: `${base}${path('/done')}`, cancelUrl: `${base}${path()}` },
        asCheckout(order.number, caller),
      );
      return { body: { next: session.url } };
    },
  }),
  declineOnTestPage: action({
    access: 'anyone',
    input: link,
    async run(i, caller, d) {
      const order = await orderOf(d, i);
      return wrote(await d.commands.declineOnTestPage({ number: order.number }, asCheckout(order.number, caller)));
    },
  }),
});
