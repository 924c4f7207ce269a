import type { EventEmitter } from 'node:events';

/**
 * Asks `settle` for an answer now and at each `event` of `emitter`: the first true or false it
 * gives resolves the wait; after `timeoutMs` without one, false.
 */
export function settleOn(emitter: EventEmitter, event: string, settle: () => boolean | null, timeoutMs: number): Promise<boolean> {
  const now = settle();
  if (now !== null) return Promise.resolve(now);
  return new Promise((resolve) => {
    const check = () => {
      const answer = settle();
      if (answer === null) return;
      cleanup();
      resolve(answer);
    };
    const timer = setTimeout(() => {
      cleanup();
      resolve(false);
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      emitter.off(event, check);
    };
    emitter.on(event, check);
  });
}
