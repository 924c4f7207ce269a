import { html, type SafeHtml } from '../kit/html.ts';
import { markdown } from '../kit/markdown.ts';
import { type Contract, merged, refName, resolved, type Schema } from './contract.ts';

/** Where a named schema is described on the page. */
export const schemaAnchor = (name: string) => `schema-${name}`;

const link = (name: string) => html`<a href="#${schemaAnchor(name)}"><code>${name}</code></a>`;
const join = (parts: SafeHtml[], word: string) => parts.flatMap((p, i) => (i ? [html` ${word} `, p] : [p]));

/** A schema's type in a few words: named schemas linked to their section, lists, maps and alternatives spelled out. */
export function typeOf(contract: Contract, s: Schema | undefined): SafeHtml {
  const name = refName(s);
  if (name) return link(name);
  if (!s) return html`any`;
  if (Array.isArray(s.allOf))
    return html`${join(
      s.allOf.map((p: Schema) => typeOf(contract, p)),
      'and',
    )}`;
  const alternatives: Schema[] | undefined = s.anyOf ?? s.oneOf;
  if (alternatives)
    return html`${join(
      alternatives.map((p) => typeOf(contract, p)),
      'or',
    )}`;
  if (s.const !== undefined) return html`<code>${JSON.stringify(s.const)}</code>`;
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [];
  if (types.length === 0) return html`any`;
  return html`${join(
    types.map((t) => {
      if (t === 'array') return html`array of ${typeOf(contract, s.items)}`;
      if (t === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object' && !s.properties)
        return html`map of string to ${typeOf(contract, s.additionalProperties)}`;
      return html`${t}`;
    }),
    'or',
  )}`;
}

/** The schema's bounds and allowed values, as a reader checks a value against them. */
export function constraintsOf(s: Schema | undefined): SafeHtml[] {
  if (!s || refName(s)) return [];
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const code = (v: unknown) => html`<code>${typeof v === 'string' ? v : JSON.stringify(v)}</code>`;
  const out: SafeHtml[] = [];
  if (Array.isArray(s.enum))
    out.push(
      html`one of ${join(
        s.enum.map((v: unknown) => code(v)),
        ',',
      )}`,
    );
  if (s.format) out.push(html`format ${s.format}`);
  if (s.pattern) out.push(html`pattern ${code(s.pattern)}`);
  if (s.minimum !== undefined) out.push(html`≥ ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) out.push(html`> ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined) out.push(html`≤ ${s.maximum}`);
  if (s.minLength !== undefined) out.push(html`at least ${count(s.minLength, 'character')}`);
  if (s.maxLength !== undefined) out.push(html`at most ${count(s.maxLength, 'character')}`);
  if (s.minItems !== undefined) out.push(html`at least ${count(s.minItems, 'item')}`);
  if (s.maxItems !== undefined) out.push(html`at most ${count(s.maxItems, 'item')}`);
  if (s.uniqueItems) out.push(html`items unique`);
  if (s.default !== undefined) out.push(html`default ${code(s.default)}`);
  if (s.additionalProperties === false) out.push(html`no other properties`);
  return out;
}

/** An object schema's own properties, with those of its `allOf` parts. */
function objectOf(contract: Contract, s: Schema): Schema {
  return Array.isArray(s.allOf) ? merged(contract, s.allOf) : s;
}

/** Inline objects (not named schemas) are described in place, this deep at most. */
const MAX_NESTING = 3;

type Row = { name: string; required: boolean; schema: Schema };

function rowsOf(contract: Contract, s: Schema, prefix: string, depth: number): Row[] {
  const object = objectOf(contract, s);
  const required = new Set<string>(object.required ?? []);
  return Object.entries((object.properties ?? {}) as Record<string, Schema>).flatMap(([name, property]) => {
    const row = { name: `${prefix}${name}`, required: required.has(name), schema: property };
    if (depth >= MAX_NESTING || refName(property)) return [row];
    const inner = objectOf(contract, property);
    if (inner.properties) return [row, ...rowsOf(contract, inner, `${row.name}.`, depth + 1)];
    const items = property.items as Schema | undefined;
    if (items && !refName(items) && objectOf(contract, items).properties) return [row, ...rowsOf(contract, items, `${row.name}[].`, depth + 1)];
    return [row];
  });
}

/** What a property's cell says: its type, its bounds, and the contract's description of it (Markdown). */
const described = (contract: Contract, s: Schema) => {
  const bounds = constraintsOf(s);
  return html`<td>${typeOf(contract, s)}${bounds.length ? html`<br><small>${join(bounds, ';')}</small>` : ''}</td><td>${s.description ? markdown(s.description, 4) : ''}</td>`;
};

/**
 * A schema as a table of its properties (inline objects nested by dotted names, named schemas
 * linked), or its type in a sentence when it has no properties (a list, a string).
 */
export function schemaView(contract: Contract, schema: Schema): SafeHtml {
  const name = refName(schema);
  const s = resolved(contract, schema);
  const rows = rowsOf(contract, s, '', 0);
  const intro = name ? html`<p>${link(name)}</p>` : '';
  const about = s.description ? markdown(s.description, 4) : '';
  if (rows.length === 0) {
    const bounds = constraintsOf(s);
    return html`${intro}${about}<p>${typeOf(contract, name ? s : schema)}${bounds.length ? html` (${join(bounds, ';')})` : ''}</p>`;
  }
  return html`${intro}${about}<table class="schema"><thead><tr><th scope="col">Property</th><th scope="col">Type</th><th scope="col">Meaning</th></tr></thead><tbody>${rows.map(
    (r) =>
      html`<tr><th scope="row"><code>${r.name}</code>${r.required ? html` <span class="req">required</span>` : ''}</th>${described(contract, r.schema)}</tr>`,
  )}</tbody></table>`;
}

/** A parameter's row: where it goes, whether it must be given, its type and meaning. */
export function parameterRow(contract: Contract, p: Schema): SafeHtml {
  const param = resolved(contract, p);
  return html`<tr><th scope="row"><code>${param.name}</code>${param.required ? html` <span class="req">required</span>` : ''}</th><td>${param.in}</td>${described(
    contract,
    { ...param.schema, description: param.description ?? param.schema?.description },
  )}</tr>`;
}
