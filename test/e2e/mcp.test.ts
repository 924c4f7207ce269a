import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { operations } from '../../api/operations/index.ts';
import { toolDefinition } from '../../mcp/tool-definitions.ts';
import { freePort } from '../support/free-port.ts';
import { tokenThroughConsent } from '../support/oauth-flow.ts';
import { ROOT, runCli, type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { PATIENCE_MS } from '../support/until.ts';

let service: ServiceProcess;
let base = '';
let dataDir = '';

before(async () => {
  dataDir = tempDir();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  service = await startService({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base });
  const user = await runCli(['users', 'create', '--email', 'mo@example.test', '--password', 'a long enough password'], { DATA_DIR: dataDir });
  assert.equal(user.code, 0, user.stderr);
});
after(() => service.stop());

/** Runs a tool from node_modules/.bin on the project's Node. */
function bin(name: string, args: string[], timeoutMs = PATIENCE_MS): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin', name), args, {
      cwd: ROOT,
      env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`, NO_COLOR: '1' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} ${args.join(' ')} timed out:\n${out}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

const rest = async (p: string) => (await fetch(`${base}/api/v1${p}`)).json();

async function connect(mode: 'legacy' | 'modern', headers: Record<string, string> = {}) {
  const client = new Client({ name: 'launchdir-test', version: '1.0.0' }, mode === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers } }));
  return client;
}

describe('the MCP server', () => {
  for (const mode of ['legacy', 'modern'] as const) {
    it(`lists every implemented operation as a tool with the contract's schemas, and answers as REST does (${mode} era)`, async () => {
      const client = await connect(mode);
      const { tools } = await client.listTools();
      assert.deepEqual(
        tools.map((t) => t.name),
        operations.map((o) => o.name),
      );
      for (const op of operations) assert.deepEqual(tools.find((t) => t.name === op.name)!.inputSchema, toolDefinition(op).inputSchema, op.name);
      const search = await client.callTool({ name: 'search_listings', arguments: { q: 'pipewirght', per_page: 3 } });
      assert.deepEqual(search.structuredContent, await rest('/listings?q=pipewirght&per_page=3'));
      const listing = await client.callTool({ name: 'get_listing', arguments: { slug: 'pipewright' } });
      assert.deepEqual(listing.structuredContent, await rest('/listings/pipewright'));
      // The discussion is read through MCP as through REST (written only on the site).
      assert.ok(tools.some((t) => t.name === 'list_comments'));
      const comments = await client.callTool({ name: 'list_comments', arguments: { slug: 'pipewright', per_page: 5 } });
      assert.deepEqual(comments.structuredContent, await rest('/listings/pipewright/comments?per_page=5'));
      const missing = await client.callTool({ name: 'get_listing', arguments: { slug: 'no-such-listing' } });
      assert.equal(missing.isError, true);
      assert.equal((missing.structuredContent as { status: number }).status, 404);
      const bad = await client.callTool({ name: 'search_listings', arguments: { per_page: 101 } });
      assert.equal(bad.isError, true);
      assert.equal((bad.structuredContent as { errors: { field: string }[] }).errors[0].field, 'per_page');
      await client.close();
    });
  }

  for (const version of ['2025-03-26', '2025-06-18', '2025-11-25']) {
    it(`completes the initialize handshake at ${version} and calls tools`, async () => {
      const post = async (body: unknown) => {
        const res = await fetch(`${base}/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': version },
          body: JSON.stringify(body),
        });
        const text = await res.text();
        const data =
          text.startsWith('event:') || text.startsWith('data:')
            ? text
                .split('\n')
                .find((l) => l.startsWith('data:'))!
                .slice(5)
            : text;
        return JSON.parse(data) as { result: any };
      };
      const init = await post({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 't', version: '1' } },
      });
      assert.equal(init.result.protocolVersion, version);
      const call = await post({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_listing', arguments: { slug: 'tracehound' } } });
      assert.deepEqual(call.result.structuredContent, await rest('/listings/tracehound'));
      const search = await post({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'search_listings', arguments: { q: 'notes', sort: 'votes' } } });
      assert.deepEqual(search.result.structuredContent, await rest('/listings?q=notes&sort=votes'));
    });
  }

  it('challenges a protected tool without a token (401 + resource metadata), and serves it with an OAuth token from a PKCE flow', async () => {
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_account', arguments: {} } }),
    });
    assert.equal(res.status, 401);
    assert.match(res.headers.get('www-authenticate') ?? '', /resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/mcp"/);
    const tokens = await tokenThroughConsent(base, { email: 'mo@example.test', password: 'a long enough password' }, 'openid account:read', `${base}/mcp`);
    for (const mode of ['legacy', 'modern'] as const) {
      const client = await connect(mode, { authorization: `Bearer ${tokens.access_token}` });
      const me = await client.callTool({ name: 'get_account', arguments: {} });
      assert.equal((me.structuredContent as { email: string }).email, 'mo@example.test');
      await client.close();
    }
    const noScope = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
        authorization: `Bearer ${tokens.access_token}`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'submit_listing', arguments: { url: 'https://example.test' } } }),
    });
    assert.equal(noScope.status, 403);
    assert.match(noScope.headers.get('www-authenticate') ?? '', /insufficient_scope/);
  });

  it('answers a call to an unknown tool with the JSON-RPC error -32602, not a tool result', async () => {
    for (const version of ['2025-11-25', '2025-06-18']) {
      const res = await fetch(`${base}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': version },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'no_such_tool', arguments: {} } }),
      });
      const text = await res.text();
      const message = JSON.parse(text.startsWith('{') ? text : (/^data: (.+)$/m.exec(text)?.[1] ?? '{}'));
      assert.equal(message.id, 7);
      assert.equal(message.error?.code, -32602, text);
      assert.match(message.error?.message ?? '', /no_such_tool/);
      assert.equal(message.result, undefined);
    }
    const client = await connect('modern');
    await assert.rejects(client.callTool({ name: 'no_such_tool', arguments: {} }), (e: unknown) => (e as { code?: number }).code === -32602);
    await client.close();
  });

  it('refuses requests with a foreign Host or Origin (DNS rebinding)', async () => {
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
    assert.equal((await fetch(`${base}/mcp`, { method: 'POST', headers: { ...headers, origin: 'http://evil.invalid' }, body })).status, 403);
  });

  for (const scenario of ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection', 'http-header-validation', 'server-stateless']) {
    it(`passes the official conformance scenario ${scenario}`, async () => {
      const baseline = path.join(ROOT, 'test/e2e/mcp-conformance-baseline.yml');
      const r = await bin('conformance', [
        'server',
        '--url',
        `${base.replace('127.0.0.1', 'localhost')}/mcp`,
        '--scenario',
        scenario,
        '--expected-failures',
        baseline,
      ]);
      assert.equal(r.code, 0, r.out.slice(-2000));
      const failed = Number(/Passed: \d+\/\d+, (\d+) failed/.exec(r.out)?.[1] ?? NaN);
      assert.equal(failed, scenario === 'server-stateless' ? 4 : 0, 'only the baselined fixture-tool checks may fail');
    });
  }

  for (const era of ['legacy', 'modern']) {
    it(`is listed and called by the MCP Inspector CLI (${era} era)`, async () => {
      // --strict reports every tool-schema portability finding in full, and fails on an error-severity one.
      const list = await bin('mcp-inspector', ['--cli', `${base}/mcp`, '--protocol-era', era, '--method', 'tools/list', '--strict']);
      assert.equal(list.code, 0, list.out.slice(-1000));
      assert.doesNotMatch(list.out, /^(Warning|Error): tool|Schema portability/m, 'no portability findings in any tool schema');
      assert.match(list.out, /"outputSchema"/, 'tools declare what they answer');
      const names = [...list.out.matchAll(/^ {6}"name": "([a-z_]+)"/gm)].map((m) => m[1]);
      assert.deepEqual(
        names,
        operations.map((o) => o.name),
      );
      const call = await bin('mcp-inspector', [
        '--cli',
        `${base}/mcp`,
        '--protocol-era',
        era,
        '--method',
        'tools/call',
        '--tool-name',
        'get_listing',
        '--tool-arg',
        'slug=pipewright',
      ]);
      assert.equal(call.code, 0, call.out.slice(-1000));
      assert.match(call.out, /Pipewright/);
    });
  }
});
