import { describe, it } from 'node:test';
import { webhookStream } from '../../domain/webhook/webhook.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { at } from '../../test/support/spec-events.ts';

/** The address guard's answer, as the spec needs it: loopback and private addresses are refused. */
const webhookTargets = {
  refusal: async (url: string) => (new URL(url).hostname === '127.0.0.1' ? 'it is a loopback address' : null),
  post: async () => ({ status: 204, latencyMs: 1 }),
};
const spec = commandSpec({ webhookTargets });
const create = { webhookId: 'wh1', accountId: 'ann', url: 'https://hooks.acme.test/in', eventTypes: ['listing.live'], salt: 's1' };
const created = { type: 'WebhookCreated', data: { ...create, at } };

describe('the webhook commands', () => {
  it('given nothing, when an account subscribes a URL the guard accepts, then the webhook is created', async () => {
    await spec
      .given()
      .when(({ commands }) => commands.createWebhook(create, as('ann')))
      .then(inStream(webhookStream('wh1'), created));
  });

  it('given nothing, when an account subscribes a URL the address guard refuses, then it is refused naming url', async () => {
    await spec
      .given()
      .when(({ commands }) => commands.createWebhook({ ...create, url: 'http://127.0.0.1:8080/in' }, as('ann')))
      .thenRefuses('invalid', /url: it is a loopback address/);
  });

  it('given a webhook, when its owner deletes it, then it is deleted', async () => {
    await spec
      .given(inStream(webhookStream('wh1'), created))
      .when(({ commands }) => commands.deleteWebhook({ webhookId: 'wh1', accountId: 'ann' }, as('ann')))
      .then(inStream(webhookStream('wh1'), { type: 'WebhookDeleted', data: { webhookId: 'wh1', accountId: 'ann', at } }));
  });

  it('given a webhook, when someone else deletes it, then it is not found for them', async () => {
    await spec
      .given(inStream(webhookStream('wh1'), created))
      .when(({ commands }) => commands.deleteWebhook({ webhookId: 'wh1', accountId: 'bob' }, as('bob')))
      .thenRefuses('not_found');
  });

  it('given a webhook, when a delivery attempt is made, then the attempt is recorded', async () => {
    const attempt = {
      webhookId: 'wh1',
      messageId: 'msg_1',
      eventType: 'listing.live' as const,
      attempt: 1,
      at,
      statusCode: 204,
      latencyMs: 12,
      error: null,
      outcome: 'delivered' as const,
    };
    await spec
      .given(inStream(webhookStream('wh1'), created))
      .when(({ commands }) => commands.recordDeliveryAttempt(attempt, as('system:webhooks')))
      .then(inStream(webhookStream('wh1'), { type: 'WebhookDeliveryAttempted', data: attempt }));
  });
});
