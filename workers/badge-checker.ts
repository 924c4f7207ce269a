import type { Logger } from 'pino';
import type { Commands, StreamReads } from '../commands/index.ts';
import type { BadgeLook } from '../domain/listing/badge.ts';
import { findBadge } from '../domain/listing/badge-evidence.ts';
import type { Clock } from '../domain/ports/clock.ts';
import { ack, type JobBus } from '../domain/ports/job-bus.ts';
import { consumeJobs, publishJob } from '../domain/ports/jobs.ts';
import type { WebPages } from '../domain/ports/web-pages.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { mondayOf } from '../domain/shared/weeks.ts';
import type { ReadModels } from '../projections/index.ts';
import { dueBadgeChecks, lateFreeLaunches } from '../projections/queries/index.ts';
import { every } from './every.ts';

export type BadgeWorkerDeps = {
  bus: JobBus;
  commands: Pick<Commands, 'recordBadgeCheck' | 'missFreeLaunch'>;
  streams: Pick<StreamReads, 'listing'>;
  readModels: ReadModels;
  webPages: WebPages;
  clock: Clock;
  publicUrl: string;
  logger: Logger;
};

/**
 * The badge checker: looks at a free listing's homepage for the badge (through the crawler's
 * guard, honouring robots.txt) and records what it saw. A check that is repeated (a redelivered
 * job) records nothing more: its id is the time it was due.
 */
export function badgeChecker(deps: BadgeWorkerDeps) {
  const consumer = consumeJobs(
    deps.bus,
    'badge.check',
    { group: 'badge-checker', maxAttempts: 6, ackWaitMs: 90_000, concurrency: 2 },
    async ({ listingId, checkId }, _job) => {
      const listing = await deps.streams.listing(listingId);
      if (listing.status === 'none' || listing.plan !== 'free') return ack();
      const read = await deps.webPages.homepage(listing.url);
      const look: BadgeLook = read.ok
        ? findBadge(read.page, { publicUrl: deps.publicUrl, slug: listing.slug })
        : { found: false, url: listing.url, reason: read.reason, unreachable: read.unreachable };
      await deps.commands.recordBadgeCheck({ listingId, checkId, look }, { actor: 'system:badge-check' });
      deps.logger.info({ listingId, checkId, found: look.found }, 'badge checked');
      return ack();
    },
  );
  return { stop: () => consumer.stop() };
}

/**
 * The badge scheduler's tick: every check that is due becomes a job (its id is the time it was
 * due, so several workers ticking publish it once), and a free listing whose launch week began
 * without the badge misses its launch.
 */
export function badgeScheduler(deps: BadgeWorkerDeps, options: { tickMs?: number } = {}) {
  const tick = async () => {
    const now = deps.clock.now();
    for (const l of await dueBadgeChecks(deps.readModels, now)) {
      const checkId = `${l.listing_id}@${l.badge_next_check_at}`;
      await publishJob(deps.bus, 'badge.check', { listingId: l.listing_id, checkId }, `badge:${checkId}`);
    }
    for (const l of await lateFreeLaunches(deps.readModels, mondayOf(now))) {
      try {
        await deps.commands.missFreeLaunch(
          { listingId: l.listing_id },
          { actor: 'system:badge-check', correlationId: `missed:${l.listing_id}:${l.launch_week}` },
        );
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
  };
  const stopTicking = every(options.tickMs ?? 30_000, tick, deps.logger, 'badge scheduler tick');
  return { tick, stop: async () => stopTicking() };
}
