import type { Tool } from '@modelcontextprotocol/server';
import { operationSpec } from '../api/openapi-document.ts';
import type { Operation } from '../api/operation.ts';

export type ToolDefinition = Tool;
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A schema from the contract as plain JSON (what a tool's input schema is made of). */
function json(value: unknown): Json {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(json);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, json(v)]));
  return null;
}

/**
 * An operation as an MCP tool: the same name, and one input object holding its path and query
 * parameters (and its JSON body's properties), with the schemas of schemas/openapi.yaml.
 */
export function toolDefinition(op: Operation): ToolDefinition {
  const spec = operationSpec(op.name);
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  for (const p of spec.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    properties[p.name] = json(p.description ? { ...p.schema, description: p.description } : p.schema);
    if (p.in === 'path' || p.required) required.push(p.name);
  }
  const body = spec.requestBody?.content?.['application/json']?.schema;
  const bodyProperties = body && typeof body.properties === 'object' && body.properties ? body.properties : {};
  for (const [name, schema] of Object.entries(bodyProperties)) properties[name] = json(schema);
  if (body && Array.isArray(body.required)) required.push(...body.required.map(String));
  return {
    name: op.name,
    description: [spec.summary, spec.description].filter(Boolean).join('\n\n') || op.name,
    inputSchema: { type: 'object', properties, required, additionalProperties: false },
    annotations: { readOnlyHint: op.method === 'GET', idempotentHint: op.method === 'GET' || op.idempotent, openWorldHint: false },
  };
}
