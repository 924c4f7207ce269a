import type { Tool } from '@modelcontextprotocol/server';
import { operationSpec } from '../api/openapi-document.ts';
import type { Operation } from '../api/operation.ts';

export type ToolDefinition = Tool;
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);
/** Keywords that describe a value whatever its type: they stay on the outside of a split union. */
const ANNOTATIONS = ['description', 'default', 'examples', 'title', 'deprecated', 'readOnly', 'writeOnly'];

/**
 * A schema from the contract as plain JSON, in the spelling every MCP client reads: a `type` array
 * (`["string", "null"]`) becomes `anyOf` branches of one type each, since clients that map tool
 * schemas onto a single-type dialect (Gemini's function declarations, for one) drop or refuse it.
 */
export function portable(value: unknown): Json {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(portable);
  if (typeof value !== 'object') return null;
  const node = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'enum' || k === 'const' || k === 'default' ? (v as Json) : portable(v)]));
  if (!Array.isArray(node.type)) return node;
  const { type, enum: values, ...rest } = node;
  const outer = Object.fromEntries(Object.entries(rest).filter(([k]) => ANNOTATIONS.includes(k)));
  const inner = Object.fromEntries(Object.entries(rest).filter(([k]) => !ANNOTATIONS.includes(k)));
  const branches = (type as string[]).map((t): Json => {
    if (t === 'null') return { type: 'null' };
    const allowed = Array.isArray(values) ? values.filter((v) => jsonType(v) === t || (t === 'number' && jsonType(v) === 'integer')) : undefined;
    return { type: t, ...inner, ...(allowed ? { enum: allowed } : {}) };
  });
  return { ...outer, anyOf: branches };
}

/** What the tool answers on success: the operation's success response, as an object (tool results are objects). */
function outputSchemaOf(op: Operation): Tool['outputSchema'] {
  const spec = operationSpec(op.name);
  const success = Object.entries(spec.responses)
    .filter(([status]) => /^2\d\d$/.test(status))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, r]) => r.content?.['application/json']?.schema)
    .find(Boolean);
  if (!success) return undefined;
  const schema = portable(success) as Record<string, Json>;
  // callTool answers a body that is not an object as `{ result }`; objects (also made of allOf parts) as they are.
  if (schema.type === undefined || schema.type === 'object') return { ...schema, type: 'object' } as Tool['outputSchema'];
  return { type: 'object', properties: { result: schema }, required: ['result'] } as Tool['outputSchema'];
}

/**
 * An operation as an MCP tool: the same name, one input object holding its path and query
 * parameters (and its JSON body's properties), and its success answer as the output schema, all
 * from the schemas of schemas/openapi.yaml.
 */
export function toolDefinition(op: Operation): ToolDefinition {
  const spec = operationSpec(op.name);
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  for (const p of spec.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    properties[p.name] = portable(p.description ? { ...p.schema, description: p.description } : p.schema);
    if (p.in === 'path' || p.required) required.push(p.name);
  }
  const body = spec.requestBody?.content?.['application/json']?.schema;
  const bodyProperties = body && typeof body.properties === 'object' && body.properties ? body.properties : {};
  for (const [name, schema] of Object.entries(bodyProperties)) properties[name] = portable(schema);
  if (body && Array.isArray(body.required)) required.push(...body.required.map(String));
  const outputSchema = outputSchemaOf(op);
  return {
    name: op.name,
    description: [spec.summary, spec.description].filter(Boolean).join('\n\n') || op.name,
    inputSchema: { type: 'object', properties, required, additionalProperties: false },
    ...(outputSchema ? { outputSchema } : {}),
    annotations: { readOnlyHint: op.method === 'GET', idempotentHint: op.method === 'GET' || op.takesIdempotencyKey, openWorldHint: false },
  };
}
