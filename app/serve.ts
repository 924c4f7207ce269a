import type { Server } from 'node:http';
import type { Clock } from '../domain/ports/clock.ts';
import { startWorkers } from '../workers/index.ts';
import type { Config } from './config.ts';
import { type Container, createContainer } from './container.ts';
import { type AppOptions, createApp } from './http-app.ts';
import type { Logger } from './logger.ts';
import { startProjectionThread } from './projection-thread.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { workerDeps } from './worker-deps.ts';

/** On shutdown, the listener closes once no connection has arrived for this long (or after the longer wait). */
const QUIET_MS = 300;
const QUIET_WAIT_MAX_MS = 5_000;

export type Running = { container: Container; server: Server; url: string; workers: ReturnType<typeof startWorkers> | null; close(): Promise<void> };

/**
 * Starts the API: seeds the demo into an empty store (unless SEED_DEMO=false), runs projections,
 * listens. `clock` is the system's unless a caller (a test) brings its own.
 */
export async function serve(config: Config, logger: Logger, clock?: Clock, options: AppOptions = {}): Promise<Running> {
  const container = await createContainer(config, logger, clock);
  if (config.seedDemo && (await container.events.headPosition()) === 0) {
    const started = Date.now();
    const summary = await seedDemo({ store: container.events, secrets: container.secrets }, container.clock.now());
    logger.info({ ...summary, ms: Date.now() - started }, 'seeded the demo directory into an empty store');
  }
  // A clock brought by a caller (a test) is this thread's: projections then run here, where it reaches.
  const thread = config.projectionThread && !clock && config.projections !== 'none' ? await startProjectionThread(container) : null;
  if (!thread) await container.startProjections();
  // Serve once this process's projections have caught up with the log as it was at start.
  const head = await container.events.headPosition();
  if (!(await container.readModels.waitFor(head, 60_000))) logger.warn({ head }, 'projections still catching up; serving anyway');
  const workers = config.workers ? startWorkers(workerDeps(container)) : null;
  const { app, close: closeApp } = createApp(container, () => draining, options);
  // While draining, answers tell keep-alive clients to open a new connection (elsewhere) for their next request.
  let draining = false;
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
    s.once('error', reject);
  });
  server.keepAliveTimeout = 65_000;
  let lastConnectionAt = 0;
  server.on('connection', () => {
    lastConnectionAt = Date.now();
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  logger.info({ url, dataDir: config.dataDir }, 'launch directory is serving');
  return {
    container,
    server,
    url,
    workers,
    async close() {
      draining = true;
      // Keep taking connections until they stop coming (readiness now says 503, so a balancer sends no more):
      // closing the listener while clients still arrive would reset the ones queued in the kernel.
      const deadline = Date.now() + QUIET_WAIT_MAX_MS;
      while (Date.now() - lastConnectionAt < QUIET_MS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closeApp();
      await workers?.stop();
      await thread?.stop();
      await container.close();
    },
  };
}
