import type { Doc } from '../../domain/ports/document-store.ts';
import { jsonPath } from './sqlite-where.ts';

/**
 * The fields a collection's queries filter or sort on are kept beside the JSON document, each in a column of its own,
 * so an index over a field (and a query on it) reads the column instead of parsing every document. The column is
 * named for the field's JSON path (`"$.meta.week"`) and holds what `json_extract(doc, path)` would answer.
 */
export const COLUMN_PREFIX = '$.';

export const columnOf = (field: string) => {
  jsonPath(field);
  return `"${COLUMN_PREFIX}${field}"`;
};

/** What json_extract would answer for the field: a scalar as itself (booleans as 1 and 0), an object or array as its JSON text, a missing field as NULL. */
export function columnValue(doc: Doc, field: string): string | number | null {
  let value: unknown = doc;
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    value = (value as Record<string, unknown>)[key];
  }
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields held in columns, read from the table's own description. */
export const fieldsOfColumns = (columns: { name: string }[]) =>
  columns.filter((c) => c.name.startsWith(COLUMN_PREFIX)).map((c) => c.name.slice(COLUMN_PREFIX.length));
