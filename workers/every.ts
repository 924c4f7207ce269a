import type { Logger } from 'pino';

/** Runs `tick` now and then every `ms`, logging (not throwing) failures; the timer never holds the process open. */
export function every(ms: number, tick: () => Promise<void>, logger: Logger, what: string) {
  const run = () => void tick().catch((err) => logger.error({ err }, `${what} failed`));
  const timer = setInterval(run, ms);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
