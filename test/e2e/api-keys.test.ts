import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCli, type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';

let dataDir = '';
let service: ServiceProcess;
const env = () => ({ DATA_DIR: dataDir });

before(async () => {
  dataDir = tempDir();
  service = await startService({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const user = await runCli(['users', 'create', '--email', 'Ann@Example.test', '--password', 'correct horse battery', '--name', 'Ann'], env());
  assert.equal(user.code, 0, user.stderr);
});
after(() => service.stop());

const me = (key?: string) => fetch(`${service.url}/api/v1/me`, key ? { headers: { authorization: `Bearer ${key}` } } : {});

describe('API keys from the CLI', () => {
  it('prints a key alone on stdout that works on GET /api/v1/me with its scopes', async () => {
    const r = await runCli(['api-keys', 'create', '--email', 'ann@example.test', '--scopes', 'account:read,listings:write', '--name', 'ci'], env());
    assert.equal(r.code, 0, r.stderr);
    const key = r.stdout.trim();
    assert.match(key, /^ld_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{32}$/);
    assert.equal(r.stdout, `${key}\n`);
    const res = await me(key);
    assert.equal(res.status, 200);
    const body = (await res.json()) as { email: string; scopes: string[]; credential: { kind: string } };
    assert.equal(body.email, 'ann@example.test');
    assert.deepEqual(body.scopes, ['account:read', 'listings:write']);
    assert.equal(body.credential.kind, 'api_key');
  });

  it('answers 401 with WWW-Authenticate without a credential or with a bad one, and 403 naming a missing scope', async () => {
    const none = await me();
    assert.equal(none.status, 401);
    assert.match(none.headers.get('www-authenticate') ?? '', /^Bearer resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/api\/v1"/);
    assert.match(none.headers.get('content-type') ?? '', /problem\+json/);
    const bad = await me('ld_nothere0_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    assert.equal(bad.status, 401);
    assert.match(bad.headers.get('www-authenticate') ?? '', /error="invalid_token"/);
    const writeOnly = (await runCli(['api-keys', 'create', '--email', 'ann@example.test', '--scopes', 'orders:write'], env())).stdout.trim();
    const forbidden = await me(writeOnly);
    assert.equal(forbidden.status, 403);
    const problem = (await forbidden.json()) as { detail: string };
    assert.match(problem.detail, /account:read/);
    const drafts = (key?: string) =>
      fetch(`${service.url}/api/v1/drafts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: '{"url":"https://example.test"}',
      });
    const anonymous = await drafts();
    assert.equal(anonymous.status, 401);
    assert.match(anonymous.headers.get('www-authenticate') ?? '', /resource_metadata=/);
    assert.equal((await drafts(writeOnly)).status, 403, 'orders:write is not listings:write');
    const metadata = (await (await fetch(`${service.url}/.well-known/oauth-protected-resource/api/v1`)).json()) as {
      resource: string;
      scopes_supported: string[];
    };
    assert.match(metadata.resource, /\/api\/v1$/);
    assert.ok(metadata.scopes_supported.includes('listings:write'));
  });

  it('keeps keys and passwords out of the event store and the logs', async () => {
    const key = (await runCli(['api-keys', 'create', '--email', 'ann@example.test', '--scopes', 'account:read'], env())).stdout.trim();
    assert.equal((await me(key)).status, 200);
    // The secret itself may hold '_' (base64url): everything after the prefix.
    const secret = key.split('_').slice(2).join('_');
    for (const file of readdirSync(dataDir).filter((f) => f.endsWith('.db') || f.endsWith('-wal'))) {
      const bytes = readFileSync(path.join(dataDir, file));
      assert.equal(bytes.includes(secret), false, `${file} holds the key in clear`);
      assert.equal(bytes.includes('correct horse battery'), false, `${file} holds the password in clear`);
    }
    assert.equal(service.output().includes(secret), false, 'the log holds the key');
  });

  it('refuses unknown scopes and unknown accounts', async () => {
    const scope = await runCli(['api-keys', 'create', '--email', 'ann@example.test', '--scopes', 'everything'], env());
    assert.notEqual(scope.code, 0);
    assert.match(scope.stderr, /not a scope/);
    const nobody = await runCli(['api-keys', 'create', '--email', 'nobody@example.test', '--scopes', 'account:read'], env());
    assert.notEqual(nobody.code, 0);
    const dup = await runCli(['users', 'create', '--email', 'ann@example.test', '--password', 'another long one'], env());
    assert.notEqual(dup.code, 0);
    assert.match(dup.stderr, /already exists/);
  });
});
