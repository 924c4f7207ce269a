import type { EventStore } from '../../domain/ports/event-store.ts';

/** The baseline of every rebuild: reading the whole log in order and doing nothing with it, events a second. */
export async function rawScanRate(events: Pick<EventStore, 'readAll'>, batchSize = 2000): Promise<number> {
  let scanned = 0;
  const started = performance.now();
  for (let after = 0; ; ) {
    const batch = await events.readAll(after, batchSize);
    if (batch.length === 0) break;
    scanned += batch.length;
    after = batch[batch.length - 1].position;
  }
  return scanned / ((performance.now() - started) / 1000);
}
