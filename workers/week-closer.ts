import type { Logger } from 'pino';
import type { Commands } from '../commands/index.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import { ack, type JobBus, retryIn } from '../domain/ports/job-bus.ts';
import { consumeJobs, publishJob } from '../domain/ports/jobs.ts';
import { addWeeks, mondayOf } from '../domain/shared/weeks.ts';
import type { ReadModels } from '../projections/index.ts';
import { weekStandings } from '../projections/queries/index.ts';
import { every } from './every.ts';

/**
 * Closes the launch week that just ended: its live launches, ranked by community votes, get
 * Launch of the Week #1, #2 and #3. The awards stream of a week is written once, so a
 * redelivered job changes nothing.
 */
export function weekCloser(
  deps: { bus: JobBus; commands: Commands; readModels: ReadModels; clock: Clock; logger: Logger; events: EventStore },
  options: { tickMs?: number } = {},
) {
  const announce = async () => {
    const week = addWeeks(mondayOf(deps.clock.now()), -1);
    await publishJob(deps.bus, 'launch.week-closed', { week }, `week-closed:${week}`);
  };
  const consumer = consumeJobs(deps.bus, 'launch.week-closed', { group: 'week-closer', maxAttempts: 10, ackWaitMs: 60_000 }, async ({ week }) => {
    // Every vote cast before the week ended must be counted: the boards catch up with the log first.
    if (!(await deps.readModels.waitFor(await deps.events.headPosition(), 30_000, ['VoteCast', 'VoteWithdrawn']))) return retryIn(5000);
    // A listing the site team hid is not awarded.
    const launched = await weekStandings(deps.readModels, week);
    const result = await deps.commands.grantWeeklyAwards(
      { week, ranking: launched.map((l) => ({ listingId: l.listing_id, votes: l.week_votes, launchedAt: l.launched_at })) },
      { actor: 'system:week-closer', correlationId: `week-closed:${week}` },
    );
    if (result.events.length > 0) deps.logger.info({ week }, 'launch week closed and awarded');
    return ack();
  });
  const stopTicking = every(options.tickMs ?? 60_000, announce, deps.logger, 'week closer tick');
  return {
    tick: announce,
    async stop() {
      stopTicking();
      await consumer.stop();
    },
  };
}
