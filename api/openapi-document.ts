import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

export const OPENAPI_PATH = fileURLToPath(new URL('../schemas/openapi.yaml', import.meta.url));

type Json = Record<string, unknown>;
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json>>; components: Json };

let cached: { yaml: string; doc: OpenApiDocument } | null = null;

/** The contract, read once: the YAML text as served and its parsed form. */
export function openApi() {
  if (!cached) {
    const yaml = readFileSync(OPENAPI_PATH, 'utf8');
    cached = { yaml, doc: YAML.parse(yaml) as OpenApiDocument };
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
  summary?: string;
  description?: string;
};

export function operationSpec(operationId: string): OperationSpec {
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
        summary: resolved.summary as string | undefined,
        description: resolved.description as string | undefined,
      };
    }
  }
  throw new Error(`schemas/openapi.yaml has no operation ${operationId}`);
}

/** Every operation the contract declares, with the scope it needs (`public` when none). */
export function contractOperations(): { name: string; method: string; path: string; access: string }[] {
  const { doc } = openApi();
  const out: { name: string; method: string; path: string; access: string }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const security = ((op as Json).security ?? []) as Record<string, string[]>[];
      const scope = security.flatMap((s) => Object.values(s).flat())[0];
      const isPublic = security.some((s) => Object.keys(s).length === 0);
      out.push({ name: (op as Json).operationId as string, method: method.toUpperCase(), path, access: isPublic || !scope ? 'public' : scope });
    }
  }
  return out;
}
