import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, skipWithoutChromium } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { runCli, type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';

const skip = skipWithoutChromium;
if (skip) console.log(`# browser tests ${skip}`);

let service: ServiceProcess;
let base = '';
let browser: Browser;
/** The client's own loopback server, where the browser is sent back: every callback it was sent. */
let app: Server;
const callbacks: URL[] = [];
let redirectUri = '';
let clientId = '';
const person = { email: 'ola@example.test', password: 'a long enough password' };
/** A made-up name for a web client's site, which Chromium resolves to the client's loopback server. */
const WEB_CLIENT_HOST = 'desk.test';

/** An authorization request as a native client makes it (PKCE), and the verifier to redeem its code with. */
function authorizationRequest(extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL(`${base}/oauth/auth`);
  for (const [k, v] of Object.entries({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'account:read listings:write',
    resource: `${base}/mcp`,
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  }))
    url.searchParams.set(k, v);
  return { url: url.href, verifier };
}

/** The Content-Security-Policy of each page the browser is shown (not of the redirects on the way), by path. */
function policies(page: Page) {
  const seen = new Map<string, string>();
  page.on('response', (res) => {
    const csp = res.headers()['content-security-policy'];
    if (csp && res.status() === 200 && res.request().isNavigationRequest()) seen.set(new URL(res.url()).pathname, csp);
  });
  return seen;
}

const backAtTheClient = (page: Page) => page.waitForURL((u) => u.href.startsWith(redirectUri));

async function signIn(page: Page) {
  await page.fill('input[name=email]', person.email);
  await page.fill('input[name=password]', person.password);
  await page.click('form[action^="/signin"] button[type=submit]');
}

describe('OAuth consent in a browser with JavaScript off, under the site’s form-action policy', { skip }, () => {
  before(async () => {
    const dataDir = tempDir();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    service = await startService({ DATA_DIR: dataDir, SEED_DEMO: 'false', PORT: String(port), PUBLIC_URL: base });
    const made = await runCli(['users', 'create', '--email', person.email, '--password', person.password], { DATA_DIR: dataDir });
    assert.equal(made.code, 0, made.stderr);
    app = createServer((req, res) => {
      const url = new URL(req.url ?? '/', redirectUri);
      if (url.pathname !== '/callback') return res.writeHead(404).end();
      callbacks.push(url);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('You can close this window.');
    });
    await new Promise<void>((r) => app.listen(0, '127.0.0.1', r));
    redirectUri = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`;
    const registered = await fetch(`${base}/oauth/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Desk Agent', redirect_uris: [redirectUri], token_endpoint_auth_method: 'none' }),
    });
    assert.equal(registered.status, 201);
    clientId = ((await registered.json()) as { client_id: string }).client_id;
    browser = await launchChromium([`--host-resolver-rules=MAP ${WEB_CLIENT_HOST} 127.0.0.1`]);
  });
  after(async () => {
    await browser?.close();
    await new Promise((r) => app?.close(r));
    await service?.stop();
  });

  it('signs in, allows access, and is sent back to the client’s loopback redirect URI, which only that page’s policy names', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const csp = policies(page);
    const { url, verifier } = authorizationRequest();
    await page.goto(url);
    assert.match(page.url(), /\/signin\?next=%2Foauth%2Finteraction%2F/);
    await Promise.all([page.waitForURL(/\/oauth\/interaction\//), signIn(page)]);
    assert.match(await page.content(), /Desk Agent/);
    await Promise.all([backAtTheClient(page), page.click('button[value=allow]')]);
    assert.match(await page.content(), /You can close this window/);
    const code = callbacks.at(-1)?.searchParams.get('code');
    assert.ok(code, 'the client received the code');

    const consentPolicy = [...csp].find(([path]) => path.startsWith('/oauth/interaction/'))?.[1] ?? '';
    assert.match(consentPolicy, new RegExp(`form-action 'self' ${new URL(redirectUri).origin}(;|$)`), 'the consent page allows its client’s site');
    assert.match(consentPolicy, /frame-ancestors 'none'/);
    assert.match(csp.get('/signin') ?? '', /form-action 'self'/);

    const tokens = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }),
    });
    assert.equal(tokens.status, 200);
    assert.ok(((await tokens.json()) as { refresh_token?: string }).refresh_token);
    await context.close();
  });

  it('asks a native app’s person again each time, listing what it asks for', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(authorizationRequest().url);
    await Promise.all([page.waitForURL(/\/oauth\/interaction\//), signIn(page)]);
    await Promise.all([backAtTheClient(page), page.click('button[value=allow]')]);
    // Signed in still, the app asks again: the consent page again (a loopback redirect proves no app's identity), with its scopes.
    await page.goto(authorizationRequest().url);
    assert.match(page.url(), /\/oauth\/interaction\//);
    assert.match(await page.content(), /<code>account:read<\/code>/);
    await Promise.all([backAtTheClient(page), page.click('button[value=allow]')]);
    assert.ok(callbacks.at(-1)?.searchParams.get('code'));
    await context.close();
  });

  it('goes straight back to a web client from the sign-in form when it was allowed before, its site named by the sign-in page', async () => {
    // A web client on another site (Chromium resolves its made-up name to the client's loopback server).
    const webRedirect = `http://${WEB_CLIENT_HOST}:${new URL(redirectUri).port}/callback`;
    const registered = await fetch(`${base}/oauth/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Desk Web', redirect_uris: [webRedirect], token_endpoint_auth_method: 'none' }),
    });
    assert.equal(registered.status, 201);
    const webClient = ((await registered.json()) as { client_id: string }).client_id;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const request = (extra: Record<string, string> = {}) => authorizationRequest({ client_id: webClient, redirect_uri: webRedirect, ...extra }).url;
    const atTheWebClient = () => page.waitForURL((u) => u.href.startsWith(webRedirect));
    await page.goto(request());
    await Promise.all([page.waitForURL(/\/oauth\/interaction\//), signIn(page)]);
    await Promise.all([atTheWebClient(), page.click('button[value=allow]')]);
    // Signed out of the site, the app asks again with prompt=login: after the sign-in form, its redirects end on the
    // client with no consent page between, which the sign-in page's form-action allows for this sign-in only.
    await page.goto(`${base}/account`);
    await Promise.all([page.waitForURL(`${base}/`), page.click('text=Sign out')]);
    const before = callbacks.length;
    const csp = policies(page);
    await page.goto(request({ prompt: 'login' }));
    assert.match(page.url(), /\/signin\?next=/);
    await Promise.all([atTheWebClient(), signIn(page)]);
    assert.equal(callbacks.length, before + 1);
    assert.ok(callbacks.at(-1)?.searchParams.get('code'), 'the client received a code straight after the sign-in form');
    assert.match(csp.get('/signin') ?? '', new RegExp(`form-action 'self' ${new URL(webRedirect).origin}(;|$)`));
    await context.close();
  });

  it('keeps every other page’s forms to this site', async () => {
    const res = await fetch(`${base}/signin`);
    assert.match(res.headers.get('content-security-policy') ?? '', /form-action 'self';/);
    const plain = await fetch(`${base}/signin?next=/account`);
    assert.match(plain.headers.get('content-security-policy') ?? '', /form-action 'self';/, 'a sign-in for the site itself names no other site');
  });
});
