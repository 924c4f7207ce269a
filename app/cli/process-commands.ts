import { collectDefaultMetrics } from 'prom-client';
import { startWorkers } from '../../workers/index.ts';
import type { Config } from '../config.ts';
import { createContainer } from '../container.ts';
import { createLogger, routineLogger } from '../logger.ts';
import { collectWhenIdle } from '../ops/idle-collection.ts';
import { listenForOps } from '../ops/ops-listener.ts';
import { workerDeps } from '../worker-deps.ts';
import { UsageError } from './args.ts';
import { drain, stopSignals } from './shutdown.ts';
import { answerMetricsRequests } from './worker-child.ts';

const WORKER_READ_MODELS_CACHE_MB = 2;

/** `launchdir projector <name>... | all`: projections, reactors and process managers without HTTP. */
export async function projectorCommand(config: Config, args: string[]): Promise<number> {
  if (args.length === 0) throw new UsageError('projector <name>...; `launchdir projections list` names them');
  const logger = createLogger(config.logLevel);
  const signals = stopSignals();
  const c = await createContainer(config, logger);
  // `all`: every projection, reactor and process manager, as `serve` runs them.
  await c.startProjections(args.length === 1 && args[0] === 'all' ? 'all' : args);
  const ops = await listenForOps(c, 'projector');
  logger.info({ projections: args }, 'projector running');
  await signals.first;
  return process.exit(
    await drain(logger, signals, async () => {
      await ops?.close();
      await c.close();
    }),
  );
}

/** `launchdir worker`: the job workers alone, or as the child process `serve` starts for them. */
export async function workerCommand(config: Config): Promise<number> {
  const logger = createLogger(config.logLevel);
  const childOfServe = process.send !== undefined;
  // A child of serve hears the terminal's Ctrl-C (or a signal to the whole group) and then serve's own request to stop:
  // both are the one request, and serve kills it if it outlasts the bound.
  const signals = stopSignals({ forceable: !childOfServe });
  if (childOfServe)
    // Started by `serve`: when that process is gone (even killed), so is this one; jobs in flight are redelivered.
    process.once('disconnect', () => {
      logger.warn('the server that started these workers is gone; exiting');
      process.exit(1);
    });
  // The workers read a few documents a job: SQLite's page cache at its 32 MB default only grew the process as the read models grew.
  const c = await createContainer({ ...config, readModelsCacheMb: config.readModelsCacheMb ?? WORKER_READ_MODELS_CACHE_MB }, logger);
  // A child of serve hands its metrics to the parent's /metrics; a worker on its own serves them.
  if (childOfServe) {
    collectDefaultMetrics({ register: c.metrics, labels: { process: 'worker' } });
    answerMetricsRequests(c.metrics);
  }
  const ops = childOfServe ? null : await listenForOps(c, 'worker');
  const workers = startWorkers(workerDeps(c));
  const resting = collectWhenIdle();
  routineLogger(logger).info('workers running');
  await signals.first;
  return process.exit(
    await drain(logger, signals, async () => {
      await ops?.close();
      resting.stop();
      // Jobs waiting for read models to catch up give up now and are offered again later.
      c.readModels.stopWaiting();
      await workers.stop();
      await c.close();
    }),
  );
}
