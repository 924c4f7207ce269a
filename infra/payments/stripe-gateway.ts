import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutSession, PaymentEvent, PaymentGateway } from '../../domain/ports/payments.ts';

export type StripeOptions = { secretKey: string; webhookSecret: string; apiUrl: string | null };

/**
 * Stripe Checkout through the official SDK. The session carries the order's lines and our VAT as
 * a line of its own (Stripe computes no tax here), in USD, with the payment methods the account
 * enables (cards, wallets, Link, crypto where offered). Webhooks are verified with the SDK on the
 * raw body; `STRIPE_API_URL` points the SDK at another host (a local fake in tests).
 */
export function stripeGateway(options: StripeOptions): PaymentGateway {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? { host: api.hostname, port: Number(api.port || (api.protocol === 'http:' ? 80 : 443)), protocol: api.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });

  return {
    provider: 'stripe',
    // Stripe Checkout's hosted page.
    pageOrigin: 'https://checkout.stripe.com',
    async openCheckout(r: CheckoutRequest): Promise<CheckoutSession> {
      const line = (name: string, amount: number, quantity: number) => ({
        quantity,
        price_data: { currency: 'usd', unit_amount: amount, product_data: { name: name.slice(0, 250) } },
      });
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: r.orderNumber,
          metadata: { order: r.orderNumber },
          payment_intent_data: { metadata: { order: r.orderNumber }, description: `Launch Directory order ${r.orderNumber}` },
          line_items: [
            ...r.lines.map((l) => line(l.description, l.amountCents, l.quantity)),
            ...(r.vat && r.vat.amountCents > 0 ? [line(r.vat.label, r.vat.amountCents, 1)] : []),
          ],
          ...(r.customerEmail ? { customer_email: r.customerEmail } : {}),
          success_url: r.successUrl,
          cancel_url: r.cancelUrl,
          expires_at: Math.floor(r.expiresAt.getTime() / 1000),
        },
        // One session per order and price: a retried request gets the same session back.
        { idempotencyKey: `checkout:${r.orderNumber}:${r.lines.map((l) => l.amountCents * l.quantity).join('+')}:${r.vat?.amountCents ?? 0}` },
      );
      if (!session.url) throw new Error(`Stripe gave session ${session.id} no URL`);
      return {
        sessionId: session.id,
        url: session.url,
        expiresAt: new Date((session.expires_at ?? Math.floor(r.expiresAt.getTime() / 1000)) * 1000).toISOString(),
      };
    },

    readWebhook(rawBody, signature) {
      if (!signature) return { refused: 'no Stripe-Signature header' };
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        return { refused: (error as Error).message };
      }
      return fromStripe(event);
    },
  };
}

function fromStripe(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, orderNumber: null, paymentRef: null, amountCents: 0 };
  const ref = (pi: string | Stripe.PaymentIntent | null) => (typeof pi === 'string' ? pi : (pi?.id ?? null));
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const s = event.data.object;
      const order = s.client_reference_id ?? s.metadata?.order ?? null;
      if (s.payment_status !== 'paid' && s.payment_status !== 'no_payment_required')
        return { ...base, kind: 'ignored', orderNumber: order, reason: `payment ${s.payment_status}` };
      return { id: event.id, kind: 'paid', orderNumber: order, paymentRef: ref(s.payment_intent), amountCents: s.amount_total ?? 0 };
    }
    case 'checkout.session.async_payment_failed': {
      const s = event.data.object;
      return { ...base, kind: 'failed', orderNumber: s.client_reference_id ?? s.metadata?.order ?? null, reason: 'the payment failed' };
    }
    case 'checkout.session.expired': {
      const s = event.data.object;
      return { ...base, kind: 'expired', orderNumber: s.client_reference_id ?? s.metadata?.order ?? null, reason: 'the checkout session expired' };
    }
    case 'charge.refunded': {
      const c = event.data.object;
      return { id: event.id, kind: 'refunded', orderNumber: c.metadata?.order ?? null, paymentRef: ref(c.payment_intent), amountCents: c.amount_refunded };
    }
    default:
      return { ...base, kind: 'ignored', reason: `not an event we act on (${event.type})` };
  }
}
