import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { AppendResult, EventStore, ExpectedRevision, Subscription } from '../../domain/ports/event-store.ts';
import { readAhead } from '../../domain/ports/read-ahead.ts';
import type { EventMetadata, NewEvent, RecordedEvent, Replayed } from '../../domain/shared/event.ts';
import { pollingSubscription } from './polling-subscription.ts';
import { type AppendRequest, openEventsDatabase, outcomeError, SqliteAppender } from './sqlite-appender.ts';
import { replayOnThread } from './sqlite-replay.ts';
import type { FromWriter, ToWriter } from './sqlite-writer-thread.ts';

type Row = {
  position: number;
  event_id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
};

const toRecorded = (r: Row): RecordedEvent => ({
  id: r.event_id,
  stream: r.stream,
  revision: r.revision,
  position: r.position,
  type: r.type,
  data: JSON.parse(r.data),
  metadata: JSON.parse(r.metadata),
  recordedAt: r.recorded_at,
});

const encoded = (stream: string, events: NewEvent[], expected: ExpectedRevision): AppendRequest => ({
  stream,
  expected,
  events: events.map((e) => ({ id: e.id, type: e.type, data: JSON.stringify(e.data), metadata: JSON.stringify(e.metadata) })),
});

const WRITER = new URL('./sqlite-writer-thread.ts', import.meta.url);

export type SqliteEventStoreOptions = {
  /** `full` fsyncs every commit so an acknowledged append survives power loss, not only a crash. */
  synchronous?: 'full' | 'normal';
  /** How often a live subscription looks for appends made by other processes. */
  pollMs?: number;
  /**
   * `thread` (the default) commits on a writer thread, so a server's loop never waits on the disk;
   * `inline` commits on the caller's thread, for a short-lived process that makes a few appends
   * (a CLI command), where starting the thread costs more than the waiting it saves.
   */
  writer?: 'thread' | 'inline';
};

/** How many events of the log a filtered read looks through at most: a few milliseconds of the reading thread. */
const LOOK_THROUGH = 20_000;

type Waiting = { resolve: (r: AppendResult) => void; reject: (e: unknown) => void };

/**
 * The embedded event store: one SQLite file in WAL mode, safe for several processes. Reads run on
 * this thread's connection; appends go to a writer thread with its own connection, which commits
 * the appends that arrive together as one group (one transaction, one fsync) while this loop goes
 * on answering requests. Nobody is answered before the commit.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private readonly pollMs: number;
  private readonly synchronous: 'full' | 'normal';
  private readonly stmts;
  private writer: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private outbox: { id: number; request: AppendRequest }[] = [];
  private closed = false;

  private readonly file: string;
  /** Set when appends commit on this thread instead of the writer thread. */
  private readonly inline: SqliteAppender | null;

  constructor(file: string, options: SqliteEventStoreOptions = {}) {
    this.file = file;
    this.synchronous = options.synchronous ?? 'full';
    this.db = new Database(file);
    openEventsDatabase(this.db, this.synchronous);
    this.pollMs = options.pollMs ?? 100;
    this.appended.setMaxListeners(0);
    this.stmts = {
      readStream: this.db.prepare<[string, number], Row>('SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision'),
      readAll: this.db.prepare<[number, number], Row>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      head: this.db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
      lookedThrough: this.db
        .prepare<[number, number], number | null>('SELECT max(position) FROM (SELECT position FROM events WHERE position > ? ORDER BY position LIMIT ?)')
        .pluck(),
      readOf: this.db.prepare<[number, number, string, number], Row>(
        'SELECT * FROM events WHERE position > ? AND position <= ? AND type IN (SELECT value FROM json_each(?)) ORDER BY position LIMIT ?',
      ),
    };
    this.inline = options.writer === 'inline' ? new SqliteAppender(this.db) : null;
  }

  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) return Promise.reject(new Error('append needs at least one event'));
    if (this.closed) return Promise.reject(new Error('the event store is closed'));
    const request = encoded(stream, events, expected);
    if (this.inline) return this.appendInline(request);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      // Held only while an append waits, so an idle store never keeps a process alive.
      if (this.waiting.size === 1) this.startedWriter().ref();
      this.outbox.push({ id, request });
      if (this.outbox.length === 1) queueMicrotask(() => this.send());
    });
  }

  private async appendInline(request: AppendRequest): Promise<AppendResult> {
    const [outcome] = (this.inline as SqliteAppender).commitGroup([request]);
    if (!('ok' in outcome)) throw outcomeError(outcome);
    this.appended.emit('append', outcome.ok.position);
    return outcome.ok;
  }

  /** The appends made in one turn of the loop cross to the writer as one message. */
  private send() {
    const appends = this.outbox;
    this.outbox = [];
    if (appends.length > 0) this.startedWriter().postMessage({ appends } satisfies ToWriter);
  }

  private startedWriter(): Worker {
    if (this.writer) return this.writer;
    const writer = new Worker(WRITER, { workerData: { file: this.file, synchronous: this.synchronous } });
    writer.on('message', (m: FromWriter) => this.answer(m));
    writer.on('error', (err) => this.abandon(writer, err instanceof Error ? err : new Error(String(err))));
    writer.on('exit', (code) => this.abandon(writer, new Error(`the event store's writer thread ended (${code})`)));
    this.writer = writer;
    return writer;
  }

  private answer(m: FromWriter) {
    if ('answers' in m) {
      let last = 0;
      for (const { id, outcome } of m.answers) {
        const w = this.settle(id);
        if (!w) continue;
        if ('ok' in outcome) {
          last = Math.max(last, outcome.ok.position);
          w.resolve(outcome.ok);
        } else w.reject(outcomeError(outcome));
      }
      if (last > 0) this.appended.emit('append', last);
    } else if ('groupFailed' in m) {
      // The group did not commit (the disk, a lock held too long): nothing of it was written.
      for (const id of m.groupFailed.ids) this.settle(id)?.reject(new Error(m.groupFailed.message));
    }
  }

  private settle(id: number): Waiting | undefined {
    const w = this.waiting.get(id);
    this.waiting.delete(id);
    if (this.waiting.size === 0) this.writer?.unref();
    return w;
  }

  /** A writer that died answers nobody again: its waiting appends fail (they may or may not have committed), the next append starts a new one. */
  private abandon(writer: Worker, err: Error) {
    if (this.writer !== writer) return;
    this.writer = null;
    for (const w of this.waiting.values()) w.reject(err);
    this.waiting.clear();
  }

  /** Many appends in one transaction, all or nothing: bulk imports and benchmark fixtures, not the command path. */
  async appendMany(appends: { stream: string; events: NewEvent[]; expected: ExpectedRevision }[]): Promise<AppendResult[]> {
    const results = new SqliteAppender(this.db).commitAll(appends.map((a) => encoded(a.stream, a.events, a.expected)));
    if (results.length > 0) this.appended.emit('append', results[results.length - 1].position);
    return results;
  }

  async readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return this.stmts.readStream.all(stream, fromRevision).map(toRecorded);
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    return this.stmts.readAll.all(after, limit).map(toRecorded);
  }

  /** Looks through at most `LOOK_THROUGH` events a call; both reads see the same snapshot of the log. */
  async readAllOf(after: number, limit: number, types: readonly string[]): Promise<{ events: RecordedEvent[]; through: number }> {
    return this.db.transaction(() => {
      const end = this.stmts.lookedThrough.get(after, LOOK_THROUGH) ?? after;
      const rows = this.stmts.readOf.all(after, end, JSON.stringify(types), limit);
      return { events: rows.map(toRecorded), through: rows.length === limit ? rows[rows.length - 1].position : end };
    })();
  }

  /**
   * A long stretch of the log is read on a thread of its own, ahead of the caller (see sqlite-replay.ts); a short one
   * (or an in-memory file, which no other connection can open) here, where starting a thread would cost more.
   */
  replay(after: number, size: number): AsyncIterable<RecordedEvent[]>;
  replay<K extends keyof EventMetadata>(after: number, size: number, metadata: readonly K[]): AsyncIterable<Replayed<RecordedEvent, K>[]>;
  replay(after: number, size: number, metadata?: readonly (keyof EventMetadata)[]): AsyncIterable<Replayed<RecordedEvent, keyof EventMetadata>[]> {
    const head = this.stmts.head.get()?.p ?? 0;
    // A short stretch gives every key of the metadata: more than was asked, which the caller may have.
    if (this.file === ':memory:' || this.file === '' || head - after <= 2 * size) return readAhead((from, limit) => this.readAll(from, limit), after, size);
    return replayOnThread(this.db, this.file, after, size, metadata);
  }

  async headPosition(): Promise<number> {
    return this.stmts.head.get()?.p ?? 0;
  }

  subscribeAll(after: number, onBatch: (events: RecordedEvent[]) => Promise<void>): Subscription {
    return pollingSubscription(
      {
        readAll: (from, limit) => this.readAll(from, limit),
        pollMs: this.pollMs,
        onAppend: (wake) => {
          this.appended.on('append', wake);
          return () => this.appended.off('append', wake);
        },
      },
      after,
      onBatch,
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.send();
    const writer = this.writer;
    if (writer) {
      writer.ref();
      // The writer commits what it holds before it closes; everything already sent is answered first.
      await new Promise<void>((resolve) => {
        writer.on('message', (m: FromWriter) => {
          if ('closed' in m) resolve();
        });
        writer.once('exit', () => resolve());
        writer.postMessage({ close: true } satisfies ToWriter);
      });
      this.writer = null;
      await writer.terminate();
    }
    this.db.close();
  }
}
