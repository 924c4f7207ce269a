import type { RecordedEvent } from '../../domain/shared/event.ts';

/**
 * The `count` events a replayed batch lists as columns, the i-th built by `at(i)`, in the log's order. A store fills its
 * columns in the order it steps the rows, which is the log's; should one ever not, the batch is still handed over in order.
 */
export function columnsInLogOrder(count: number, at: (i: number) => RecordedEvent): RecordedEvent[] {
  const events: RecordedEvent[] = new Array(count);
  let ordered = true;
  for (let i = 0; i < count; i++) {
    events[i] = at(i);
    if (i > 0 && events[i].position <= events[i - 1].position) ordered = false;
  }
  return ordered ? events : events.sort((a, b) => a.position - b.position);
}
