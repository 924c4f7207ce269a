import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { generateOperationInputs } from '../../scripts/operation-inputs.ts';
import { generateOperationOutputs } from '../../scripts/operation-outputs.ts';
import { generateParsedOpenApi } from '../../scripts/parsed-openapi.ts';

const committed = (file: string) => readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8');

describe('the files generated from the contract', () => {
  it('the parsed contract is what schemas/openapi.yaml parses to today (run `npm run generate` after changing the contract)', async () => {
    assert.equal(committed('openapi.json'), await generateParsedOpenApi());
  });

  it('inputs are what schemas/openapi.yaml generates today (run `npm run generate` after changing the contract)', async () => {
    assert.equal(committed('operation-inputs.ts'), await generateOperationInputs());
  });

  it('outputs are what schemas/openapi.yaml generates today (run `npm run generate` after changing the contract)', async () => {
    assert.equal(committed('operation-outputs.ts'), await generateOperationOutputs());
  });
});
