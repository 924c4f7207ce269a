import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EventStore } from '../../domain/ports/event-store.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import { sharedLogReads } from './shared-log-reads.ts';

/** A log in memory that counts the reads it answers (a test double of the store). */
function countingLog(size: number) {
  const log: RecordedEvent[] = [];
  const add = (n: number) => {
    for (let i = 0; i < n; i++) {
      const position = log.length + 1;
      const time = '2026-11-27T00:00:00Z';
      const metadata = { correlationId: 'c', causationId: 'c', actor: 'test', time };
      log.push({ id: `e${position}`, type: 'Thing', data: { n: position }, metadata, stream: 't-1', revision: position - 1, position, recordedAt: time });
    }
  };
  add(size);
  const reads = { count: 0 };
  const store = {
    readAll: async (after: number, limit: number) => {
      reads.count++;
      return log.filter((e) => e.position > after).slice(0, limit);
    },
    headPosition: async () => log.length,
  } as unknown as EventStore;
  return { store, reads, add };
}

describe('runners of one process share their reads of the log', () => {
  it('given two runners catching up together, when both read the same full batches, then the store reads each batch once', async () => {
    const { store, reads } = countingLog(10);
    const shared = sharedLogReads(store);
    for (const after of [0, 5]) {
      const [a, b] = await Promise.all([shared.readAll(after, 5), shared.readAll(after, 5)]);
      assert.deepEqual(a, b);
    }
    await shared.readAll(0, 5);
    assert.equal(reads.count, 2);
  });

  it('given a batch shorter than asked for, when the log grows, then the next read of it sees the new events', async () => {
    const { store, add } = countingLog(3);
    const shared = sharedLogReads(store);
    assert.equal((await shared.readAll(0, 5)).length, 3);
    add(2);
    assert.deepEqual(
      (await shared.readAll(0, 5)).map((e) => e.position),
      [1, 2, 3, 4, 5],
    );
  });

  it('given more full batches than it keeps, when the oldest is asked for again, then it is read again from the store', async () => {
    const { store, reads } = countingLog(20);
    const shared = sharedLogReads(store, 2);
    for (const after of [0, 5, 10]) await shared.readAll(after, 5);
    await shared.readAll(0, 5);
    assert.equal(reads.count, 4);
  });

  it('given the other operations of the store, when called through it, then they answer as the store does', async () => {
    const { store } = countingLog(7);
    assert.equal(await sharedLogReads(store).headPosition(), 7);
  });
});
