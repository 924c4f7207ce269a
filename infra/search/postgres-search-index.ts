import pg from 'pg';
import type {
  SearchCollection,
  SearchIndex,
  SearchLoader,
  SearchQuery,
  SearchResult,
  SearchSchema,
  SearchSort,
  SearchWrite,
} from '../../domain/ports/search-index.ts';
import { ddl, inTransaction } from '../postgres/transaction.ts';
import { winningWrites } from '../postgres/winning-writes.ts';
import { setupOnce } from '../shared/setup-once.ts';
import { editDistanceWithin } from './edit-distance.ts';
import { allowedEdits, tokenize } from './tokenize.ts';

const NAME = /^[A-Za-z0-9_]+$/;
const MAX_QUERY_WORDS = 10;
/** Trigram similarity a swap of two letters in a short word (or two edits in a longer one) still reaches; the edit distance then decides. */
const SIMILARITY = 0.2;
const VARIANTS = 8;
/** Corrections found for a word are kept this long (a word added meanwhile is offered after it). */
const VARIANTS_TTL_MS = 30_000;
const VARIANTS_KEPT = 5_000;
const WEIGHT_CLASSES = ['A', 'B', 'C', 'D'] as const;

/**
 * Search on PostgreSQL (`POSTGRES_URL`): full text as a weighted `tsvector` (the schema's text
 * fields ranked into weight classes A-D, ranked with their relative weights), typos through a
 * vocabulary table with a `pg_trgm` index (candidates by trigram similarity, kept within the
 * edit distance the embedded index allows), keyword filters over `jsonb`, numbers as columns.
 * Words are normalised here, as the embedded index does, so both find the same things.
 */
export class PostgresSearchIndex implements SearchIndex {
  private readonly pool: pg.Pool;
  private readonly collections = new Map<string, PostgresSearchCollection>();
  private extension: Promise<void> | null = null;

  constructor(url: string, options: { poolSize?: number } = {}) {
    // The similarity threshold of `%` for every connection of the pool, set as the session starts.
    this.pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, options: `-c pg_trgm.similarity_threshold=${SIMILARITY}` });
    this.pool.on('error', () => undefined);
  }

  /** pg_trgm ships with PostgreSQL's contrib modules; creating it needs a role allowed to (once per database). */
  private trigrams(): Promise<void> {
    this.extension ??= this.pool
      .query('CREATE EXTENSION IF NOT EXISTS pg_trgm')
      .then(() => undefined)
      .catch((error) => {
        this.extension = null;
        throw error;
      });
    return this.extension;
  }

  collection(name: string, schema: SearchSchema): SearchCollection {
    let c = this.collections.get(name);
    if (!c) {
      if (!NAME.test(name)) throw new Error(`bad index name: ${name}`);
      c = new PostgresSearchCollection(this.pool, name, schema, () => this.trigrams());
      this.collections.set(name, c);
    }
    return c;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

class PostgresSearchCollection implements SearchCollection {
  private readonly pool: pg.Pool;
  private readonly name: string;
  private readonly schema: SearchSchema;
  private readonly docs: string;
  private readonly terms: string;
  private readonly textFields: string[];
  private readonly classOf: Map<string, (typeof WEIGHT_CLASSES)[number]>;
  private readonly rankWeights: number[];
  private readonly extension: () => Promise<void>;
  private readonly created = setupOnce(() => this.create());
  private readonly corrections = new Map<string, { terms: string[]; at: number }>();

  constructor(pool: pg.Pool, name: string, schema: SearchSchema, extension: () => Promise<void>) {
    this.pool = pool;
    this.name = name;
    this.schema = schema;
    this.extension = extension;
    this.docs = `"sx_${name}"`;
    this.terms = `"sx_${name}_terms"`;
    for (const f of [...Object.keys(schema.text), ...schema.keywords, ...schema.numbers]) if (!NAME.test(f)) throw new Error(`bad field name: ${f}`);
    // Heaviest field first: PostgreSQL has four weight classes, so fields past the fourth share D.
    this.textFields = Object.keys(schema.text).sort((a, b) => schema.text[b] - schema.text[a]);
    this.classOf = new Map(this.textFields.map((f, i) => [f, WEIGHT_CLASSES[Math.min(i, 3)]]));
    const top = schema.text[this.textFields[0]] ?? 1;
    const weightOf = (cls: string) => {
      const f = this.textFields.find((x) => this.classOf.get(x) === cls);
      return f ? schema.text[f] / top : 0.01;
    };
    // ts_rank takes the weights of D, C, B, A in that order.
    this.rankWeights = ['D', 'C', 'B', 'A'].map(weightOf);
  }

  private async create(): Promise<void> {
    await this.createTables();
    await ddl(this.pool, `launchdir:sx:${this.name}`, [
      `CREATE INDEX IF NOT EXISTS "sx_${this.name}_tsv" ON ${this.docs} USING gin (tsv)`,
      `CREATE INDEX IF NOT EXISTS "sx_${this.name}_kw" ON ${this.docs} USING gin (kw jsonb_path_ops)`,
      ...this.schema.numbers.map((f) => `CREATE INDEX IF NOT EXISTS "sx_${this.name}_n_${f}" ON ${this.docs} (live, n_${f})`),
      `CREATE INDEX IF NOT EXISTS "sx_${this.name}_terms_trgm" ON ${this.terms} USING gin (term gin_trgm_ops)`,
    ]);
  }

  private async createTables(): Promise<void> {
    await this.extension();
    const numbers = this.schema.numbers.map((f) => `, n_${f} double precision`).join('');
    await ddl(this.pool, `launchdir:sx:${this.name}`, [
      `CREATE TABLE IF NOT EXISTS ${this.docs} (rid bigserial UNIQUE, id text PRIMARY KEY, pos bigint NOT NULL, live boolean NOT NULL, tsv tsvector, kw jsonb, payload jsonb${numbers})`,
      `CREATE TABLE IF NOT EXISTS ${this.terms} (term text PRIMARY KEY)`,
    ]);
  }

  async write(writes: SearchWrite[]): Promise<void> {
    if (writes.length === 0) return;
    await this.created.run();
    await this.upsert(writes);
  }

  /** The tables first, each add one round trip with no index kept up per row (GIN indexes above all), the indexes built once at the end. */
  bulkLoad(): SearchLoader {
    let tables: Promise<void> | null = null;
    return {
      add: async (writes) => {
        if (writes.length === 0) return;
        tables ??= this.createTables();
        await tables;
        await this.upsert(writes);
      },
      finish: async () => {
        await this.created.run();
      },
    };
  }

  private async upsert(writes: SearchWrite[]): Promise<void> {
    const rows = [...winningWrites(writes).values()];
    const words = new Set<string>();
    const text = (w: SearchWrite, f: string) => {
      if (w.op !== 'put') return null;
      const tokens = tokenize(w.doc.text[f] ?? '');
      for (const t of tokens) words.add(t);
      return tokens.join(' ');
    };
    const keywords = (w: SearchWrite) => {
      if (w.op !== 'put') return null;
      const kw: Record<string, string[]> = {};
      for (const f of this.schema.keywords) {
        const v = w.doc.keywords[f];
        kw[f] = v == null ? [] : Array.isArray(v) ? v : [v];
      }
      return kw;
    };
    // One JSON text for the whole batch, a list per row, split by the server: the driver's jsonb[] / text[] literals escape
    // every quote of every payload in JavaScript, which cost three times as much (see postgres-document-store.ts).
    const listed = rows.map((w) => [
      w.op === 'put' ? w.doc.id : w.id,
      w.position,
      w.op === 'put',
      w.op === 'put' ? w.doc.payload : null,
      keywords(w),
      ...this.textFields.map((f) => text(w, f)),
      ...this.schema.numbers.map((f) => (w.op === 'put' ? (w.doc.numbers[f] ?? null) : null)),
    ]);
    const t0 = 5;
    const n0 = t0 + this.textFields.length;
    const jsonb = (i: number) => `CASE WHEN json_typeof(r->${i}) = 'null' THEN NULL ELSE (r->${i})::jsonb END`;
    const columns = [
      'r->>0 AS id',
      '(r->>1)::bigint AS pos',
      '(r->>2)::boolean AS live',
      `${jsonb(3)} AS payload`,
      `${jsonb(4)} AS kw`,
      ...this.textFields.map((_, i) => `r->>${t0 + i} AS t${i}`),
      ...this.schema.numbers.map((_, i) => `(r->>${n0 + i})::double precision AS n${i}`),
    ];
    const numberAliases = this.schema.numbers.map((_, i) => `n${i}`);
    const tsv =
      this.textFields.map((f, i) => `setweight(to_tsvector('simple', coalesce(u.t${i}, '')), '${this.classOf.get(f)}')`).join(' || ') || "''::tsvector";
    const numberCols = this.schema.numbers.map((f) => `n_${f}`);
    const sql = `
      INSERT INTO ${this.docs} AS d (id, pos, live, payload, kw, tsv${numberCols.map((c) => `, ${c}`).join('')})
      SELECT u.id, u.pos, u.live, u.payload, u.kw, CASE WHEN u.live THEN ${tsv} END${numberAliases.map((a) => `, u.${a}`).join('')}
      FROM (SELECT ${columns.join(', ')} FROM json_array_elements($1::json) AS r) AS u
      ON CONFLICT (id) DO UPDATE SET pos = excluded.pos, live = excluded.live, payload = excluded.payload, kw = excluded.kw, tsv = excluded.tsv
        ${numberCols.map((c) => `, ${c} = excluded.${c}`).join('')}
      WHERE excluded.pos > d.pos`;
    const params = [JSON.stringify(listed)];
    await inTransaction(this.pool, async (c) => {
      await c.query(sql, params);
      if (words.size > 0) await c.query(`INSERT INTO ${this.terms} (term) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [[...words]]);
    });
  }

  /** Known words within the allowed edits of `word`, nearest first: trigram candidates, then the exact distance. */
  private async variants(word: string): Promise<string[]> {
    const max = allowedEdits(word);
    if (max === 0) return [];
    const kept = this.corrections.get(word);
    if (kept && Date.now() - kept.at < VARIANTS_TTL_MS) return kept.terms;
    // No ORDER BY or LIMIT: with them the planner leaves the trigram index for a scan of the whole vocabulary.
    const { rows } = await this.pool.query<{ term: string }>(`SELECT term FROM ${this.terms} WHERE term % $1`, [word]);
    const terms = rows
      .map((r) => ({ term: r.term, d: editDistanceWithin(word, r.term, max) }))
      .filter((x): x is { term: string; d: number } => x.d !== null && x.term !== word)
      .sort((a, b) => a.d - b.d || a.term.length - b.term.length || (a.term < b.term ? -1 : 1))
      .slice(0, VARIANTS)
      .map((x) => x.term);
    if (this.corrections.size >= VARIANTS_KEPT) this.corrections.clear();
    this.corrections.set(word, { terms, at: Date.now() });
    return terms;
  }

  private async matchExpressions(text: string): Promise<{ exact: string; fuzzy: string; loose: string } | null> {
    const words = [...new Set(tokenize(text))].slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return null;
    // tokenize leaves letters and digits only: nothing in a word can be read as tsquery syntax.
    const groups = await Promise.all(
      words.map(async (w, i) => {
        const exact = i === words.length - 1 && w.length >= 2 ? `${w}:*` : w;
        return { exact, any: `(${[exact, ...(await this.variants(w))].join(' | ')})` };
      }),
    );
    return {
      exact: groups.map((g) => g.exact).join(' & '),
      fuzzy: groups.map((g) => g.any).join(' & '),
      loose: groups.map((g) => g.any).join(' | '),
    };
  }

  private filterSql(query: SearchQuery, params: unknown[]): string {
    const add = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const parts = ['d.live'];
    for (const [field, value] of Object.entries(query.filters ?? {})) {
      if (!this.schema.keywords.includes(field)) throw new Error(`not a filter field: ${field}`);
      const values = Array.isArray(value) ? value : [value];
      if (values.length === 0) {
        parts.push('false');
        continue;
      }
      parts.push(`d.kw @> ANY(${add(values.map((v) => JSON.stringify({ [field]: [v] })))}::jsonb[])`);
    }
    for (const [field, range] of Object.entries(query.ranges ?? {})) {
      if (!this.schema.numbers.includes(field)) throw new Error(`not a numeric field: ${field}`);
      if (range.gte !== undefined) parts.push(`d.n_${field} >= ${add(range.gte)}`);
      if (range.lt !== undefined) parts.push(`d.n_${field} < ${add(range.lt)}`);
    }
    return parts.join(' AND ');
  }

  private orderSql(sort: SearchSort): string {
    if (sort.kind === 'relevance') return 'd.rid DESC';
    for (const f of [sort.field, sort.tieBreak?.field]) if (f && !this.schema.numbers.includes(f)) throw new Error(`not a sort field: ${f}`);
    const dir = (d: 'asc' | 'desc') => (d === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST');
    const then = sort.tieBreak ? `d.n_${sort.tieBreak.field} ${dir(sort.tieBreak.direction)}, ` : '';
    return `d.n_${sort.field} ${dir(sort.direction)}, ${then}d.rid DESC`;
  }

  async query(query: SearchQuery): Promise<SearchResult> {
    await this.created.run();
    const match = query.text ? await this.matchExpressions(query.text) : null;
    const sort = query.sort ?? { kind: 'relevance' };
    const page = `LIMIT ${Math.max(0, Math.trunc(query.limit))} OFFSET ${Math.max(0, Math.trunc(query.offset))}`;
    if (!match) {
      const params: unknown[] = [];
      const filter = this.filterSql(query, params);
      const [rows, count] = await Promise.all([
        this.pool.query<{ id: string; payload: Record<string, unknown> }>(
          `SELECT d.id, d.payload FROM ${this.docs} d WHERE ${filter} ORDER BY ${this.orderSql(sort)} ${page}`,
          params,
        ),
        this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${this.docs} d WHERE ${filter}`, params),
      ]);
      return { hits: rows.rows.map((r) => ({ id: r.id, score: 0, payload: r.payload })), total: Number(count.rows[0].n) };
    }
    // All words (each possibly misspelt) first; when nothing has them all, any of them.
    for (const expression of [match.fuzzy, match.loose]) {
      const params: unknown[] = [expression];
      const filter = this.filterSql(query, params);
      const { rows: counted } = await this.pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${this.docs} d WHERE d.tsv @@ to_tsquery('simple', $1) AND ${filter}`,
        params,
      );
      const total = Number(counted[0].n);
      if (total === 0 && expression !== match.loose) continue;
      if (total === 0) return { hits: [], total: 0 };
      const weights = `'{${this.rankWeights.join(',')}}'::float4[]`;
      const score = `ts_rank(${weights}, d.tsv, to_tsquery('simple', $1))`;
      // Documents matching the words as typed rank above those matched through a correction.
      const order =
        sort.kind === 'relevance' ? `(d.tsv @@ to_tsquery('simple', ${addParam(params, match.exact)})) DESC, ${score} DESC, d.rid DESC` : this.orderSql(sort);
      const { rows } = await this.pool.query<{ id: string; payload: Record<string, unknown>; score: number }>(
        `SELECT d.id, d.payload, ${score} AS score FROM ${this.docs} d WHERE d.tsv @@ to_tsquery('simple', $1) AND ${filter}
         ORDER BY ${order} ${page}`,
        params,
      );
      return { hits: rows.map((r) => ({ id: r.id, score: Number(r.score), payload: r.payload })), total };
    }
    return { hits: [], total: 0 };
  }

  async drop(): Promise<void> {
    await ddl(this.pool, `launchdir:sx:${this.name}`, [`DROP TABLE IF EXISTS ${this.docs}`, `DROP TABLE IF EXISTS ${this.terms}`]);
    this.created.reset();
    this.corrections.clear();
  }
}

function addParam(params: unknown[], v: unknown): string {
  params.push(v);
  return `$${params.length}`;
}
