import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ack, retryIn } from '../domain/ports/job-bus.ts';
import type { WebhookPostAnswer } from '../domain/ports/webhook-targets.ts';
import { webhookStream } from '../domain/webhook/webhook.ts';
import { signedHeaders } from '../infra/webhooks/standard-webhooks.ts';
import { inStream } from '../test/support/spec.ts';
import { aLiveListing, at } from '../test/support/spec-events.ts';
import { type WorkerWorld, workerSpec } from '../test/support/worker-spec.ts';
import { webhookSender } from './webhook-sender.ts';

const spec = workerSpec();
const created = (webhookId: string, accountId: string, eventTypes = ['listing.live']) =>
  inStream(webhookStream(webhookId), {
    type: 'WebhookCreated',
    data: { webhookId, accountId, url: `https://hooks.test/${webhookId}`, eventTypes, salt: 's', at: '2026-11-10T10:00:00.000Z' },
  });
const eventAt = '2026-11-18T09:59:00.000Z';
const message = { webhookId: 'wh1', messageId: 'msg_e1', type: 'listing.live' as const, at: eventAt, data: { listing: { id: 3 } } };
/** Subscribers that answer `answer` to every POST, and note what was posted. */
const subscribers = (answer: WebhookPostAnswer) => {
  const posted: { url: string; body: string; headers: Record<string, string> }[] = [];
  const post = async (url: string, body: string, headers: Record<string, string>) => {
    posted.push({ url, body, headers });
    return answer;
  };
  return { posted, refusal: async () => null, post };
};
const sender = (w: WorkerWorld, targets: ReturnType<typeof subscribers>) =>
  w.start(webhookSender({ ...w, webhooks: { targets, retryBaseMs: 1000, sign: signedHeaders } }));

describe('the webhook sender', () => {
  it("given an owner's subscription to the event's type, when an event is fanned out, then one delivery is published per subscription of the owners concerned", async () => {
    await spec
      .given(created('wh1', 'ann'), created('wh2', 'ann', ['listing.updated']), created('wh3', 'bob'), aLiveListing(3, 'ann'))
      .when(async (w) => {
        sender(w, subscribers({ status: 204, latencyMs: 1 }));
        const position = await w.events.headPosition();
        assert.deepEqual(
          await w.bus.deliver('webhook.fan-out', { eventId: 'e1', position, at: eventAt, subject: { type: 'listing.live', listingId: 3 } }),
          ack(),
        );
        assert.deepEqual(
          w.bus.published.map((p) => [p.subject, (p.payload as { webhookId: string }).webhookId, p.dedupId]),
          [['webhook.deliver', 'wh1', 'webhook-deliver:wh1:msg_e1']],
        );
      })
      .then();
  });

  it('given an active subscription, when a delivery succeeds, then it is POSTed signed and the attempt recorded delivered', async () => {
    const targets = subscribers({ status: 204, latencyMs: 12 });
    const outcome = await spec
      .given(created('wh1', 'ann'))
      .when((w) => {
        sender(w, targets);
        return w.bus.deliver('webhook.deliver', message);
      })
      .then(
        inStream(webhookStream('wh1'), {
          type: 'WebhookDeliveryAttempted',
          data: {
            webhookId: 'wh1',
            messageId: 'msg_e1',
            eventType: 'listing.live',
            attempt: 1,
            at,
            statusCode: 204,
            latencyMs: 12,
            error: null,
            outcome: 'delivered',
          },
        }),
      );
    assert.deepEqual(outcome, ack());
    assert.equal(targets.posted[0].url, 'https://hooks.test/wh1');
    assert.deepEqual(JSON.parse(targets.posted[0].body), { type: 'listing.live', timestamp: eventAt, data: { listing: { id: 3 } } });
    assert.equal(targets.posted[0].headers['webhook-id'], 'msg_e1');
    assert.match(targets.posted[0].headers['webhook-signature'], /^v1,/);
  });

  it('given an active subscription, when its receiver fails, then the attempt is recorded retrying and the job waits longer', async () => {
    const outcome = await spec
      .given(created('wh1', 'ann'))
      .when((w) => {
        sender(w, subscribers({ status: 500, latencyMs: 3 }));
        return w.bus.deliver('webhook.deliver', message);
      })
      .then(
        inStream(webhookStream('wh1'), {
          type: 'WebhookDeliveryAttempted',
          data: {
            webhookId: 'wh1',
            messageId: 'msg_e1',
            eventType: 'listing.live',
            attempt: 1,
            at,
            statusCode: 500,
            latencyMs: 3,
            error: null,
            outcome: 'retrying',
          },
        }),
      );
    assert.deepEqual(outcome, retryIn(1000));
  });

  it('given a subscription deleted meanwhile, when its delivery comes, then nothing is sent', async () => {
    const targets = subscribers({ status: 204, latencyMs: 1 });
    const outcome = await spec
      .given(
        created('wh1', 'ann'),
        inStream(webhookStream('wh1'), { type: 'WebhookDeleted', data: { webhookId: 'wh1', accountId: 'ann', at: '2026-11-17T10:00:00.000Z' } }),
      )
      .when((w) => {
        sender(w, targets);
        return w.bus.deliver('webhook.deliver', message);
      })
      .then();
    assert.deepEqual(outcome, ack());
    assert.deepEqual(targets.posted, []);
  });
});
