import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { apiKeyFor } from '../support/accounts.ts';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { initialisedMcp } from '../support/mcp-rpc.ts';

// Every door refuses bad input the same way, because each hands it to the one check of its declaration:
// the contract for operations, the action's declaration for actions (#40). A door with a check of its own
// would answer another shape, or name the field otherwise.
const ADMIN_TOKEN = 'admin-token-for-the-one-refusal-tests';
const SECRET = 'network-secret-for-the-one-refusal-tests';
let svc: Awaited<ReturnType<typeof startInProcess>>;

type Answer = { status: number; headers: Headers; body: unknown };

async function call(url: string, method: string, key: string, body?: unknown): Promise<Answer> {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
const admin = (method: string, path: string, body?: unknown) => call(`${svc.url}/admin/v1${path}`, method, ADMIN_TOKEN, body);

before(async () => {
  // A sister site `a` that is never reached: only its signed requests to us matter here.
  svc = await startInProcess({ ADMIN_TOKEN, SEED_DEMO: 'false', SITE_KEY: 'b', SISTER_SITES: 'a=http://127.0.0.1:9', NETWORK_SECRET: SECRET });
});
after(() => svc.close());

/** The problem+json every door answers bad input with: 400, the fields named, nothing else in it. */
function assertRefused(r: Answer, fields: string[]) {
  assert.equal(r.status, 400, JSON.stringify(r.body));
  assert.match(r.headers.get('content-type') ?? '', /^application\/problem\+json/);
  const p = r.body as { type: string; title: string; status: number; detail: string; errors: { field: string; message: string }[] };
  assert.deepEqual(Object.keys(p).sort(), ['detail', 'errors', 'status', 'title', 'type']);
  assert.deepEqual([p.type, p.title, p.status], ['/problems/invalid-request', 'Invalid request', 400]);
  assert.deepEqual(
    p.errors.map((e) => e.field),
    fields,
  );
  for (const e of p.errors) assert.deepEqual(Object.keys(e).sort(), ['field', 'message']);
  assert.equal(p.detail, `invalid ${fields.join(', ')}`);
  return p;
}

/** A request to the network endpoint signed as sister site `a`, the way its deliveries are. */
async function fromSister(body: unknown): Promise<Answer> {
  const text = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `v1=${createHmac('sha256', SECRET).update(`${timestamp}.`).update(text).digest('hex')}`;
  const res = await fetch(`${svc.url}/internal/v1/network/edits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-launchdir-site': 'a', 'x-launchdir-timestamp': timestamp, 'x-launchdir-signature': signature },
    body: text,
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe('one refusal for bad input, whichever door it comes through', () => {
  it('an operation names the field the contract refuses, through REST and MCP alike', async () => {
    const { key } = await apiKeyFor(svc.container, 'one-refusal', ['listings:write']);
    const rest = assertRefused(await call(`${svc.url}/api/v1/drafts`, 'POST', key, { url: 5 }), ['url']);
    const mcp = await initialisedMcp(svc.url, key);
    const tool = (await mcp('tools/call', { name: 'submit_listing', arguments: { url: 5 } })).message.result;
    assert.equal(tool.isError, true);
    assert.deepEqual(tool.structuredContent, rest);
  });

  it("the admin API names the field the action's declaration refuses, in snake_case", async () => {
    const p = assertRefused(await admin('PUT', '/categories/too-long', { name: 'n'.repeat(201) }), ['name']);
    assert.equal(p.errors[0].message, 'must be at most 200 characters');
    const wrongKind = assertRefused(await admin('POST', '/listings/1/revenue', { mrr_cents: 'lots', month: '2026-10', evidence: 'x' }), ['mrr_cents']);
    assert.equal(wrongKind.errors[0].message, 'must be a number', 'a value of the wrong kind is not one left out');
  });

  it('both engines say the same thing of the same mistake', async () => {
    const { key } = await apiKeyFor(svc.container, 'one-refusal', ['listings:write']);
    const contract = assertRefused(await call(`${svc.url}/api/v1/drafts`, 'POST', key, { url: 5 }), ['url']);
    const action = assertRefused(await admin('PUT', '/categories/kinds', { name: 5 }), ['name']);
    assert.equal(contract.errors[0].message, 'must be a string');
    assert.equal(action.errors[0].message, contract.errors[0].message);
  });

  it("the admin API's reads are declared too: a page out of range is named like any field", async () => {
    assertRefused(await admin('GET', '/flags?page=0'), ['page']);
    assertRefused(await admin('GET', '/listings/1/history?as_of=yesterday'), ['as_of']);
  });

  it("the sister sites' endpoint names the field the action's declaration refuses", async () => {
    const r = await fromSister({ edit_id: 'e-1', origin: 'a', domain: 'acme.test', fields: { headline: 'h'.repeat(201), tagline: 'not site copy' } });
    assertRefused(r, ['fields.headline', 'fields.tagline']);
  });

  it("a console form shows the same declaration's refusal next to the same field", async () => {
    const team = browserSession(svc.url);
    assert.equal((await team.submit('/admin', '/admin/token', { token: ADMIN_TOKEN })).status, 303);
    const csrf = await team.csrfOn('/admin/categories');
    const sent = await team.post('/admin/categories', { csrf, slug: 'too-long', name: 'n'.repeat(201) });
    assert.equal(sent.status, 400);
    assert.match(await sent.text(), /id="f-name-error">must be at most 200 characters</);
    // A price the form cannot read as dollars goes to the action as typed; its refusal is shown at the form's `price`.
    const price = await team.post('/admin/products', { csrf: await team.csrfOn('/admin/products'), id: 'launch', name: 'Launch', price: 'free' });
    assert.equal(price.status, 400);
    assert.match(await price.text(), /id="f-price-error">must be a number</);
    assert.equal((await admin('GET', '/reviews')).status, 200, 'the admin API still reads');
  });
});
