import Database from 'better-sqlite3';
import type {
  SearchCollection,
  SearchDocument,
  SearchIndex,
  SearchLoader,
  SearchQuery,
  SearchResult,
  SearchSchema,
  SearchWrite,
} from '../../domain/ports/search-index.ts';
import { FuzzyVocabulary } from './fuzzy-vocabulary.ts';
import { finishOnThread, finishSearchLoad, stageSearchWrites } from './sqlite-search-load.ts';
import { createSearchIndexes, createSearchTables, keywordValues, type TextAndKeywords, vocabularyAdder } from './sqlite-search-tables.ts';
import { allowedEdits, tokenize } from './tokenize.ts';

const NAME = /^[A-Za-z0-9_]+$/;
const MAX_QUERY_WORDS = 10;

/** The embedded search index: SQLite FTS5 for ranking, an in-memory vocabulary for typos. */
export class SqliteSearchIndex implements SearchIndex {
  readonly db: Database.Database;
  private readonly collections = new Map<string, SqliteSearchCollection>();

  private readonly file: string;

  constructor(file: string) {
    this.file = file;
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 10000');
  }

  collection(name: string, schema: SearchSchema): SearchCollection {
    let c = this.collections.get(name);
    if (!c) {
      if (!NAME.test(name)) throw new Error(`bad index name: ${name}`);
      c = new SqliteSearchCollection(this.db, this.file, `sx_${name}`, schema);
      this.collections.set(name, c);
    }
    return c;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

class SqliteSearchCollection implements SearchCollection {
  private readonly db: Database.Database;
  private readonly file: string;
  private readonly t: string;
  private readonly schema: SearchSchema;
  private readonly textFields: string[];
  private vocabulary = new FuzzyVocabulary();
  private vocabularyLoadedTo = 0;
  private ready = false;
  /** Statements by their text: a query's SQL depends only on its shape (which filters, which sort), so few are ever made. */
  private statements = new Map<string, Database.Statement>();

  constructor(db: Database.Database, file: string, table: string, schema: SearchSchema) {
    this.db = db;
    this.file = file;
    this.t = table;
    this.schema = schema;
    this.textFields = Object.keys(schema.text);
    for (const f of [...this.textFields, ...schema.keywords, ...schema.numbers]) if (!NAME.test(f)) throw new Error(`bad field name: ${f}`);
  }

  private init() {
    if (this.ready) return;
    createSearchTables(this.db, this.t, this.schema);
    createSearchIndexes(this.db, this.t, this.schema);
    this.ready = true;
  }

  async write(writes: SearchWrite[]): Promise<void> {
    if (writes.length === 0) return;
    this.init();
    const { t } = this;
    const current = this.db.prepare<[string], { rid: number; pos: number; th: string | null }>(`SELECT rid, pos, th FROM ${t}_docs WHERE id = ?`);
    const numberCols = this.schema.numbers.map((f) => `n_${f}`);
    const upsert = this.db.prepare(
      `INSERT INTO ${t}_docs (id, pos, live, th, payload${numberCols.map((c) => `, ${c}`).join('')}) VALUES (?, ?, ?, ?, ?${numberCols.map(() => ', ?').join('')})
       ON CONFLICT(id) DO UPDATE SET pos = excluded.pos, live = excluded.live, th = excluded.th, payload = excluded.payload${numberCols.map((c) => `, ${c} = excluded.${c}`).join('')}`,
    );
    const ridOf = this.db.prepare<[string], { rid: number }>(`SELECT rid FROM ${t}_docs WHERE id = ?`);
    const clearKw = this.db.prepare(`DELETE FROM ${t}_kw WHERE rid = ?`);
    const addKw = this.db.prepare(`INSERT OR IGNORE INTO ${t}_kw (rid, field, value) VALUES (?, ?, ?)`);
    const clearFts = this.db.prepare(`DELETE FROM ${t}_fts WHERE rowid = ?`);
    const addFts = this.db.prepare(`INSERT INTO ${t}_fts (rowid, ${this.textFields.join(', ')}) VALUES (?${this.textFields.map(() => ', ?').join('')})`);
    // A word repeats across thousands of documents of a long replay: the table is asked about each once, at the end.
    const words = vocabularyAdder(this.db, t);
    const apply = this.db.transaction(() => {
      for (const w of writes) {
        const id = w.op === 'put' ? w.doc.id : w.id;
        const existing = current.get(id);
        if (existing && existing.pos >= w.position) continue;
        if (w.op === 'delete') {
          if (existing && existing.th !== null) {
            clearKw.run(existing.rid);
            clearFts.run(existing.rid);
          }
          upsert.run(id, w.position, 0, null, null, ...numberCols.map(() => null));
          continue;
        }
        const doc: SearchDocument = w.doc;
        const numbers = this.schema.numbers.map((f) => doc.numbers[f] ?? null);
        // Most updates (a vote) change numbers only: the text and filters are re-indexed only when they changed.
        const texts = this.textFields.map((f) => doc.text[f] ?? '');
        const th = JSON.stringify([texts, this.schema.keywords.map((f) => doc.keywords[f] ?? null)] satisfies TextAndKeywords);
        upsert.run(id, w.position, 1, th, JSON.stringify(doc.payload), ...numbers);
        if (existing && existing.th === th) continue;
        if (existing && existing.th !== null) {
          clearKw.run(existing.rid);
          clearFts.run(existing.rid);
        }
        const rid = existing?.rid ?? ridOf.get(id)?.rid;
        if (rid === undefined) throw new Error(`search document ${id} was not stored`);
        for (const field of this.schema.keywords) for (const value of keywordValues(doc.keywords[field])) addKw.run(rid, field, value);
        addFts.run(rid, ...texts);
        words.add(texts);
      }
      words.write();
    });
    apply.immediate();
  }

  /**
   * Stages rows on this connection as they come; the finish (full text, keywords, vocabulary, indexes: most of the
   * work) runs on a thread with its own connection, started now so that it is ready when told, while the rebuild that
   * loads goes on writing its documents.
   */
  bulkLoad(): SearchLoader {
    createSearchTables(this.db, this.t, this.schema);
    const finisher =
      this.file === ':memory:' ? { finish: async () => finishSearchLoad(this.db, this.t, this.schema) } : finishOnThread(this.file, this.t, this.schema);
    return {
      add: async (writes) => stageSearchWrites(this.db, this.t, this.schema, writes),
      finish: async () => {
        await finisher.finish();
        // The tables changed under this connection's statements and vocabulary: read afresh.
        this.statements.clear();
        this.vocabulary = new FuzzyVocabulary();
        this.vocabularyLoadedTo = 0;
        this.ready = false;
      },
    };
  }

  private prepared(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      // A bound, should callers ever build unboundedly many shapes.
      if (this.statements.size >= 500) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Picks up words added since the last look, by this process or another one. */
  private refreshVocabulary() {
    const rows = this.prepared(`SELECT id, term FROM ${this.t}_terms WHERE id > ? ORDER BY id`).all(this.vocabularyLoadedTo) as { id: number; term: string }[];
    for (const r of rows) this.vocabulary.add(r.term);
    if (rows.length > 0) this.vocabularyLoadedTo = rows[rows.length - 1].id;
  }

  private matchExpressions(text: string): { exact: string; fuzzy: string; loose: string } | null {
    const words = [...new Set(tokenize(text))].slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return null;
    this.refreshVocabulary();
    const quote = (w: string) => `"${w.replace(/"/g, '""')}"`;
    const groups = words.map((w, i) => {
      const isLast = i === words.length - 1;
      const variants = this.vocabulary.near(w, allowedEdits(w)).filter((v) => v !== w);
      const exact = isLast && w.length >= 2 ? `${quote(w)}*` : quote(w);
      return { exact, any: `(${[exact, ...variants.map(quote)].join(' OR ')})` };
    });
    return {
      exact: groups.map((g) => g.exact).join(' AND '),
      fuzzy: groups.map((g) => g.any).join(' AND '),
      loose: groups.map((g) => g.any).join(' OR '),
    };
  }

  /**
   * With words to match, few documents qualify, so each is checked against the filter table;
   * without, the filter's own rows are the starting set.
   */
  private filterSql(query: SearchQuery, perRow = false): { sql: string; params: unknown[] } {
    const parts = ['d.live = 1'];
    const params: unknown[] = [];
    for (const [field, value] of Object.entries(query.filters ?? {})) {
      if (!this.schema.keywords.includes(field)) throw new Error(`not a filter field: ${field}`);
      const values = Array.isArray(value) ? value : [value];
      if (values.length === 0) {
        parts.push('0');
        continue;
      }
      const list = values.map(() => '?').join(',');
      parts.push(
        perRow
          ? `EXISTS (SELECT 1 FROM ${this.t}_kw k WHERE k.rid = d.rid AND k.field = ? AND k.value IN (${list}))`
          : `d.rid IN (SELECT rid FROM ${this.t}_kw WHERE field = ? AND value IN (${list}))`,
      );
      params.push(field, ...values);
    }
    for (const [field, range] of Object.entries(query.ranges ?? {})) {
      if (!this.schema.numbers.includes(field)) throw new Error(`not a numeric field: ${field}`);
      if (range.gte !== undefined) {
        parts.push(`d.n_${field} >= ?`);
        params.push(range.gte);
      }
      if (range.lt !== undefined) {
        parts.push(`d.n_${field} < ?`);
        params.push(range.lt);
      }
    }
    return { sql: parts.join(' AND '), params };
  }

  private orderSql(query: SearchQuery): { sql: string; params: unknown[] } {
    const sort = query.sort ?? { kind: 'relevance' };
    if (sort.kind === 'relevance') return { sql: 'd.rid DESC', params: [] };
    for (const f of [sort.field, sort.tieBreak?.field]) if (f && !this.schema.numbers.includes(f)) throw new Error(`not a sort field: ${f}`);
    const dir = (d: 'asc' | 'desc') => (d === 'asc' ? 'ASC' : 'DESC');
    const then = sort.tieBreak ? `d.n_${sort.tieBreak.field} ${dir(sort.tieBreak.direction)}, ` : '';
    return { sql: `d.n_${sort.field} ${dir(sort.direction)}, ${then}d.rid DESC`, params: [] };
  }

  async query(query: SearchQuery): Promise<SearchResult> {
    this.init();
    const match = query.text ? this.matchExpressions(query.text) : null;
    const filter = this.filterSql(query, match !== null);
    const order = this.orderSql(query);
    if (!match) {
      const rows = this.prepared(`SELECT d.id, d.payload FROM ${this.t}_docs d WHERE ${filter.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`).all(
        ...filter.params,
        ...order.params,
        query.limit,
        query.offset,
      ) as { id: string; payload: string }[];
      const total = (this.prepared(`SELECT COUNT(*) AS n FROM ${this.t}_docs d WHERE ${filter.sql}`).get(...filter.params) as { n: number }).n;
      return { hits: rows.map((r) => ({ id: r.id, score: 0, payload: JSON.parse(r.payload) })), total };
    }
    // All words (each possibly misspelt) first; when nothing has them all, any of them.
    const ft = `${this.t}_fts`;
    for (const expression of [match.fuzzy, match.loose]) {
      const total = (
        this.prepared(`SELECT COUNT(*) AS n FROM ${ft} JOIN ${this.t}_docs d ON d.rid = ${ft}.rowid WHERE ${ft} MATCH ? AND ${filter.sql}`).get(
          expression,
          ...filter.params,
        ) as { n: number }
      ).n;
      if (total === 0 && expression !== match.loose) continue;
      const relevance = query.sort === undefined || query.sort.kind === 'relevance';
      // Documents matching the words as typed rank above those matched through a correction.
      const rows = this.prepared(
        `SELECT d.id, d.payload, ${ft}.rank AS score FROM ${ft} JOIN ${this.t}_docs d ON d.rid = ${ft}.rowid
           WHERE ${ft} MATCH ? AND ${filter.sql}
           ORDER BY ${relevance ? `(d.rid IN (SELECT rowid FROM ${ft} WHERE ${ft} MATCH ?)) DESC, ${ft}.rank` : order.sql}
           LIMIT ? OFFSET ?`,
      ).all(expression, ...filter.params, ...(relevance ? [match.exact] : order.params), query.limit, query.offset) as {
        id: string;
        payload: string;
        score: number;
      }[];
      return { hits: rows.map((r) => ({ id: r.id, score: -r.score, payload: JSON.parse(r.payload) })), total };
    }
    return { hits: [], total: 0 };
  }

  async drop(): Promise<void> {
    const { t } = this;
    this.db.exec(`DROP TABLE IF EXISTS ${t}_fts; DROP TABLE IF EXISTS ${t}_docs; DROP TABLE IF EXISTS ${t}_kw; DROP TABLE IF EXISTS ${t}_terms;`);
    this.vocabulary = new FuzzyVocabulary();
    this.vocabularyLoadedTo = 0;
    this.statements.clear();
    this.ready = false;
  }
}
