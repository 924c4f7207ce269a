import { describe, it } from 'node:test';
import type { DeliveryAttempt, WebhookEvent } from '../domain/webhook/webhook.ts';
import { givenEvents } from './engine/given-events.ts';
import { webhooksProjection } from './webhooks.ts';

const created: WebhookEvent = {
  type: 'WebhookCreated',
  data: { webhookId: 'w1', accountId: 'ann', url: 'https://hooks.test/in', eventTypes: ['listing.live'], salt: 's', at: '2026-11-16T09:00:00.000Z' },
};
const attempt = (n: number, outcome: DeliveryAttempt['outcome'], statusCode: number, at: string): WebhookEvent => ({
  type: 'WebhookDeliveryAttempted',
  data: { webhookId: 'w1', messageId: 'm1', eventType: 'listing.live', attempt: n, at, statusCode, latencyMs: 12, error: null, outcome },
});

describe('the webhooks projection', () => {
  it('when a subscription is made, then it is active from that position, never delivered to', async () => {
    await givenEvents(webhooksProjection, [])
      .when(created)
      .then({ webhooks: { w1: { status: 'active', account_id: 'ann', event_types: ['listing.live'], created_position: 1, last_delivery_at: null } } });
  });

  it('given a subscription, when a delivery fails, then the delivery keeps the attempt and its status', async () => {
    await givenEvents(webhooksProjection, [created])
      .when(attempt(1, 'retrying', 500, '2026-11-16T10:00:00.000Z'))
      .then({
        webhook_deliveries: { 'w1:m1': { status: 'retrying', first_attempt_at: '2026-11-16T10:00:00.000Z', 'attempts.0.status_code': 500 } },
        webhooks: { w1: { last_delivery_at: null } },
      });
  });

  it('given a failed attempt, when the retry is delivered, then the delivery holds both attempts and the subscription its last delivery', async () => {
    await givenEvents(webhooksProjection, [created, attempt(1, 'retrying', 500, '2026-11-16T10:00:00.000Z')])
      .when(attempt(2, 'delivered', 204, '2026-11-16T10:00:05.000Z'))
      .then({
        webhook_deliveries: {
          'w1:m1': {
            status: 'delivered',
            first_attempt_at: '2026-11-16T10:00:00.000Z',
            last_attempt_at: '2026-11-16T10:00:05.000Z',
            'attempts.1.status_code': 204,
          },
        },
        webhooks: { w1: { last_delivery_at: '2026-11-16T10:00:05.000Z' } },
      });
  });

  it('given a subscription, when it is disabled, then it says why', async () => {
    await givenEvents(webhooksProjection, [created])
      .when({ type: 'WebhookDisabled', data: { webhookId: 'w1', accountId: 'ann', reason: 'failing for a day', at: '2026-11-17T10:00:00.000Z' } })
      .then({ webhooks: { w1: { status: 'disabled', disabled_reason: 'failing for a day' } } });
  });

  it('given a subscription, when it is deleted, then it is gone', async () => {
    await givenEvents(webhooksProjection, [created])
      .when({ type: 'WebhookDeleted', data: { webhookId: 'w1', accountId: 'ann', at: '2026-11-17T10:00:00.000Z' } })
      .then({ webhooks: { w1: null } });
  });
});
