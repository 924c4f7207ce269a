import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import { columnsInLogOrder } from './columns-in-log-order.ts';

const at =
  (positions: number[]) =>
  (i: number): RecordedEvent => ({
    id: `e${positions[i]}`,
    stream: 's',
    revision: i,
    position: positions[i],
    type: 'T',
    data: {},
    metadata: { correlationId: 'c', causationId: 'c', actor: 'a', time: '2026-11-16T09:00:00.000Z' },
    recordedAt: '2026-11-16T09:00:00.000Z',
  });

describe('a replayed batch built from its columns', () => {
  it('given columns in the log order, when the events are built, then they come in that order', () => {
    assert.deepEqual(
      columnsInLogOrder(3, at([3, 5, 9])).map((e) => e.position),
      [3, 5, 9],
    );
  });

  it('given columns a store filled in another order, when the events are built, then they are handed over in the log order', () => {
    assert.deepEqual(
      columnsInLogOrder(4, at([5, 3, 9, 7])).map((e) => e.id),
      ['e3', 'e5', 'e7', 'e9'],
    );
  });
});
