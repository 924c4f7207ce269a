import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { afterAttempt, RETRY_WINDOW_MS, retryDelayMs } from './delivery-schedule.ts';
import { createWebhook, type DeliveryAttempt, deleteWebhook, evolveWebhook, initialWebhook, recordDeliveryAttempt, type WebhookEvent } from './webhook.ts';

const now = new Date('2026-11-24T10:00:00Z');
const hook = (history: WebhookEvent[]) => given(initialWebhook, evolveWebhook, history);
const create = { webhookId: 'wh_1', accountId: 'acct_a', url: 'https://hooks.example.com/in', eventTypes: ['order.paid', 'listing.live'], salt: 's', now };
const created: WebhookEvent = {
  type: 'WebhookCreated',
  data: {
    webhookId: 'wh_1',
    accountId: 'acct_a',
    url: 'https://hooks.example.com/in',
    eventTypes: ['listing.live', 'order.paid'],
    salt: 's',
    at: now.toISOString(),
  },
};
const attempt = (at: string, outcome: DeliveryAttempt['outcome'], n = 1): DeliveryAttempt => ({
  webhookId: 'wh_1',
  messageId: 'msg_e1',
  eventType: 'listing.live',
  attempt: n,
  at,
  statusCode: outcome === 'delivered' ? 200 : 500,
  latencyMs: 12,
  error: null,
  outcome,
});
const attempted = (a: DeliveryAttempt): WebhookEvent => ({ type: 'WebhookDeliveryAttempted', data: a });

describe('a webhook subscription', () => {
  it('is created with its event types in the published order', () => {
    hook([])
      .when((s) => createWebhook(create, s))
      .then([created]);
  });

  it('is not created twice by a retried request', () => {
    hook([created])
      .when((s) => createWebhook(create, s))
      .then([]);
  });

  it('refuses an event type nobody publishes, naming event_types', () => {
    hook([])
      .when((s) => createWebhook({ ...create, eventTypes: ['listing.exploded'] }, s))
      .thenRefuses('invalid', /event_types: listing.exploded/);
  });

  it('refuses no event types at all', () => {
    hook([])
      .when((s) => createWebhook({ ...create, eventTypes: [] }, s))
      .thenRefuses('invalid', /event_types/);
  });

  it('refuses a URL that is not http or https', () => {
    hook([])
      .when((s) => createWebhook({ ...create, url: 'javascript:alert(1)' }, s))
      .thenRefuses('invalid', /url: must be an http or https URL/);
  });

  it('refuses credentials in the URL', () => {
    hook([])
      .when((s) => createWebhook({ ...create, url: 'https://user:pw@hooks.example.com/' }, s))
      .thenRefuses('invalid', /url: must not carry a user name/);
  });

  it('is deleted by its owner', () => {
    hook([created])
      .when((s) => deleteWebhook({ webhookId: 'wh_1', accountId: 'acct_a', now }, s))
      .then([{ type: 'WebhookDeleted', data: { webhookId: 'wh_1', accountId: 'acct_a', at: now.toISOString() } }]);
  });

  it('does not exist for another account', () => {
    hook([created])
      .when((s) => deleteWebhook({ webhookId: 'wh_1', accountId: 'acct_b', now }, s))
      .thenRefuses('not_found');
  });

  it('records a failed attempt without disabling within the first day', () => {
    const first = attempt('2026-11-24T10:00:00.000Z', 'retrying');
    const later = attempt('2026-11-25T09:59:59.000Z', 'retrying', 9);
    hook([created, attempted(first)])
      .when((s) => recordDeliveryAttempt(later, s))
      .then([attempted(later)]);
  });

  it('is disabled, owner named, once deliveries have failed for a day', () => {
    const first = attempt('2026-11-24T10:00:00.000Z', 'retrying');
    const later = attempt('2026-11-25T10:00:00.000Z', 'retrying', 10);
    hook([created, attempted(first)])
      .when((s) => recordDeliveryAttempt(later, s))
      .then([
        attempted(later),
        {
          type: 'WebhookDisabled',
          data: { webhookId: 'wh_1', accountId: 'acct_a', reason: 'every delivery has failed since 2026-11-24T10:00:00.000Z', at: later.at },
        },
      ]);
  });

  it('counts the day of failures from after the last success', () => {
    const failed = attempt('2026-11-24T10:00:00.000Z', 'retrying');
    const success = attempt('2026-11-24T20:00:00.000Z', 'delivered');
    const later = attempt('2026-11-25T10:00:00.000Z', 'retrying');
    hook([created, attempted(failed), attempted(success)])
      .when((s) => recordDeliveryAttempt(later, s))
      .then([attempted(later)]);
  });
});

describe('the delivery schedule', () => {
  it('waits the base, then four times longer each time, never more than ten hours', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 9].map((n) => retryDelayMs(n, 5000)),
      [5000, 20_000, 80_000, 320_000, 36_000_000],
    );
  });

  it('delivers on success whatever the attempt', () => {
    assert.deepEqual(afterAttempt({ succeeded: true, attempt: 7, eventAt: now, now, baseMs: 5000 }), { outcome: 'delivered' });
  });

  it('retries a failure inside the three days', () => {
    assert.deepEqual(afterAttempt({ succeeded: false, attempt: 2, eventAt: now, now, baseMs: 5000 }), { outcome: 'retrying', retryInMs: 20_000 });
  });

  it('gives up when the next wait would end past three days after the event', () => {
    const late = new Date(now.getTime() + RETRY_WINDOW_MS - 3_600_000);
    assert.deepEqual(afterAttempt({ succeeded: false, attempt: 12, eventAt: now, now: late, baseMs: 5000 }), { outcome: 'failed' });
  });
});
