// The input type of every operation, generated from schemas/openapi.yaml: what an operation's
// handler receives once its path, query and body passed validation (defaults filled in).
import { compile } from 'json-schema-to-typescript';
import { contractOperations, operationSpec } from '../api/openapi-document.ts';

type Schema = Record<string, unknown>;

export const pascal = (name: string) => name.replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase());

/** Parameters as one object; a parameter with a default is always present once validated. */
function parameters(params: ReturnType<typeof operationSpec>['parameters'], where: 'path' | 'query'): Schema {
  const own = params.filter((p) => p.in === where);
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(own.map((p) => [p.name, p.schema])),
    required: own.filter((p) => where === 'path' || p.required || p.schema.default !== undefined).map((p) => p.name),
  };
}

/** Schema titles would become separate named types; each input is one self-contained type. */
export function untitled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(untitled);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'title' && typeof v === 'string') continue;
    // Under `properties` the keys are property names (a property may well be called `title`).
    out[k] = k === 'properties' && v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([p, s]) => [p, untitled(s)])) : untitled(v);
  }
  return out;
}

export async function generateOperationInputs(): Promise<string> {
  const parts: string[] = [];
  const names = contractOperations()
    .map((o) => o.name)
    .sort();
  for (const name of names) {
    const spec = operationSpec(name);
    const body = spec.requestBody?.content?.['application/json']?.schema;
    const schema: Schema = {
      type: 'object',
      additionalProperties: false,
      properties: { path: parameters(spec.parameters, 'path'), query: parameters(spec.parameters, 'query'), ...(body ? { body: untitled(body) } : {}) },
      required: ['path', 'query', ...(body && spec.requestBody?.required ? ['body'] : [])],
    };
    parts.push(await compile(schema, `${pascal(name)}Input`, { bannerComment: '', additionalProperties: false, format: false, ignoreMinAndMaxItems: true }));
  }
  const map = names.map((n) => `  ${n}: ${pascal(n)}Input;`).join('\n');
  return `// Generated from schemas/openapi.yaml by \`npm run generate\`; do not edit.\n\n${parts.join('\n')}\n/** Each operation's validated input, by operationId. */\nexport type OperationInputs = {\n${map}\n};\n`;
}
