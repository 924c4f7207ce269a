import { Worker } from 'node:worker_threads';
import { RelayedRunner, type RunnerState } from '../projections/index.ts';
import type { Container } from './container.ts';
import { isTerminal } from './logger.ts';

export type ToProjections = { type: 'append'; position: number } | { type: 'stop' };
export type FromProjections = { type: 'state'; name: string; state: RunnerState } | { type: 'started' } | { type: 'stopped' };

const ENTRY = new URL('./projection-thread-main.ts', import.meta.url);
const STOP_BOUND_MS = 8_000;

/**
 * `serve`'s projections, reactors and process managers in a worker thread: applying batches and
 * indexing for search then never delays an answer. The thread reports each runner's checkpoint,
 * so a command still answers once its write can be read, without polling the store; this
 * process's appends are passed on, so the thread applies them at once. A thread that dies is
 * started again (the leases and checkpoints make that safe).
 */
export async function startProjectionThread(c: Container): Promise<{ stop(): Promise<void> }> {
  const relayed = new Map(
    c.runnable.filter((p) => c.config.projections === 'all' || c.config.projections.includes(p.name)).map((p) => [p.name, new RelayedRunner(p)]),
  );
  for (const r of relayed.values()) c.readModels.attach(r);
  let worker: Worker | null = null;
  let stopping = false;
  let restarts = 0;
  const onAppend = (position: number) => worker?.postMessage({ type: 'append', position } satisfies ToProjections);
  c.appends.on('append', onAppend);

  const start = () =>
    new Promise<void>((resolve, reject) => {
      // The thread's stdout is a pipe to this one: whether a person reads it is this process's to say.
      const w = new Worker(ENTRY, { workerData: { config: c.config, terminal: isTerminal(c.logger) } });
      worker = w;
      const startedAt = Date.now();
      let started = false;
      w.on('message', (m: FromProjections) => {
        if (m.type === 'state') relayed.get(m.name)?.update(m.state);
        if (m.type === 'started') {
          started = true;
          resolve();
        }
      });
      w.on('error', (error) => c.logger.error({ err: error }, 'the projection thread failed'));
      w.once('exit', (code) => {
        worker = null;
        for (const r of relayed.values()) r.update({ generation: r.generation, checkpoint: r.checkpoint, changed: r.changed, holding: false });
        if (!started) return reject(new Error(`the projection thread ended (${code}) before its projections started`));
        if (stopping) return;
        restarts = Date.now() - startedAt > 60_000 ? 0 : restarts + 1;
        const wait = Math.min(30_000, 500 * 2 ** restarts);
        c.logger.error({ code, restartInMs: wait }, 'the projection thread ended; starting it again');
        setTimeout(() => {
          if (!stopping) start().catch((error) => c.logger.error({ err: error }, 'the projection thread did not start'));
        }, wait).unref();
      });
    });

  await start();
  return {
    async stop() {
      stopping = true;
      c.appends.off('append', onAppend);
      const w: Worker | null = worker;
      if (!w) return;
      await new Promise<void>((resolve) => {
        // Checkpoints are flushed and leases released by the thread's own close; past the bound it is ended.
        const bound = setTimeout(() => void w.terminate(), STOP_BOUND_MS);
        w.once('exit', () => {
          clearTimeout(bound);
          resolve();
        });
        w.postMessage({ type: 'stop' } satisfies ToProjections);
      });
    },
  };
}
