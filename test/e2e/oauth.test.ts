import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as client from 'openid-client';
import { browserSession } from '../support/browser.ts';
import { freePort } from '../support/free-port.ts';
import { CookieBrowser, csrfOf, tokenThroughConsent } from '../support/oauth-flow.ts';
import { runCli, type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';

let service: ServiceProcess;
let base = '';
let dataDir = '';

before(async () => {
  dataDir = tempDir();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  service = await startService({ DATA_DIR: dataDir, SEED_DEMO: 'false', PORT: String(port), PUBLIC_URL: base });
  const user = await runCli(['users', 'create', '--email', 'dee@example.test', '--password', 'a long enough password'], { DATA_DIR: dataDir });
  assert.equal(user.code, 0, user.stderr);
});
after(() => service.stop());

describe('OAuth 2.1 with an independent client (openid-client)', () => {
  const redirectUri = 'http://127.0.0.1/callback';

  it('registers dynamically, runs code + PKCE through the consent page, calls /me, refreshes, and is refused after revocation', async () => {
    const options = { execute: [client.allowInsecureRequests] };
    const config = await client.dynamicClientRegistration(
      new URL(`${base}/oauth`),
      {
        redirect_uris: [redirectUri],
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        client_name: 'Test Agent',
      },
      client.None(),
      options,
    );
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authorize = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid offline_access account:read',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      resource: `${base}/api/v1`,
      prompt: 'consent',
    });

    const browser = new CookieBrowser(base);
    let step = await browser.follow(authorize.href, redirectUri);
    assert.match(step.url, /\/signin\?next=/);
    const signin = await browser.request(step.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `csrf=${encodeURIComponent(csrfOf(await step.res.text()))}&email=dee%40example.test&password=a+long+enough+password`,
    });
    assert.equal(signin.status, 303);
    step = await browser.follow(new URL(signin.headers.get('location')!, base).href, redirectUri);
    const consent = await step.res.text();
    assert.match(consent, /Allow access/);
    assert.match(consent, /Test Agent/);
    assert.match(consent, /account:read/);
    const form = /action="([^"]+)"[\s\S]*name="csrf" value="([^"]+)"/.exec(consent)!;
    const allowed = await browser.request(form[1], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `csrf=${encodeURIComponent(form[2])}&decision=allow`,
    });
    const back = await browser.follow(new URL(allowed.headers.get('location')!, base).href, redirectUri);
    assert.ok(back.url.startsWith(redirectUri), back.url);

    const tokens = await client.authorizationCodeGrant(config, new URL(back.url), { pkceCodeVerifier: verifier, expectedState: state });
    assert.ok(tokens.access_token && tokens.refresh_token);
    const me = async (token: string) => fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    const first = await me(tokens.access_token);
    assert.equal(first.status, 200);
    const body = (await first.json()) as { email: string; scopes: string[]; credential: { kind: string; expires_at: string } };
    assert.equal(body.email, 'dee@example.test');
    assert.deepEqual(body.scopes, ['account:read']);
    assert.equal(body.credential.kind, 'oauth_token');
    assert.ok(body.credential.expires_at);
    assert.equal(
      (
        await fetch(`${base}/api/v1/drafts`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
          body: '{"url":"https://example.test"}',
        })
      ).status,
      403,
      'no listings:write',
    );

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    assert.notEqual(refreshed.refresh_token, tokens.refresh_token, 'the refresh token rotates');
    assert.equal((await me(refreshed.access_token)).status, 200);
    await assert.rejects(client.refreshTokenGrant(config, tokens.refresh_token!), 'a used refresh token is refused');

    await client.tokenRevocation(config, refreshed.access_token);
    assert.equal((await me(refreshed.access_token)).status, 401);

    const { readdirSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    for (const file of readdirSync(dataDir).filter((f) => f.endsWith('.db') || f.endsWith('-wal'))) {
      const bytes = readFileSync(path.join(dataDir, file));
      for (const secret of [tokens.access_token, tokens.refresh_token!, refreshed.refresh_token!])
        assert.equal(bytes.includes(secret), false, `${file} holds a token in clear`);
    }
    assert.equal(service.output().includes(refreshed.refresh_token!), false);
  });

  it('lists the app on the connected apps page, and revoking it there ends its tokens, refresh included', async () => {
    const tokens = await tokenThroughConsent(
      base,
      { email: 'dee@example.test', password: 'a long enough password' },
      'openid offline_access account:read',
      `${base}/api/v1`,
    );
    const me = () => fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    assert.equal((await me()).status, 200);
    const person = browserSession(base);
    assert.equal((await person.signIn('dee@example.test', 'a long enough password')).status, 303);
    const page = await (await person.browse('/account/connected-apps')).text();
    assert.match(page, /Test Agent/);
    assert.match(page, /account:read/);
    const clientId = tokens.config.clientMetadata().client_id;
    const revoke = await person.post('/account/connected-apps/revoke', { client_id: clientId, csrf: await person.csrfOn('/account/connected-apps') });
    assert.equal(revoke.status, 303);
    assert.equal((await me()).status, 401, 'the access token ends at once');
    await assert.rejects(client.refreshTokenGrant(tokens.config, tokens.refresh_token ?? ''), 'so does the refresh token');
    assert.equal((await (await person.browse('/account/connected-apps')).text()).includes(clientId), false, 'the app is gone from the page');
  });

  it('publishes authorization server and protected resource metadata with the required fields', async () => {
    const as = (await (await fetch(`${base}/.well-known/oauth-authorization-server/oauth`)).json()) as Record<string, unknown>;
    assert.equal(as.issuer, `${base}/oauth`);
    for (const field of ['authorization_endpoint', 'token_endpoint', 'registration_endpoint', 'revocation_endpoint', 'response_types_supported'])
      assert.ok(as[field], field);
    assert.deepEqual(as.code_challenge_methods_supported, ['S256']);
    assert.equal(as.client_id_metadata_document_supported, true);
    for (const path of ['mcp', 'api/v1']) {
      const pr = (await (await fetch(`${base}/.well-known/oauth-protected-resource/${path}`)).json()) as { resource: string; authorization_servers: string[] };
      assert.equal(pr.resource, `${base}/${path}`);
      assert.deepEqual(pr.authorization_servers, [`${base}/oauth`]);
    }
  });

  it('sends the person back with access_denied when they deny', async () => {
    const config = await client.dynamicClientRegistration(
      new URL(`${base}/oauth`),
      { redirect_uris: [redirectUri], application_type: 'native', token_endpoint_auth_method: 'none' },
      client.None(),
      { execute: [client.allowInsecureRequests] },
    );
    const verifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid account:read',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: 'xyz',
    });
    const browser = new CookieBrowser(base);
    let step = await browser.follow(url.href, redirectUri);
    const signin = await browser.request(step.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `csrf=${encodeURIComponent(csrfOf(await step.res.text()))}&email=dee%40example.test&password=a+long+enough+password`,
    });
    step = await browser.follow(new URL(signin.headers.get('location')!, base).href, redirectUri);
    const consent = await step.res.text();
    const form = /action="([^"]+)"[\s\S]*name="csrf" value="([^"]+)"/.exec(consent)!;
    const denied = await browser.request(form[1], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `csrf=${encodeURIComponent(form[2])}&decision=deny`,
    });
    const back = await browser.follow(new URL(denied.headers.get('location')!, base).href, redirectUri);
    assert.equal(new URL(back.url).searchParams.get('error'), 'access_denied');
  });

  it('refuses an authorization request without PKCE', async () => {
    const config = await client.dynamicClientRegistration(
      new URL(`${base}/oauth`),
      { redirect_uris: [redirectUri], application_type: 'native', token_endpoint_auth_method: 'none' },
      client.None(),
      { execute: [client.allowInsecureRequests] },
    );
    const url = client.buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope: 'openid account:read', state: 's' });
    const res = await fetch(url, { redirect: 'manual' });
    const location = res.headers.get('location') ?? '';
    assert.match(location, /error=invalid_request/);
  });
});
