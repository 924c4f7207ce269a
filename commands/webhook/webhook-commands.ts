import type { WebhookTargets } from '../../domain/ports/webhook-targets.ts';
import { invalid } from '../../domain/shared/errors.ts';
import {
  type DeliveryAttempt,
  recordDeliveryAttempt as decideAttempt,
  createWebhook as decideCreate,
  deleteWebhook as decideDelete,
  evolveWebhook,
  initialWebhook,
  webhookStream,
} from '../../domain/webhook/webhook.ts';
import { type CommandContext, type CommandDeps, command } from '../command.ts';

const onWebhook = { initial: initialWebhook, evolve: evolveWebhook };

type Create = { webhookId: string; accountId: string; url: string; eventTypes: string[]; salt: string };

const create = command({
  ...onWebhook,
  stream: (c: Create) => webhookStream(c.webhookId),
  decide: (c: Create, state, { now }) => decideCreate({ ...c, now }, state),
});

/** A subscriber URL the address guard refuses is refused here, before anything is recorded. */
export const createWebhook = (deps: Pick<CommandDeps, 'store' | 'clock'> & { webhookTargets: WebhookTargets }) => async (c: Create, ctx: CommandContext) => {
  const refusal = await deps.webhookTargets.refusal(c.url);
  if (refusal) throw invalid('url', refusal);
  return create(deps)(c, ctx);
};

export const deleteWebhook = command({
  ...onWebhook,
  stream: (c: { webhookId: string; accountId: string }) => webhookStream(c.webhookId),
  decide: (c: { webhookId: string; accountId: string }, state, { now }) => decideDelete({ ...c, now }, state),
});

export const recordDeliveryAttempt = command({
  ...onWebhook,
  stream: (a: DeliveryAttempt) => webhookStream(a.webhookId),
  decide: (a: DeliveryAttempt, state) => decideAttempt(a, state),
});
