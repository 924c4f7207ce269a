// npm run generate: writes the files derived from the contract.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateOperationInputs } from './operation-inputs.ts';

const target = fileURLToPath(new URL('../schemas/operation-inputs.ts', import.meta.url));
writeFileSync(target, await generateOperationInputs());
console.log(`wrote ${target}`);
