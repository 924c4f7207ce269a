import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { EventStore } from '../../domain/ports/event-store.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { DomainEvent } from '../../domain/shared/event.ts';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { nodeSecrets } from '../../infra/secrets/node-secrets.ts';
import { tempDir } from './temp.ts';

/**
 * Specifications in the grain of Emmett's API specifications, one level above the pure decisions:
 * given events in a real (embedded) event store, when a command handler or a worker acts, then the
 * events it appended, stream by stream, or its refusal. Each scenario gets a store of its own.
 *
 *   await given(inStream(listingStream(3), submitted))
 *     .when(({ commands }) => commands.hideListing({ listingId: 3, reason: 'spam' }, admin))
 *     .then(inStream(listingStream(3), { type: 'ListingHidden', data: { listingId: 3, reason: 'spam' } }));
 */

/** A Wednesday morning: the week of 2026-11-16 is under way, the next one starts on 2026-11-23. */
export const SPEC_NOW = new Date('2026-11-18T10:00:00.000Z');

export type StreamEvents = { stream: string; events: DomainEvent[] };
export const inStream = (stream: string, ...events: DomainEvent[]): StreamEvents => ({ stream, events });

/** Stands for a value the handler makes up (a random id, a token's digest): any value matches it. */
export const ANY: unknown = Symbol('any value');

/** `actual` with every place `expected` holds ANY replaced by ANY, so deepEqual ignores exactly those. */
function masked(actual: unknown, expected: unknown): unknown {
  if (expected === ANY) return ANY;
  if (Array.isArray(actual) && Array.isArray(expected)) return actual.map((a, i) => (i < expected.length ? masked(a, expected[i]) : a));
  if (actual && expected && typeof actual === 'object' && typeof expected === 'object')
    return Object.fromEntries(Object.entries(actual).map(([k, v]) => [k, k in expected ? masked(v, (expected as Record<string, unknown>)[k]) : v]));
  return actual;
}

/** The world a scenario acts on: at least an event store and the clock it reads. */
export type SpecWorld = { store: EventStore; clock: FixedClock; close?: () => Promise<void> };

/** The base of every world: a fresh embedded store (appends on this thread: a scenario makes few), a fixed clock, real secrets. */
export function baseWorld(now: Date = SPEC_NOW) {
  const store = new SqliteEventStore(path.join(tempDir('launchdir-spec-'), 'events.db'), { writer: 'inline', synchronous: 'normal' });
  return { store, clock: new FixedClock(now), secrets: nodeSecrets('the server key of a specification, 32+ characters') };
}

async function append(store: EventStore, history: StreamEvents[]) {
  const time = new Date(0).toISOString();
  for (const { stream, events } of history) {
    const metadata = { correlationId: 'given', causationId: 'given', actor: 'spec:given', time };
    await store.append(
      stream,
      events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
      'any',
    );
  }
}

/** What was appended after the givens, grouped by stream in the order each stream was first written. */
async function appendedSince(store: EventStore, position: number): Promise<StreamEvents[]> {
  const grouped: StreamEvents[] = [];
  for (const e of await store.readAll(position, 10_000)) {
    const group = grouped.find((g) => g.stream === e.stream);
    if (group) group.events.push({ type: e.type, data: e.data });
    else grouped.push({ stream: e.stream, events: [{ type: e.type, data: e.data }] });
  }
  return grouped;
}

type Settled<R> = { ok: true; result: R } | { ok: false; error: unknown };

/**
 * `makeWorld` builds the world afresh for each scenario; `before` runs after the givens are in the
 * store and before the act (a worker's world lets its read models catch up there).
 */
export function specification<W extends SpecWorld>(makeWorld: () => Promise<W> | W, options: { before?: (world: W) => Promise<void> } = {}) {
  const run = async <R>(history: StreamEvents[], act: (world: W) => Promise<R>, check: (s: Settled<R>, appended: StreamEvents[], world: W) => void) => {
    const world = await makeWorld();
    try {
      await append(world.store, history);
      await options.before?.(world);
      const from = await world.store.headPosition();
      const settled: Settled<R> = await act(world).then(
        (result) => ({ ok: true as const, result }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      check(settled, await appendedSince(world.store, from), world);
      return settled.ok ? settled.result : undefined;
    } finally {
      await (world.close ? world.close() : world.store.close());
    }
  };
  return {
    given: (...history: StreamEvents[]) => ({
      when: <R>(act: (world: W) => Promise<R>) => ({
        /** Acts, then checks the events appended, stream by stream; none expected means nothing changes. Answers the act's result. */
        // biome-ignore lint/suspicious/noThenProperty: given/when/then reads as the specification does; awaited only as called
        then: (...expected: StreamEvents[]) =>
          run(history, act, (s, appended) => {
            if (!s.ok) throw s.error;
            assert.deepEqual(masked(appended, expected), expected);
          }) as Promise<R>,
        /**
         * Acts and expects the domain's refusal of this kind (and message), with nothing appended; or, where a handler
         * of several steps refuses at a later one, with exactly what its earlier steps appended (`stillAppended`).
         */
        thenRefuses: (kind: DomainError['kind'], message?: RegExp, ...stillAppended: StreamEvents[]) =>
          run(history, act, (s, appended) => {
            assert.ok(!s.ok, 'expected a refusal, but the act succeeded');
            assert.ok(s.error instanceof DomainError, `expected a DomainError, got ${String(s.error)}`);
            assert.equal(s.error.kind, kind, s.error.message);
            if (message) assert.match(s.error.message, message);
            assert.deepEqual(masked(appended, stillAppended), stillAppended, 'a refusal changes nothing (beyond the steps before it)');
          }),
      }),
    }),
  };
}
