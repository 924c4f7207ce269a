import type { Logger } from 'pino';
import type { Commands } from '../commands/index.ts';
import type { Clock } from '../domain/ports/clock.ts';
import { ack, type JobBus, retryIn } from '../domain/ports/job-bus.ts';
import { consumeJobs, publishJob } from '../domain/ports/jobs.ts';
import type { Secrets } from '../domain/ports/secrets.ts';
import type { WebhookTargets } from '../domain/ports/webhook-targets.ts';
import { afterAttempt } from '../domain/webhook/delivery-schedule.ts';
import type { WebhookSubject } from '../domain/webhook/event-types.ts';
import { webhookSecret } from '../domain/webhook/secret.ts';
import type { ReadModels } from '../projections/index.ts';
import { listingForWebhooks, orderForWebhooks, subscribersOf, webhookById, webhookDelivery } from '../projections/queries/index.ts';

export type WebhookWorkerDeps = {
  bus: JobBus;
  commands: Pick<Commands, 'recordDeliveryAttempt'>;
  readModels: ReadModels;
  clock: Clock;
  secrets: Secrets;
  logger: Logger;
  webhooks: {
    targets: WebhookTargets;
    retryBaseMs: number;
    /** The Standard Webhooks headers for one attempt. */
    sign: (secret: string, messageId: string, at: Date, body: string) => Record<string, string>;
  };
};

type Message = { owners: string[]; messageId: string; data: Record<string, unknown> };

/** Whom an event concerns and what each is told: one message per listing it is about. */
async function messagesOf(rm: ReadModels, eventId: string, subject: WebhookSubject): Promise<Message[]> {
  const messageId = `msg_${eventId}`;
  if (subject.type === 'order.paid') {
    const o = await orderForWebhooks(rm, subject.orderNumber);
    return o ? [{ owners: [o.owner], messageId, data: { order: { ...o.order, paid_cents: subject.amountCents } } }] : [];
  }
  if (subject.type === 'award.won') {
    const each = await Promise.all(
      subject.winners.map(async (w) => {
        const l = await listingForWebhooks(rm, w.listingId);
        return l
          ? {
              owners: l.owners,
              messageId: `${messageId}_${w.listingId}`,
              data: { award: { week: subject.week, place: w.place, votes: w.votes }, listing: l.listing },
            }
          : null;
      }),
    );
    return each.filter((m) => m !== null);
  }
  const l = await listingForWebhooks(rm, subject.listingId);
  if (!l) return [];
  if (subject.type === 'comment.posted')
    return [
      {
        owners: l.owners,
        messageId,
        data: { listing: l.listing, comment: { comment_id: subject.commentId, parent_id: subject.parentId, is_maker: subject.byMaker } },
      },
    ];
  if (subject.type === 'claim.verified') return [{ owners: [subject.accountId], messageId, data: { claim_id: subject.claimId, listing: l.listing } }];
  return [{ owners: l.owners, messageId, data: { listing: l.listing } }];
}

/**
 * Webhooks, two steps. Fan-out: once the read models have seen the event, every active
 * subscription of the owners concerned (made before the event) gets one delivery job, keyed by
 * subscription and message. Delivery: the message is signed per Standard Webhooks and POSTed
 * through the address guard; every attempt is recorded with its status and latency; a failure is
 * tried again after a wait four times longer each time, for up to three days from the event, with
 * the same `webhook-id`, so a receiver that keeps the ids it has seen acts on it once.
 */
export function webhookSender(deps: WebhookWorkerDeps) {
  const fanOut = consumeJobs(
    deps.bus,
    'webhook.fan-out',
    { group: 'webhook-fan-out', maxAttempts: 10, ackWaitMs: 60_000, concurrency: 2 },
    async ({ eventId, position, at, subject }, job) => {
      if (!(await deps.readModels.waitFor(position, 10_000))) return retryIn(Math.min(60_000, 1000 * 2 ** job.attempt));
      for (const m of await messagesOf(deps.readModels, eventId, subject)) {
        for (const hook of await subscribersOf(deps.readModels, m.owners, subject.type, position)) {
          await publishJob(
            deps.bus,
            'webhook.deliver',
            { webhookId: hook.id, messageId: m.messageId, type: subject.type, at, data: m.data },
            `webhook-deliver:${hook.id}:${m.messageId}`,
          );
        }
      }
      return ack();
    },
  );

  const deliveries = consumeJobs(
    deps.bus,
    'webhook.deliver',
    // The bus's own limit is a backstop: the three-day window decides when a message has failed.
    { group: 'webhook-delivery', maxAttempts: 100, ackWaitMs: 60_000, concurrency: 4 },
    async ({ webhookId, messageId, type, at, data }, job) => {
      const hook = await webhookById(deps.readModels, webhookId);
      // Deleted or disabled: nothing more is sent to it.
      if (hook?.status !== 'active') return ack();
      const before = await webhookDelivery(deps.readModels, webhookId, messageId);
      if (before && before.status !== 'retrying') return ack();
      const body = JSON.stringify({ type, timestamp: at, data });
      const now = deps.clock.now();
      const headers = deps.webhooks.sign(webhookSecret(deps.secrets, webhookId, hook.salt), messageId, now, body);
      const answer = await deps.webhooks.targets.post(hook.url, body, headers);
      const succeeded = 'status' in answer && answer.status >= 200 && answer.status < 300;
      const attempt = Math.max(job.attempt, (before?.attempts.length ?? 0) + 1);
      const next = afterAttempt({ succeeded, attempt, eventAt: new Date(at), now, baseMs: deps.webhooks.retryBaseMs });
      await deps.commands.recordDeliveryAttempt(
        {
          webhookId,
          messageId,
          eventType: type,
          attempt,
          at: now.toISOString(),
          statusCode: 'status' in answer ? answer.status : null,
          latencyMs: answer.latencyMs,
          error: 'error' in answer ? answer.error : null,
          outcome: next.outcome,
        },
        { actor: 'system:webhooks' },
      );
      if (next.retryInMs === undefined) return ack();
      deps.logger.info({ webhookId, messageId, attempt, retryInMs: next.retryInMs }, 'webhook delivery failed; will retry');
      return retryIn(next.retryInMs);
    },
  );
  return { stop: () => Promise.all([fanOut.stop(), deliveries.stop()]).then(() => undefined) };
}
