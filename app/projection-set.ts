import type { EventEmitter } from 'node:events';
import type { Commands } from '../commands/index.ts';
import type { DocumentStore } from '../domain/ports/document-store.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import type { JobBus } from '../domain/ports/job-bus.ts';
import type { SearchIndex } from '../domain/ports/search-index.ts';
import {
  allProjections,
  badgeJobsReactor,
  claimOwnershipProcess,
  commentJobsReactor,
  draftJobsReactor,
  draftListingProcess,
  emailConfirmationProcess,
  enrol,
  freeSlotsProcess,
  galleryJobsReactor,
  logoJobsReactor,
  mailJobsReactor,
  networkJobsReactor,
  orderProcess,
  type Projection,
  ProjectionRunner,
  ReadModels,
  sharedLogReads,
  watchHead,
  webhookJobsReactor,
} from '../projections/index.ts';
import type { Config } from './config.ts';
import { type Logger, routineLogger } from './logger.ts';

/** How often a runner looks at the log by itself, when nothing woke it: the head watch wakes it for every append it sees. */
const RUNNER_POLL_MS = 1000;

type Deps = {
  config: Config;
  logger: Logger;
  events: EventStore;
  appends: EventEmitter;
  docs: DocumentStore;
  search: SearchIndex;
  bus: JobBus;
  commands: Commands;
};

/**
 * Read models, process managers (events -> commands) and reactors (events -> jobs): everything a projector
 * process can run; the read models over them; and the runners this process starts.
 */
export function projectionSet({ config, logger, events, appends, docs, search, bus, commands }: Deps) {
  const processes = [
    draftListingProcess(commands, logger),
    freeSlotsProcess(commands, logger),
    claimOwnershipProcess(commands),
    orderProcess(commands, logger),
    emailConfirmationProcess(commands),
  ];
  const reactors = [
    draftJobsReactor(bus),
    mailJobsReactor(bus),
    networkJobsReactor(bus),
    badgeJobsReactor(bus),
    logoJobsReactor(bus),
    galleryJobsReactor(bus),
    webhookJobsReactor(bus),
    commentJobsReactor(bus),
  ];
  const readModels = new ReadModels(docs, search, allProjections, { processManagers: processes, head: () => events.headPosition() });
  const runnable: Projection[] = [...allProjections, ...processes, ...reactors];
  const runners: ProjectionRunner[] = [];
  let headWatch: { stop(): void } | undefined;
  // The runners of this process read the log together: a batch is read and decoded once for all of them.
  const logReads = sharedLogReads(events);

  const selected = (names: Config['projections']): Projection[] => {
    if (names === 'none') return [];
    if (names === 'all') return runnable;
    return names.map((n) => {
      const p = runnable.find((x) => x.name === n);
      if (!p) throw new Error(`unknown projection: ${n} (known: ${runnable.map((x) => x.name).join(', ')})`);
      return p;
    });
  };

  return {
    readModels,
    runnable,
    runners,
    async startProjections(names: Config['projections'] = config.projections) {
      const chosen = selected(names);
      // Appends of other processes are seen by one look at the head for all runners (woken through `appends`); a runner's
      // own look, every RUNNER_POLL_MS, only stands in for it (a commit that lands below a head already seen).
      if (chosen.length > 0) headWatch ??= watchHead(events, appends);
      for (const p of chosen) {
        const runner = new ProjectionRunner(p, { events: logReads, docs, search, logger: routineLogger(logger), appends, pollMs: RUNNER_POLL_MS });
        await runner.start();
        readModels.attach(runner);
        runners.push(runner);
      }
    },
    async stopProjections() {
      headWatch?.stop();
      headWatch = undefined;
      await Promise.all(runners.map((r) => r.stop()));
    },
    async enrolRunners() {
      for (const p of runnable) await enrol(p, { docs, events });
    },
  };
}
