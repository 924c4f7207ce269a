import type { Condition } from '../../domain/ports/document-store.ts';

/** Translates the read-model query language into SQL over a `jsonb` column `doc`, with numbered parameters. */
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export function pathOf(field: string): string {
  if (!FIELD.test(field)) throw new Error(`bad field name: ${field}`);
  return `'{${field.split('.').join(',')}}'`;
}

const value = (field: string) => `(doc #> ${pathOf(field)})`;
/** Numbers compare as numbers, strings byte by byte (as SQLite and MongoDB do), whatever the database's collation. */
const asNumber = (v: string) => `(CASE WHEN jsonb_typeof(${v}) = 'number' THEN (${v} #>> '{}')::numeric END)`;
const asText = (v: string) => `((CASE WHEN jsonb_typeof(${v}) = 'string' THEN ${v} #>> '{}' END) COLLATE "C")`;

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

const json = (p: Params, v: unknown) => `${p.add(JSON.stringify(v))}::jsonb`;
/** JSON null and a missing field are the same to a query, as in the other stores. */
const isNull = (v: string) => `(${v} IS NULL OR ${v} = 'null'::jsonb)`;

function condition(field: string, c: Condition, p: Params): string {
  const v = value(field);
  if (c === null) return isNull(v);
  if (typeof c !== 'object') return `${v} = ${json(p, c)}`;
  if ('in' in c) return c.in.length === 0 ? 'false' : `${v} = ANY(${p.add(c.in.map((x) => JSON.stringify(x)))}::jsonb[])`;
  if ('contains' in c) return `(jsonb_typeof(${v}) = 'array' AND ${v} @> ${json(p, [c.contains])})`;
  if ('containsAny' in c) {
    if (c.containsAny.length === 0) return 'false';
    return `(jsonb_typeof(${v}) = 'array' AND ${v} @> ANY(${p.add(c.containsAny.map((x) => JSON.stringify([x])))}::jsonb[]))`;
  }
  if ('ne' in c) return c.ne === null ? `NOT ${isNull(v)}` : `(${isNull(v)} OR ${v} <> ${json(p, c.ne)})`;
  const parts: string[] = [];
  for (const [op, sym] of [
    ['gt', '>'],
    ['gte', '>='],
    ['lt', '<'],
    ['lte', '<='],
  ] as const) {
    const bound = c[op];
    if (bound === undefined) continue;
    parts.push(typeof bound === 'number' ? `${asNumber(v)} ${sym} ${p.add(bound)}::numeric` : `${asText(v)} ${sym} ${p.add(bound)}::text`);
  }
  return parts.length ? parts.join(' AND ') : 'true';
}

export function whereSql(where: Record<string, Condition> | undefined, p: Params): string {
  const parts = ['doc IS NOT NULL'];
  for (const [field, c] of Object.entries(where ?? {})) parts.push(condition(field, c, p));
  return parts.join(' AND ');
}

/** Missing values first going up and last going down, as SQLite orders its NULLs; then by id. */
export function orderSql(sort: [string, 'asc' | 'desc'][] | undefined): string {
  const parts: string[] = [];
  for (const [field, dir] of sort ?? []) {
    const d = dir === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS FIRST';
    const v = value(field);
    parts.push(`${asNumber(v)} ${d}`, `(${v} #>> '{}') COLLATE "C" ${d}`);
  }
  parts.push('id COLLATE "C" ASC');
  return parts.join(', ');
}
