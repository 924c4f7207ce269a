import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSession } from '../support/browser.ts';
import { runCli, type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';

let service: ServiceProcess;
const PASSWORD = 'a long enough password';

/** The lines the service logged at error level or above (pino: 50 error, 60 fatal). */
const errorLines = () =>
  service
    .output()
    .split('\n')
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        return /unhandled error/i.test(line);
      }
    });

/** Bodies a form handler must never see as a form: each answers 4xx before it runs. */
const BAD_BODIES: [string, { headers: Record<string, string>; body?: string }][] = [
  ['no body', { headers: {} }],
  ['text/plain', { headers: { 'content-type': 'text/plain' }, body: 'email=eve@example.test&password=a long enough password' }],
  ['multipart without boundary', { headers: { 'content-type': 'multipart/form-data' }, body: 'email=eve@example.test' }],
  // Our own cookie names, each 10 kB long: read as no session and no form cookie, not as a crash.
  ['a 10 kB cookie', { headers: { cookie: `ld_session=${'a'.repeat(5_000)}; ld_form=${'b'.repeat(5_000)}` } }],
];

const FIVE = ['/signup', '/signin', '/password/forgot', '/password/reset', '/signout'];

before(async () => {
  const dataDir = tempDir();
  // No demo content: no probe here needs a listing to exist, and the start stays quick on a busy machine.
  service = await startService({ DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_TOKEN: 'admin-token-for-the-form-bodies-test' });
  const made = await runCli(['users', 'create', '--email', 'ann@example.test', '--password', PASSWORD], { DATA_DIR: dataDir });
  assert.equal(made.code, 0, made.stderr);
});
after(() => service?.stop());

describe('form posts with a body no form sends', () => {
  it('answers the five sign-in forms with 4xx for no body, text/plain, multipart without boundary and a 10 kB cookie, and logs no error', async () => {
    const signedIn = browserSession(service.url);
    assert.equal((await signedIn.signIn('ann@example.test', PASSWORD)).status, 303);
    for (const path of FIVE)
      for (const [what, { headers, body }] of BAD_BODIES) {
        // Sign-out is a form of the signed-in: it is sent with the session (and the 10 kB cookie beside it).
        const cookie = path === '/signout' ? [signedIn.cookie(), headers.cookie].filter(Boolean).join('; ') : headers.cookie;
        const res = await fetch(`${service.url}${path}`, { method: 'POST', headers: { ...headers, ...(cookie ? { cookie } : {}) }, body, redirect: 'manual' });
        assert.ok(res.status >= 400 && res.status < 500, `${path} with ${what} answered ${res.status}`);
        assert.equal(
          res.headers.getSetCookie().some((c) => c.startsWith('ld_session=') && !/Expires=Thu, 01 Jan 1970/.test(c)),
          false,
          `${path} with ${what} started no session`,
        );
      }
    assert.equal((await signedIn.browse('/account')).status, 200, 'the refused sign-outs left the session as it was');
    assert.deepEqual(errorLines(), [], 'no error-level log line');
  });

  it('says what is wrong on a page, naming the part at fault', async () => {
    const page = (path: string, init: RequestInit) =>
      fetch(`${service.url}${path}`, { method: 'POST', redirect: 'manual', ...init, headers: { accept: 'text/html', ...(init.headers as object) } });
    const text = await page('/signup', { headers: { 'content-type': 'text/plain' }, body: 'x' });
    assert.equal(text.status, 415);
    assert.match(text.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(await text.text(), /<code>Content-Type<\/code> must be application\/x-www-form-urlencoded/);

    const problem = await fetch(`${service.url}/signin`, { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' });
    assert.equal(problem.status, 415);
    assert.match(problem.headers.get('content-type') ?? '', /^application\/problem\+json/);
    assert.deepEqual(((await problem.json()) as { errors: { field: string }[] }).errors[0].field, 'Content-Type');

    const noToken = await page('/signin', {});
    assert.equal(noToken.status, 403);
    assert.match(await noToken.text(), /csrf.*is missing/);

    // With the page's token and nothing else, the declared input of each action names its fields.
    const person = browserSession(service.url);
    for (const [path, fields] of [
      ['/signup', ['email', 'password']],
      ['/signin', ['email', 'password']],
      ['/password/forgot', ['email']],
    ] as const) {
      const res = await person.submit(path, path, {}, { accept: 'text/html' });
      assert.equal(res.status, 400, path);
      const html = await res.text();
      for (const field of fields) assert.match(html, new RegExp(`href="#f-${field}">${field}</a>: is required`), `${path} names ${field}`);
    }
    const reset = await person.submit('/password/reset', '/password/reset', {}, { accept: 'text/html' });
    assert.equal(reset.status, 400);
    assert.match(await reset.text(), /token: is invalid or has expired/, 'a reset without its link names the link token');
    assert.deepEqual(errorLines(), []);
  });

  it('answers every other form of the site 4xx for the same bodies, signed in or not', async () => {
    const me = browserSession(service.url);
    await me.signUp('bo@example.test', PASSWORD, 'Bo');
    const forms = [
      '/account/drafts',
      '/account/drafts/00000000-0000-4000-8000-000000000000/submit',
      '/account/api-keys',
      '/account/api-keys/x/revoke',
      '/account/confirm-email',
      '/account/claims',
      '/account/claims/1/verify',
      '/account/listings/1/free',
      '/account/listings/1/edit',
      '/account/connected-apps/revoke',
      '/listings/pipewright/vote',
      '/listings/pipewright/review',
      '/listings/pipewright/follow',
      '/checkout/LD-2026-000001/pay',
      '/invites/some-invite',
      '/drafts/some-draft/founder',
      '/claims/some-claim/confirm',
      '/admin/token',
      '/admin/settings',
      '/oauth/interaction/some-interaction/confirm',
    ];
    for (const path of forms)
      for (const cookie of ['', me.cookie()])
        for (const [what, { headers, body }] of BAD_BODIES) {
          const all = [cookie, headers.cookie].filter(Boolean).join('; ');
          const res = await fetch(`${service.url}${path}`, {
            method: 'POST',
            headers: { ...headers, ...(all ? { cookie: all } : {}) },
            body,
            redirect: 'manual',
          });
          // A visitor is sent to sign in (303) where the page needs a session; nothing answers 5xx.
          assert.ok(res.status < 500, `${path} with ${what}${cookie ? ', signed in,' : ''} answered ${res.status}`);
          if (what !== 'no body' && what !== 'a 10 kB cookie') assert.equal(res.status, 415, `${path} with ${what}`);
        }
    assert.deepEqual(errorLines(), [], 'no error-level log line');
  });
});

describe('signing in from another site', () => {
  it('sets no session for a cross-site sign-in: Origin null, or no token, or a token of another browser', async () => {
    const attacker = browserSession(service.url);
    const theirToken = await attacker.csrfOn('/signin');
    const form = (fields: Record<string, string>) => new URLSearchParams({ email: 'ann@example.test', password: PASSWORD, ...fields }).toString();
    const attempts: [string, Record<string, string>, string][] = [
      ['Origin: null, no token', { origin: 'null' }, form({})],
      ['Origin: null, with a token of the attacker', { origin: 'null', cookie: attacker.cookie() }, form({ csrf: theirToken })],
      ['no Origin, no token', {}, form({})],
      ['no Origin, the attacker’s token without its cookie', {}, form({ csrf: theirToken })],
    ];
    for (const [what, headers, body] of attempts) {
      const res = await fetch(`${service.url}/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
        redirect: 'manual',
      });
      assert.equal(res.status, 403, what);
      assert.equal(
        res.headers.getSetCookie().some((c) => c.startsWith('ld_session=')),
        false,
        `${what}: no session cookie`,
      );
    }
    // The same person, through the page's own form, signs in.
    const person = browserSession(service.url);
    const ok = await person.signIn('ann@example.test', PASSWORD);
    assert.equal(ok.status, 303);
    assert.ok(ok.headers.getSetCookie().some((c) => c.startsWith('ld_session=')));
  });

  it('keeps the form cookie to this site: httpOnly and SameSite=Strict', async () => {
    const res = await fetch(`${service.url}/signin`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ld_form='));
    assert.ok(cookie, 'the sign-in page sets its form cookie');
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Strict/i);
  });

  it('refuses Origin null on the site’s other forms, and the CSP allows forms to post only to this site', async () => {
    const me = browserSession(service.url);
    await me.signUp('cy@example.test', PASSWORD, 'Cy');
    const csrf = await me.csrfOn('/account/api-keys');
    const res = await me.post('/account/api-keys', { csrf, name: 'from nowhere', scopes: 'account:read' }, { origin: 'null' });
    assert.equal(res.status, 403);
    assert.doesNotMatch(await (await me.browse('/account/api-keys')).text(), /from nowhere/);
    const csp = (await fetch(`${service.url}/signin`)).headers.get('content-security-policy') ?? '';
    assert.match(csp, /form-action 'self'(;|$)/);
  });
});
