import type { JobBus } from '../../domain/ports/job-bus.ts';
import { publishJob } from '../../domain/ports/jobs.ts';
import { WEBHOOK_SOURCES, type WebhookSource, webhookSubjectOf } from '../../domain/webhook/event-types.ts';
import { reactor } from '../engine/projection.ts';

/**
 * Every event an integrator may subscribe to becomes one fan-out job, keyed by the event: the
 * worker finds the owners and their subscriptions and makes one delivery per subscription.
 */
export const webhookJobsReactor = (bus: JobBus) =>
  reactor<WebhookSource>()({
    name: 'reactor-webhooks',
    version: 1,
    handles: WEBHOOK_SOURCES,
    async react(e) {
      const subject = webhookSubjectOf(e);
      if (!subject) return;
      await publishJob(bus, 'webhook.fan-out', { eventId: e.id, position: e.position, at: e.metadata.time, subject }, `webhook-fan-out:${e.id}`);
    },
  });
