import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { operations } from '../api/operations/index.ts';
import { toolDefinition } from './tool-definitions.ts';

describe('MCP tool definitions', () => {
  it("name each operation as the contract does, with the contract's parameter schemas", () => {
    const tools = operations.map(toolDefinition);
    assert.deepEqual(
      tools.map((t) => t.name),
      operations.map((o) => o.name),
    );
    assert.ok(tools.every((t) => /^[a-z_]+$/.test(t.name)));
    const search = tools.find((t) => t.name === 'search_listings')!;
    assert.deepEqual(search.inputSchema.properties?.per_page, { type: 'integer', minimum: 1, maximum: 100, default: 20 });
    assert.deepEqual(search.inputSchema.properties?.q, { type: 'string', maxLength: 200, description: 'Words to find; empty browses.' });
    const get = tools.find((t) => t.name === 'get_listing')!;
    assert.deepEqual(get.inputSchema.required, ['slug']);
    assert.equal(get.annotations?.readOnlyHint, true);
  });
});
