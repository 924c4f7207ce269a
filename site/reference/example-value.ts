import { type Contract, merged, resolved, type Schema } from './contract.ts';

/** A value of each format that a reader recognises, and that the format's validator accepts. */
const FORMATS: Record<string, string> = {
  uuid: '3f0c9b1e-6a2d-4c8e-9a57-2b1f0d4e8c21',
  'date-time': '2026-11-23T09:30:00Z',
  date: '2026-11-23',
  uri: 'https://example.com/',
  email: 'ann@example.com',
};

/** Past this depth an example stops nesting: it shows the shape, not every corner of it. */
const MAX_DEPTH = 6;

/** A string that satisfies the schema's own bounds: its pattern's most common shapes, its length. */
function exampleString(s: Schema, name: string): string {
  if (s.format && FORMATS[s.format]) return FORMATS[s.format];
  const pattern: string | undefined = s.pattern;
  if (pattern === '^https?://' || pattern?.startsWith('^https?:')) return 'https://example.com/';
  if (pattern?.startsWith('^/images/')) return `/images/${'3f2a9c'.padEnd(64, '0')}`;
  // An id written as a prefix and hex digits (`cmt_…`, `acct_…`).
  const hexId = pattern ? /^\^([a-z]+_)\[a-f0-9\]\{(\d+)\}\$$/.exec(pattern) : null;
  if (hexId) return `${hexId[1]}${'3f2a9c0d1e4b5a67'.repeat(8).slice(0, Number(hexId[2]))}`;
  if (pattern?.includes('whsec_')) return 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  if (pattern === '^[A-Za-z]{2}$' || name === 'country' || name === 'billing_country') return 'FR';
  if (pattern?.startsWith('^\\d{4}-\\d{2}$')) return '2026-11';
  if (pattern?.includes('[a-z0-9]') || name === 'slug') return 'pipewright';
  if (!pattern && (name === 'url' || name.endsWith('_url'))) return 'https://example.com/';
  if (!pattern && name.endsWith('email')) return FORMATS.email;
  const text = name ? name.replace(/_/g, ' ') : 'text';
  const min: number = s.minLength ?? 0;
  const max: number = s.maxLength ?? Number.POSITIVE_INFINITY;
  return text.padEnd(min, '.').slice(0, max);
}

/**
 * An example value for a schema of the contract, for a reader to see its shape: the schema's own
 * example, default, const or first allowed value where it has one, else made from its type,
 * format and bounds; an object with its required properties (a few when it requires none).
 * It satisfies the schema (a test checks every operation's), so it can be sent as it is.
 */
export function exampleValue(contract: Contract, schema: Schema | undefined, name = '', depth = 0): unknown {
  const s = resolved(contract, schema);
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  if (Array.isArray(s.allOf)) return exampleValue(contract, merged(contract, s.allOf), name, depth);
  const alternatives: Schema[] | undefined = s.anyOf ?? s.oneOf;
  if (alternatives?.length) {
    // The first alternative that is not just null says more.
    const chosen = alternatives.find((a) => resolved(contract, a).type !== 'null') ?? alternatives[0];
    return exampleValue(contract, chosen, name, depth);
  }
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return true;
    case 'integer':
      return Math.max(1, Math.ceil(s.minimum ?? 1), Math.floor((s.exclusiveMinimum ?? 0) + 1));
    case 'number':
      return Math.max(1.5, s.minimum ?? 1.5);
    case 'string':
      return exampleString(s, name);
    case 'array': {
      if (depth >= MAX_DEPTH) return [];
      const count = Math.min(Math.max(1, s.minItems ?? 1), s.maxItems ?? Number.POSITIVE_INFINITY);
      const item = exampleValue(contract, s.items, name, depth + 1);
      return Array.from({ length: count }, (_, i) => (typeof item === 'string' && s.uniqueItems ? `${item}${i || ''}` : item));
    }
    case 'object': {
      if (depth >= MAX_DEPTH) return {};
      const properties: Record<string, Schema> = s.properties ?? {};
      const required: string[] = s.required ?? [];
      // An object that requires nothing is shown with a few of its properties: the shape, not all it can hold.
      const names = required.length ? required : Object.keys(properties).slice(0, 3);
      return Object.fromEntries(names.filter((n) => properties[n]).map((n) => [n, exampleValue(contract, properties[n], n, depth + 1)]));
    }
    default:
      return name ? name.replace(/_/g, ' ') : null;
  }
}
