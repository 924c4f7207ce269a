// The answer type of every operation, generated from schemas/openapi.yaml: the body of each success
// response (2xx), by operationId — what `operation()` types `run`'s answer with, and what the pages
// and MCP read of an answer.
import { compile } from 'json-schema-to-typescript';
import { contractOperations, operationSpec } from '../api/openapi-document.ts';
import { pascal, untitled } from './operation-inputs.ts';

type Schema = Record<string, unknown>;

export async function generateOperationOutputs(): Promise<string> {
  const parts: string[] = [];
  const names = contractOperations()
    .map((o) => o.name)
    .sort();
  for (const name of names) {
    const spec = operationSpec(name);
    const bodies = Object.entries(spec.responses)
      .filter(([status]) => /^2\d\d$/.test(status))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, r]) => r.content?.['application/json']?.schema)
      .filter((s): s is NonNullable<typeof s> => Boolean(s));
    const schema: Schema = bodies.length === 1 ? (untitled(bodies[0]) as Schema) : { anyOf: bodies.map(untitled) };
    parts.push(await compile(schema, `${pascal(name)}Output`, { bannerComment: '', additionalProperties: false, format: false, ignoreMinAndMaxItems: true }));
  }
  const map = names.map((n) => `  ${n}: ${pascal(n)}Output;`).join('\n');
  return `// Generated from schemas/openapi.yaml by \`npm run generate\`; do not edit.\n\n${parts.join('\n')}\n/** Each operation's success answer, by operationId. */\nexport type OperationOutputs = {\n${map}\n};\n`;
}
