import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<string>();

/**
 * The correlation id of the work in progress: a request's, or that of the event a reactor is
 * handling, or of the job a worker runs. Log lines, events appended and jobs published inside
 * carry it, so one id follows a request through everything it caused.
 */
export function withCorrelation<T>(correlationId: string, fn: () => T): T {
  return current.run(correlationId, fn);
}

export const currentCorrelation = (): string | undefined => current.getStore();
