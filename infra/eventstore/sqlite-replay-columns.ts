import type Database from 'better-sqlite3';

/**
 * A batch as it crosses threads: one JSON text of lists, a column of the log each (see `eventsOf`). SQLite builds each list itself
 * in one pass over the rows (`data` and `metadata` are JSON already: written in as they are), so no row becomes JavaScript values on
 * the reading thread, and the folding thread parses one text with no key repeated per event. The whole envelope when no keys are asked
 * for; with keys (a fold's replay) only what a fold reads: positions, types, data and the values of those keys of the metadata, a list
 * per key (null: absent).
 */
export type ReplayColumns =
  | [ids: string[], streams: string[], revisions: number[], positions: number[], types: string[], data: unknown[], metadata: unknown[], recordedAt: string[]]
  | [positions: number[], types: string[], data: unknown[], metadata: (string | null)[][]];

/** A batch as read: its columns' text, and its last position (null: nothing after where it was asked from). */
export type ColumnsBatch = { columns: string; last: number | null };

const foldColumns = (asked: readonly string[]) =>
  `'[[' || group_concat(position) || '],' || json_group_array(type) || ',[' || group_concat(coalesce(data, 'null')) || '],[' ||
   ${asked.length ? asked.map((k) => `json_group_array(json_extract(metadata, '$.${k}'))`).join(" || ',' || ") : "''"} || ']]'`;
const wholeColumns = `'[' || json_group_array(event_id) || ',' || json_group_array(stream) || ',[' || group_concat(revision) || '],[' ||
   group_concat(position) || '],' || json_group_array(type) || ',[' || group_concat(coalesce(data, 'null')) || '],[' ||
   group_concat(coalesce(metadata, 'null')) || '],' || json_group_array(recorded_at) || ']'`;

/**
 * The read of a batch of the log as columns, after a position and at most so many events. Only the keys asked for are read out of each
 * event's metadata; they are EventMetadata's names, never a client's text, and are checked so.
 */
export function columnsRead(db: Database.Database, keys?: readonly string[]): Database.Statement<[number, number], ColumnsBatch> {
  for (const key of keys ?? []) if (!/^[A-Za-z]+$/.test(key)) throw new Error(`not a metadata key: ${key}`);
  // Every list is filled in the same pass over the same rows, so the lists line up; `eventsOf` checks their order.
  return db.prepare<[number, number], ColumnsBatch>(
    `SELECT ${keys ? foldColumns(keys) : wholeColumns} AS columns, max(position) AS last
     FROM (SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?)`,
  );
}
