import type { Logger } from 'pino';
import type { Commands } from '../commands/index.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { JobBus } from '../domain/ports/job-bus.ts';
import type { ReadModels } from '../projections/index.ts';
import { launchScheduler } from './launch-scheduler.ts';
import { weekCloser } from './week-closer.ts';
import { draftBuilder, type Crawl } from './draft-builder.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import type { EventStore } from '../domain/ports/event-store.ts';

export { launchScheduler, WEEK_STARTED } from './launch-scheduler.ts';
export { weekCloser, WEEK_CLOSED } from './week-closer.ts';

export type WorkerDeps = { bus: JobBus; commands: Commands; readModels: ReadModels; clock: Clock; logger: Logger; events: EventStore; drafter: Drafter; crawl: Crawl };

/** Every worker, consuming from the bus; answers a handle that stops them all. */
export function startWorkers(deps: WorkerDeps, options: { tickMs?: number } = {}) {
  const workers = [launchScheduler(deps, options), weekCloser(deps, options), draftBuilder(deps)];
  return {
    workers,
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}
