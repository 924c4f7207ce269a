import type { Logger } from 'pino';
import type { Commands } from '../commands/index.ts';
import { logoProblem } from '../domain/listing/logo.ts';
import { ack, type JobBus } from '../domain/ports/job-bus.ts';
import { consumeJobs } from '../domain/ports/jobs.ts';
import { type ImageKeeperDeps, keepWebImage } from './web-image-keeper.ts';

export type LogoWorkerDeps = ImageKeeperDeps & {
  bus: JobBus;
  commands: Pick<Commands, 'recordLogo'>;
  logger: Logger;
};

/**
 * Reads a listing's logo once through the crawler's guard, checks what the bytes are (type,
 * size, dimensions), keeps it under its digest and records it on the listing; the site serves it
 * from its own origin. What cannot be a logo is recorded with why, and the listing keeps its monogram.
 */
export function logoFetcher(deps: LogoWorkerDeps) {
  const consumer = consumeJobs(
    deps.bus,
    'listing.logo',
    { group: 'logo-fetcher', maxAttempts: 3, ackWaitMs: 60_000, concurrency: 2 },
    async ({ listingId, url }) => {
      const found = await keepWebImage(deps, url, logoProblem);
      await deps.commands.recordLogo({ listingId, source: url, ...found }, { actor: 'system:logo' });
      if ('image' in found) deps.logger.info({ listingId, image: found.image.id }, 'logo kept');
      return ack();
    },
  );
  return { stop: () => consumer.stop() };
}
