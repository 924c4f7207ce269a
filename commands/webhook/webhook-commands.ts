import type { WebhookTargets } from '../../domain/ports/webhook-targets.ts';
import { invalid } from '../../domain/shared/errors.ts';
import type { DeliveryAttempt } from '../../domain/webhook/webhook.ts';
import * as webhookDecisions from '../../domain/webhook/webhook.ts';
import { type CommandContext, type CommandDeps, command } from '../command.ts';
import { onWebhook } from '../streams.ts';

type Create = { webhookId: string; accountId: string; url: string; eventTypes: string[]; salt: string };

const create = command({
  ...onWebhook,
  decide: (c: Create, state, { now }) => webhookDecisions.createWebhook({ ...c, now }, state),
});

/** A subscriber URL the address guard refuses is refused here, before anything is recorded. */
export const createWebhook = (deps: Pick<CommandDeps, 'store' | 'clock'> & { webhookTargets: WebhookTargets }) => async (c: Create, ctx: CommandContext) => {
  const refusal = await deps.webhookTargets.refusal(c.url);
  if (refusal) throw invalid('url', refusal);
  return create(deps)(c, ctx);
};

export const deleteWebhook = command({
  ...onWebhook,
  decide: (c: { webhookId: string; accountId: string }, state, { now }) => webhookDecisions.deleteWebhook({ ...c, now }, state),
});

export const recordDeliveryAttempt = command({
  ...onWebhook,
  decide: (a: DeliveryAttempt, state) => webhookDecisions.recordDeliveryAttempt(a, state),
});
