import { fromJsonSchema, type StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { operationSpec } from '../api/openapi-document.ts';
import type { Operation, ValidInput } from '../api/operation.ts';
import { type Problem, problem } from '../api/problem.ts';
import { validateInput } from '../api/validation.ts';
import { toolDefinition } from './tool-definitions.ts';

/**
 * A tool's arguments as the contract reads them: the operation's input, checked, or the problem
 * REST would answer for the same request.
 */
export type CheckedArguments = { ok: true; input: ValidInput } | { ok: false; problem: Problem };

/** A tool's arguments split back into the operation's path, query and body, as REST receives them. */
function splitArguments(op: Operation, args: Record<string, unknown>) {
  const spec = operationSpec(op.name);
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  const where = new Map(spec.parameters.filter((p) => p.in === 'path' || p.in === 'query').map((p) => [p.name, p.in]));
  for (const [k, v] of Object.entries(args)) {
    if (where.get(k) === 'path') path[k] = typeof v === 'number' ? String(v) : v;
    else if (where.get(k) === 'query') query[k] = v;
    else body[k] = v;
  }
  const takesBody = Boolean(spec.requestBody?.content?.['application/json']);
  return { path, query, body: takesBody ? body : undefined, hasBody: takesBody && Object.keys(body).length > 0, stray: takesBody ? [] : Object.keys(body) };
}

function checkArguments(op: Operation, args: unknown): CheckedArguments {
  const split = splitArguments(op, args && typeof args === 'object' && !Array.isArray(args) ? (args as Record<string, unknown>) : {});
  if (split.stray.length)
    return {
      ok: false,
      problem: problem(
        400,
        `unknown argument ${split.stray.join(', ')}`,
        split.stray.map((field) => ({ field, message: 'is not an allowed property' })),
      ),
    };
  const checked = validateInput(op.name, split);
  return checked.ok ? checked : { ok: false, problem: problem(400, `invalid ${checked.issues.map((i) => i.field).join(', ')}`, checked.issues) };
}

/**
 * The tool's input schema for `registerTool`: advertised as the contract's JSON Schema (path and
 * query parameters and the body's properties in one object), and checked by the contract's own
 * validators. Arguments the contract refuses still parse, into the problem naming each field:
 * the SDK would answer a failed parse with a line of text, and a tool answers what REST answers,
 * a problem the caller can act on field by field.
 */
export function inputSchemaOf(op: Operation): StandardSchemaWithJSON<Record<string, unknown>, CheckedArguments> {
  const json = toolDefinition(op).inputSchema;
  return {
    '~standard': {
      version: 1,
      vendor: 'launch-directory',
      jsonSchema: { input: () => json, output: () => json },
      validate: (args) => ({ value: checkArguments(op, args) }),
    },
  };
}

/**
 * The tool's output schema for `registerTool`: the operation's success answer in the contract, which the SDK checks every answer against.
 * Its validator is compiled at the tool's first answer: compiling all of them at start took a second of every start, for tools most
 * processes never call.
 */
export function outputSchemaOf(op: Operation): StandardSchemaWithJSON | undefined {
  const { outputSchema } = toolDefinition(op);
  if (!outputSchema) return undefined;
  let compiled: StandardSchemaWithJSON | null = null;
  return {
    '~standard': {
      version: 1,
      vendor: 'mcp',
      jsonSchema: { input: () => outputSchema, output: () => outputSchema },
      validate: (value) => {
        compiled ??= fromJsonSchema(outputSchema);
        return compiled['~standard'].validate(value);
      },
    },
  };
}
