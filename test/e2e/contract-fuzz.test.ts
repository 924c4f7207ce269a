import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { SCOPES } from '../../domain/account/account.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { initialisedMcp } from '../support/mcp-rpc.ts';
import { ROOT } from '../support/service-process.ts';

/**
 * What a fuzzer does from outside, kept as a regression net: every operation of the contract and
 * every MCP tool, sent hostile paths, queries, bodies and arguments. Nothing a client sends may
 * be a 5xx, and every refusal of the API is problem+json.
 */
type Schema = Record<string, unknown> & { $ref?: string };
const contract = parse(readFileSync(path.join(ROOT, 'schemas/openapi.yaml'), 'utf8'));
const resolve = (s: Schema | undefined): Schema | undefined =>
  s?.$ref
    ? resolve(
        s.$ref
          .slice(2)
          .split('/')
          .reduce((o: Record<string, unknown>, k) => o[k] as Record<string, unknown>, contract) as Schema,
      )
    : s;

/** A plausible value for a schema: its example, default or first choice, else the smallest of its type. */
function sample(given: Schema | undefined, depth = 0): unknown {
  const s = resolve(given);
  if (!s || depth > 6) return null;
  for (const k of ['example', 'default', 'const'] as const) if (s[k] !== undefined) return s[k];
  if (Array.isArray(s.enum)) return s.enum[0];
  for (const k of ['oneOf', 'anyOf', 'allOf'] as const) if (Array.isArray(s[k])) return sample(s[k][0] as Schema, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties)
    return Object.fromEntries(Object.entries((s.properties ?? {}) as Record<string, Schema>).map(([k, v]) => [k, sample(v, depth + 1)]));
  if (type === 'array') return [sample(s.items as Schema, depth + 1)];
  if (type === 'integer' || type === 'number') return s.minimum ?? 1;
  if (type === 'boolean') return true;
  if (s.format === 'uri') return 'https://example.test/';
  if (s.format === 'email') return 'someone@example.test';
  return 'x'.repeat(Math.max(Number(s.minLength ?? 1), 1));
}

const HOSTILE_VALUES: unknown[] = [null, 42, -1, 1.5, 1e308, '', 'x'.repeat(70_000), [], {}, true, '\u0000', '\ud800', '<script>', [null], [{}], '2026-13-45'];
const HOSTILE_TEXT = ['0', '-1', 'abc', '%00', '%ED%A0%80', 'x'.repeat(3000), '99999999999999999999', '1e3', 'null', '..', '2026-W99', '%'];
const RAW_BODIES = ['', 'null', '[]', '"s"', '{', '1', '{"__proto__":{"x":1}}', `${'['.repeat(5000)}${']'.repeat(5000)}`];

type Operation = { method: string; path: string; parameters: Schema[]; body?: Schema };
type PathItem = Record<string, (Schema & { parameters?: Schema[]; requestBody?: { content?: Record<string, { schema: Schema }> } }) | undefined> & {
  parameters?: Schema[];
};
const operations: Operation[] = Object.entries(contract.paths as Record<string, PathItem>).flatMap(([p, item]) =>
  ['get', 'post', 'put', 'patch', 'delete'].flatMap((m) => {
    const op = item[m];
    if (!op) return [];
    const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x) => resolve(x) as Schema);
    return [{ method: m.toUpperCase(), path: p, parameters, body: op.requestBody?.content?.['application/json']?.schema }];
  }),
);

let svc: Awaited<ReturnType<typeof startInProcess>>;
let key = '';
const findings: string[] = [];

async function send(method: string, url: string, body: string | undefined, label: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${svc.url}${url}`, {
    method,
    body,
    headers: { authorization: `Bearer ${key}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
  });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  if (res.status >= 500) findings.push(`${res.status} ${method} ${url.slice(0, 120)} (${label}): ${text.slice(0, 200)}`);
  else if (res.status >= 400 && ![405, 429].includes(res.status) && !type.includes('application/problem+json'))
    findings.push(`${res.status} without problem+json: ${method} ${url.slice(0, 120)} (${label})`);
}

before(async () => {
  svc = await startInProcess();
  ({ key } = await apiKeyFor(svc.container, 'fuzzer', [...SCOPES]));
});
after(() => svc?.close());

describe('hostile input from outside', () => {
  it('never answers an operation of the contract with a 5xx, and refuses with problem+json', async () => {
    findings.length = 0;
    assert.ok(operations.length >= 41);
    for (const op of operations) {
      const pathParams = op.parameters.filter((p) => p.in === 'path');
      const url = (override: Record<string, string> = {}) =>
        `/api/v1${op.path.replace(/\{(\w+)\}/g, (_, n: string) => override[n] ?? String(sample(pathParams.find((p) => p.name === n)?.schema as Schema) ?? '1'))}`;
      const base = op.body ? sample(op.body) : undefined;
      const baseBody = base === undefined ? undefined : JSON.stringify(base);
      await send(op.method, url(), baseBody, 'a plausible request');
      for (const p of pathParams) for (const v of HOSTILE_TEXT) await send(op.method, url({ [String(p.name)]: v }), baseBody, `path ${p.name}`);
      for (const q of op.parameters.filter((p) => p.in === 'query'))
        for (const v of HOSTILE_TEXT) {
          await send(op.method, `${url()}?${q.name}=${v}`, baseBody, `query ${q.name}`);
          await send(op.method, `${url()}?${q.name}=${v}&${q.name}=1&${q.name}[a]=2`, baseBody, `query ${q.name} repeated`);
        }
      if (op.method === 'GET') continue;
      for (const raw of RAW_BODIES) await send(op.method, url(), raw, `raw body ${raw.slice(0, 12)}`);
      await send(op.method, url(), baseBody, 'text/plain', { 'content-type': 'text/plain' });
      await send(op.method, url(), baseBody, 'a bad Idempotency-Key', { 'idempotency-key': 'k'.repeat(300) });
      if (!base || typeof base !== 'object' || Array.isArray(base)) continue;
      const top = base as Record<string, unknown>;
      for (const k of Object.keys(top))
        for (const v of HOSTILE_VALUES) {
          await send(op.method, url(), JSON.stringify({ ...top, [k]: v }), `${k} = ${JSON.stringify(v)?.slice(0, 20)}`);
          const inner = top[k];
          if (inner && typeof inner === 'object' && !Array.isArray(inner))
            for (const j of Object.keys(inner)) await send(op.method, url(), JSON.stringify({ ...top, [k]: { ...inner, [j]: v } }), `${k}.${j}`);
        }
    }
    assert.deepEqual(findings, []);
  });

  it('never answers an MCP tool call with an internal error, whatever its arguments', async () => {
    findings.length = 0;
    const session = await initialisedMcp(svc.url, key, 'fuzzer');
    const rpc = async (method: string, params?: unknown) => {
      const { status: httpStatus, text, message } = await session(method, params);
      if (httpStatus >= 500 || /"code":\s*-32603/.test(text))
        findings.push(`${httpStatus} ${method} ${JSON.stringify(params)?.slice(0, 120)}: ${text.slice(0, 200)}`);
      // A refusal is a tool result carrying its 4xx problem; anything else marked as an error is ours.
      const status = message?.result?.structuredContent?.status;
      if (message?.result?.isError && !(status >= 400 && status < 500))
        findings.push(`${method} ${JSON.stringify(params)?.slice(0, 120)}: ${text.slice(0, 200)}`);
      return message;
    };
    const tools = (await rpc('tools/list', {})).result.tools as { name: string; inputSchema: { properties?: Record<string, unknown> } }[];
    assert.ok(tools.length >= 41);
    for (const tool of tools) {
      for (const args of [undefined, null, [], {}]) await rpc('tools/call', { name: tool.name, ...(args === undefined ? {} : { arguments: args }) });
      for (const k of Object.keys(tool.inputSchema.properties ?? {}))
        for (const v of HOSTILE_VALUES) await rpc('tools/call', { name: tool.name, arguments: { [k]: v } });
    }
    assert.deepEqual(findings, []);
  });
});
