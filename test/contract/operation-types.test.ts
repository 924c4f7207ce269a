import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { generateOperationInputs } from '../../scripts/operation-inputs.ts';

describe('the operation input types', () => {
  it('are what schemas/openapi.yaml generates today (run `npm run generate` after changing the contract)', async () => {
    const committed = readFileSync(new URL('../../schemas/operation-inputs.ts', import.meta.url), 'utf8');
    assert.equal(committed, await generateOperationInputs());
  });
});
