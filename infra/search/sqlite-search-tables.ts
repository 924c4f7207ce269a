import type Database from 'better-sqlite3';
import type { SearchSchema } from '../../domain/ports/search-index.ts';
import { tokenize } from './tokenize.ts';

/**
 * The tables of one embedded search collection `t`: `t_docs` (a row per document: its position, whether it is in the
 * index, `th` the JSON of its text and keyword values, the payload and a column per number), `t_kw` (keyword values),
 * `t_terms` (the vocabulary typos are corrected against) and `t_fts` (FTS5 over the text fields, keyed by the row).
 */
export const textFieldsOf = (schema: SearchSchema) => Object.keys(schema.text);

/** What `th` holds for a document: its text fields' values, then its keyword fields' values, in the schema's order. */
export type TextAndKeywords = [text: string[], keywords: (string | string[] | null)[]];

export function createSearchTables(db: Database.Database, t: string, schema: SearchSchema) {
  const numbers = schema.numbers.map((f) => `, n_${f} REAL`).join('');
  db.exec(`
    CREATE TABLE IF NOT EXISTS ${t}_docs (rid INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, pos INTEGER NOT NULL, live INTEGER NOT NULL, th TEXT, payload TEXT${numbers});
    CREATE TABLE IF NOT EXISTS ${t}_kw (rid INTEGER NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (field, value, rid)) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS ${t}_terms (id INTEGER PRIMARY KEY AUTOINCREMENT, term TEXT NOT NULL UNIQUE);
    CREATE VIRTUAL TABLE IF NOT EXISTS ${t}_fts USING fts5(${textFieldsOf(schema).join(', ')}, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');
  `);
  const weights = textFieldsOf(schema)
    .map((f) => schema.text[f].toFixed(1))
    .join(', ');
  db.prepare(`INSERT INTO ${t}_fts (${t}_fts, rank) VALUES ('rank', 'bm25(${weights})')`).run();
}

/** The secondary indexes: built with the tables for live writes, or once after a bulk load. */
export function createSearchIndexes(db: Database.Database, t: string, schema: SearchSchema) {
  db.exec(`CREATE INDEX IF NOT EXISTS ${t}_kw_rid ON ${t}_kw (rid, field, value)`);
  for (const f of schema.numbers) db.exec(`CREATE INDEX IF NOT EXISTS ${t}_n_${f} ON ${t}_docs (live, n_${f})`);
}

/** The keyword values of one field as rows: none for null, each of a list. */
export const keywordValues = (v: string | string[] | null | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

/**
 * Gathers the words of texts for the vocabulary, each word once, in the order first met; `write` adds those the table
 * lacks in one statement (a long replay meets tens of thousands of words: one statement, not one run a word).
 */
export function vocabularyAdder(db: Database.Database, t: string) {
  const addTerms = db.prepare<[string]>(`INSERT OR IGNORE INTO ${t}_terms (term) SELECT value FROM json_each(?) ORDER BY key`);
  const seen = new Set<string>();
  return {
    add(texts: string[]) {
      for (const text of texts) for (const term of tokenize(text)) seen.add(term);
    },
    write() {
      if (seen.size > 0) addTerms.run(JSON.stringify([...seen]));
      seen.clear();
    },
  };
}
