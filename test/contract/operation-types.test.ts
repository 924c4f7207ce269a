import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { generateOperationInputs } from '../../scripts/operation-inputs.ts';
import { generateOperationOutputs } from '../../scripts/operation-outputs.ts';

const committed = (file: string) => readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8');

describe('the operation types generated from the contract', () => {
  it('inputs are what schemas/openapi.yaml generates today (run `npm run generate` after changing the contract)', async () => {
    assert.equal(committed('operation-inputs.ts'), await generateOperationInputs());
  });

  it('outputs are what schemas/openapi.yaml generates today (run `npm run generate` after changing the contract)', async () => {
    assert.equal(committed('operation-outputs.ts'), await generateOperationOutputs());
  });
});
