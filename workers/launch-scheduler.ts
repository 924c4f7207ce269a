import type { Logger } from 'pino';
import type { Commands } from '../commands/index.ts';
import type { Clock } from '../domain/ports/clock.ts';
import { ack, type JobBus } from '../domain/ports/job-bus.ts';
import { consumeJobs, publishJob } from '../domain/ports/jobs.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { mondayOf } from '../domain/shared/weeks.ts';
import type { ReadModels } from '../projections/index.ts';
import { listingsDueToGoLive } from '../projections/queries/index.ts';
import { every } from './every.ts';

/**
 * Opens each launch week: once a week has begun, every listing scheduled for it (or for an
 * earlier week it missed) goes live. The tick only announces the week; the job does the work,
 * so several worker processes share it and a crash mid-way is finished by the redelivery.
 */
export function launchScheduler(
  deps: { bus: JobBus; commands: Commands; readModels: ReadModels; clock: Clock; logger: Logger },
  options: { tickMs?: number } = {},
) {
  const announce = async () => {
    const week = mondayOf(deps.clock.now());
    // One announcement per week and hour: a late-scheduled listing is picked up within the hour.
    const hour = deps.clock.now().toISOString().slice(0, 13);
    await publishJob(deps.bus, 'launch.week-started', { week }, `week-started:${week}:${hour}`);
  };

  const consumer = consumeJobs(deps.bus, 'launch.week-started', { group: 'launch-scheduler', maxAttempts: 10, ackWaitMs: 60_000 }, async ({ week }) => {
    const due = await listingsDueToGoLive(deps.readModels, week);
    for (const l of due) {
      try {
        await deps.commands.goLive({ listingId: l.listing_id }, { actor: 'system:launch-scheduler', correlationId: `week-started:${week}` });
      } catch (error) {
        // The read model can lag the log; the listing's own stream has the final word.
        if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      }
    }
    if (due.length > 0) deps.logger.info({ week, launched: due.length }, 'launch week opened');
    return ack();
  });

  const stopTicking = every(options.tickMs ?? 60_000, announce, deps.logger, 'launch scheduler tick');
  return {
    tick: announce,
    async stop() {
      stopTicking();
      await consumer.stop();
    },
  };
}
