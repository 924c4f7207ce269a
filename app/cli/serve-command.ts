import { DataDirInUse } from '../../infra/shared/data-dir-lock.ts';
import type { Config } from '../config.ts';
import { createLogger } from '../logger.ts';
import { ListenError, serve } from '../serve.ts';
import { drain, SHUTDOWN_BOUND_MS, stopSignals } from './shutdown.ts';
import { superviseWorkers } from './worker-child.ts';

/** `launchdir serve`: the API, its projections and (in a child process) its workers, until a signal stops them. */
export async function serveCommand(config: Config): Promise<number> {
  const logger = createLogger(config.logLevel);
  // Listen for the signal first: one that arrives while starting still ends the process cleanly.
  const signals = stopSignals();
  // The job workers run in a child process unless told otherwise: their crawling and drafting then never delay an answer.
  const child = config.workers && config.workerProcess;
  let workers: ReturnType<typeof superviseWorkers> | null = null;
  let running: Awaited<ReturnType<typeof serve>>;
  try {
    running = await serve(child ? { ...config, workers: false } : config, logger, undefined, {
      otherMetrics: async () => (workers === null ? [] : [await workers.metrics()]),
    });
  } catch (error) {
    if (!(error instanceof ListenError || error instanceof DataDirInUse)) throw error;
    // The start stopped before anything was read or written: say why in one line.
    process.stderr.write(`launchdir: cannot start: ${error.message}\n`);
    return 1;
  }
  if (child) workers = superviseWorkers(logger);
  const signal = await signals.first;
  logger.info({ signal, boundMs: SHUTDOWN_BOUND_MS }, 'shutting down: no new connections, finishing requests and jobs in flight');
  const code = await drain(logger, signals, async () => {
    await Promise.all([running.close(), workers?.stop()]);
  });
  if (code === 0) logger.info('stopped');
  // Whatever still holds the loop open (a connection that never ends, a stuck job) does not keep a stopped server alive.
  return process.exit(code);
}
