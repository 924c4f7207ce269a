import { holdPaidSlot, releasePaidSlot, takePaidSlot, type WeekSlotEvent } from '../../domain/launch-week/week-slots.ts';
import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import { applyPaidLine, type PaidLine, reversePaidLine } from '../../domain/listing/paid.ts';
import * as orderDecisions from '../../domain/order/order.ts';
import {
  type Billing,
  evolveOrder,
  evolveOrderNumbers,
  fulfilLine,
  initialOrder,
  initialOrderNumbers,
  markExpired,
  markFailed,
  markPaid,
  markRefunded,
  ORDER_NUMBER_STREAM,
  orderStream,
  type PaymentProviderName,
  placeOrder,
  reserveOrderNumber,
  reverseLine,
  type Totals,
} from '../../domain/order/order.ts';
import type { OrderLine } from '../../domain/order/pricing.ts';
import { priceOrder } from '../../domain/order/pricing.ts';
import { ORDER_EXPIRES_AFTER_MS } from '../../domain/order/products.ts';
import type { PaymentEvent, PaymentGateway } from '../../domain/ports/payments.ts';
import type { VatNumbers } from '../../domain/ports/vat-numbers.ts';
import { conflict, DomainError, notFound } from '../../domain/shared/errors.ts';
import { type CommandContext, type CommandDeps, command, loadState } from '../command.ts';
import { releaseSlot } from '../listing/choose-free-listing.ts';
import { contributeToBillboard, reverseBillboardContribution } from '../metrics/record-metrics.ts';
import { onLaunchWeek, onListing, onOrder } from '../streams.ts';
import { pricingContext } from './pricing-context.ts';
import { type QuoteInput, totalsFor } from './quote-order.ts';

const reserveNumber = command({
  stream: () => ORDER_NUMBER_STREAM,
  initial: initialOrderNumbers,
  evolve: evolveOrderNumbers,
  decide: (_: Record<string, never>, state, { now }) => reserveOrderNumber(state, now),
});
const place = command({ ...onOrder, decide: (c: Parameters<typeof placeOrder>[0], state) => placeOrder(c, state) });
const hold = command({
  ...onLaunchWeek,
  attempts: 50,
  decide: (c: Omit<Parameters<typeof holdPaidSlot>[0], 'now'>, state, { now }) => holdPaidSlot({ ...c, now }, state),
});
const take = command({ ...onLaunchWeek, attempts: 50, decide: (c: Parameters<typeof takePaidSlot>[0], state) => takePaidSlot(c, state) });
const release = command({
  ...onLaunchWeek,
  attempts: 50,
  decide: (c: Parameters<typeof releasePaidSlot>[0], state): WeekSlotEvent[] => releasePaidSlot(c, state),
});
const applyLine = command({ ...onListing, decide: (c: { listingId: number; line: PaidLine }, state, { now }) => applyPaidLine({ ...c, now }, state) });
const takeBack = command({ ...onListing, decide: (c: { listingId: number; line: PaidLine }, state, { now }) => reversePaidLine({ ...c, now }, state) });

export type OrderDeps = Pick<CommandDeps, 'store' | 'clock'> & { vat: VatNumbers; payments: PaymentGateway | null };

const slotOf = (line: OrderLine): 'launch' | 'featured' | null => (line.week && (line.kind === 'launch' || line.kind === 'featured') ? line.kind : null);
export const orderLineKey = (number: string, lineId: number) => `${number}/${lineId}`;

/**
 * Builds an order: prices it as a quote would, takes a number, holds the paid weeks it books (a
 * week that filled up meanwhile is a 400 naming the item; holds lapse with the unpaid order, so
 * a crash before the order is placed keeps nothing for long), and places it, pending payment.
 */
export const createOrder = (deps: OrderDeps) => async (c: QuoteInput, ctx: CommandContext) => {
  const now = deps.clock.now();
  const { context, site } = await pricingContext(deps.store, { items: c.items, accountId: c.accountId, now });
  const lines = priceOrder(c.items, context);
  const billingCountry = c.billingCountry?.toUpperCase() ?? null;
  const { totals } = await totalsFor(deps.vat, { lines, sellerCountry: site.sellerCountry, billingCountry, vatNumber: c.vatNumber ?? null });
  const number = (await reserveNumber(deps)({}, ctx)).events[0].data.number;
  const expiresAt = new Date(now.getTime() + ORDER_EXPIRES_AFTER_MS).toISOString();
  const held: OrderLine[] = [];
  for (const line of lines) {
    const kind = slotOf(line);
    if (!kind || !line.week || line.listingId === null) continue;
    const capacity = kind === 'launch' ? site.paidWeeklyCapacity : site.featuredWeeklyCapacity;
    try {
      await hold(deps)({ week: line.week, kind, orderNumber: number, lineId: line.lineId, listingId: line.listingId, until: expiresAt, capacity }, ctx);
      held.push(line);
    } catch (error) {
      for (const h of held) {
        const k = slotOf(h);
        if (k && h.week) await release(deps)({ week: h.week, kind: k, orderNumber: number, lineId: h.lineId, reason: 'the order was not placed' }, ctx);
      }
      if (error instanceof DomainError && error.kind === 'conflict')
        throw new DomainError('invalid', error.message, [{ field: `items[${line.lineId - 1}].week`, message: `${error.message}; choose another week` }]);
      throw error;
    }
  }
  const billing: Billing | null = billingCountry
    ? { name: '', address: '', country: billingCountry, vatNumber: c.vatNumber?.trim() || null, email: null }
    : null;
  const placed = await place(deps)({ number, accountId: c.accountId, lines, totals, billing, provider: deps.payments ? 'stripe' : 'test', expiresAt }, ctx);
  return { number, lines, totals, expiresAt, position: placed.position, events: placed.events };
};

const billed = command({
  ...onOrder,
  decide: (c: { number: string; billing: Billing; totals: Totals }, state, { now }) => orderDecisions.setOrderBilling({ ...c, now }, state),
});

/** The person paying gives their billing details; VAT is computed again from them. */
export const setOrderBilling = (deps: OrderDeps) => async (c: { number: string; billing: Billing }, ctx: CommandContext) => {
  const order = await loadState(deps.store, orderStream(c.number), initialOrder, evolveOrder);
  if (order.status === 'none') throw notFound('order');
  const { site } = await pricingContext(deps.store, { items: [], accountId: order.accountId, now: deps.clock.now() });
  const { totals, vatNumber } = await totalsFor(deps.vat, {
    lines: order.lines,
    sellerCountry: site.sellerCountry,
    billingCountry: c.billing.country,
    vatNumber: c.billing.vatNumber,
  });
  const billing = { ...c.billing, vatNumber: vatNumber?.number ?? null };
  return { ...(await billed(deps)({ number: c.number, billing, totals }, ctx)), totals, vatNumber };
};

const sessionOpened = command({
  ...onOrder,
  decide: (c: { number: string; sessionId: string; url: string; expiresAt: string }, state, { now }) => orderDecisions.openPaymentSession({ ...c, now }, state),
});

/** A Stripe Checkout Session for the order as billed; an open one for the same totals is used again. */
export const openPaymentSession = (deps: OrderDeps) => async (c: { number: string; successUrl: string; cancelUrl: string }, ctx: CommandContext) => {
  if (!deps.payments) throw conflict('payments go through the test checkout page on this server');
  const order = await loadState(deps.store, orderStream(c.number), initialOrder, evolveOrder);
  if (order.status === 'none') throw notFound('order');
  if (order.status !== 'pending') throw conflict(`order ${order.number} is ${order.status}`);
  if (order.session && Date.parse(order.session.expiresAt) > deps.clock.now().getTime()) return { url: order.session.url, position: 0 };
  const session = await deps.payments.openCheckout({
    orderNumber: order.number,
    lines: order.lines.map((l) => ({ description: l.description, amountCents: l.unitPriceCents, quantity: l.quantity })),
    vat:
      order.totals.vat.vatCents > 0
        ? { label: `VAT ${order.totals.vat.rate} % (${order.billing?.country ?? ''})`, amountCents: order.totals.vat.vatCents }
        : null,
    customerEmail: order.billing?.email ?? null,
    successUrl: c.successUrl,
    cancelUrl: c.cancelUrl,
    // Stripe keeps a session at most 24 hours; the order's holds last as long.
    expiresAt: new Date(Math.min(Date.parse(order.expiresAt), deps.clock.now().getTime() + 23.5 * 3_600_000)),
  });
  const r = await sessionOpened(deps)({ number: order.number, ...session }, ctx);
  return { url: session.url, position: r.position };
};

const paid = command({
  ...onOrder,
  decide: (c: { number: string; providerEvent: string; paymentRef: string | null; amountCents: number }, state, { now }) => markPaid({ ...c, now }, state),
});
const failed = command({ ...onOrder, decide: (c: { number: string; providerEvent: string; reason: string }, state) => markFailed(c, state) });
const expired = command({ ...onOrder, decide: (c: { number: string; providerEvent: string | null; reason: string }, state) => markExpired(c, state) });
const refunded = command({ ...onOrder, decide: (c: { number: string; providerEvent: string; refundedSoFarCents: number }, state) => markRefunded(c, state) });

/** What the provider said about an order, recorded once per provider event. */
export const recordPaymentEvent = (deps: OrderDeps) => async (c: { number: string; event: PaymentEvent }, ctx: CommandContext) => {
  const { number, event } = c;
  switch (event.kind) {
    case 'paid':
      return paid(deps)({ number, providerEvent: event.id, paymentRef: event.paymentRef, amountCents: event.amountCents }, ctx);
    case 'failed':
      return failed(deps)({ number, providerEvent: event.id, reason: event.reason ?? 'the payment failed' }, ctx);
    case 'expired':
      return expired(deps)({ number, providerEvent: event.id, reason: event.reason ?? 'the checkout expired' }, ctx);
    case 'refunded':
      return refunded(deps)({ number, providerEvent: event.id, refundedSoFarCents: event.amountCents }, ctx);
    default:
      return { stream: orderStream(number), events: [], position: 0 };
  }
};

/** The TEST checkout page's buttons: the same events the provider would cause, marked as a test. */
export const payOnTestPage = (deps: OrderDeps) => async (c: { number: string }, ctx: CommandContext) => {
  if (deps.payments) throw conflict('this server takes payments through Stripe, not the test page');
  const order = await loadState(deps.store, orderStream(c.number), initialOrder, evolveOrder);
  if (order.status === 'none') throw notFound('order');
  return paid(deps)({ number: c.number, providerEvent: `test-payment:${c.number}`, paymentRef: `test:${c.number}`, amountCents: order.totals.totalCents }, ctx);
};
export const declineOnTestPage = (deps: OrderDeps) => async (c: { number: string }, ctx: CommandContext) => {
  if (deps.payments) throw conflict('this server takes payments through Stripe, not the test page');
  return failed(deps)({ number: c.number, providerEvent: `test-decline:${c.number}`, reason: 'the payment was declined on the test page' }, ctx);
};

const lineDone = command({ ...onOrder, decide: (c: { number: string; lineId: number; detail: string }, state, { now }) => fulfilLine({ ...c, now }, state) });
const lineTakenBack = command({ ...onOrder, decide: (c: { number: string; lineId: number; detail: string }, state) => reverseLine(c, state) });

const paidLineOf = (number: string, line: OrderLine): PaidLine | null => {
  const orderLine = orderLineKey(number, line.lineId);
  switch (line.kind) {
    case 'launch':
      return { kind: 'launch', orderLine, week: line.week };
    case 'featured':
      return line.week ? { kind: 'featured', orderLine, week: line.week } : null;
    case 'extra-category':
      return { kind: 'extra-category', orderLine, categories: line.categories };
    case 'sections':
      return { kind: 'sections', orderLine };
    default:
      return null;
  }
};

/**
 * Fulfils a paid order, line by line: each line's effect is applied to its listing (or the
 * billboard) under the line's own key, then the line is marked fulfilled. Every step changes
 * nothing when repeated, so a fulfilment cut short by a crash resumes without doing a line twice.
 */
export const fulfilOrder = (deps: OrderDeps) => async (c: { number: string }, ctx: CommandContext) => {
  const order = await loadState(deps.store, orderStream(c.number), initialOrder, evolveOrder);
  if (order.status !== 'paid') return;
  for (const line of order.lines) {
    if (order.fulfilled.includes(line.lineId)) continue;
    const key = orderLineKey(order.number, line.lineId);
    let detail = 'booked: the site team will be in touch';
    if (line.listingId !== null) {
      const listingId = line.listingId;
      const kind = slotOf(line);
      if (kind && line.week) await take(deps)({ week: line.week, kind, orderNumber: order.number, lineId: line.lineId, listingId }, ctx);
      if (line.kind === 'launch') {
        // A listing queued for a free week moves to the paid plan: its free slot goes back.
        const before = await loadState(deps.store, listingStream(listingId), initialListing, evolveListing);
        if (before.status !== 'none' && before.plan === 'free' && before.week && before.status !== 'live')
          await releaseSlot(deps)({ week: before.week, listingId, reason: `paid launch ${key}` }, ctx);
      }
      const paidLine = paidLineOf(order.number, line);
      if (paidLine) {
        await applyLine(deps)({ listingId, line: paidLine }, ctx);
        detail = describe(line);
      } else if (line.kind === 'billboard') {
        await contributeToBillboard(deps)({ listingId, amountCents: line.totalCents, reference: key }, ctx);
        detail = `${line.totalCents} cents on the billboard`;
      }
    }
    await lineDone(deps)({ number: order.number, lineId: line.lineId, detail }, ctx);
  }
};

function describe(line: OrderLine): string {
  switch (line.kind) {
    case 'launch':
      return line.week ? `scheduled for the week of ${line.week}` : 'live';
    case 'featured':
      return `featured in the week of ${line.week}`;
    case 'extra-category':
      return `added to ${line.categories.join(', ')}`;
    case 'sections':
      return 'story, milestones and media unlocked';
    default:
      return 'done';
  }
}

/** An order that expired or whose payment failed gives its held weeks back. */
export const releaseOrderHolds = (deps: OrderDeps) => async (c: { number: string }, ctx: CommandContext) => {
  const order = await loadState(deps.store, orderStream(c.number), initialOrder, evolveOrder);
  if (order.status !== 'expired' && order.status !== 'failed') return;
  for (const line of order.lines) {
    const kind = slotOf(line);
    if (kind && line.week) await release(deps)({ week: line.week, kind, orderNumber: order.number, lineId: line.lineId, reason: `order ${order.status}` }, ctx);
  }
};

/** A fully refunded order's lines taken back, as the policy says (a launch that happened stays). */
export const reverseOrder = (deps: OrderDeps) => async (c: { number: string }, ctx: CommandContext) => {
  const order = await loadState(deps.store, orderStream(c.number), initialOrder, evolveOrder);
  if (order.status !== 'refunded') return;
  for (const line of order.lines) {
    if (!order.fulfilled.includes(line.lineId) || order.reversed.includes(line.lineId) || line.listingId === null) continue;
    const listingId = line.listingId;
    const key = orderLineKey(order.number, line.lineId);
    const paidLine = paidLineOf(order.number, line);
    let detail = 'kept: delivered by the site team';
    if (paidLine) {
      const r = await takeBack(deps)({ listingId, line: paidLine }, ctx);
      detail = r.events.length ? `taken back (${r.events.map((e) => e.type).join(', ')})` : 'kept: it has happened';
      const kind = slotOf(line);
      if (kind && line.week && r.events.length)
        await release(deps)({ week: line.week, kind, orderNumber: order.number, lineId: line.lineId, reason: 'refunded' }, ctx);
    } else if (line.kind === 'billboard') {
      await reverseBillboardContribution(deps)({ listingId, reference: key }, ctx);
      detail = 'contribution taken off the billboard';
    }
    await lineTakenBack(deps)({ number: order.number, lineId: line.lineId, detail }, ctx);
  }
};

export type { PaymentProviderName };
