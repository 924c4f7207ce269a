import type { DeliveryOutcome } from '../domain/webhook/delivery-schedule.ts';
import type { WebhookEventType } from '../domain/webhook/event-types.ts';
import type { WebhookEvent } from '../domain/webhook/webhook.ts';
import { projection } from './engine/projection.ts';

export type WebhookDoc = {
  id: string;
  account_id: string;
  url: string;
  event_types: WebhookEventType[];
  status: 'active' | 'disabled';
  /** With the server's key, what the signing secret is derived from; useless without it. */
  salt: string;
  created_at: string;
  /** Its place in the log: events recorded before it are not delivered to it. */
  created_position: number;
  disabled_reason: string | null;
  last_delivery_at: string | null;
};

export type DeliveryAttemptDoc = {
  attempt: number;
  at: string;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  outcome: DeliveryOutcome;
};

export type WebhookDeliveryDoc = {
  id: string;
  webhook_id: string;
  account_id: string;
  message_id: string;
  event_type: WebhookEventType;
  /** The outcome of the latest attempt. */
  status: DeliveryOutcome;
  first_attempt_at: string;
  last_attempt_at: string;
  attempts: DeliveryAttemptDoc[];
};

/** Each account's webhook subscriptions, and every message sent to them with each attempt's status and latency. */
export const webhooksProjection = projection<WebhookEvent>()({
  name: 'webhooks',
  version: 1,
  collections: {
    webhooks: { indexes: ['account_id', 'created_at'] },
    webhook_deliveries: { indexes: ['webhook_id', 'last_attempt_at'] },
  },
  handles: ['WebhookCreated', 'WebhookDeliveryAttempted', 'WebhookDisabled', 'WebhookDeleted'],
  async apply(e, w) {
    if (e.type === 'WebhookCreated') {
      const d = e.data;
      const doc: WebhookDoc = {
        id: d.webhookId,
        account_id: d.accountId,
        url: d.url,
        event_types: d.eventTypes,
        status: 'active',
        salt: d.salt,
        created_at: d.at,
        created_position: e.position,
        disabled_reason: null,
        last_delivery_at: null,
      };
      w.put('webhooks', doc);
      return;
    }
    // Its deliveries stay as they were recorded; with the subscription gone, no query reaches them.
    if (e.type === 'WebhookDeleted') return w.delete('webhooks', e.data.webhookId);
    const hook = await w.get<WebhookDoc>('webhooks', e.data.webhookId);
    if (!hook) return;
    if (e.type === 'WebhookDisabled') {
      const disabled: WebhookDoc = { ...hook, status: 'disabled', disabled_reason: e.data.reason };
      w.put('webhooks', disabled);
      return;
    }
    const a = e.data;
    const id = `${a.webhookId}:${a.messageId}`;
    const before = await w.get<WebhookDeliveryDoc>('webhook_deliveries', id);
    const attempt: DeliveryAttemptDoc = {
      attempt: a.attempt,
      at: a.at,
      status_code: a.statusCode,
      latency_ms: a.latencyMs,
      error: a.error,
      outcome: a.outcome,
    };
    const delivery: WebhookDeliveryDoc = {
      id,
      webhook_id: a.webhookId,
      account_id: hook.account_id,
      message_id: a.messageId,
      event_type: a.eventType,
      status: a.outcome,
      first_attempt_at: before?.first_attempt_at ?? a.at,
      last_attempt_at: a.at,
      attempts: [...(before?.attempts ?? []), attempt],
    };
    w.put('webhook_deliveries', delivery);
    if (a.outcome === 'delivered') {
      const updated: WebhookDoc = { ...hook, last_delivery_at: a.at };
      w.put('webhooks', updated);
    }
  },
});
