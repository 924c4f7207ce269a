import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { Condition, Doc, DocumentCollection, DocumentStore, DocWrite, FindQuery, FindResult } from '../../domain/ports/document-store.ts';
import type { CheckpointStart } from './sqlite-checkpoint-thread.ts';
import { columnOf, columnValue, fieldsOfColumns } from './sqlite-field-columns.ts';
import { fieldExpr, orderClause, whereClause } from './sqlite-where.ts';

const CHECKPOINT_THREAD = new URL('./sqlite-checkpoint-thread.ts', import.meta.url);
/** How often the background thread moves the log into the file. */
const CHECKPOINT_EVERY_MS = 1000;

const tableName = (collection: string) => {
  if (!/^[A-Za-z0-9_]+$/.test(collection)) throw new Error(`bad collection name: ${collection}`);
  return `rm_${collection}`;
};

/**
 * The embedded read-model store: documents as JSON in one SQLite file, so 100k listings
 * cost disk pages rather than heap. A row with a NULL doc is a tombstone that keeps its position.
 */
export class SqliteDocumentStore implements DocumentStore {
  readonly db: Database.Database;
  private readonly collections = new Map<string, SqliteCollection<Doc>>();
  private schemaVersion: Database.Statement<[], number> | null = null;

  private checkpointer: Worker | null = null;

  /**
   * `cacheMb`: SQLite's page cache for this connection; a process that reads a few documents a job needs little.
   * `checkpoints`: `background` for a process that writes much (one applying projections, a rebuild): the log is moved
   * into the file on a thread of its own, so no write waits for that (a rebuild's load of 30 MB waited half a second).
   */
  constructor(file: string, options: { cacheMb?: number; checkpoints?: 'inline' | 'background' } = {}) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // Read models are rebuildable from the log, so a lost tail after power loss costs a replay, not data.
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 10000');
    this.db.pragma(`cache_size = -${Math.round((options.cacheMb ?? 32) * 1000)}`);
    if (options.checkpoints === 'background' && !this.db.memory) this.checkpointInBackground(file);
  }

  private checkpointInBackground(file: string) {
    this.db.pragma('wal_autocheckpoint = 0');
    const worker = new Worker(CHECKPOINT_THREAD, { workerData: { file, everyMs: CHECKPOINT_EVERY_MS } satisfies CheckpointStart });
    worker.unref();
    // Should the thread end early, this connection checkpoints again itself: the log must never grow without bound.
    worker.once('exit', () => {
      if (this.checkpointer === worker && this.db.open) this.db.pragma('wal_autocheckpoint = 1000');
      this.checkpointer = null;
    });
    worker.on('error', () => undefined);
    this.checkpointer = worker;
  }

  collection<T extends Doc = Doc>(name: string): DocumentCollection<T> {
    let c = this.collections.get(name);
    if (!c) {
      this.schemaVersion ??= this.db.prepare<[], number>('PRAGMA schema_version').pluck();
      c = new SqliteCollection<Doc>(this.db, tableName(name), this.schemaVersion);
      this.collections.set(name, c);
    }
    // One collection object per table, whatever document type a caller reads it as: the rows are what was written.
    return c as unknown as DocumentCollection<T>;
  }

  async listCollections(): Promise<string[]> {
    const rows = this.db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'rm\\_%' ESCAPE '\\'").all();
    return rows.map((r) => r.name.slice(3));
  }

  async close(): Promise<void> {
    const worker = this.checkpointer;
    this.checkpointer = null;
    if (worker) {
      const ended = new Promise((resolve) => worker.once('exit', resolve));
      // Held open until its last checkpoint is done: an unreferenced thread would not keep the process waiting for it.
      worker.ref();
      worker.postMessage('stop');
      await ended;
    }
    this.db.close();
  }
}

/** The page cache while indexes are built (only pages read are held, and it shrinks back after). */
const INDEXING_CACHE_KB = 256_000;

class SqliteCollection<T extends Doc> implements DocumentCollection<T> {
  private readonly db: Database.Database;
  private readonly table: string;
  private ready = false;
  private stmts!: {
    get: Database.Statement<[string], { doc: string | null }>;
    put: Database.Statement<unknown[]>;
    del: Database.Statement<[string, number]>;
  };
  private readonly cache = new Map<string, Database.Statement>();
  /** The fields kept in columns of their own (see sqlite-field-columns.ts), as this connection last saw the table. */
  private fields: string[] = [];
  private columns = new Set<string>();
  private readonly schemaVersion: Database.Statement<[], number>;
  private seenSchema = -1;
  private readonly read = (field: string) => (this.columns.has(field) ? columnOf(field) : fieldExpr(field));

  constructor(db: Database.Database, table: string, schemaVersion: Database.Statement<[], number>) {
    this.db = db;
    this.table = table;
    this.schemaVersion = schemaVersion;
  }

  /** Created on first use, and again after a drop, so a collection is never half there. */
  private init() {
    if (this.ready) return;
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${this.table} (id TEXT PRIMARY KEY, pos INTEGER NOT NULL, doc TEXT)`);
    this.describe();
    this.ready = true;
  }

  /** Reads which fields have columns, and prepares the writes that fill them. */
  private describe() {
    const { table } = this;
    this.fields = fieldsOfColumns(this.db.pragma(`table_info(${table})`) as { name: string }[]);
    this.columns = new Set(this.fields);
    const names = this.fields.map(columnOf);
    const list = names.map((c) => `, ${c}`).join('');
    this.stmts = {
      get: this.db.prepare(`SELECT doc FROM ${table} WHERE id = ?`),
      put: this.db.prepare(
        `INSERT INTO ${table} (id, pos, doc${list}) VALUES (?, ?, ?${names.map(() => ', ?').join('')})
         ON CONFLICT(id) DO UPDATE SET pos = excluded.pos, doc = excluded.doc${names.map((c) => `, ${c} = excluded.${c}`).join('')} WHERE excluded.pos > ${table}.pos`,
      ),
      del: this.db.prepare(
        `INSERT INTO ${table} (id, pos, doc) VALUES (?, ?, NULL)
         ON CONFLICT(id) DO UPDATE SET pos = excluded.pos, doc = NULL${names.map((c) => `, ${c} = NULL`).join('')} WHERE excluded.pos > ${table}.pos`,
      ),
    };
    this.cache.clear();
    this.seenSchema = this.schemaVersion.get() as number;
  }

  /**
   * Before a write: another connection (a process sharing the file) may have given a field its column since this one
   * looked, and every writer must fill every column. The schema's version tells, for the price of one small read.
   */
  private initForWrite() {
    this.init();
    if (this.schemaVersion.get() !== this.seenSchema) {
      this.db.exec(`CREATE TABLE IF NOT EXISTS ${this.table} (id TEXT PRIMARY KEY, pos INTEGER NOT NULL, doc TEXT)`);
      this.describe();
    }
  }

  private prepared(sql: string): Database.Statement {
    let s = this.cache.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      this.cache.set(sql, s);
    }
    return s;
  }

  async get(id: string): Promise<T | null> {
    this.init();
    const row = this.stmts.get.get(id);
    return row?.doc ? (JSON.parse(row.doc) as T) : null;
  }

  async getVersioned(ids: string[]): Promise<Map<string, { doc: T | null; position: number }>> {
    const out = new Map<string, { doc: T | null; position: number }>();
    if (ids.length === 0) return out;
    this.init();
    const rows = this.prepared(`SELECT id, pos, doc FROM ${this.table} WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as {
      id: string;
      pos: number;
      doc: string | null;
    }[];
    for (const r of rows) out.set(r.id, { doc: r.doc ? (JSON.parse(r.doc) as T) : null, position: r.pos });
    return out;
  }

  async getMany(ids: string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    this.init();
    const rows = this.db
      .prepare<unknown[], { id: string; doc: string }>(`SELECT id, doc FROM ${this.table} WHERE doc IS NOT NULL AND id IN (${ids.map(() => '?').join(',')})`)
      .all(...ids);
    const byId = new Map(rows.map((r) => [r.id, JSON.parse(r.doc) as T]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async find(query: FindQuery = {}): Promise<FindResult<T>> {
    this.init();
    const w = whereClause(query.where, this.read);
    const limit = query.limit ?? -1;
    const rows = this.prepared(`SELECT doc FROM ${this.table} WHERE ${w.sql} ORDER BY ${orderClause(query.sort, this.read)} LIMIT ? OFFSET ?`).all(
      ...w.params,
      limit,
      query.skip ?? 0,
    ) as { doc: string }[];
    const items = rows.map((r) => JSON.parse(r.doc) as T);
    const total = query.limit === undefined && !query.skip ? items.length : await this.count(query.where);
    return { items, total };
  }

  async count(where?: Record<string, Condition>): Promise<number> {
    this.init();
    const w = whereClause(where, this.read);
    const row = this.prepared(`SELECT COUNT(*) AS n FROM ${this.table} WHERE ${w.sql}`).get(...w.params) as { n: number };
    return row.n;
  }

  async write(writes: DocWrite<T>[]): Promise<number> {
    if (writes.length === 0) return 0;
    let changed = 0;
    const run = this.db.transaction(() => {
      this.initForWrite();
      const { fields } = this;
      for (const w of writes) {
        const info =
          w.op === 'put'
            ? this.stmts.put.run(w.doc.id, w.position, JSON.stringify(w.doc), ...fields.map((f) => columnValue(w.doc, f)))
            : this.stmts.del.run(w.id, w.position);
        changed += info.changes;
      }
    });
    // IMMEDIATE: the write lock is taken (waiting busy_timeout) before the schema check reads; a read that then
    // upgrades to a write fails at once with SQLITE_BUSY when another connection (the projection thread) committed meanwhile.
    try {
      run.immediate();
    } catch (error) {
      // The table this write created, if it did, went with it: looked for again at the next use.
      this.ready = false;
      throw error;
    }
    return changed;
  }

  async declareFields(fields: string[]): Promise<void> {
    this.db
      .transaction(() => {
        this.initForWrite();
        const added = fields.filter((f) => !this.columns.has(f));
        if (added.length === 0) return;
        for (const field of added) this.db.exec(`ALTER TABLE ${this.table} ADD COLUMN ${columnOf(field)}`);
        // Documents written before (by an older version, which indexed the JSON itself) get their columns once.
        this.db.exec(`UPDATE ${this.table} SET ${added.map((f) => `${columnOf(f)} = ${fieldExpr(f)}`).join(', ')} WHERE doc IS NOT NULL`);
        this.describe();
      })
      .immediate();
  }

  async ensureIndexes(fields: string[]): Promise<void> {
    await this.declareFields(fields);
    // Each new index reads the whole table: with the table in the page cache it is read from disk once, not once an index.
    const cache = this.db.pragma('cache_size', { simple: true }) as number;
    this.db.pragma(`cache_size = -${INDEXING_CACHE_KB}`);
    try {
      this.db
        .transaction(() => {
          for (const field of fields) {
            const name = `${this.table}_${field.replace(/\./g, '_')}`;
            // The index an older version made over the JSON itself, replaced by one over the column.
            this.db.exec(`DROP INDEX IF EXISTS ${name}`);
            this.db.exec(`CREATE INDEX IF NOT EXISTS ${name}_c ON ${this.table} (${columnOf(field)})`);
          }
        })
        .immediate();
    } finally {
      this.db.pragma(`cache_size = ${cache}`);
    }
  }

  async drop(): Promise<void> {
    this.db.exec(`DROP TABLE IF EXISTS ${this.table}`);
    this.cache.clear();
    this.ready = false;
  }
}
