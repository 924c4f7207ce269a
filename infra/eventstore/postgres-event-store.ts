import pg from 'pg';
import { type AppendResult, type EventStore, type ExpectedRevision, type Subscription, WrongExpectedRevision } from '../../domain/ports/event-store.ts';
import { readAhead } from '../../domain/ports/read-ahead.ts';
import type { NewEvent, RecordedEvent } from '../../domain/shared/event.ts';
import { ddl, inTransaction } from '../postgres/transaction.ts';
import { setupOnce } from '../shared/setup-once.ts';
import { eventsInLogOrder } from './events-in-log-order.ts';
import { pollingSubscription } from './polling-subscription.ts';

/**
 * A global position is the appending transaction's id shifted left by this many bits, plus the
 * event's place in that transaction: positions then sort as (transaction, place), and every
 * transaction below the oldest one still running is finished, so that prefix of the log is final.
 */
const PLACE_BITS = 20;
const PER_TRANSACTION = 2 ** PLACE_BITS;
/** Transaction ids below 2^33 keep positions exact in a JavaScript number (8 billion appends). */
const MAX_SAFE_XID = Math.floor(Number.MAX_SAFE_INTEGER / PER_TRANSACTION);
const CHANNEL = 'launchdir_events';
const HELD_BACK_WAIT_MS = 50;
/** How many final events of the log a filtered read looks through at most. */
const LOOK_THROUGH = 20_000;
const HELD_BACK_STEP_MS = 2;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position    bigint PRIMARY KEY,
  event_id    text NOT NULL UNIQUE,
  stream      text NOT NULL,
  revision    integer NOT NULL,
  type        text NOT NULL,
  data        jsonb NOT NULL,
  metadata    jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream, revision)
);
CREATE TABLE IF NOT EXISTS streams (
  stream   text PRIMARY KEY,
  revision integer NOT NULL
);
`;

/** What is final: positions below the oldest transaction still running (none running: below the next one). */
const SAFE_BELOW = `(pg_snapshot_xmin(pg_current_snapshot())::text::bigint * ${PER_TRANSACTION})`;

type Row = { position: string; event_id: string; stream: string; revision: number; type: string; data: unknown; metadata: unknown; recorded_at: Date };

const toRecorded = (r: Row): RecordedEvent => ({
  id: r.event_id,
  stream: r.stream,
  revision: r.revision,
  position: Number(r.position),
  type: r.type,
  data: r.data,
  metadata: r.metadata as RecordedEvent['metadata'],
  recordedAt: r.recorded_at.toISOString(),
});

/** A replayed batch as the server writes it: a column of the log each, as the text of a JSON list's items or of the list. */
type BatchColumns = { positions: string; ids: string; streams: string; revisions: string; types: string; data: string; metadata: string; times: string };
const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/** The recorded events of a batch's columns, parsed at once, in the log's order; each time read by the driver's own parser (the same instant as a row's). */
function eventsOfColumns(c: BatchColumns): RecordedEvent[] {
  const [positions, ids, streams, revisions, types, data, metadata, times] = JSON.parse(
    `[[${c.positions}],${c.ids},${c.streams},[${c.revisions}],${c.types},[${c.data}],[${c.metadata}],${c.times}]`,
  ) as [number[], string[], string[], number[], string[], unknown[], RecordedEvent['metadata'][], string[]];
  return eventsInLogOrder(
    { ids, streams, revisions, positions, types, data },
    (i) => metadata[i],
    (i) => parseTimestamp(times[i]).toISOString(),
  );
}

export type PostgresEventStoreOptions = { pollMs?: number; poolSize?: number };

/**
 * The event store on PostgreSQL (`POSTGRES_URL`): streams with optimistic concurrency (a row per
 * stream, locked while appending), idempotent appends by event id, and a log read only up to what
 * no running transaction can still add to — a later append that commits first is not read before
 * an earlier one still in flight, so a subscriber never checkpoints past an event it has not seen.
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  private readonly pollMs: number;
  private readonly schema = setupOnce(() => ddl(this.pool, 'launchdir:events-schema', [SCHEMA]));
  private listener: Promise<pg.Client> | null = null;
  private readonly wakers = new Set<() => void>();
  private readonly reading = new Map<string, Promise<RecordedEvent[]>>();

  constructor(url: string, options: PostgresEventStoreOptions = {}) {
    this.pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // An idle client that errors (the server restarted) is dropped by the pool; the next query reconnects.
    this.pool.on('error', () => undefined);
    this.pollMs = options.pollMs ?? 200;
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    for (let attempt = 1; ; attempt++) {
      try {
        const [result] = await this.transaction((c) => this.appendIn(c, [{ stream, events, expected }]));
        return result;
      } catch (error) {
        // A concurrent first append to the stream (or a retry of these very events) committed meanwhile:
        // the next attempt sees it, and answers a conflict or the earlier result.
        if ((error as { code?: string }).code !== '23505' || attempt > 1) throw error;
      }
    }
  }

  /** Many appends in one transaction: bulk imports and benchmark fixtures, not the command path. */
  async appendMany(appends: { stream: string; events: NewEvent[]; expected: ExpectedRevision }[]): Promise<AppendResult[]> {
    if (appends.length === 0) return [];
    return this.transaction((c) => this.appendIn(c, appends));
  }

  private async transaction<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    await this.schema.run();
    // Subscribers of every process wake at the commit (appendIn's pg_notify is delivered then).
    return inTransaction(this.pool, work);
  }

  /**
   * Round trips matter here: one query takes the transaction id and finds events already appended
   * (a retry), then per stream one locks its row and one writes the events, the stream's revision
   * and the wake-up together.
   */
  private async appendIn(c: pg.PoolClient, appends: { stream: string; events: NewEvent[]; expected: ExpectedRevision }[]): Promise<AppendResult[]> {
    const boundaries = appends.flatMap((a) => [a.events[0].id, a.events[a.events.length - 1].id]);
    const first = await c.query<{ xid: string; existing: { event_id: string; stream: string; revision: number; position: string }[] }>(
      `SELECT pg_current_xact_id()::text AS xid,
              (SELECT coalesce(json_agg(json_build_object('event_id', event_id, 'stream', stream, 'revision', revision, 'position', position::text)), '[]'::json)
                 FROM events WHERE event_id = ANY($1::text[])) AS existing`,
      [boundaries],
    );
    const xid = Number(first.rows[0].xid);
    if (xid > MAX_SAFE_XID) throw new Error(`transaction id ${xid} is past what a position can hold exactly (${MAX_SAFE_XID})`);
    const existing = new Map(first.rows[0].existing.map((e) => [e.event_id, e]));
    let place = 0;
    const results: AppendResult[] = [];
    for (const { stream, events, expected } of appends) {
      const replay = alreadyAppended(existing, stream, events);
      if (replay) {
        results.push(replay);
        continue;
      }
      const row = (await c.query<{ revision: number }>('SELECT revision FROM streams WHERE stream = $1 FOR UPDATE', [stream])).rows[0];
      const current = row?.revision ?? -1;
      if (expected === 'no_stream' && current !== -1) throw new WrongExpectedRevision(stream, expected, current);
      if (typeof expected === 'number' && expected !== current) throw new WrongExpectedRevision(stream, expected, current === -1 ? 'no_stream' : current);
      if (place + events.length > PER_TRANSACTION) throw new Error(`at most ${PER_TRANSACTION} events fit in one transaction`);
      const positions = events.map((_, i) => xid * PER_TRANSACTION + place + i);
      const revisions = events.map((_, i) => current + 1 + i);
      const revision = revisions[revisions.length - 1];
      // No row to lock yet: a concurrent creator of the same stream makes the plain insert fail, and the append with it.
      const streamWrite =
        current === -1 ? 'INSERT INTO streams (stream, revision) VALUES ($3[1], $9)' : 'UPDATE streams SET revision = $9 WHERE stream = $3[1]';
      await c.query(
        `WITH written AS (
           INSERT INTO events (position, event_id, stream, revision, type, data, metadata)
           SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::int[], $5::text[], $6::jsonb[], $7::jsonb[])
         ), moved AS (${streamWrite})
         SELECT pg_notify($8, '')`,
        [
          positions,
          events.map((e) => e.id),
          events.map(() => stream),
          revisions,
          events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata)),
          CHANNEL,
          revision,
        ],
      );
      place += events.length;
      results.push({ revision, position: positions[positions.length - 1] });
    }
    return results;
  }

  async readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    await this.schema.run();
    const { rows } = await this.pool.query<Row>('SELECT * FROM events WHERE stream = $1 AND revision >= $2 ORDER BY revision', [stream, fromRevision]);
    return rows.map(toRecorded);
  }

  /**
   * Every projection of a process reads the same stretch of the log when an append wakes them: one
   * query answers the reads of one range that are in flight together, each caller with its own copy.
   */
  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    const key = `${after}:${limit}`;
    let shared = this.reading.get(key);
    if (!shared) {
      shared = this.readFinal(after, limit).finally(() => this.reading.delete(key));
      this.reading.set(key, shared);
    }
    return structuredClone(await shared);
  }

  /** One reader, so no copy of what a shared read answers; the next query runs on the server while the caller folds. */
  replay(after: number, size: number): AsyncIterable<RecordedEvent[]> {
    return readAhead((from, limit) => this.readFinal(from, limit, 'batch'), after, size);
  }

  /**
   * The final events after `after`. `rows`: a row each, as the driver reads them. `batch`: the server writes the whole batch
   * as one JSON text (a list per event, no key repeated), parsed here at once: a replay's long reads then cost this process
   * a third of the CPU, the rest done by the server while the caller folds the batch before.
   */
  private async readFinal(after: number, limit: number, as: 'rows' | 'batch' = 'rows'): Promise<RecordedEvent[]> {
    await this.schema.run();
    for (let waited = 0; ; waited += HELD_BACK_STEP_MS) {
      const { events, held } = as === 'rows' ? await this.finalRows(after, limit) : await this.finalBatch(after, limit);
      // Committed events held back behind a transaction still running (often a read model's short write):
      // wait a little for it rather than answer nothing and leave the caller to its slower poll.
      if (events.length > 0 || !held || waited >= HELD_BACK_WAIT_MS) return events;
      await new Promise((r) => setTimeout(r, HELD_BACK_STEP_MS));
    }
  }

  private async finalRows(after: number, limit: number): Promise<{ events: RecordedEvent[]; held: boolean }> {
    const { rows } = await this.pool.query<Row & { held: boolean }>(
      `SELECT e.*, false AS held FROM (SELECT * FROM events WHERE position > $1 AND position < ${SAFE_BELOW} ORDER BY position LIMIT $2) e
       UNION ALL
       SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, true
         WHERE EXISTS (SELECT 1 FROM events WHERE position > $1 AND position >= ${SAFE_BELOW})`,
      [after, limit],
    );
    return { events: rows.filter((r) => !r.held).map(toRecorded), held: rows.some((r) => r.held) };
  }

  private async finalBatch(after: number, limit: number): Promise<{ events: RecordedEvent[]; held: boolean }> {
    // One statement, so one snapshot: both reads of what is final agree. Each list is filled in the same pass over the same
    // rows, so the lists line up; `eventsOfColumns` puts them in the log's order should the server ever aggregate in another.
    const { rows } = await this.pool.query<BatchColumns & { held: boolean }>(
      `SELECT coalesce(string_agg(position::text, ','), '') AS positions, coalesce(json_agg(event_id)::text, '[]') AS ids,
              coalesce(json_agg(stream)::text, '[]') AS streams, coalesce(string_agg(revision::text, ','), '') AS revisions,
              coalesce(json_agg(type)::text, '[]') AS types, coalesce(string_agg(data::text, ','), '') AS data,
              coalesce(string_agg(metadata::text, ','), '') AS metadata, coalesce(json_agg(recorded_at::text)::text, '[]') AS times,
              EXISTS (SELECT 1 FROM events WHERE position > $1 AND position >= ${SAFE_BELOW}) AS held
         FROM (SELECT * FROM events WHERE position > $1 AND position < ${SAFE_BELOW} ORDER BY position LIMIT $2) e`,
      [after, limit],
    );
    return { events: eventsOfColumns(rows[0]), held: rows[0].held };
  }

  /** Looks through at most `LOOK_THROUGH` final events a call, in one statement (one snapshot). */
  async readAllOf(after: number, limit: number, types: readonly string[]): Promise<{ events: RecordedEvent[]; through: number }> {
    await this.schema.run();
    const { rows } = await this.pool.query<Row & { through: string | null }>(
      `WITH final AS (SELECT position, type FROM events WHERE position > $1 AND position < ${SAFE_BELOW} ORDER BY position LIMIT ${LOOK_THROUGH}),
            found AS (SELECT position FROM final WHERE type = ANY($3) ORDER BY position LIMIT $2)
       SELECT e.*, (SELECT max(position) FROM final) AS through FROM events e JOIN found USING (position)
       UNION ALL
       SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, (SELECT max(position) FROM final)
       ORDER BY position NULLS LAST`,
      [after, limit, types],
    );
    const events = rows.filter((r) => r.event_id !== null).map(toRecorded);
    const end = Number(rows[rows.length - 1].through ?? after);
    return { events, through: events.length === limit ? events[events.length - 1].position : end };
  }

  async headPosition(): Promise<number> {
    await this.schema.run();
    const { rows } = await this.pool.query<{ p: string | null }>(`SELECT max(position) AS p FROM events WHERE position < ${SAFE_BELOW}`);
    return Number(rows[0].p ?? 0);
  }

  /** One LISTEN connection per store wakes every subscription of this process at each commit. */
  private listen(): Promise<pg.Client> {
    this.listener ??= (async () => {
      const client = new pg.Client({ connectionString: this.pool.options.connectionString });
      client.on('notification', () => {
        for (const wake of this.wakers) wake();
      });
      client.on('error', () => {
        // Lost: subscriptions keep polling, and the next one listens again.
        this.listener = null;
      });
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      return client;
    })().catch((error) => {
      this.listener = null;
      throw error;
    });
    return this.listener;
  }

  /** Also waits when nothing new is final yet: an earlier transaction still running holds the rest back. */
  subscribeAll(after: number, onBatch: (events: RecordedEvent[]) => Promise<void>): Subscription {
    void this.listen().catch(() => undefined);
    return pollingSubscription(
      {
        readAll: (from, limit) => this.readAll(from, limit),
        pollMs: this.pollMs,
        onAppend: (wake) => {
          this.wakers.add(wake);
          return () => this.wakers.delete(wake);
        },
      },
      after,
      onBatch,
    );
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    if (listener !== null) await (await listener.catch(() => null))?.end().catch(() => undefined);
    await this.pool.end();
  }
}

/** Idempotent retry: the same event ids already written to this stream answer the first result. */
function alreadyAppended(
  existing: Map<string, { stream: string; revision: number; position: string }>,
  stream: string,
  events: NewEvent[],
): AppendResult | null {
  const first = existing.get(events[0].id);
  if (!first) return null;
  const last = existing.get(events[events.length - 1].id);
  if (first.stream !== stream || !last || last.stream !== stream || last.revision - first.revision !== events.length - 1)
    throw new WrongExpectedRevision(stream, 'any', first.revision);
  return { revision: last.revision, position: Number(last.position) };
}
