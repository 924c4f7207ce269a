import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isScope, type Scope } from '../domain/account/account.ts';

export const OPENAPI_PATH = fileURLToPath(new URL('../schemas/openapi.yaml', import.meta.url));
/** The contract already parsed (`npm run generate` writes it), with the digest of the YAML it was parsed from. */
export const PARSED_OPENAPI_PATH = fileURLToPath(new URL('../schemas/openapi.json', import.meta.url));

type Json = Record<string, unknown>;
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json>>; components: Json };
export type ParsedOpenApi = { yamlSha256: string; document: OpenApiDocument };

const digestOf = (yaml: string) => createHash('sha256').update(yaml).digest('hex');

/** The contract parsed from its YAML text (the `yaml` package is loaded only for this). */
export function parseOpenApi(yaml: string): ParsedOpenApi {
  const YAML = createRequire(import.meta.url)('yaml') as typeof import('yaml');
  return { yamlSha256: digestOf(yaml), document: YAML.parse(yaml) };
}

/**
 * The parsed form `npm run generate` kept, while it was parsed from this very text; else the text parsed now. Parsing the
 * YAML took one to two seconds of every process that serves or checks the contract.
 */
function parsedOnce(yaml: string): OpenApiDocument {
  try {
    const kept = JSON.parse(readFileSync(PARSED_OPENAPI_PATH, 'utf8')) as ParsedOpenApi;
    if (kept.yamlSha256 === digestOf(yaml)) return kept.document;
  } catch {
    // not generated yet: parsed below
  }
  return parseOpenApi(yaml).document;
}

let cached: { yaml: string; doc: OpenApiDocument; version: string } | null = null;

/** The contract, read once: the YAML text as served, its parsed form and its version. */
export function openApi() {
  if (!cached) {
    const yaml = readFileSync(OPENAPI_PATH, 'utf8');
    const doc = parsedOnce(yaml);
    const info = doc.info && typeof doc.info === 'object' && 'version' in doc.info ? String(doc.info.version) : '1.0.0';
    cached = { yaml, doc, version: info };
  }
  return cached;
}

/** Replaces local `$ref`s with what they point at (the document has no cycles outside schemas). */
export function deref(doc: OpenApiDocument, value: unknown, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => deref(doc, v, seen));
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Json;
  if (typeof obj.$ref === 'string') {
    const ref = obj.$ref;
    if (seen.includes(ref)) return {};
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return deref(doc, target, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, deref(doc, v, seen)]));
}

export type OperationSpec = {
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema: Json; description?: string }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema: Json }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Json }> }>;
  summary?: string;
  description?: string;
};

const specs = new Map<string, OperationSpec>();

/** The operation as the contract declares it, `$ref`s resolved: worked out once per process (callers only read it). */
export function operationSpec(operationId: string): OperationSpec {
  let spec = specs.get(operationId);
  if (!spec) {
    spec = resolvedSpec(operationId);
    specs.set(operationId, spec);
  }
  return spec;
}

function resolvedSpec(operationId: string): OperationSpec {
  const { doc } = openApi();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if ((op as Json).operationId !== operationId) continue;
      const resolved = deref(doc, op) as Json;
      return {
        method: method.toUpperCase(),
        path,
        parameters: (resolved.parameters as OperationSpec['parameters']) ?? [],
        requestBody: resolved.requestBody as OperationSpec['requestBody'],
        responses: (resolved.responses as OperationSpec['responses']) ?? {},
        summary: resolved.summary as string | undefined,
        description: resolved.description as string | undefined,
      };
    }
  }
  throw new Error(`schemas/openapi.yaml has no operation ${operationId}`);
}

export type ContractOperation = { name: string; method: string; path: string; access: 'public' | Scope };

/** Every operation the contract declares, with the scope it needs (`public` when none). */
export function contractOperations(): ContractOperation[] {
  const { doc } = openApi();
  const out: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const security = ((op as Json).security ?? []) as Record<string, string[]>[];
      const scope = security.flatMap((s) => Object.values(s).flat())[0];
      const isPublic = security.some((s) => Object.keys(s).length === 0);
      out.push({
        name: String((op as Json).operationId),
        method: method.toUpperCase(),
        path,
        access: isPublic || !scope || !isScope(scope) ? 'public' : scope,
      });
    }
  }
  return out;
}
