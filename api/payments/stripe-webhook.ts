import express, { type Request, type Response } from 'express';
import type { Commands, StreamReads } from '../../commands/index.ts';
import type { PaymentGateway } from '../../domain/ports/payments.ts';
import type { ReadModels } from '../../projections/index.ts';
import { orderOfPayment } from '../../projections/queries/index.ts';
import { problem, sendProblem } from '../problem.ts';

/**
 * `POST /webhooks/stripe`: Stripe's events about our checkouts. The signature is checked on the
 * raw body (mounted before the JSON parser); a bad one is 400 and changes nothing. Each event is
 * recorded on its order once, by its id, so Stripe's retries are harmless.
 */
export function stripeWebhook(deps: {
  payments: PaymentGateway | null;
  commands: Pick<Commands, 'recordPaymentEvent'>;
  streams: Pick<StreamReads, 'order'>;
  readModels: ReadModels;
}) {
  const router = express.Router();
  router.post('/webhooks/stripe', express.raw({ type: '*/*', limit: '1mb' }), async (req: Request, res: Response) => {
    if (!deps.payments) return sendProblem(res, problem(404, 'this server takes no Stripe payments (STRIPE_SECRET_KEY is not set)'));
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers['stripe-signature'];
    const event = deps.payments.readWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
    if ('refused' in event)
      return sendProblem(res, problem(400, `the webhook was refused: ${event.refused}`, [{ field: 'Stripe-Signature', message: event.refused }]));
    if (event.kind === 'ignored') return res.json({ received: true, ignored: event.reason ?? 'nothing to do' });
    const number = event.orderNumber ?? (event.paymentRef ? ((await orderOfPayment(deps.readModels, event.paymentRef))?.number ?? null) : null);
    if (!number || (await deps.streams.order(number)).status === 'none') return res.json({ received: true, ignored: 'no order of ours' });
    const r = await deps.commands.recordPaymentEvent({ number, event }, { actor: 'stripe', correlationId: `stripe:${event.id}` });
    res.json({ received: true, order: number, recorded: r.events.map((e) => e.type) });
  });
  return router;
}
