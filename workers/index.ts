import type { Logger } from 'pino';
import type { Commands, StreamReads } from '../commands/index.ts';
import type { ImageFacts } from '../domain/listing/image.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import type { ImageStore, WebImages } from '../domain/ports/images.ts';
import type { JobBus } from '../domain/ports/job-bus.ts';
import type { Mailer } from '../domain/ports/mailer.ts';
import type { Secrets } from '../domain/ports/secrets.ts';
import type { SisterSites } from '../domain/ports/sister-sites.ts';
import type { SiteReader } from '../domain/ports/site-reader.ts';
import type { WebPages } from '../domain/ports/web-pages.ts';
import type { ReadModels } from '../projections/index.ts';
import { badgeChecker, badgeScheduler } from './badge-checker.ts';
import { commentMailSender } from './comment-mail-sender.ts';
import { commentRedactor } from './comment-redactor.ts';
import { draftBuilder } from './draft-builder.ts';
import { galleryFetcher } from './gallery-fetcher.ts';
import { launchScheduler } from './launch-scheduler.ts';
import { linkRepair } from './link-repair.ts';
import { listingMailSender } from './listing-mail-sender.ts';
import { logoFetcher } from './logo-fetcher.ts';
import { mailSender } from './mail-sender.ts';
import { networkDelivery } from './network-delivery.ts';
import { orderMailSender } from './order-mail-sender.ts';
import { type WebhookWorkerDeps, webhookSender } from './webhook-sender.ts';
import { weekCloser } from './week-closer.ts';

export { launchScheduler } from './launch-scheduler.ts';
export { weekCloser } from './week-closer.ts';

export type WorkerDeps = {
  bus: JobBus;
  commands: Commands;
  /** Reads of an aggregate's own stream, for a worker that decides on a state as written. */
  streams: StreamReads;
  readModels: ReadModels;
  clock: Clock;
  logger: Logger;
  events: EventStore;
  drafter: Drafter;
  siteReader: SiteReader;
  webPages: WebPages;
  webImages: WebImages;
  images: ImageStore;
  imageFacts: (bytes: Uint8Array) => ImageFacts;
  mailer: Mailer;
  secrets: Secrets;
  sisterSites: SisterSites;
  publicUrl: string;
  webhooks: WebhookWorkerDeps['webhooks'];
};

/**
 * Every worker, consuming from the bus; answers a handle that stops them all, and `tick()` that
 * runs the clock-driven ones now (tests move a clock; operators need not wait for the timer).
 */
export function startWorkers(deps: WorkerDeps, options: { tickMs?: number } = {}) {
  const launches = launchScheduler(deps, options);
  const closer = weekCloser(deps, options);
  const badges = badgeScheduler(deps, options);
  const comments = commentMailSender(deps, options);
  const workers = [
    launches,
    closer,
    badges,
    badgeChecker(deps),
    draftBuilder(deps),
    mailSender(deps),
    listingMailSender(deps),
    orderMailSender(deps),
    networkDelivery(deps),
    linkRepair(deps),
    logoFetcher(deps),
    galleryFetcher(deps),
    webhookSender(deps),
    comments,
    commentRedactor(deps),
  ];
  return {
    workers,
    async tick() {
      await badges.tick();
      await launches.tick();
      await closer.tick();
      await comments.tick();
    },
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}
