import type Database from 'better-sqlite3';
import { type AppendResult, type ExpectedRevision, WrongExpectedRevision } from '../../domain/ports/event-store.ts';

export const EVENTS_SCHEMA = `
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

/** An event ready to be written: data and metadata already serialised, so it crosses threads as text. */
export type EncodedEvent = { id: string; type: string; data: string; metadata: string };
export type AppendRequest = { stream: string; events: EncodedEvent[]; expected: ExpectedRevision };
/** What one append of a group came to; a conflict is carried as data so it can cross a thread. */
export type AppendOutcome =
  | { ok: AppendResult }
  | { conflict: { stream: string; expected: ExpectedRevision; actual: number | 'no_stream' } }
  | { failed: string };

export function openEventsDatabase(db: Database.Database, synchronous: 'full' | 'normal') {
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  db.pragma('busy_timeout = 10000');
  db.exec(EVENTS_SCHEMA);
}

export const outcomeError = (o: Exclude<AppendOutcome, { ok: AppendResult }>): Error =>
  'conflict' in o ? new WrongExpectedRevision(o.conflict.stream, o.conflict.expected, o.conflict.actual) : new Error(o.failed);

/**
 * The write half of the embedded event store, on one connection: a group of appends is one
 * IMMEDIATE transaction and one fsync, each append in its own savepoint so a conflict fails only
 * itself. Runs on the store's writer thread, or inline for bulk loads.
 */
export class SqliteAppender {
  private readonly stmts;
  private readonly appendOne;
  private readonly db: Database.Database;

  constructor(db: Database.Database) {
    this.db = db;
    this.stmts = {
      revision: db.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream = ?'),
      setRevision: db.prepare('INSERT INTO streams (stream, revision) VALUES (?, ?) ON CONFLICT(stream) DO UPDATE SET revision = excluded.revision'),
      insert: db.prepare('INSERT INTO events (event_id, stream, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      byId: db.prepare<[string], { stream: string; revision: number; position: number }>('SELECT stream, revision, position FROM events WHERE event_id = ?'),
    };
    // Run inside the group's transaction, this is a SAVEPOINT: a conflict undoes only its own append.
    this.appendOne = db.transaction((a: AppendRequest) => this.appendLocked(a));
  }

  /** Commits the group; throws only when the group as a whole did not commit (nothing of it was written). */
  commitGroup(group: AppendRequest[]): AppendOutcome[] {
    const outcomes: AppendOutcome[] = [];
    // IMMEDIATE takes the write lock up front, so two processes cannot both read the same revision.
    this.db
      .transaction(() => {
        for (const a of group) {
          try {
            outcomes.push({ ok: this.appendOne(a) });
          } catch (err) {
            outcomes.push(
              err instanceof WrongExpectedRevision
                ? { conflict: { stream: err.stream, expected: err.expected, actual: err.actual } }
                : { failed: (err as Error).message },
            );
          }
        }
      })
      .immediate();
    return outcomes;
  }

  /** Many appends in one transaction, all or nothing: bulk imports and benchmark fixtures. */
  commitAll(appends: AppendRequest[]): AppendResult[] {
    return this.db.transaction(() => appends.map((a) => this.appendLocked(a))).immediate();
  }

  private appendLocked({ stream, events, expected }: AppendRequest): AppendResult {
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
      const info = this.stmts.insert.run(e.id, stream, revision, e.type, e.data, e.metadata, now);
      position = Number(info.lastInsertRowid);
    }
    this.stmts.setRevision.run(stream, revision);
    return { revision, position };
  }

  /** Idempotent retry: the same event ids already written to this stream answer the first result. */
  private alreadyAppended(stream: string, events: EncodedEvent[]): AppendResult | null {
    const first = this.stmts.byId.get(events[0].id);
    if (!first) return null;
    const last = this.stmts.byId.get(events[events.length - 1].id);
    if (first.stream !== stream || !last || last.stream !== stream || last.revision - first.revision !== events.length - 1)
      throw new WrongExpectedRevision(stream, 'any', first.revision);
    return { revision: last.revision, position: last.position };
  }
}
