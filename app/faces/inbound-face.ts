import type { Express } from 'express';
import type { Actions } from '../../api/actions/index.ts';
import { networkEndpoint } from '../../api/network/network-endpoint.ts';
import { stripeWebhook } from '../../api/payments/stripe-webhook.ts';
import type { FaceDeps } from './face-deps.ts';

/** What other systems post to us, signed over the raw body: so these come before the JSON parser. */
export function mountInbound(app: Express, { c }: FaceDeps, actions: Actions) {
  app.use('/internal/v1/network', networkEndpoint({ actions, sisterSites: c.sisterSites }));
  app.use(stripeWebhook({ payments: c.payments, commands: c.commands, streams: c.streams, readModels: c.readModels }));
}
