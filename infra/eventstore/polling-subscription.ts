import type { Subscription } from '../../domain/ports/event-store.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';

export type PollingSource = {
  readAll(after: number, limit: number): Promise<RecordedEvent[]>;
  pollMs: number;
  /** Registers a callback run when something may have been appended; answers how to unregister it. */
  onAppend(wake: () => void): () => void;
};

/**
 * A catch-up subscription over `readAll`: batches as fast as they come, then a wait for the next
 * append (or the poll interval, for appends of other processes it hears nothing of). A read that
 * fails is tried again at the next wake-up.
 */
export function pollingSubscription(source: PollingSource, after: number, onBatch: (events: RecordedEvent[]) => Promise<void>): Subscription {
  let position = after;
  let stopped = false;
  let wake: (() => void) | null = null;
  const unregister = source.onAppend(() => wake?.());
  const loop = (async () => {
    while (!stopped) {
      const batch = await source.readAll(position, 500).catch(() => null);
      if (batch && batch.length > 0) {
        await onBatch(batch);
        position = batch[batch.length - 1].position;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, source.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      wake?.();
      unregister();
      await loop.catch(() => undefined);
    },
  };
}
