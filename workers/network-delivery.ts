import type { Logger } from 'pino';
import type { StreamReads } from '../commands/index.ts';
import { ack, type JobBus, retryIn } from '../domain/ports/job-bus.ts';
import { consumeJobs } from '../domain/ports/jobs.ts';
import type { SisterSites } from '../domain/ports/sister-sites.ts';

export type NetworkDeliveryDeps = { bus: JobBus; streams: Pick<StreamReads, 'listingEdit'>; sisterSites: SisterSites; logger: Logger };

/**
 * Carries an edit's site copy to a sister site. Delivery is at least once; the sister applies an
 * edit once (by its origin and id), so a repeated delivery changes nothing there.
 */
export function networkDelivery(deps: NetworkDeliveryDeps) {
  const consumer = consumeJobs(
    deps.bus,
    'network.deliver-edit',
    { group: 'network-delivery', maxAttempts: 20, ackWaitMs: 60_000 },
    async ({ listingId, editId, to }, job) => {
      const edit = await deps.streams.listingEdit(listingId, editId);
      if (!edit?.travelling || Object.keys(edit.travelling).length === 0) return ack();
      const delivery = await deps.sisterSites.deliver(to, { editId, origin: deps.sisterSites.siteKey, domain: edit.domain, fields: edit.travelling });
      if (delivery.outcome === 'retry') {
        deps.logger.warn({ to, editId, attempt: job.attempt, reason: delivery.reason }, 'edit not delivered to a sister site; will retry');
        return retryIn(Math.min(600_000, 1000 * 2 ** job.attempt));
      }
      deps.logger.info({ to, editId, outcome: delivery.outcome }, 'edit delivered to a sister site');
      return ack();
    },
  );
  return { stop: () => consumer.stop() };
}
