import { notFound } from '../../domain/shared/errors.ts';
import { webhookSecret } from '../../domain/webhook/secret.ts';
import { myWebhooks, ownWebhook, webhookDeliveries } from '../../projections/queries/index.ts';
import type { WebhookDeliveryDoc, WebhookDoc } from '../../projections/webhooks.ts';
import { caller, type OperationContext, operation } from '../operation.ts';
import { readYourWrite } from '../read-your-writes.ts';

const webhookView = (w: WebhookDoc) => ({
  webhook_id: w.id,
  url: w.url,
  event_types: w.event_types,
  status: w.status,
  created_at: w.created_at,
  disabled_reason: w.disabled_reason,
  last_delivery_at: w.last_delivery_at,
});

const deliveryView = (d: WebhookDeliveryDoc) => ({
  message_id: d.message_id,
  event_type: d.event_type,
  status: d.status,
  first_attempt_at: d.first_attempt_at,
  last_attempt_at: d.last_attempt_at,
  attempts: d.attempts,
});

async function own(ctx: OperationContext, webhookId: string) {
  const w = await ownWebhook(ctx.readModels, webhookId, caller(ctx).accountId);
  if (!w) throw notFound('webhook');
  return w;
}

/**
 * The signing secret is answered here once; it is derived again for each delivery and never
 * stored. Hence no Idempotency-Key: a replayed answer would have to be kept, secret and all.
 */
export const createWebhook = operation({
  name: 'create_webhook',
  method: 'POST',
  path: '/webhooks',
  access: 'listings:write',
  takesIdempotencyKey: false,
  async run({ body }, ctx) {
    const me = caller(ctx).accountId;
    const webhookId = `wh_${ctx.secrets.token(12)}`;
    const salt = ctx.secrets.token(16);
    const r = await ctx.commands.createWebhook(
      { webhookId, accountId: me, url: body.url, eventTypes: body.event_types, salt },
      { actor: me, correlationId: ctx.correlationId },
    );
    await readYourWrite(ctx, { position: r.position, events: [{ type: 'WebhookCreated' }] });
    const w = await own(ctx, webhookId);
    return { status: 201, body: { ...webhookView(w), secret: webhookSecret(ctx.secrets, webhookId, salt) } };
  },
});

export const listWebhooks = operation({
  name: 'list_webhooks',
  method: 'GET',
  path: '/webhooks',
  access: 'account:read',
  takesIdempotencyKey: false,
  async run({ query }, ctx) {
    const page = await myWebhooks(ctx.readModels, caller(ctx).accountId, { page: query.page, perPage: query.per_page });
    return { body: { ...page, items: page.items.map(webhookView) } };
  },
});

export const deleteWebhook = operation({
  name: 'delete_webhook',
  method: 'DELETE',
  path: '/webhooks/{webhook_id}',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ path }, ctx) {
    const me = caller(ctx).accountId;
    const r = await ctx.commands.deleteWebhook({ webhookId: path.webhook_id, accountId: me }, { actor: me, correlationId: ctx.correlationId });
    await readYourWrite(ctx, { position: r.position, events: [{ type: 'WebhookDeleted' }] });
    return { body: { deleted: true, webhook_id: path.webhook_id } };
  },
});

export const listWebhookDeliveries = operation({
  name: 'list_webhook_deliveries',
  method: 'GET',
  path: '/webhooks/{webhook_id}/deliveries',
  access: 'account:read',
  takesIdempotencyKey: false,
  async run({ path, query }, ctx) {
    await own(ctx, path.webhook_id);
    const page = await webhookDeliveries(ctx.readModels, path.webhook_id, { page: query.page, perPage: query.per_page });
    return { body: { ...page, items: page.items.map(deliveryView) } };
  },
});
