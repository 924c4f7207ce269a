import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { deref, openApi } from '../../api/openapi-document.ts';
import { type Contract, jsonSchemaOf, operationsOf } from './contract.ts';
import { exampleValue } from './example-value.ts';

const contract = openApi().doc as unknown as Contract;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

describe("the reference's examples", () => {
  it("satisfy the contract's schema of every request body and every successful answer", () => {
    let checked = 0;
    for (const { op } of operationsOf(contract)) {
      const schemas: [string, unknown][] = [];
      const body = jsonSchemaOf(contract, op.requestBody);
      if (body) schemas.push(['request body', body]);
      for (const [status, response] of Object.entries(op.responses ?? {}))
        if (status.startsWith('2')) {
          const schema = jsonSchemaOf(contract, response as Record<string, unknown>);
          if (schema) schemas.push([`${status} answer`, schema]);
        }
      for (const [what, schema] of schemas) {
        const validate = ajv.compile(deref(openApi().doc, schema) as object);
        const example = exampleValue(contract, schema as Record<string, unknown>);
        assert.ok(validate(example), `${op.operationId} ${what}: ${JSON.stringify(example)} ${ajv.errorsText(validate.errors)}`);
        checked++;
      }
    }
    assert.ok(checked >= 50, `${checked} schemas checked`);
  });

  it('take the schema’s own example, const, default or first allowed value before making one', () => {
    const none: Contract = { info: {}, paths: {}, components: {} };
    assert.equal(exampleValue(none, { type: 'string', example: 'given' }), 'given');
    assert.equal(exampleValue(none, { const: 'fixed' }), 'fixed');
    assert.equal(exampleValue(none, { type: 'integer', default: 20 }), 20);
    assert.equal(exampleValue(none, { type: 'string', enum: ['light', 'dark'] }), 'light');
    assert.deepEqual(exampleValue(none, { type: 'object', required: ['a'], properties: { a: { type: 'integer', minimum: 3 }, b: { type: 'string' } } }), {
      a: 3,
    });
  });
});
