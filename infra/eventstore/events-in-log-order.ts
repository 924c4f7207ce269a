import type { RecordedEvent } from '../../domain/shared/event.ts';

/** A replayed batch as columns of the log, one list per field, the i-th entry of each the i-th event's. */
export type LogColumns = { ids: string[]; streams: string[]; revisions: number[]; positions: number[]; types: string[]; data: unknown[] };

/**
 * The events a replayed batch lists as columns, in the log's order; each store says how it reads an event's metadata and
 * time (`metadataAt`, `recordedAtAt`). A store fills its columns in the order it steps the rows, which is the log's; should one
 * ever not, the batch is still handed over in order.
 */
export function eventsInLogOrder(c: LogColumns, metadataAt: (i: number) => RecordedEvent['metadata'], recordedAtAt: (i: number) => string): RecordedEvent[] {
  const events: RecordedEvent[] = new Array(c.positions.length);
  for (let i = 0; i < events.length; i++) {
    events[i] = {
      id: c.ids[i],
      stream: c.streams[i],
      revision: c.revisions[i],
      position: c.positions[i],
      type: c.types[i],
      data: c.data[i],
      metadata: metadataAt(i),
      recordedAt: recordedAtAt(i),
    };
  }
  return inLogOrder(events);
}

/** A batch's events as the log orders them: as given when they are (the common case, checked in one pass), else sorted. */
export function inLogOrder<T extends { position: number }>(events: T[]): T[] {
  for (let i = 1; i < events.length; i++) if (events[i].position <= events[i - 1].position) return events.sort((a, b) => a.position - b.position);
  return events;
}
