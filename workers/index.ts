import type { Logger } from 'pino';
import type { Commands } from '../commands/index.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import type { JobBus } from '../domain/ports/job-bus.ts';
import type { Mailer } from '../domain/ports/mailer.ts';
import type { Secrets } from '../domain/ports/secrets.ts';
import type { SisterSites } from '../domain/ports/sister-sites.ts';
import type { SiteReader } from '../domain/ports/site-reader.ts';
import type { ReadModels } from '../projections/index.ts';
import { draftBuilder } from './draft-builder.ts';
import { launchScheduler } from './launch-scheduler.ts';
import { mailSender } from './mail-sender.ts';
import { networkDelivery } from './network-delivery.ts';
import { weekCloser } from './week-closer.ts';

export { launchScheduler } from './launch-scheduler.ts';
export { weekCloser } from './week-closer.ts';

export type WorkerDeps = {
  bus: JobBus;
  commands: Commands;
  readModels: ReadModels;
  clock: Clock;
  logger: Logger;
  events: EventStore;
  drafter: Drafter;
  siteReader: SiteReader;
  mailer: Mailer;
  secrets: Secrets;
  sisterSites: SisterSites;
  publicUrl: string;
};

/** Every worker, consuming from the bus; answers a handle that stops them all. */
export function startWorkers(deps: WorkerDeps, options: { tickMs?: number } = {}) {
  const workers = [launchScheduler(deps, options), weekCloser(deps, options), draftBuilder(deps), mailSender(deps), networkDelivery(deps)];
  return {
    workers,
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}
