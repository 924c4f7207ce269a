import { Counter, Histogram, type Registry } from 'prom-client';
import type { Job, JobBus, JobOutcome } from '../../domain/ports/job-bus.ts';
import { currentCorrelation, withCorrelation } from '../../runtime/correlation.ts';
import { type Logger, routineLogger } from '../logger.ts';

const outcomeOf = (o: JobOutcome) => ('ack' in o ? 'ack' : 'giveUp' in o ? 'gave_up' : 'retry');

/**
 * The job bus as the service uses it: a job published inside a request or a reactor's handling
 * of an event carries that correlation id, and a worker runs the job under it; every job handled
 * is counted by subject and outcome, with its time and whether it was a redelivery, and logged
 * (one line per job, as a request has one).
 */
export function observedBus(bus: JobBus, registry: Registry, logger: Logger): JobBus {
  const handled = new Counter({
    name: 'jobs_handled_total',
    help: 'Jobs handled by this process, by subject and outcome (ack, retry, gave_up, error)',
    labelNames: ['subject', 'outcome'],
    registers: [registry],
  });
  const redeliveries = new Counter({
    name: 'job_redeliveries_total',
    help: 'Deliveries of a job that had been delivered before (a retry, or a worker that died holding it), by subject',
    labelNames: ['subject'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time to handle a job, by subject',
    labelNames: ['subject'],
    buckets: [0.005, 0.025, 0.1, 0.5, 1, 2.5, 10, 30, 120],
    registers: [registry],
  });
  // A line per job is for the log collector; on a terminal it would drown everything else.
  const routine = routineLogger(logger);
  return {
    publish: (subject, payload, dedupId, correlationId) => bus.publish(subject, payload, dedupId, correlationId ?? currentCorrelation()),
    consume: (subject, options, handle) =>
      bus.consume(subject, options, async (job: Job) => {
        if (job.attempt > 1) redeliveries.inc({ subject });
        const end = duration.startTimer({ subject });
        return withCorrelation(job.correlationId ?? `job:${subject}:${job.id}`, async () => {
          const line = { subject, job_id: job.id, attempt: job.attempt };
          try {
            const outcome = await handle(job);
            handled.inc({ subject, outcome: outcomeOf(outcome) });
            routine.info({ ...line, outcome: outcomeOf(outcome), ms: end() * 1000 }, 'job');
            return outcome;
          } catch (error) {
            handled.inc({ subject, outcome: 'error' });
            logger.warn({ ...line, outcome: 'error', err: error, ms: end() * 1000 }, 'job');
            throw error;
          }
        });
      }),
    depth: () => bus.depth(),
    close: () => bus.close(),
  };
}
