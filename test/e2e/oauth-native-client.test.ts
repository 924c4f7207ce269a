import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as oauth from 'oauth4webapi';
import { freePort } from '../support/free-port.ts';
import { CookieBrowser } from '../support/oauth-flow.ts';
import { runCli, type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';

let service: ServiceProcess;
let base = '';
const person = { email: 'nia@example.test', password: 'a long enough password' };
// Loopback over plain http, as a CLI or desktop client runs: the library allows it only when told.
const insecure = { [oauth.allowInsecureRequests]: true };

before(async () => {
  const dataDir = tempDir();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  service = await startService({ DATA_DIR: dataDir, SEED_DEMO: 'false', PORT: String(port), PUBLIC_URL: base });
  const made = await runCli(['users', 'create', '--email', person.email, '--password', person.password], { DATA_DIR: dataDir });
  assert.equal(made.code, 0, made.stderr);
});
after(() => service?.stop());

/** The post form of a page whose action starts with `action`, as a browser reads it: where it goes and its hidden fields. */
function formOf(html: string, action: string) {
  const form = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].find((f) => new RegExp(`action="${action}`).test(f[1]) && /method="post"/.test(f[1]));
  if (!form) throw new Error(`no form posting to ${action}: ${html.slice(0, 300)}`);
  const hidden = Object.fromEntries(
    [...form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
  );
  return { action: /action="([^"]+)"/.exec(form[1])![1].replace(/&amp;/g, '&'), hidden };
}

/**
 * A person's browser through one authorization: the sign-in form (with its CSRF token, from the
 * page), the consent page's Allow access, back to the client's loopback redirect URI. Posts carry
 * the Origin a browser sends. Answers the URL the browser was sent back to, and the consent page.
 */
async function authorizeInBrowser(authorizationUrl: URL, redirectUri: string) {
  const browser = new CookieBrowser(base);
  const post = (action: string, fields: Record<string, string>) =>
    browser.request(new URL(action, base).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams(fields).toString(),
    });
  const then = async (res: Response) => {
    const location = res.headers.get('location');
    if (!location) throw new Error(`${res.status} where a redirect was expected: ${(await res.text()).slice(0, 600)}`);
    return browser.follow(new URL(location, base).href, redirectUri);
  };
  let step = await browser.follow(authorizationUrl.href, redirectUri);
  assert.match(step.url, /\/signin\?next=%2Foauth%2Finteraction%2F/, 'the person is asked to sign in first');
  const signin = formOf(await step.res.text(), '/signin');
  assert.ok(signin.hidden.csrf, 'the sign-in form carries its CSRF token');
  const signedIn = await post(signin.action, { ...signin.hidden, ...person });
  assert.equal(signedIn.status, 303);
  step = await then(signedIn);
  const consentPage = await step.res.text();
  assert.match(consentPage, /Allow access\?/);
  const consent = formOf(consentPage, '/oauth/interaction/');
  step = await then(await post(consent.action, { ...consent.hidden, decision: 'allow' }));
  return { back: new URL(step.url), consentPage };
}

describe('an MCP client signs in once, with an independent OAuth library (oauth4webapi)', () => {
  it('discovers, registers a loopback client, gets a rotating refresh token for the advertised scopes, is refused after revocation, and runs again on another port', async () => {
    // Discovery as an MCP client starts it: the MCP server's protected resource metadata, then its authorization server's.
    const resource = new URL(`${base}/mcp`);
    const rs = await oauth.processResourceDiscoveryResponse(resource, await oauth.resourceDiscoveryRequest(resource, insecure));
    assert.deepEqual(rs.scopes_supported, ['account:read', 'listings:write', 'orders:write']);
    const issuer = new URL(rs.authorization_servers![0]);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
    assert.ok(as.grant_types_supported?.includes('refresh_token'));
    assert.deepEqual(as.code_challenge_methods_supported, ['S256']);

    // Dynamic registration of a public client with a loopback redirect URI; it does not say it is a native app.
    const firstPort = await freePort();
    const registered = await oauth.processDynamicClientRegistrationResponse(
      await oauth.dynamicClientRegistrationRequest(
        as,
        {
          client_name: 'Loopback Agent',
          redirect_uris: [`http://127.0.0.1:${firstPort}/callback`],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          token_endpoint_auth_method: 'none',
        },
        insecure,
      ),
    );
    const client: oauth.Client = { client_id: registered.client_id, token_endpoint_auth_method: 'none' };
    const scope = rs.scopes_supported!.join(' ');

    /** One run of the client: a free loopback port, PKCE, the person's browser, the code exchanged for tokens. */
    const run = async (port: number) => {
      const redirectUri = `http://127.0.0.1:${port}/callback`;
      const verifier = oauth.generateRandomCodeVerifier();
      const state = oauth.generateRandomState();
      const url = new URL(as.authorization_endpoint!);
      for (const [k, v] of Object.entries({
        client_id: client.client_id,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope,
        resource: rs.resource,
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      }))
        url.searchParams.set(k, v);
      const { back, consentPage } = await authorizeInBrowser(url, redirectUri);
      assert.equal(`${back.origin}${back.pathname}`, redirectUri, 'the browser is sent back to this run’s loopback port');
      const params = oauth.validateAuthResponse(as, client, back, state);
      const tokens = await oauth.processAuthorizationCodeResponse(
        as,
        client,
        await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirectUri, verifier, insecure),
      );
      return { tokens, consentPage };
    };

    const first = await run(firstPort);
    assert.match(first.consentPage, /stays connected until you revoke it/, 'the person is told the app stays connected');
    assert.ok(first.tokens.refresh_token, 'a refresh token for the advertised scopes, without offline_access or prompt=consent');
    assert.equal(first.tokens.scope, scope);

    // As an MCP client: tools/call over Streamable HTTP with the access token.
    const mcp = async (token: string) => {
      const mcpClient = new Client({ name: 'loopback-agent', version: '1.0.0' });
      await mcpClient.connect(new StreamableHTTPClientTransport(resource, { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
      try {
        return await mcpClient.callTool({ name: 'get_account', arguments: {} });
      } finally {
        await mcpClient.close();
      }
    };
    assert.equal(((await mcp(first.tokens.access_token)).structuredContent as { email: string }).email, person.email);

    // Refreshing rotates the token: the new pair works, the old refresh token is refused.
    const refresh = async (token: string) =>
      oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.None(), token, insecure));
    const refreshed = await refresh(first.tokens.refresh_token);
    assert.ok(refreshed.refresh_token && refreshed.refresh_token !== first.tokens.refresh_token, 'a new refresh token');
    assert.equal(refreshed.scope, scope);
    assert.equal(((await mcp(refreshed.access_token)).structuredContent as { email: string }).email, person.email);
    const reused = await refresh(first.tokens.refresh_token).catch((error: unknown) => error);
    assert.ok(reused instanceof oauth.ResponseBodyError && reused.error === 'invalid_grant', 'the used refresh token is refused');
    // Reuse of a rotated token means it leaked: the whole grant ends, the newest refresh token with it.
    const afterReuse = await refresh(refreshed.refresh_token!).catch((error: unknown) => error);
    assert.ok(afterReuse instanceof oauth.ResponseBodyError && afterReuse.error === 'invalid_grant');

    // The next run picks another free port: the same registration is accepted (RFC 8252 §7.3).
    let secondPort = await freePort();
    while (secondPort === firstPort) secondPort = await freePort();
    const second = await run(secondPort);
    assert.ok(second.tokens.refresh_token);
    assert.equal(((await mcp(second.tokens.access_token)).structuredContent as { email: string }).email, person.email);

    // Revocation (RFC 7009) of the refresh token: it is refused from then on.
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.None(), second.tokens.refresh_token!, insecure));
    const revoked = await refresh(second.tokens.refresh_token!).catch((error: unknown) => error);
    assert.ok(revoked instanceof oauth.ResponseBodyError && revoked.error === 'invalid_grant', 'a revoked refresh token is refused');
    // And of the access token: the MCP server answers 401 with its challenge.
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.None(), second.tokens.access_token, insecure));
    const refused = await fetch(resource, {
      method: 'POST',
      headers: { authorization: `Bearer ${second.tokens.access_token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(refused.status, 401);
    assert.match(refused.headers.get('www-authenticate') ?? '', /resource_metadata=/);
  });

  it('matches a loopback redirect URI, IPv4 or IPv6, on any port, and nothing else', async () => {
    const issuer = new URL(`${base}/oauth`);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
    for (const host of ['127.0.0.1', '[::1]']) {
      const registered = await oauth.processDynamicClientRegistrationResponse(
        await oauth.dynamicClientRegistrationRequest(as, { redirect_uris: [`http://${host}:4000/callback`], token_endpoint_auth_method: 'none' }, insecure),
      );
      const attempt = async (redirectUri: string) => {
        const url = new URL(as.authorization_endpoint!);
        for (const [k, v] of Object.entries({
          client_id: registered.client_id,
          response_type: 'code',
          redirect_uri: redirectUri,
          scope: 'account:read',
          state: 's',
          code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
          code_challenge_method: 'S256',
        }))
          url.searchParams.set(k, v);
        const res = await fetch(url, { redirect: 'manual' });
        return { status: res.status, location: res.headers.get('location') ?? '', body: await res.text() };
      };
      const otherPort = await attempt(`http://${host}:4001/callback`);
      assert.equal(otherPort.status, 303, `another port of ${host}'s loopback redirect starts the flow`);
      assert.match(otherPort.location, /\/oauth\/interaction\//);
      for (const wrong of [`http://${host}:4001/elsewhere`, 'http://localhost.evil.test:4000/callback', 'http://192.168.1.2:4000/callback']) {
        const refused = await attempt(wrong);
        assert.equal(refused.status, 400, wrong);
        assert.match(refused.body, /redirect_uri/, `${wrong} is named as the fault`);
      }
    }
  });
});
