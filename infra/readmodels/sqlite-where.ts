import type { Condition } from '../../domain/ports/document-store.ts';

/** Translates the read-model query language into SQL over a JSON `doc` column. */
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export function jsonPath(field: string): string {
  if (!FIELD.test(field)) throw new Error(`bad field name: ${field}`);
  return `'$.${field}'`;
}

export const fieldExpr = (field: string) => `json_extract(doc, ${jsonPath(field)})`;

/** How a query reads a field: the document's JSON, unless the collection keeps the field in a column of its own. */
export type FieldReader = (field: string) => string;

type Sql = { sql: string; params: unknown[] };

const scalar = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

function condition(field: string, c: Condition, read: FieldReader): Sql {
  const f = read(field);
  if (c === null) return { sql: `${f} IS NULL`, params: [] };
  if (typeof c !== 'object') return { sql: `${f} = ?`, params: [scalar(c)] };
  if ('in' in c) {
    if (c.in.length === 0) return { sql: '0', params: [] };
    return { sql: `${f} IN (${c.in.map(() => '?').join(',')})`, params: c.in };
  }
  if ('contains' in c) return { sql: `EXISTS (SELECT 1 FROM json_each(doc, ${jsonPath(field)}) WHERE value = ?)`, params: [c.contains] };
  if ('containsAny' in c) {
    if (c.containsAny.length === 0) return { sql: '0', params: [] };
    return {
      sql: `EXISTS (SELECT 1 FROM json_each(doc, ${jsonPath(field)}) WHERE value IN (${c.containsAny.map(() => '?').join(',')}))`,
      params: c.containsAny,
    };
  }
  if ('ne' in c) return c.ne === null ? { sql: `${f} IS NOT NULL`, params: [] } : { sql: `(${f} IS NULL OR ${f} != ?)`, params: [scalar(c.ne)] };
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [op, sym] of [
    ['gt', '>'],
    ['gte', '>='],
    ['lt', '<'],
    ['lte', '<='],
  ] as const) {
    if (c[op] !== undefined) {
      parts.push(`${f} ${sym} ?`);
      params.push(c[op]);
    }
  }
  return { sql: parts.length ? parts.join(' AND ') : '1', params };
}

export function whereClause(where: Record<string, Condition> | undefined, read: FieldReader = fieldExpr): Sql {
  const parts = ['doc IS NOT NULL'];
  const params: unknown[] = [];
  for (const [field, c] of Object.entries(where ?? {})) {
    const s = condition(field, c, read);
    parts.push(s.sql);
    params.push(...s.params);
  }
  return { sql: parts.join(' AND '), params };
}

export function orderClause(sort: [string, 'asc' | 'desc'][] | undefined, read: FieldReader = fieldExpr): string {
  const parts = (sort ?? []).map(([field, dir]) => `${read(field)} ${dir === 'desc' ? 'DESC' : 'ASC'}`);
  parts.push('id ASC');
  return parts.join(', ');
}
