// npm run generate: writes the files derived from the contract.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateOperationInputs } from './operation-inputs.ts';
import { generateOperationOutputs } from './operation-outputs.ts';
import { generateParsedOpenApi } from './parsed-openapi.ts';

for (const [file, generate] of [
  ['../schemas/openapi.json', generateParsedOpenApi],
  ['../schemas/operation-inputs.ts', generateOperationInputs],
  ['../schemas/operation-outputs.ts', generateOperationOutputs],
] as const) {
  const target = fileURLToPath(new URL(file, import.meta.url));
  writeFileSync(target, await generate());
  console.log(`wrote ${target}`);
}
