import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { type EventStore, WrongExpectedRevision } from '../../domain/ports/event-store.ts';
import type { NewEvent, RecordedEvent, Replayed } from '../../domain/shared/event.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

export const newEvent = (type: string, data: Record<string, unknown> = {}, id = randomUUID()): NewEvent => ({
  id,
  type,
  data,
  metadata: { correlationId: 'c-1', causationId: 'c-1', actor: 'tester', time: '2026-11-23T10:00:00.000Z' },
});

/** The behaviour every event store adapter must show; `open` gives a fresh, empty store. */
export function eventStoreContract(name: string, open: () => Promise<EventStore>, skip: string | false = false) {
  describe(`event store contract: ${name}`, { skip }, () => {
    const unique = () => `contract-${randomUUID()}`;

    it('appends to a new stream and reads it back in order', async () => {
      const store = await open();
      const s = unique();
      const r = await store.append(s, [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })], 'no_stream');
      assert.equal(r.revision, 1);
      const events = await store.readStream(s);
      assert.deepEqual(
        events.map((e) => [e.type, e.revision, e.data]),
        [
          ['A', 0, { n: 1 }],
          ['B', 1, { n: 2 }],
        ],
      );
      assert.equal(events[0].metadata.actor, 'tester');
      assert.ok(events[1].position > events[0].position);
      assert.equal(r.position, events[1].position);
      await store.close();
    });

    it('reads an unknown stream as empty', async () => {
      const store = await open();
      assert.deepEqual(await store.readStream(unique()), []);
      await store.close();
    });

    it('refuses no_stream on an existing stream and a stale revision', async () => {
      const store = await open();
      const s = unique();
      await store.append(s, [newEvent('A')], 'no_stream');
      await assert.rejects(store.append(s, [newEvent('B')], 'no_stream'), WrongExpectedRevision);
      await store.append(s, [newEvent('B')], 0);
      await assert.rejects(store.append(s, [newEvent('C')], 0), WrongExpectedRevision);
      await assert.rejects(store.append(unique(), [newEvent('C')], 3), WrongExpectedRevision);
      await store.append(s, [newEvent('C')], 'any');
      assert.deepEqual(
        (await store.readStream(s)).map((e) => e.type),
        ['A', 'B', 'C'],
      );
      await store.close();
    });

    it('does not duplicate a retried append with the same event ids', async () => {
      const store = await open();
      const s = unique();
      const events = [newEvent('A'), newEvent('B')];
      const first = await store.append(s, events, 'no_stream');
      const again = await store.append(s, events, 'no_stream');
      assert.deepEqual(again, first);
      assert.equal((await store.readStream(s)).length, 2);
      await store.close();
    });

    it('reads all events after a position in log order, across streams', async () => {
      const store = await open();
      const start = await store.headPosition();
      const a = unique();
      const b = unique();
      await store.append(a, [newEvent('A1')], 'no_stream');
      await store.append(b, [newEvent('B1')], 'no_stream');
      await store.append(a, [newEvent('A2')], 0);
      const all = (await store.readAll(start, 100)).filter((e) => e.stream === a || e.stream === b);
      assert.deepEqual(
        all.map((e) => e.type),
        ['A1', 'B1', 'A2'],
      );
      const positions = all.map((e) => e.position);
      assert.deepEqual(
        [...positions].sort((x, y) => x - y),
        positions,
      );
      const rest = await store.readAll(all[0].position, 100);
      assert.ok(!rest.some((e) => e.id === all[0].id), 'readAll is exclusive of its start');
      assert.equal((await store.readAll(start, 1)).length, 1);
      await store.close();
    });

    it('replays the log after a position in order, batch after batch to its end, each event as readAll gives it; a caller may stop early', async () => {
      const store = await open();
      const start = await store.headPosition();
      const s = unique();
      for (let n = 0; n < 12; n++) await store.append(s, [newEvent('R', { n, text: 'quote " and \\ backslash, ünïcode' })], n === 0 ? 'no_stream' : n - 1);
      const batches: RecordedEvent[][] = [];
      for await (const batch of store.replay(start, 5)) batches.push(batch);
      const replayed = batches.flat().filter((e) => e.stream === s);
      assert.deepEqual(
        replayed.map((e) => (e.data as { n: number }).n),
        [...Array(12).keys()],
      );
      assert.deepEqual(
        replayed,
        (await store.readAll(start, 100)).filter((e) => e.stream === s),
      );
      assert.ok(batches.every((b) => b.length <= 5) && batches.length >= 3, `batches of at most 5: ${batches.map((b) => b.length)}`);
      for await (const batch of store.replay(start, 2)) {
        assert.equal(batch.length, 2);
        break;
      }
      await store.close();
    });

    it('replays to a fold each event’s position, type and data as readAll gives them, its metadata holding the keys asked for and no other, and nothing else of the envelope', async () => {
      const store = await open();
      const start = await store.headPosition();
      const s = unique();
      for (let n = 0; n < 12; n++) await store.append(s, [newEvent('R', { n })], n === 0 ? 'no_stream' : n - 1);
      const whole = (await store.readAll(start, 100)).filter((e) => e.stream === s);
      const ours = new Set(whole.map((e) => e.position));
      for (const keys of [['time'], [], ['actor', 'time']] as const) {
        const replayed: Replayed<RecordedEvent, (typeof keys)[number]>[] = [];
        for await (const batch of store.replay(start, 5, keys)) replayed.push(...batch.filter((e) => ours.has(e.position)));
        assert.equal(replayed.length, 12);
        replayed.forEach((e, i) => {
          const { metadata, ...rest } = e;
          const { metadata: all, position, type, data } = whole[i];
          // A store may hand over more of the envelope than a fold reads; none of it may differ from the log.
          assert.deepEqual({ position: rest.position, type: rest.type, data: rest.data }, { position, type, data });
          for (const [key, value] of Object.entries(rest)) assert.deepEqual(value, whole[i][key as keyof RecordedEvent], `${key} as readAll gives it`);
          for (const key of keys) assert.equal(metadata[key], all[key], `${key} as readAll gives it`);
          for (const [key, value] of Object.entries(metadata)) assert.equal(value, all[key as keyof typeof all], `${key}: none but as readAll gives it`);
        });
      }
      await store.close();
    });

    it('reads only the events of the types asked for, with how far it looked: every such event up to there is among them', async (t) => {
      const store = await open();
      if (!store.readAllOf) {
        await store.close();
        return t.skip('this store offers no filtered read (runners read the whole log)');
      }
      const start = await store.headPosition();
      const s = unique();
      const types = ['Wanted', 'Other', 'Other', 'Wanted', 'Other'];
      for (const [n, type] of types.entries()) await store.append(s, [newEvent(type, { n })], n === 0 ? 'no_stream' : n - 1);
      const head = await store.headPosition();
      const wanted = (await store.readAll(start, 100)).filter((e) => e.stream === s && e.type === 'Wanted');
      assert.deepEqual(await store.readAllOf(start, 100, ['Wanted']), { events: wanted, through: head });
      assert.deepEqual(await store.readAllOf(start, 1, ['Wanted']), { events: [wanted[0]], through: wanted[0].position });
      assert.deepEqual(await store.readAllOf(wanted[1].position, 100, ['Wanted']), { events: [], through: head });
      assert.deepEqual(await store.readAllOf(head, 100, ['Wanted', 'Other']), { events: [], through: head });
      await store.close();
    });

    it('gives each event of a multi-event append its own position, readable from the middle of the append', async () => {
      const store = await open();
      const start = await store.headPosition();
      const s = unique();
      const appended = await store.append(s, [newEvent('M1'), newEvent('M2'), newEvent('M3')], 'no_stream');
      const all = (await store.readAll(start, 100)).filter((e) => e.stream === s);
      assert.deepEqual(
        all.map((e) => e.type),
        ['M1', 'M2', 'M3'],
      );
      assert.deepEqual(
        all.map((e) => e.revision),
        [0, 1, 2],
      );
      assert.equal(new Set(all.map((e) => e.position)).size, 3, 'three positions, not one shared by the append');
      assert.ok(all[0].position < all[1].position && all[1].position < all[2].position);
      assert.equal(appended.position, all[2].position, 'the append answers the position of its last event');
      // A reader that checkpointed after the first event of the append resumes with the other two.
      assert.deepEqual(
        (await store.readAll(all[0].position, 100)).filter((e) => e.stream === s).map((e) => e.type),
        ['M2', 'M3'],
      );
      const seen: string[] = [];
      let done: () => void = () => undefined;
      const finished = new Promise<void>((r) => {
        done = r;
      });
      const sub = store.subscribeAll(all[0].position, async (batch) => {
        for (const e of batch) if (e.stream === s) seen.push(e.type);
        if (seen.length >= 2) done();
      });
      await Promise.race([
        finished,
        new Promise((_, reject) => setTimeout(() => reject(new Error(`subscription did not deliver within ${PATIENCE_MS} ms`)), PATIENCE_MS).unref()),
      ]);
      await sub.stop();
      assert.deepEqual(seen, ['M2', 'M3']);
      await store.close();
    });

    it('catch-up subscription delivers past events, then new ones, in order', async () => {
      const store = await open();
      const start = await store.headPosition();
      const s = unique();
      await store.append(s, [newEvent('Past')], 'no_stream');
      const seen: RecordedEvent[] = [];
      let resolveLive: () => void;
      const live = new Promise<void>((r) => (resolveLive = r));
      const sub = store.subscribeAll(start, async (batch) => {
        seen.push(...batch.filter((e) => e.stream === s));
        if (seen.some((e) => e.type === 'Live')) resolveLive();
      });
      // Caught up first, so the next append is one it must see live.
      await until('the past event delivered', async () => seen.length > 0);
      await store.append(s, [newEvent('Live')], 0);
      await Promise.race([
        live,
        new Promise((_, reject) => setTimeout(() => reject(new Error(`no live event within ${PATIENCE_MS} ms`)), PATIENCE_MS).unref()),
      ]);
      await sub.stop();
      assert.deepEqual(
        seen.map((e) => e.type),
        ['Past', 'Live'],
      );
      await store.close();
    });
  });
}
