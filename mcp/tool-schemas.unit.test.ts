import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { operations } from '../api/operations/index.ts';
import { toolDefinition } from './tool-definitions.ts';
import { inputSchemaOf, outputSchemaOf } from './tool-schemas.ts';

const op = (name: string) => {
  const found = operations.find((o) => o.name === name);
  if (!found) throw new Error(`no operation ${name}`);
  return found;
};
const parse = (name: string, args: unknown) => {
  const result = inputSchemaOf(op(name))['~standard'].validate(args);
  if (result instanceof Promise || !('value' in result)) throw new Error('the contract check is synchronous and always parses');
  return result.value;
};

describe('the schemas a tool is registered with', () => {
  it("advertise the contract's input and output schemas, as the tool definitions spell them", () => {
    for (const o of operations) {
      const definition = toolDefinition(o);
      assert.deepEqual(inputSchemaOf(o)['~standard'].jsonSchema.input({ target: 'draft-2020-12' }), definition.inputSchema, o.name);
      assert.deepEqual(outputSchemaOf(o)?.['~standard'].jsonSchema.output({ target: 'draft-2020-12' }), definition.outputSchema, o.name);
    }
  });

  it("split valid arguments into the operation's path, query and body, as REST receives them", () => {
    assert.deepEqual(parse('get_listing', { slug: 'pipewright' }), { ok: true, input: { path: { slug: 'pipewright' }, query: {}, body: undefined } });
    const search = parse('search_listings', { q: 'notes', per_page: 3 });
    assert.ok(search.ok && search.input.query.q === 'notes' && search.input.query.per_page === 3);
  });

  it('parse arguments the contract refuses into the problem naming each field, as REST answers', () => {
    const bad = parse('search_listings', { per_page: 101 });
    assert.equal(bad.ok, false);
    assert.ok(!bad.ok && bad.problem.status === 400 && bad.problem.errors?.some((e) => e.field === 'per_page'));
    const stray = parse('get_listing', { slug: 'pipewright', colour: 'red' });
    assert.ok(!stray.ok && stray.problem.errors?.some((e) => e.field === 'colour'));
  });

  it('check answers against the success answer of the contract', () => {
    const listing = outputSchemaOf(op('get_listing'));
    assert.ok(listing);
    const result = listing['~standard'].validate({ not: 'a listing' });
    assert.ok(!(result instanceof Promise) && result.issues?.length);
  });
});
