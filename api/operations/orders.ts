import { notFound } from '../../domain/shared/errors.ts';
import { myOrders, ownOrder } from '../../projections/queries/index.ts';
import { caller, type OperationContext, operation } from '../operation.ts';
import { lineView, orderLinks, orderView, totalsView, vatNumberView } from '../orders/order-view.ts';
import { readYourWrite } from '../read-your-writes.ts';

const links = (ctx: OperationContext, number: string) => orderLinks(ctx.settings.publicUrl, number, ctx.commands.orderToken(number));

export const quoteOrder = operation({
  name: 'quote_order',
  method: 'POST',
  path: '/orders/quote',
  access: 'orders:write',
  takesIdempotencyKey: false,
  async run({ body }, ctx) {
    const q = await ctx.commands.quoteOrder({
      items: body.items,
      accountId: caller(ctx).accountId,
      billingCountry: body.billing_country,
      vatNumber: body.vat_number,
    });
    return {
      body: {
        lines: q.lines.map(lineView),
        totals: totalsView(q.totals),
        vat_number: vatNumberView(q.vatNumber),
        next_step:
          'Nothing is saved or charged. To buy, call create_checkout with the same items and give its checkout_url to the person who pays; never ask for card details.',
      },
    };
  },
});

/** Builds the order and answers the page where the person pays; the same Idempotency-Key gives the same order. */
export const createCheckout = operation({
  name: 'create_checkout',
  method: 'POST',
  path: '/orders/checkout',
  access: 'orders:write',
  takesIdempotencyKey: true,
  async run({ body }, ctx) {
    const me = caller(ctx).accountId;
    const r = await ctx.commands.createOrder(
      { items: body.items, accountId: me, billingCountry: body.billing_country, vatNumber: body.vat_number },
      { actor: me, correlationId: ctx.correlationId },
    );
    await readYourWrite(ctx, r);
    const l = links(ctx, r.number);
    return {
      status: 201,
      body: {
        number: r.number,
        status: 'pending',
        checkout_url: l.checkout,
        expires_at: r.expiresAt,
        lines: r.lines.map(lineView),
        totals: totalsView(r.totals),
        next_step: `Give ${l.checkout} to the person who pays: they review the order, enter billing details and pay there (it works until ${r.expiresAt}). Never ask for card details. get_order shows when it is paid and fulfilled.`,
      },
    };
  },
});

export const listMyOrders = operation({
  name: 'list_my_orders',
  method: 'GET',
  path: '/orders',
  access: 'account:read',
  takesIdempotencyKey: false,
  async run({ query }, ctx) {
    const page = await myOrders(ctx.readModels, caller(ctx).accountId, { page: query.page, perPage: query.per_page });
    const now = ctx.clock.now();
    return { body: { ...page, items: page.items.map((o) => orderView(o, links(ctx, o.number), now)) } };
  },
});

export const getOrder = operation({
  name: 'get_order',
  method: 'GET',
  path: '/orders/{number}',
  access: 'account:read',
  takesIdempotencyKey: false,
  async run({ path }, ctx) {
    const o = await ownOrder(ctx.readModels, path.number, caller(ctx).accountId);
    if (!o) throw notFound(`order ${path.number}`);
    return { body: orderView(o, links(ctx, o.number), ctx.clock.now()) };
  },
});
