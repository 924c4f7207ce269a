import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const here = import.meta.dirname;
const sources = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => ({ file: f, text: readFileSync(path.join(here, f), 'utf8') }));

describe('the MCP face', () => {
  it("registers its tools through McpServer.registerTool, and hand-writes no tools/list or tools/call handler on the SDK's low-level Server", () => {
    const lowLevel = sources.filter(({ text }) => /\bsetRequestHandler\(|\bnew Server\(/.test(text)).map((s) => s.file);
    assert.deepEqual(lowLevel, []);
    assert.ok(
      sources.some(({ text }) => /\.registerTool\(/.test(text)),
      'some file of mcp/ registers the tools',
    );
  });
});
