import type { EventStore } from '../../domain/ports/event-store.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';

/**
 * The log as the runners of one process read it: a batch one runner read is handed to the next runner that asks for the same
 * batch, so runners catching up together (all of them after the demo is seeded, or after a restart behind the head) read and
 * decode the log once instead of once each. A batch shorter than asked for is kept only while it is being read (it may grow as
 * the log does); a full one stays among the last `keep`. Runners only read the events they are handed, never change them.
 */
export function sharedLogReads(events: EventStore, keep = 64): EventStore {
  const batches = new Map<string, Promise<RecordedEvent[]>>();
  const readAll = (after: number, limit: number): Promise<RecordedEvent[]> => {
    const key = `${after}:${limit}`;
    const kept = batches.get(key);
    if (kept !== undefined) return kept;
    const reading = events.readAll(after, limit);
    batches.set(key, reading);
    if (batches.size > keep) batches.delete(batches.keys().next().value as string);
    reading.then(
      (batch) => {
        if (batch.length < limit && batches.get(key) === reading) batches.delete(key);
      },
      () => batches.delete(key),
    );
    return reading;
  };
  return new Proxy(events, {
    get(target, property) {
      if (property === 'readAll') return readAll;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
