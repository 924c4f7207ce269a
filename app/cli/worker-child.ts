import { type ChildProcess, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger.ts';

type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;
type MetricsAsk = { type: 'metrics?'; id: number };
type MetricsAnswer = { type: 'metrics'; id: number; metrics: MetricsJson };
const ANSWER_WAIT_MS = 2_000;
const WORKER_NICENESS = 10;
/**
 * V8 sizes the young generation from the machine's memory: up to 64 MB a semi-space here. The
 * workers allocate fast and briefly (pages parsed, drafts built), so it grew to the ceiling and the
 * process put on 100-200 MB over a few thousand drafts (bench (l)); at 4 MB it stays flat, and the
 * work it does in the background barely notices the extra scavenges.
 */
export const WORKER_NODE_FLAGS = ['--max-semi-space-size=4'];
/**
 * glibc gives each thread that allocates an arena of its own, and memory freed in one is seldom returned: the workers' native
 * allocations (page parsing, SQLite, the thread pool) kept the process growing 14-19 % over 3,000 drafts of bench (l) while
 * its JavaScript heap stayed flat; with two arenas it held (-2 %). An operator's own setting wins.
 */
export const WORKER_ENV = { MALLOC_ARENA_MAX: '2' };

/** In the child: answers the parent's requests for this process's metrics over the IPC channel. */
export function answerMetricsRequests(registry: Registry) {
  process.on('message', (message: MetricsAsk) => {
    if (message?.type !== 'metrics?' || !process.send) return;
    void registry.getMetricsAsJSON().then((metrics) => process.send?.({ type: 'metrics', id: message.id, metrics } satisfies MetricsAnswer));
  });
}

const CLI = fileURLToPath(new URL('../../bin/launchdir.js', import.meta.url));

/**
 * The job workers (crawl and draft, mail, badge checks, delivery, scheduling) in a child process
 * of `serve`, so their work never delays an answer: the same store and bus, its own event loop.
 * It is started again when it dies, and stopped (SIGTERM, then waited for) with the server.
 */
export function superviseWorkers(logger: Logger) {
  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;
  let asked = 0;
  const start = () => {
    // The IPC channel tells the child when this process is gone, even killed: it then ends too, as in-process workers would.
    child = spawn(process.execPath, [...WORKER_NODE_FLAGS, CLI, 'worker'], {
      env: { ...WORKER_ENV, ...process.env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Background work yields the CPU to answers: on a small machine the scheduler then runs requests first.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, WORKER_NICENESS);
      } catch (error) {
        logger.warn({ err: error }, 'could not lower the worker process priority');
      }
    }
    const started = Date.now();
    child.once('exit', (code, signal) => {
      child = null;
      if (stopping) return;
      restarts = Date.now() - started > 60_000 ? 0 : restarts + 1;
      const wait = Math.min(30_000, 500 * 2 ** restarts);
      logger.error({ code, signal, restartInMs: wait }, 'the worker process ended; starting it again');
      setTimeout(() => {
        if (!stopping) start();
      }, wait).unref();
    });
  };
  start();
  return {
    /** The workers' own metrics (jobs, crawls, drafts), or none when the child does not answer in time. */
    metrics(): Promise<MetricsJson> {
      const running = child;
      if (!running?.connected) return Promise.resolve([]);
      const id = ++asked;
      return new Promise((resolve) => {
        const done = (metrics: MetricsJson) => {
          clearTimeout(timer);
          running.off('message', onMessage);
          resolve(metrics);
        };
        const onMessage = (m: MetricsAnswer) => {
          if (m?.type === 'metrics' && m.id === id) done(m.metrics);
        };
        const timer = setTimeout(() => done([]), ANSWER_WAIT_MS);
        running.on('message', onMessage);
        running.send({ type: 'metrics?', id } satisfies MetricsAsk, (error) => {
          if (error) done([]);
        });
      });
    },
    async stop() {
      stopping = true;
      const running = child;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        // The child has the same shutdown bound; past it (and a little more) it is killed.
        const kill = setTimeout(() => running.kill('SIGKILL'), 12_000);
        running.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        running.kill('SIGTERM');
      });
    },
  };
}
