import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FieldIssue } from '../domain/shared/errors.ts';
import { compiledOnce } from './compiled-once.ts';
import { type OperationSpec, operationSpec } from './openapi-document.ts';
import type { ValidInput } from './operation.ts';

/**
 * Path and query parameters arrive as text, so they are coerced to their schema's type ("2" for
 * an integer page); a JSON body says what its types are, so it is checked as sent, never coerced.
 * The schemas are not checked against JSON Schema's own meta-schema here (compiling that took a quarter of a second of each
 * process's first request): the contract test checks every schema of the contract against it once.
 */
const coercing = new Ajv2020({ allErrors: true, coerceTypes: true, useDefaults: true, strict: false, validateSchema: false });
const exact = new Ajv2020({ allErrors: true, coerceTypes: false, useDefaults: true, strict: false, validateSchema: false });
// ajv-formats is CommonJS: imported from ESM, the plugin is the module's `default`.
addFormats.default(coercing);
addFormats.default(exact);

type Validators = { path: ValidateFunction; query: ValidateFunction; body: ValidateFunction | null; bodyRequired: boolean };

function objectSchema(params: OperationSpec['parameters'], where: 'path' | 'query') {
  const own = params.filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((p) => [p.name, p.schema])),
    required: own.filter((p) => p.required || where === 'path').map((p) => p.name),
    additionalProperties: false,
  };
}

const KINDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** What a value of the wrong type must be, in the same words from both engines (the contract's and the actions'). */
export const mustBe = (types: string | string[]) =>
  `must be ${[types]
    .flat()
    .map((t) => KINDS[t] ?? t)
    .join(' or ')}`;

function describe(e: ErrorObject): string {
  switch (e.keyword) {
    case 'maxLength':
      return `must be at most ${e.params.limit} characters`;
    case 'minLength':
      return `must be at least ${e.params.limit} characters`;
    case 'minimum':
      return `must be at least ${e.params.limit}`;
    case 'maximum':
      return `must be at most ${e.params.limit}`;
    case 'pattern':
      return `must match ${e.params.pattern}`;
    case 'enum':
      return `must be one of ${(e.params.allowedValues as unknown[]).join(', ')}`;
    case 'maxItems':
      return `must have at most ${e.params.limit} items`;
    case 'type':
      return mustBe(e.params.type as string | string[]);
    default:
      return e.message ?? 'is invalid';
  }
}

/** Each ajv error as the field it concerns, in the caller's terms (`page`, `fields.tagline`, ...). */
export function issues(errors: ErrorObject[] | null | undefined, root: string): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const e of errors ?? []) {
    const base = e.instancePath
      .replace(/^\//, '')
      .split('/')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
      .join('')
      .replace(/^\./, '');
    if (e.keyword === 'additionalProperties') {
      const name = [base, String(e.params.additionalProperty)].filter(Boolean).join('.');
      out.push({ field: name, message: 'is not an allowed property' });
    } else if (e.propertyName !== undefined || e.keyword === 'propertyNames') {
      // A key that is not allowed (an unknown social platform): the key itself is the field.
      const key = e.propertyName ?? String(e.params.propertyName);
      out.push({
        field: [base, key].filter(Boolean).join('.'),
        message: e.keyword === 'propertyNames' ? 'is not an allowed name' : `is not an allowed name: ${describe(e)}`,
      });
    } else if (e.keyword === 'required') {
      const name = [base, String(e.params.missingProperty)].filter(Boolean).join('.');
      out.push({ field: name || root, message: 'is required' });
    } else {
      out.push({ field: base || root, message: describe(e) });
    }
  }
  // ajv reports a failed `anyOf` once per branch; one line per field is enough.
  return out.filter((i, n) => out.findIndex((j) => j.field === i.field) === n);
}

// An operation's validators are compiled at its first request: compiling all of them at start took about a second of every start.
const cache = new Map<string, Validators>();

function validatorsFor(operationId: string): Validators {
  let v = cache.get(operationId);
  if (!v) {
    const spec = operationSpec(operationId);
    const bodySchema = spec.requestBody?.content?.['application/json']?.schema;
    v = {
      path: compiledOnce(coercing, objectSchema(spec.parameters, 'path')),
      query: compiledOnce(coercing, objectSchema(spec.parameters, 'query')),
      body: bodySchema ? compiledOnce(exact, bodySchema) : null,
      bodyRequired: Boolean(spec.requestBody?.required),
    };
    cache.set(operationId, v);
  }
  return v;
}

/** Checks path, query and body against the contract; answers the input as checked or every problem found. */
export function validateInput(
  operationId: string,
  raw: { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown; hasBody: boolean },
): { ok: true; input: ValidInput } | { ok: false; issues: FieldIssue[] } {
  const v = validatorsFor(operationId);
  const path = { ...raw.path };
  const query = { ...raw.query };
  const found: FieldIssue[] = [];
  if (!v.path(path)) found.push(...issues(v.path.errors, ''));
  if (!v.query(query)) found.push(...issues(v.query.errors, ''));
  let body: unknown = raw.body;
  if (v.body) {
    if (!raw.hasBody) {
      if (v.bodyRequired) found.push({ field: 'body', message: 'a JSON body is required' });
      body = undefined;
    } else if (!v.body(body)) found.push(...issues(v.body.errors, 'body'));
  } else if (raw.hasBody) {
    found.push({ field: 'body', message: 'this operation takes no body' });
  }
  return found.length > 0 ? { ok: false, issues: found } : { ok: true, input: { path, query, body } };
}
