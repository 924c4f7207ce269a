import assert from 'node:assert/strict';
import type { Doc } from '../../domain/ports/document-store.ts';
import type { DomainEvent, RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection, ProjectionWriter } from './projection.ts';

export const EPOCH = '2026-11-16T09:00:00.000Z';

/** An event as the log would hand it over: its place in the log and the time it was recorded. */
export const recorded = (event: DomainEvent, position: number, time: string): RecordedEvent => ({
  ...event,
  id: `event-${position}`,
  stream: 'spec',
  revision: position - 1,
  position,
  metadata: { correlationId: 'spec', causationId: 'spec', actor: 'spec', time },
  recordedAt: time,
});

/** The projection's documents, kept in memory: what a given/when/then specification reads. */
class MemoryWriter implements ProjectionWriter {
  readonly docs = new Map<string, Doc>();
  async get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    return (this.docs.get(`${collection}/${id}`) as T | undefined) ?? null;
  }
  put(collection: string, doc: Doc): void {
    this.docs.set(`${collection}/${doc.id}`, doc);
  }
  delete(collection: string, id: string): void {
    this.docs.delete(`${collection}/${id}`);
  }
}

/**
 * given(events).when(event).then(documents) for a read-model projection: one scenario per test,
 * events applied in order through the projection's own entry point (a fold also checks that it
 * read only what its `touches` named). `at` sets each event's recorded time.
 */
export function givenEvents(p: Projection, history: (DomainEvent & { at?: string })[]) {
  const writer = new MemoryWriter();
  let position = 0;
  const apply = async (e: DomainEvent & { at?: string }) => {
    position += 1;
    const { at, ...event } = e;
    if (p.handles.includes(event.type)) await p.apply(recorded(event, position, at ?? EPOCH), writer);
  };
  return {
    when(event: DomainEvent & { at?: string }) {
      return {
        /** The documents named, compared field by field with those expected (null: absent; a dotted field is nested). */
        // biome-ignore lint/suspicious/noThenProperty: given/when/then reads as the specification does; the object itself is never awaited
        async then(expected: Record<string, Record<string, Record<string, unknown> | null>>) {
          for (const e of history) await apply(e);
          await apply(event);
          for (const [collection, docs] of Object.entries(expected))
            for (const [id, fields] of Object.entries(docs)) {
              const doc = await writer.get(collection, id);
              if (fields === null) assert.equal(doc, null, `${collection}/${id} is absent`);
              else {
                assert.ok(doc, `${collection}/${id} exists`);
                // A dotted name reaches into a nested field: 'state.status'.
                for (const [field, value] of Object.entries(fields))
                  assert.deepEqual(
                    field.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], doc),
                    value,
                    `${collection}/${id}.${field}`,
                  );
              }
            }
        },
      };
    },
  };
}
