/** What a checkout needs from a payment provider: a session for one order, and the events it reports back. */
export type CheckoutRequest = {
  orderNumber: string;
  lines: { description: string; amountCents: number; quantity: number }[];
  /** VAT as its own line (the provider collects the total we computed; it computes no tax itself). */
  vat: { label: string; amountCents: number } | null;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

export type CheckoutSession = { sessionId: string; url: string; expiresAt: string };

/** One provider event about an order, with the provider's own event id (the same event may arrive many times). */
export type PaymentEvent = {
  id: string;
  kind: 'paid' | 'failed' | 'expired' | 'refunded' | 'ignored';
  orderNumber: string | null;
  /** The provider's payment (a Stripe payment intent): how refunds find their order. */
  paymentRef: string | null;
  amountCents: number;
  reason?: string;
};

export interface PaymentGateway {
  readonly provider: 'stripe';
  /** The origin of the provider's payment page, where the checkout's pay button sends the person (its CSP names it). */
  readonly pageOrigin: string;
  openCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The event a webhook carries when its signature is good and fresh; otherwise why it is refused. */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | { refused: string };
}
