import { operationSpec } from '../api/openapi-document.ts';
import type { Operation } from '../api/operation.ts';

export type ToolDefinition = {
  name: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, unknown>; required: string[]; additionalProperties: false };
  annotations: { readOnlyHint: boolean; idempotentHint: boolean; openWorldHint: false };
};

/**
 * An operation as an MCP tool: the same name, and one input object holding its path and query
 * parameters (and its JSON body's properties), with the schemas of schemas/openapi.yaml.
 */
export function toolDefinition(op: Operation): ToolDefinition {
  const spec = operationSpec(op.name);
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const p of spec.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    properties[p.name] = p.description ? { ...p.schema, description: p.description } : p.schema;
    if (p.in === 'path' || p.required) required.push(p.name);
  }
  const body = spec.requestBody?.content?.['application/json']?.schema as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  for (const [name, schema] of Object.entries(body?.properties ?? {})) properties[name] = schema;
  required.push(...(body?.required ?? []));
  return {
    name: op.name,
    description: [spec.summary, spec.description].filter(Boolean).join('\n\n') || op.name,
    inputSchema: { type: 'object', properties, required, additionalProperties: false },
    annotations: { readOnlyHint: op.method === 'GET', idempotentHint: op.method === 'GET' || op.idempotent, openWorldHint: false },
  };
}
