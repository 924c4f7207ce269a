import { collectDefaultMetrics } from 'prom-client';
import { DomainError } from '../../domain/shared/errors.ts';
import { DataDirInUse } from '../../infra/shared/data-dir-lock.ts';
import { allProjections, dropGeneration, projectionNamed, projectionStatuses, rebuildProjection } from '../../projections/index.ts';
import { startWorkers } from '../../workers/index.ts';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { variablesHelp } from '../config-variables.ts';
import { type Container, createContainer } from '../container.ts';
import { createLogger } from '../logger.ts';
import { listenForOps } from '../ops/ops-listener.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { ListenError, serve } from '../serve.ts';
import { workerDeps } from '../worker-deps.ts';
import { accountCommand } from './account-commands.ts';
import { flags, UsageError } from './args.ts';
import { catalogCommand } from './catalog-commands.ts';
import { domainRatingsCommand } from './domain-ratings-command.ts';
import { historyCommand } from './history-command.ts';
import { leaderboardsCommand } from './leaderboards-command.ts';
import { answerMetricsRequests, superviseWorkers } from './worker-child.ts';

const USAGE = `launchdir — Launch Directory service

  launchdir serve                         run the API (and projections, unless PROJECTIONS=none; workers unless WORKERS=false)
  launchdir seed --demo                   append the demo directory to an empty store
  launchdir projector <name>... | all     run only these projections, reactors and process managers (no HTTP)
  launchdir worker                        run only the job workers (crawl and draft, mail, badge checks, network delivery, launch scheduler, week closer)
  launchdir projections list              each one's kind, generation, checkpoint and lag
  launchdir projections rebuild <name>    replay the log into a fresh copy of a read model, then swap it in

Catalog commands change only the fields given; a new record needs its required fields:
  launchdir site set [--name N] [--purpose P] [--free-min-weeks 6] [--free-max-weeks 8] [--free-weekly-capacity 10]
                    [--paid-weekly-capacity 20] [--featured-weekly-capacity 4] [--seller-country DE]
  launchdir categories define <slug> [--name N] [--description D] [--parent P | --no-parent] [--faq "q|a"]... [--attribute a]...
  launchdir products define <id> [--name N] [--price-cents C] [--needs-listing | --no-listing] [--description D]
  launchdir interview-questions add "text" [--position N] | set --id N "text"
  launchdir blog publish <slug> [--title T] [--file post.md] [--author A] [--summary S] [--tag t]... [--faq "q|a"]...

Auditing (replays the event store, never a read model):
  launchdir history <slug|listing_id> [--as-of <time>] [--json]   every version with actor, time, cause and field diff
  launchdir leaderboards <board> [--week YYYY-Www] [--as-of <time>] [--json]   a board replayed from the log into a scratch model

Third-party figures:
  launchdir domain-ratings import <file.csv> --source <provider> [--measured-on YYYY-MM-DD] [--dry-run]
                    a CSV export (domain or url, rating 0-100, optional date) onto the listings of those domains

Accounts:
  launchdir users create --email E --password P [--name N] [--admin]      (prints the account id)
  launchdir api-keys create --email E --scopes account:read,listings:write [--name N]   (prints the key, once)

Configuration comes from the environment: "launchdir serve --help" lists every variable, README.md says more.`;

const out = (s: string) => process.stdout.write(`${s}\n`);

/** Decisions name fields as the events do; the CLI's reader knows them as flags. */
const FLAGS: Record<string, string> = {
  freeQueueMinWeeks: '--free-min-weeks',
  freeWeeklyCapacity: '--free-weekly-capacity',
  paidWeeklyCapacity: '--paid-weekly-capacity',
  featuredWeeklyCapacity: '--featured-weekly-capacity',
  sellerCountry: '--seller-country',
  freeQueueMaxWeeks: '--free-max-weeks',
  priceCents: '--price-cents',
  needsListing: '--needs-listing',
  publishedAt: '--published-at',
  markdown: '--file',
};
const inFlagNames = (message: string) =>
  message.replace(
    /\b(freeQueueMinWeeks|freeQueueMaxWeeks|freeWeeklyCapacity|paidWeeklyCapacity|featuredWeeklyCapacity|sellerCountry|priceCents|needsListing|publishedAt|markdown)\b/g,
    (f) => FLAGS[f] ?? f,
  );

async function withContainer<T>(config: Config, run: (c: Container) => Promise<T>): Promise<T> {
  const c = await createContainer(config, createLogger(process.env.LOG_LEVEL ?? 'warn'));
  try {
    return await run(c);
  } finally {
    await c.close();
  }
}

/** How long a shutdown may take to finish what is in flight before the process gives up on it. */
const SHUTDOWN_BOUND_MS = 10_000;

/**
 * Finishes in flight within the bound and answers 0; a second signal, or the bound passing, ends
 * the process at once (what was acknowledged is already durable: commands answer after their append).
 */
async function drain(logger: ReturnType<typeof createLogger>, close: () => Promise<void>): Promise<number> {
  const forced = new Promise<number>((resolve) => {
    const timer = setTimeout(() => {
      logger.error({ boundMs: SHUTDOWN_BOUND_MS }, 'shutdown did not finish within its bound; exiting');
      resolve(1);
    }, SHUTDOWN_BOUND_MS);
    timer.unref();
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => {
        logger.warn({ signal }, 'second signal: exiting at once');
        resolve(130);
      });
  });
  return Promise.race([close().then(() => 0), forced]);
}

function untilSignal(): Promise<string> {
  return new Promise((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve(signal));
  });
}

export async function main(argv: string[]): Promise<number> {
  // `launchdir` alone, or `launchdir <command> --help`, is what a newcomer types first: it answers the usage.
  const [command, ...args] = argv;
  if (command === undefined || command === 'help' || argv.includes('--help') || argv.includes('-h')) {
    out(command === 'serve' ? `${USAGE}\n\nlaunchdir serve reads these variables:\n${variablesHelp()}` : USAGE);
    return 0;
  }
  const config = loadConfig();
  switch (command) {
    case 'serve': {
      const logger = createLogger(config.logLevel);
      // Listen for the signal first: one that arrives while starting still ends the process cleanly.
      const signalled = untilSignal();
      // The job workers run in a child process unless told otherwise: their crawling and drafting then never delay an answer.
      const child = config.workers && config.workerProcess;
      let workers: ReturnType<typeof superviseWorkers> | null = null;
      const running = await serve(child ? { ...config, workers: false } : config, logger, undefined, {
        otherMetrics: async () => (workers === null ? [] : [await workers.metrics()]),
      });
      if (child) workers = superviseWorkers(logger);
      const signal = await signalled;
      logger.info({ signal, boundMs: SHUTDOWN_BOUND_MS }, 'shutting down: no new connections, finishing requests and jobs in flight');
      const code = await drain(logger, async () => {
        await Promise.all([running.close(), workers?.stop()]);
      });
      // Whatever still holds the loop open (a connection that never ends, a stuck job) does not keep a stopped server alive.
      return process.exit(code);
    }
    case 'seed': {
      const { values } = flags(args, { demo: { type: 'boolean' } });
      if (!values.demo) throw new UsageError('seed needs --demo');
      return withContainer(config, async (c) => {
        if ((await c.events.headPosition()) > 0) {
          out('the event store is not empty: the demo is only seeded into a new store');
          return 1;
        }
        const summary = await seedDemo({ store: c.events, secrets: c.secrets, images: c.images }, c.clock.now());
        out(`seeded ${summary.listings} listings (${summary.live} live), ${summary.votes} votes, ${summary.categories} categories`);
        return 0;
      });
    }
    case 'projector': {
      if (args.length === 0) throw new UsageError('projector <name>...; `launchdir projections list` names them');
      const logger = createLogger(config.logLevel);
      const signalled = untilSignal();
      const c = await createContainer(config, logger);
      // `all`: every projection, reactor and process manager, as `serve` runs them.
      await c.startProjections(args.length === 1 && args[0] === 'all' ? 'all' : args);
      const ops = await listenForOps(c, 'projector');
      logger.info({ projections: args }, 'projector running');
      await signalled;
      return process.exit(
        await drain(logger, async () => {
          await ops?.close();
          await c.close();
        }),
      );
    }
    case 'worker': {
      const logger = createLogger(config.logLevel);
      const signalled = untilSignal();
      if (process.send)
        // Started by `serve`: when that process is gone (even killed), so is this one; jobs in flight are redelivered.
        process.once('disconnect', () => {
          logger.warn('the server that started these workers is gone; exiting');
          process.exit(1);
        });
      const c = await createContainer(config, logger);
      // A child of `serve` hands its metrics to the parent's /metrics; a worker on its own serves them.
      if (process.send) {
        collectDefaultMetrics({ register: c.metrics, labels: { process: 'worker' } });
        answerMetricsRequests(c.metrics);
      }
      const ops = process.send ? null : await listenForOps(c, 'worker');
      const workers = startWorkers(workerDeps(c));
      logger.info('workers running');
      await signalled;
      return process.exit(
        await drain(logger, async () => {
          await ops?.close();
          await workers.stop();
          await c.close();
        }),
      );
    }
    case 'projections': {
      const [action, name] = args;
      if (action === 'list') {
        return withContainer(config, async (c) => {
          const statuses = await projectionStatuses(c.docs, await c.events.headPosition(), c.runnable);
          for (const [i, s] of statuses.entries()) {
            const version = c.runnable[i].version;
            const built = s.builtBy !== null && s.builtBy !== version ? ` (built by ${s.builtBy})` : '';
            out(`${s.name}\t${s.kind}\tversion ${version}${built}\tgeneration ${s.generation}\tcheckpoint ${s.checkpoint}\tlag ${s.lag}`);
          }
          return 0;
        });
      }
      if (action === 'rebuild') {
        const p = name ? projectionNamed(name) : undefined;
        if (!p)
          throw new UsageError(
            `projections rebuild <name>: read models only (replaying a reactor or process manager would repeat its effects); known: ${allProjections.map((x) => x.name).join(', ')}`,
          );
        return withContainer(config, async (c) => {
          const started = Date.now();
          const head = await c.events.headPosition();
          let shown = started;
          // Progress on stderr about once a second: how far, how fast, how long to go.
          const onProgress = (position: number) => {
            const now = Date.now();
            if (now - shown < 1000 && position < head) return;
            shown = now;
            const rate = position / ((now - started) / 1000);
            const eta = rate > 0 ? Math.max(0, (head - position) / rate) : 0;
            process.stderr.write(
              `${p.name}: position ${position.toLocaleString('en-US')} of ${head.toLocaleString('en-US')} (${Math.floor((100 * position) / Math.max(1, head))} %), ${Math.round(rate).toLocaleString('en-US')} events/s, about ${Math.ceil(eta)} s to go\n`,
            );
          };
          const result = await rebuildProjection(p, c, { onProgress });
          out(`${p.name}: replayed ${result.events} events into generation ${result.generation} in ${Date.now() - started} ms; reads now use it`);
          if (result.previous > 0) {
            // Readers cache the generation for a second; give them time to move before the old copy goes.
            await new Promise((r) => setTimeout(r, 3000));
            await dropGeneration(p, result.previous, c);
            out(`${p.name}: dropped generation ${result.previous}`);
          }
          return 0;
        });
      }
      throw new UsageError('projections list | projections rebuild <name>');
    }
    case 'site':
    case 'categories':
    case 'products':
    case 'interview-questions':
    case 'blog':
      return withContainer(config, async (c) => {
        await catalogCommand(c, command, args, out);
        return 0;
      });
    case 'history':
      return withContainer(config, (c) => historyCommand(c, args, out));
    case 'leaderboards':
      return withContainer(config, (c) => leaderboardsCommand(c, args, out));
    case 'domain-ratings':
      return withContainer(config, (c) => domainRatingsCommand(c, args, out));
    case 'users':
    case 'api-keys':
      return withContainer(config, async (c) => {
        await accountCommand(c, command, args, out);
        return 0;
      });
    default:
      throw new UsageError(`unknown command "${command}"\n\n${USAGE}`);
  }
}

export async function run(argv: string[]): Promise<void> {
  try {
    process.exitCode = await main(argv);
  } catch (error) {
    if (error instanceof ListenError || error instanceof DataDirInUse) {
      // The start stopped before anything was read or written: say why in one line.
      process.stderr.write(`launchdir: cannot start: ${error.message}\n`);
      process.exitCode = 1;
    } else if (error instanceof ConfigError) {
      process.stderr.write(`launchdir: configuration error: ${error.message}\n`);
      process.exitCode = 2;
    } else if (error instanceof UsageError) {
      process.stderr.write(`launchdir: ${error.message}\n`);
      process.exitCode = 64;
    } else if (error instanceof DomainError) {
      process.stderr.write(`launchdir: ${inFlagNames(error.message)}\n`);
      process.exitCode = 1;
    } else {
      process.stderr.write(`launchdir: ${(error as Error).stack ?? error}\n`);
      process.exitCode = 1;
    }
  }
}
