import type { EventStore } from '../../domain/ports/event-store.ts';

/** The baseline of every rebuild: reading the whole log in order and doing nothing with it, events a second, and how many. */
export async function rawScan(events: Pick<EventStore, 'readAll'>, batchSize = 2000): Promise<{ rate: number; events: number }> {
  let scanned = 0;
  const started = performance.now();
  for (let after = 0; ; ) {
    const batch = await events.readAll(after, batchSize);
    if (batch.length === 0) break;
    scanned += batch.length;
    after = batch[batch.length - 1].position;
  }
  return { rate: scanned / ((performance.now() - started) / 1000), events: scanned };
}
