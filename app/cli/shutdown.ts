import type { Logger } from '../logger.ts';

/** How long a shutdown may take to finish what is in flight before the process gives up on it. */
export const SHUTDOWN_BOUND_MS = 10_000;

/**
 * One Ctrl-C can reach a process twice: the terminal sends SIGINT to its whole foreground group,
 * and `npm start` (in that group) forwards the SIGINT it got to its child as well. The two arrive
 * within milliseconds (the kernel sometimes merges them); a person who presses Ctrl-C again to
 * give up on a slow stop does so later than this.
 */
const SAME_REQUEST_MS = 1_000;

export type StopSignals = {
  /** The first SIGINT or SIGTERM: stop taking work and finish what is in flight. */
  first: Promise<NodeJS.Signals>;
  /** Called on a later signal, when the person (or supervisor) wants out at once. */
  onForce(handler: (signal: NodeJS.Signals) => void): void;
};

/**
 * Listens for SIGINT and SIGTERM for the life of the process (so no signal ever meets the default
 * action, which would end the process mid-write). `forceable: false` is for a process whose parent
 * owns the shutdown (the worker child of `serve`: serve asks it to stop, and kills it after its
 * bound): every signal after the first is the same request heard again.
 */
export function stopSignals(options: { forceable: boolean } = { forceable: true }): StopSignals {
  let firstAt: number | null = null;
  let resolveFirst: (signal: NodeJS.Signals) => void = () => {};
  let force: (signal: NodeJS.Signals) => void = () => {};
  const first = new Promise<NodeJS.Signals>((resolve) => {
    resolveFirst = resolve;
  });
  const heard = (signal: NodeJS.Signals) => {
    if (firstAt === null) {
      firstAt = performance.now();
      resolveFirst(signal);
    } else if (options.forceable && performance.now() - firstAt >= SAME_REQUEST_MS) force(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, heard);
  return {
    first,
    onForce(handler) {
      force = handler;
    },
  };
}

/**
 * Finishes in flight within the bound and answers 0; a forcing signal, or the bound passing, ends
 * the process at once (what was acknowledged is already durable: commands answer after their append).
 */
export function drain(logger: Logger, signals: StopSignals, close: () => Promise<void>): Promise<number> {
  const forced = new Promise<number>((resolve) => {
    const timer = setTimeout(() => {
      logger.error({ boundMs: SHUTDOWN_BOUND_MS }, 'shutdown did not finish within its bound; exiting');
      resolve(1);
    }, SHUTDOWN_BOUND_MS);
    timer.unref();
    signals.onForce((signal) => {
      logger.warn({ signal }, 'second signal: exiting at once');
      resolve(130);
    });
  });
  return Promise.race([close().then(() => 0), forced]);
}
