import { EventEmitter } from 'node:events';
import type { EventStore } from '../../domain/ports/event-store.ts';

/** Tells this process's projections about its own appends, so they need not wait for a poll. */
export function notifyingEventStore(inner: EventStore): { store: EventStore; appends: EventEmitter } {
  const appends = new EventEmitter();
  appends.setMaxListeners(0);
  const appendMany = inner.appendMany?.bind(inner);
  const readAllOf = inner.readAllOf?.bind(inner);
  const store: EventStore = {
    append: async (stream, events, expected) => {
      const result = await inner.append(stream, events, expected);
      appends.emit('append', result.position);
      return result;
    },
    ...(appendMany && {
      appendMany: async (many) => {
        const results = await appendMany(many);
        if (results.length > 0) appends.emit('append', Math.max(...results.map((r) => r.position)));
        return results;
      },
    }),
    readStream: (stream, from) => inner.readStream(stream, from),
    readAll: (after, limit) => inner.readAll(after, limit),
    ...(readAllOf && { readAllOf }),
    replay: inner.replay.bind(inner),
    subscribeAll: (after, onBatch) => inner.subscribeAll(after, onBatch),
    headPosition: () => inner.headPosition(),
    close: () => inner.close(),
  };
  return { store, appends };
}
