import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Commands } from '../commands/index.ts';
import type { ImageType } from '../domain/listing/image.ts';
import { type ImageFacts, logoProblem } from '../domain/listing/logo.ts';
import type { ImageStore, WebImages } from '../domain/ports/images.ts';
import { ack, type JobBus } from '../domain/ports/job-bus.ts';
import { consumeJobs } from '../domain/ports/jobs.ts';

export type LogoWorkerDeps = {
  bus: JobBus;
  commands: Pick<Commands, 'recordLogo'>;
  webImages: WebImages;
  images: ImageStore;
  /** What the bytes are (read from the bytes, not from what the server says). */
  imageFacts: (bytes: Uint8Array) => ImageFacts;
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
      const ctx = { actor: 'system:logo' };
      const fetched = await deps.webImages.fetch(url);
      if (!fetched.ok) {
        await deps.commands.recordLogo({ listingId, source: url, refused: fetched.reason }, ctx);
        return ack();
      }
      const facts = deps.imageFacts(fetched.bytes);
      const problem = logoProblem(facts);
      if (problem) {
        await deps.commands.recordLogo({ listingId, source: url, refused: problem }, ctx);
        return ack();
      }
      const image = {
        id: createHash('sha256').update(fetched.bytes).digest('hex'),
        // logoProblem let only the known types through.
        type: facts.type as ImageType,
        width: facts.width,
        height: facts.height,
        bytes: facts.bytes,
      };
      // Kept before it is recorded: a crash between the two leaves an unused image, never a listing pointing at nothing.
      await deps.images.put(image, fetched.bytes);
      await deps.commands.recordLogo({ listingId, source: url, image }, ctx);
      deps.logger.info({ listingId, image: image.id }, 'logo kept');
      return ack();
    },
  );
  return { stop: () => consumer.stop() };
}
