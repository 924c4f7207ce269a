import { EventEmitter } from 'node:events';
import Database from 'better-sqlite3';
import { type AppendResult, type EventStore, type ExpectedRevision, type Subscription, WrongExpectedRevision } from '../../domain/ports/event-store.ts';
import type { NewEvent, RecordedEvent } from '../../domain/shared/event.ts';
import { pollingSubscription } from './polling-subscription.ts';

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

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id    TEXT NOT NULL UNIQUE,
  stream      TEXT NOT NULL,
  revision    INTEGER NOT NULL,
  type        TEXT NOT NULL,
  data        TEXT NOT NULL,
  metadata    TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  UNIQUE (stream, revision)
);
CREATE TABLE IF NOT EXISTS streams (
  stream   TEXT PRIMARY KEY,
  revision INTEGER NOT NULL
) WITHOUT ROWID;
`;

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

export type SqliteEventStoreOptions = {
  /** `full` fsyncs every commit so an acknowledged append survives power loss, not only a crash. */
  synchronous?: 'full' | 'normal';
  /** How often a live subscription looks for appends made by other processes. */
  pollMs?: number;
};

/** The embedded event store: one SQLite file in WAL mode, safe for several processes. */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private readonly pollMs: number;
  private readonly stmts;
  private readonly appendOne;
  private pending: { stream: string; events: NewEvent[]; expected: ExpectedRevision; resolve: (r: AppendResult) => void; reject: (e: unknown) => void }[] = [];
  private flushScheduled = false;

  constructor(file: string, options: SqliteEventStoreOptions = {}) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
    this.db.pragma('busy_timeout = 10000');
    this.db.exec(SCHEMA);
    this.pollMs = options.pollMs ?? 100;
    this.appended.setMaxListeners(0);
    this.stmts = {
      revision: this.db.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream = ?'),
      setRevision: this.db.prepare('INSERT INTO streams (stream, revision) VALUES (?, ?) ON CONFLICT(stream) DO UPDATE SET revision = excluded.revision'),
      insert: this.db.prepare('INSERT INTO events (event_id, stream, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      byId: this.db.prepare<[string], { stream: string; revision: number; position: number }>(
        'SELECT stream, revision, position FROM events WHERE event_id = ?',
      ),
      readStream: this.db.prepare<[string, number], Row>('SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision'),
      readAll: this.db.prepare<[number, number], Row>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      head: this.db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
    };
    // Run inside the group's transaction, this is a SAVEPOINT: a conflict undoes only its own append.
    this.appendOne = this.db.transaction((stream: string, events: NewEvent[], expected: ExpectedRevision) => this.appendLocked(stream, events, expected));
  }

  private appendLocked(stream: string, events: NewEvent[], expected: ExpectedRevision): AppendResult {
    const replay = this.alreadyAppended(stream, events);
    if (replay) return replay;
    const current = this.stmts.revision.get(stream)?.revision ?? -1;
    if (expected === 'no_stream' && current !== -1) throw new WrongExpectedRevision(stream, expected, current);
    if (typeof expected === 'number' && expected !== current) throw new WrongExpectedRevision(stream, expected, current === -1 ? 'no_stream' : current);
    const now = new Date().toISOString();
    let revision = current;
    let position = 0;
    for (const e of events) {
      revision += 1;
      const info = this.stmts.insert.run(e.id, stream, revision, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata), now);
      position = Number(info.lastInsertRowid);
    }
    this.stmts.setRevision.run(stream, revision);
    return { revision, position };
  }

  /** Idempotent retry: the same event ids already written to this stream answer the first result. */
  private alreadyAppended(stream: string, events: NewEvent[]): AppendResult | null {
    const first = this.stmts.byId.get(events[0].id);
    if (!first) return null;
    const last = this.stmts.byId.get(events[events.length - 1].id);
    if (first.stream !== stream || !last || last.stream !== stream || last.revision - first.revision !== events.length - 1)
      throw new WrongExpectedRevision(stream, 'any', first.revision);
    return { revision: last.revision, position: last.position };
  }

  /**
   * Appends arriving together are committed together (group commit): one IMMEDIATE transaction
   * and one fsync for all of them, each in its own savepoint so one conflict fails only itself.
   * Nobody is answered before the commit.
   */
  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) return Promise.reject(new Error('append needs at least one event'));
    return new Promise((resolve, reject) => {
      this.pending.push({ stream, events, expected, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flushPending());
      }
    });
  }

  private flushPending() {
    this.flushScheduled = false;
    const group = this.pending.splice(0);
    if (group.length === 0) return;
    const outcomes: ({ ok: AppendResult } | { err: unknown })[] = [];
    try {
      // IMMEDIATE takes the write lock up front, so two processes cannot both read the same revision.
      this.db
        .transaction(() => {
          for (const a of group) {
            try {
              outcomes.push({ ok: this.appendOne(a.stream, a.events, a.expected) });
            } catch (err) {
              outcomes.push({ err });
            }
          }
        })
        .immediate();
    } catch (err) {
      // The group did not commit (the disk, a lock held too long): nothing of it was written.
      for (const a of group) a.reject(err);
      return;
    }
    let last = 0;
    group.forEach((a, i) => {
      const o = outcomes[i];
      if ('ok' in o) {
        last = Math.max(last, o.ok.position);
        a.resolve(o.ok);
      } else a.reject(o.err);
    });
    if (last > 0) this.appended.emit('append', last);
  }

  /** Many appends in one transaction: bulk imports and benchmark fixtures, not the command path. */
  async appendMany(appends: { stream: string; events: NewEvent[]; expected: ExpectedRevision }[]): Promise<AppendResult[]> {
    const results = this.db.transaction(() => appends.map((a) => this.appendLocked(a.stream, a.events, a.expected))).immediate();
    if (results.length > 0) this.appended.emit('append', results[results.length - 1].position);
    return results;
  }

  async readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return this.stmts.readStream.all(stream, fromRevision).map(toRecorded);
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    return this.stmts.readAll.all(after, limit).map(toRecorded);
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
    this.flushPending();
    this.db.close();
  }
}
