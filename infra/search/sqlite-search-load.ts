import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import type { SearchSchema, SearchWrite } from '../../domain/ports/search-index.ts';
import { createSearchIndexes, createSearchTables, type TextAndKeywords, textFieldsOf, vocabularyAdder } from './sqlite-search-tables.ts';

/**
 * A bulk load of an empty embedded search collection, in two steps. Staging writes each document's row only (no
 * keyword rows, no full-text entry, no secondary index kept up per row). Finishing then fills the full-text index and
 * the keyword rows each in one INSERT ... SELECT over the rows (SQLite's own JSON reading, no row crossing into
 * JavaScript), the vocabulary in one pass over the texts, and builds the indexes once.
 * The result equals writing the same documents through `write`: the same rows, row ids in the same order.
 */
export function stageSearchWrites(db: Database.Database, t: string, schema: SearchSchema, writes: SearchWrite[]) {
  const text = textFieldsOf(schema);
  const numbers = schema.numbers.map((f) => `n_${f}`);
  const upsert = db.prepare(
    `INSERT INTO ${t}_docs (id, pos, live, th, payload${numbers.map((c) => `, ${c}`).join('')}) VALUES (?, ?, ?, ?, ?${numbers.map(() => ', ?').join('')})
     ON CONFLICT(id) DO UPDATE SET pos = excluded.pos, live = excluded.live, th = excluded.th, payload = excluded.payload${numbers.map((c) => `, ${c} = excluded.${c}`).join('')}
     WHERE excluded.pos > ${t}_docs.pos`,
  );
  db.transaction(() => {
    for (const w of writes) {
      if (w.op === 'delete') {
        upsert.run(w.id, w.position, 0, null, null, ...numbers.map(() => null));
        continue;
      }
      const { doc } = w;
      const th: TextAndKeywords = [text.map((f) => doc.text[f] ?? ''), schema.keywords.map((f) => doc.keywords[f] ?? null)];
      upsert.run(doc.id, w.position, 1, JSON.stringify(th), JSON.stringify(doc.payload), ...schema.numbers.map((f) => doc.numbers[f] ?? null));
    }
  }).immediate();
}

export function finishSearchLoad(db: Database.Database, t: string, schema: SearchSchema) {
  const text = textFieldsOf(schema);
  db.transaction(() => {
    createSearchTables(db, t, schema);
    db.exec(
      `INSERT INTO ${t}_fts (rowid, ${text.join(', ')}) SELECT rid, ${text.map((_, i) => `th ->> '$[0][${i}]'`).join(', ')} FROM ${t}_docs WHERE live = 1 AND th IS NOT NULL ORDER BY rid`,
    );
    // Keyword rows in one statement as well: each keyword field's value (`th`'s second list), or each of its values.
    const fields = schema.keywords.map((field, i) => `(${i}, '${field}')`).join(', ');
    if (fields)
      db.exec(
        `INSERT OR IGNORE INTO ${t}_kw (rid, field, value) SELECT d.rid, k.column2, v.value FROM ${t}_docs d, (VALUES ${fields}) k, json_each(d.th, '$[1][' || k.column1 || ']') v
         WHERE d.live = 1 AND d.th IS NOT NULL AND v.value IS NOT NULL`,
      );
    // The vocabulary is the same words the live writes add (tokenize), in the same order; the texts are read a page of
    // rows at a time, so few are held at once.
    const words = vocabularyAdder(db, t);
    const page = db.prepare<[number], { rid: number; texts: string }>(
      `SELECT rid, th ->> '$[0]' AS texts FROM ${t}_docs WHERE live = 1 AND th IS NOT NULL AND rid > ? ORDER BY rid LIMIT 5000`,
    );
    for (let rows = page.all(0); rows.length > 0; rows = page.all(rows[rows.length - 1].rid))
      for (const { texts } of rows) words.add(JSON.parse(texts) as string[]);
    words.write();
    createSearchIndexes(db, t, schema);
  }).immediate();
}

const THREAD = new URL('./sqlite-search-load-thread.ts', import.meta.url);

/**
 * `finishSearchLoad` on a thread of its own, with its own connection to the file, while this thread goes on (writing
 * its documents, building their indexes). The thread is started with the load, and waits for `finish`: its start-up
 * (loading its modules) overlaps the rebuild's fold rather than lengthening the end of the rebuild, where the finish is
 * the longest of the work left. A failure is answered by `finish`.
 */
export function finishOnThread(file: string, table: string, schema: SearchSchema): { finish(): Promise<void> } {
  const worker = new Worker(THREAD, { workerData: { file, table, schema } });
  // A load abandoned half-way (its rebuild failed) keeps no process alive.
  worker.unref();
  const answer = new Promise<void>((resolve, reject) => {
    let answered = false;
    worker.once('message', (m: { ok: true } | { error: string }) => {
      answered = true;
      if ('ok' in m) resolve();
      else reject(new Error(`the search index load did not finish: ${m.error}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the search index load thread ended (${code}) without an answer`));
    });
  });
  // Answered by `finish`: not an unhandled rejection meanwhile.
  answer.catch(() => undefined);
  return {
    finish: async () => {
      worker.postMessage('finish');
      // Awaited, the thread's answer is what keeps the process going.
      worker.ref();
      await answer;
    },
  };
}
