import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventsInLogOrder } from './events-in-log-order.ts';

const metadata = { correlationId: 'c', causationId: 'c', actor: 'a', time: '2026-11-16T09:00:00.000Z' };
const built = (positions: number[]) =>
  eventsInLogOrder(
    {
      ids: positions.map((p) => `e${p}`),
      streams: positions.map(() => 's'),
      revisions: positions.map((_, i) => i),
      positions,
      types: positions.map(() => 'T'),
      data: positions.map(() => ({})),
    },
    () => metadata,
    () => '2026-11-16T09:00:00.000Z',
  );

describe('a replayed batch built from its columns', () => {
  it('given columns in the log order, when the events are built, then they come in that order', () => {
    assert.deepEqual(
      built([3, 5, 9]).map((e) => e.position),
      [3, 5, 9],
    );
  });

  it('given columns a store filled in another order, when the events are built, then they are handed over in the log order', () => {
    assert.deepEqual(
      built([5, 3, 9, 7]).map((e) => e.id),
      ['e3', 'e5', 'e7', 'e9'],
    );
  });
});
