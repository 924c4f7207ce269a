import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { compiledOnce } from './compiled-once.ts';
import { deref, openApi } from './openapi-document.ts';

type Json = Record<string, unknown>;

/** What an answer did that the contract does not say: the operation, the status and where in the body. */
export type ResponseViolation = { operation: string; status: number; path: string; message: string };

// Unchecked against JSON Schema's meta-schema, as in validation.ts: test/contract/openapi.test.ts checks every schema once.
const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true, validateSchema: false });
addFormats.default(ajv);
// Header values are text on the wire: `Retry-After: 30` is the integer the contract names.
const headerAjv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: true, validateSchema: false });
addFormats.default(headerAjv);

const VALUE_KEYS = ['items', 'additionalProperties', 'contains', 'not', 'if', 'then', 'else'];
const VALUE_LISTS = ['anyOf', 'oneOf', 'prefixItems'];

/**
 * The schema with every object closed: a property the contract does not name is an error.
 * `unevaluatedProperties` (not `additionalProperties`) so a schema made of `allOf` parts still
 * sees the properties each part declares; the parts themselves stay open, or no part could pass.
 */
export function closed(schema: unknown, asPart = false): unknown {
  if (Array.isArray(schema)) return schema.map((s) => closed(s));
  if (schema === null || typeof schema !== 'object') return schema;
  const s = schema as Json;
  const out: Json = { ...s };
  if (s.properties && typeof s.properties === 'object')
    out.properties = Object.fromEntries(Object.entries(s.properties as Json).map(([k, v]) => [k, closed(v)]));
  if (s.patternProperties && typeof s.patternProperties === 'object')
    out.patternProperties = Object.fromEntries(Object.entries(s.patternProperties as Json).map(([k, v]) => [k, closed(v)]));
  for (const key of VALUE_KEYS) if (s[key] && typeof s[key] === 'object') out[key] = closed(s[key]);
  // Each alternative must match alone, so each is closed; only allOf parts combine.
  for (const key of VALUE_LISTS) if (Array.isArray(s[key])) out[key] = (s[key] as unknown[]).map((v) => closed(v));
  if (Array.isArray(s.allOf)) out.allOf = (s.allOf as unknown[]).map((v) => closed(v, true));
  const objectish = s.type === 'object' || s.properties !== undefined || s.allOf !== undefined || (Array.isArray(s.type) && s.type.includes('object'));
  if (!asPart && objectish && s.additionalProperties === undefined && s.unevaluatedProperties === undefined) out.unevaluatedProperties = false;
  return out;
}

type DocumentedHeader = { name: string; required: boolean; validate: ValidateFunction };
type Documented = { validate: ValidateFunction | null; headers: DocumentedHeader[] };
const compiled = new Map<string, Map<string, Documented>>();

function responsesOf(operationId: string): Map<string, Documented> {
  let known = compiled.get(operationId);
  if (known) return known;
  const { doc } = openApi();
  known = new Map();
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item)) {
      if ((op as Json).operationId !== operationId) continue;
      const responses = deref(doc, (op as Json).responses ?? {}) as Record<string, Json>;
      for (const [status, response] of Object.entries(responses)) {
        const content = (response.content ?? {}) as Record<string, { schema?: unknown }>;
        const schema = Object.values(content)[0]?.schema;
        const headers = Object.entries((response.headers ?? {}) as Record<string, { required?: boolean; schema?: Json }>).map(([name, h]) => ({
          name: name.toLowerCase(),
          required: h.required === true,
          validate: compiledOnce(headerAjv, h.schema ?? {}),
        }));
        known.set(status, { validate: schema ? compiledOnce(ajv, closed(schema) as Json) : null, headers });
      }
    }
  compiled.set(operationId, known);
  return known;
}

const where = (e: ErrorObject) => {
  const at = e.instancePath || '';
  if (e.keyword === 'unevaluatedProperties' || e.keyword === 'additionalProperties') {
    const name = String(e.params.unevaluatedProperty ?? e.params.additionalProperty);
    return { path: `${at}/${name}`, message: 'is not in the contract' };
  }
  return { path: at || '/', message: e.message ?? 'does not match' };
};

/**
 * Whether an answer of `operationId` with `status` matches the contract: the status is documented
 * (a `4XX`/`default` range counts), and the body matches that response's schema with nothing the
 * schema does not name. An empty body is right only where the response has no content.
 */
export function responseViolations(operationId: string, status: number, body: unknown, headers?: Record<string, string | undefined>): ResponseViolation[] {
  const known = responsesOf(operationId);
  if (known.size === 0) return [{ operation: operationId, status, path: '', message: 'the operation is not in the contract' }];
  const documented = known.get(String(status)) ?? known.get(`${String(status)[0]}XX`) ?? known.get('default');
  if (!documented) return [{ operation: operationId, status, path: '', message: `status ${status} is not documented` }];
  const headerIssues = headers ? headerViolations(operationId, status, documented.headers, headers) : [];
  if (headerIssues.length) return headerIssues;
  if (!documented.validate)
    return body === undefined || body === null || body === ''
      ? []
      : [{ operation: operationId, status, path: '', message: 'the contract documents no body for this status' }];
  if (documented.validate(body)) return [];
  const found = (documented.validate.errors ?? []).map((e) => ({ operation: operationId, status, ...where(e) }));
  return found.filter((v, i) => found.findIndex((w) => w.path === v.path && w.message === v.message) === i);
}

/** The headers the contract names for this answer: present when required, and of the named type. */
function headerViolations(operation: string, status: number, documented: DocumentedHeader[], sent: Record<string, string | undefined>): ResponseViolation[] {
  const found: ResponseViolation[] = [];
  for (const h of documented) {
    const value = sent[h.name];
    if (value === undefined) {
      if (h.required) found.push({ operation, status, path: `header ${h.name}`, message: 'is required by the contract and missing' });
    } else if (!h.validate(value)) found.push({ operation, status, path: `header ${h.name}`, message: h.validate.errors?.[0]?.message ?? 'does not match' });
  }
  return found;
}

/** One line per violation, naming the operation, the status and the JSON path. */
export const describeViolations = (found: ResponseViolation[]) => found.map((v) => `${v.operation} ${v.status} ${v.path}: ${v.message}`).join('\n');

/** An answer the contract does not describe: a defect of the service (tests run with the check on). */
export class ContractViolation extends Error {
  readonly violations: ResponseViolation[];
  constructor(violations: ResponseViolation[]) {
    super(`the answer does not match schemas/openapi.yaml:\n${describeViolations(violations)}`);
    this.violations = violations;
  }
}
