import type { Logger } from 'pino';
import type { Commands } from '../commands/index.ts';
import { GALLERY_LIMITS } from '../domain/listing/gallery.ts';
import { type ImageFacts, imageProblem } from '../domain/listing/image.ts';
import { ack, type JobBus } from '../domain/ports/job-bus.ts';
import { consumeJobs } from '../domain/ports/jobs.ts';
import { type ImageKeeperDeps, keepWebImage } from './web-image-keeper.ts';

export type GalleryWorkerDeps = ImageKeeperDeps & {
  bus: JobBus;
  commands: Pick<Commands, 'recordGalleryImage'>;
  logger: Logger;
};

const galleryProblem = (f: ImageFacts) => imageProblem(f, GALLERY_LIMITS.image);

/**
 * Reads an image asked for in a listing's media gallery by the path logos take (the crawler's
 * guard, the bytes checked, kept under their digest) and records what it found on the listing.
 */
export function galleryFetcher(deps: GalleryWorkerDeps) {
  const consumer = consumeJobs(
    deps.bus,
    'listing.gallery-image',
    { group: 'gallery-fetcher', maxAttempts: 3, ackWaitMs: 60_000, concurrency: 2 },
    async ({ listingId, imageId, url }) => {
      const found = await keepWebImage(deps, url, galleryProblem);
      await deps.commands.recordGalleryImage({ listingId, imageId, source: url, ...found }, { actor: 'system:gallery' });
      if ('image' in found) deps.logger.info({ listingId, imageId, image: found.image.id }, 'gallery image kept');
      return ack();
    },
  );
  return { stop: () => consumer.stop() };
}
