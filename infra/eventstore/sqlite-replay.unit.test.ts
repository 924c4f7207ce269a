import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { NewEvent, RecordedEvent } from '../../domain/shared/event.ts';
import { tempDir } from '../../test/support/temp.ts';
import { SqliteEventStore } from './sqlite-event-store.ts';

const odd = 'quote " backslash \\ newline \n tab \t ünïcode 😀 \u0001';
const event = (n: number): NewEvent => ({
  id: `e-${n}-"${odd.length}`,
  type: n % 2 ? `Odd"Type\\${n % 3}` : 'Plain',
  data: { n, text: odd, nested: { list: [n, null, true, 'x'] }, empty: {} },
  metadata: { correlationId: `c${n}`, causationId: odd, actor: 'a', time: '2026-11-16T09:00:00.000Z' },
});

describe('the embedded log read on a thread of its own', () => {
  it('given a log of streams, types and data with characters JSON escapes, when it is replayed in batches on the reader thread, then each event is as readAll gives it, in order', async () => {
    const store = new SqliteEventStore(path.join(tempDir(), 'events.db'), { writer: 'inline' });
    for (let n = 0; n < 30; n++) await store.append(`stream "${n % 4}" \\ ${odd}`, [event(n)], 'any');
    // Long enough (more than the four batches read here while the thread starts) for the store to read its end on its thread.
    const batches: RecordedEvent[][] = [];
    for await (const batch of store.replay(0, 7)) batches.push(batch);
    assert.deepEqual(
      batches.map((b) => b.length),
      [7, 7, 7, 7, 2],
    );
    assert.deepEqual(batches.flat(), await store.readAll(0, 100));
    await store.close();
  });

  it('given a log one event longer than the batches read before the thread starts, when it is replayed, then the thread gives that one event after them', async () => {
    const store = new SqliteEventStore(path.join(tempDir(), 'events.db'), { writer: 'inline' });
    for (let n = 0; n < 29; n++) await store.append(`stream ${n % 4}`, [event(n)], 'any');
    const batches: RecordedEvent[][] = [];
    for await (const batch of store.replay(0, 7)) batches.push(batch);
    const seven = (from: number) => Array.from({ length: 7 }, (_, i) => from + i);
    assert.deepEqual(
      batches.map((b) => b.map((e) => e.position)),
      [seven(1), seven(8), seven(15), seven(22), [29]],
    );
    assert.deepEqual(batches.flat(), await store.readAll(0, 100));
    await store.close();
  });

  it('given such a log, when it is replayed to a fold on the reader thread with only some keys of the metadata asked for, then each event holds its position, type and data as readAll gives them and those keys of its metadata, nothing else of the envelope', async () => {
    const store = new SqliteEventStore(path.join(tempDir(), 'events.db'), { writer: 'inline' });
    for (let n = 0; n < 30; n++) await store.append(`stream ${n % 4}`, [event(n)], 'any');
    const whole = await store.readAll(0, 100);
    const slim = (e: RecordedEvent, keys: readonly string[]) => ({
      position: e.position,
      type: e.type,
      data: e.data,
      metadata: Object.fromEntries(keys.map((k) => [k, e.metadata[k as keyof RecordedEvent['metadata']]])),
    });
    for (const keys of [['time'], [], ['causationId', 'time']] as const) {
      const replayed: unknown[] = [];
      for await (const batch of store.replay(0, 7, keys)) replayed.push(...batch);
      assert.deepEqual(
        replayed,
        whole.map((e) => slim(e, keys)),
      );
    }
    await store.close();
  });
});
