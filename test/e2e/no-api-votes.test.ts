import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { operations } from '../../api/operations/index.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { startInProcess } from '../support/in-process-service.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let key = '';

const voteCount = async () => (await svc.container.events.readAll(0, 1_000_000)).filter((e) => e.type === 'VoteCast' || e.type === 'VoteWithdrawn').length;
/** Every input an operation might take, filled with something about a live listing and a vote. */
const args = {
  slug: 'pipewright',
  listing_id: 1,
  a: 'pipewright',
  b: 'tracehound',
  board: 'community-all-time',
  week: 'this',
  id: '00000000-0000-4000-8000-000000000000',
  number: 'LD-2026-000001',
  claim_id: 1,
  milestone_id: 1,
  vote: true,
  votes: 1,
  up: true,
};

before(async () => {
  svc = await startInProcess({});
  const made = await apiKeyFor(svc.container, 'voter', ['account:read', 'listings:write', 'orders:write']);
  key = made.key;
  await svc.container.commands.confirmEmailByOperator({ accountId: made.accountId }, { actor: 'test' });
});
after(() => svc.close());

describe('votes come only from people on the site', () => {
  it('no operation or tool is about votes', () => {
    assert.deepEqual(
      operations.map((o) => o.name).filter((n) => /vote|upvote|like/i.test(n)),
      [],
    );
  });

  it('no REST route casts a vote, whatever it is sent', async () => {
    const before = await voteCount();
    for (const op of operations) {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(args[name as keyof typeof args] ?? '1'));
      const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : JSON.stringify(args);
      const res = await fetch(`${svc.url}/api/v1${path}`, {
        method: op.method,
        headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body,
      });
      assert.ok(res.status < 500, `${op.name}: ${res.status}`);
    }
    for (const [method, path] of [
      ['POST', '/listings/pipewright/vote'],
      ['POST', '/listings/pipewright/votes'],
      ['PUT', '/listings/pipewright/votes'],
      ['POST', '/votes'],
    ])
      assert.ok([404, 405].includes((await fetch(`${svc.url}/api/v1${path}`, { method, headers: { authorization: `Bearer ${key}` } })).status), path);
    assert.equal(await voteCount(), before);
  });

  it('no MCP tool casts a vote, whatever its arguments', async () => {
    const before = await voteCount();
    const client = new Client({ name: 'no-votes', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${svc.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
    const { tools } = await client.listTools();
    assert.equal(tools.length, operations.length);
    for (const tool of tools) await client.callTool({ name: tool.name, arguments: args }).catch(() => null);
    await assert.rejects(client.callTool({ name: 'cast_vote', arguments: { slug: 'pipewright' } }));
    await client.close();
    assert.equal(await voteCount(), before);
  });
});
