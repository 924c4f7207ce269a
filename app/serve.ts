import { createServer, type RequestListener, type Server } from 'node:http';
import type { Clock } from '../domain/ports/clock.ts';
import { lockDataDir } from '../infra/shared/data-dir-lock.ts';
import { startWorkers } from '../workers/index.ts';
import type { Config } from './config.ts';
import { type Container, createContainer } from './container.ts';
import { type AppOptions, createApp } from './http-app.ts';
import { isTerminal, type Logger, routineLogger } from './logger.ts';
import { startProjectionThread } from './projection-thread.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { startLine } from './start-line.ts';
import { workerDeps } from './worker-deps.ts';

/** On shutdown, the listener closes once no connection has arrived for this long (or after the longer wait). */
const QUIET_MS = 300;
const QUIET_WAIT_MAX_MS = 5_000;

export type Running = {
  container: Container;
  server: Server;
  url: string;
  workers: ReturnType<typeof startWorkers> | null;
  /** Writes the traffic counted so far now, as the timer would (tests and operators need not wait for it). */
  flushTraffic(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Starts the API: seeds the demo into an empty store (unless SEED_DEMO=false), runs projections,
 * listens. `clock` is the system's unless a caller (a test) brings its own.
 */
export async function serve(config: Config, logger: Logger, clock?: Clock, options: AppOptions = {}): Promise<Running> {
  // A serve that runs projections or workers owns the embedded stores of its DATA_DIR: a second one is refused at once.
  const lock = config.projections !== 'none' || config.workers ? lockDataDir(config.dataDir) : null;
  // The port is taken before anything is read or written: a start that cannot listen changes nothing.
  const server = createServer();
  let handler: RequestListener | null = null;
  server.on('request', (req, res) => {
    if (handler) return handler(req, res);
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1', Connection: 'close' });
    res.end('starting\n');
  });
  try {
    await listen(server, config.port, config.host);
  } catch (error) {
    lock?.release();
    throw error;
  }
  let container: Container | null = null;
  let thread: Awaited<ReturnType<typeof startProjectionThread>> | null = null;
  let workers: ReturnType<typeof startWorkers> | null = null;
  let draining = false;
  let closeApp: () => Promise<void> = async () => {};
  let flushTraffic: () => Promise<void> = async () => {};
  let seeded = false;
  try {
    container = await createContainer(config, logger, clock);
    // Before anything is seeded: the demo's history is then history every runner sees, and a runner new to an old store starts at its head.
    await container.enrolRunners();
    seeded = config.seedDemo && (await container.events.headPosition()) === 0;
    if (seeded) {
      const started = Date.now();
      const summary = await seedDemo({ store: container.events, secrets: container.secrets, images: container.images }, container.clock.now());
      routineLogger(logger).info({ ...summary, ms: Date.now() - started }, 'seeded the demo directory into an empty store');
    }
    // A clock brought by a caller (a test) is this thread's: projections then run here, where it reaches.
    thread = config.projectionThread && !clock && config.projections !== 'none' ? await startProjectionThread(container) : null;
    if (!thread) await container.startProjections();
    // Serve once the projections near the head (all of them after a demo seed: it is what the first visitor comes to see) reach the log
    // as it was at start; those far behind (new to the store, rebuilding) catch up in the background, named by /readyz meanwhile.
    const head = await container.events.headPosition();
    const { behind, settled } = await container.readModels.settleNear(head, seeded ? Number.POSITIVE_INFINITY : config.readyMaxLag, 60_000);
    if (behind.length > 0) logger.info({ head, behind }, 'serving while these catch up in the background');
    if (!settled) logger.warn({ head }, 'projections still catching up; serving anyway');
    workers = config.workers ? startWorkers(workerDeps(container)) : null;
    const made = createApp(container, () => draining, options);
    closeApp = made.close;
    flushTraffic = made.flushTraffic;
    handler = made.listener;
  } catch (error) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await workers?.stop();
    await thread?.stop();
    await container?.close();
    lock?.release();
    throw error;
  }
  const started: Container = container;
  server.keepAliveTimeout = 65_000;
  let lastConnectionAt = 0;
  server.on('connection', () => {
    lastConnectionAt = Date.now();
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const said = startLine(config, url, { seeded, events: await started.events.headPosition() });
  // A person at a terminal reads the sentence alone; a log collector also gets its parts as fields.
  logger.info(isTerminal(logger) ? {} : { url, publicUrl: config.publicUrl, dataDir: config.dataDir }, said);
  return {
    container: started,
    server,
    url,
    workers,
    flushTraffic: () => flushTraffic(),
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
      await started.close();
      lock?.release();
    },
  };
}

/** Listens, or fails with a sentence that names the address: in use, not allowed, not this machine's. */
function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
      const why =
        error.code === 'EADDRINUSE'
          ? `port ${port} is already in use on ${host} (another server is listening there; stop it or set PORT)`
          : error.code === 'EACCES'
            ? `not allowed to listen on ${where} (ports below 1024 need privileges; set PORT)`
            : error.code === 'EADDRNOTAVAIL'
              ? `${host} is not an address of this machine (set HOST)`
              : `cannot listen on ${where}: ${error.message}`;
      reject(new ListenError(why, error.code ?? 'EUNKNOWN'));
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/** The service could not take its address: nothing was started, read or written. */
export class ListenError extends Error {
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}
