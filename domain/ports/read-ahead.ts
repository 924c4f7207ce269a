import type { RecordedEvent } from '../shared/event.ts';

/**
 * The log after `after`, `size` events at a time, until a read finds nothing: each next read is asked for before the
 * caller is handed the current batch, so a store that answers asynchronously (a server, a thread) reads while the
 * caller works on what it has.
 */
export async function* readAhead(
  readAll: (after: number, limit: number) => Promise<RecordedEvent[]>,
  after: number,
  size: number,
): AsyncGenerator<RecordedEvent[]> {
  let next = readAll(after, size);
  for (;;) {
    const batch = await next;
    if (batch.length === 0) return;
    next = readAll(batch[batch.length - 1].position, size);
    // A caller that stops early never awaits it: its failure must not surface as unhandled.
    next.catch(() => undefined);
    yield batch;
  }
}
