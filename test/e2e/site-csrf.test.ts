import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
const ADMIN_TOKEN = 'admin-token-for-the-csrf-test';

describe('every form of the account pages and the console needs its CSRF token', () => {
  before(async () => {
    svc = await startInProcess({ ADMIN_TOKEN });
  });
  after(async () => {
    await svc?.close();
  });

  it('refuses every form posted from another site, or with an Origin that names none, with a 403 problem and never a 500', async () => {
    const forms = [
      '/signup',
      '/signin',
      '/signout',
      '/password/forgot',
      '/password/reset',
      '/account/drafts',
      '/account/api-keys',
      '/account/claims',
      '/listings/pipewright/vote',
      '/listings/pipewright/follow',
      '/listings/pipewright/comments',
      '/listings/pipewright/comments/cmt_0000000000000000/report',
      '/checkout/LD-2026-000001/pay',
      '/invites/some-invite',
      '/admin/token',
    ];
    const before = await svc.container.events.headPosition();
    for (const path of forms)
      for (const origin of ['garbage', 'https://evil.test', 'javascript:alert(1)', 'http://[::1']) {
        const res = await fetch(`${svc.url}${path}`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'email=eve%40example.test&password=a+long+enough+password&name=Eve',
          redirect: 'manual',
        });
        assert.equal(res.status, 403, `${path} with Origin ${origin}`);
        assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/);
        assert.equal(((await res.json()) as { status: number }).status, 403);
      }
    const html = await fetch(`${svc.url}/signup`, { method: 'POST', headers: { origin: 'garbage', accept: 'text/html' }, redirect: 'manual' });
    assert.equal(html.status, 403, 'a browser that asks for a page gets one');
    assert.match(await html.text(), /posted from another site/);
    // The service keeps working meanwhile (views, schedules); none of these forms recorded anything.
    const since = (await svc.container.events.readAll(before, 10_000)).map((e) => e.type);
    assert.deepEqual(
      since.filter((t) => /Account|Signed|Session|Vote|Follow|Draft|ApiKey|Password|Order|Invite|Comment|Discussion/.test(t)),
      [],
      'nothing was recorded by a refused form',
    );
  });

  it('refuses each account form posted without the token (or with another session’s), and changes nothing', async () => {
    const me = browserSession(svc.url);
    await me.signUp('cora@example.test', 'a long enough password', 'Cora');
    const other = browserSession(svc.url);
    await other.signUp('otto@example.test', 'a long enough password', 'Otto');
    const othersToken = await other.csrfOn('/account');
    const forms: [string, Record<string, string>][] = [
      ['/account/drafts', { url: 'https://cora.test/' }],
      ['/account/drafts/00000000-0000-4000-8000-000000000000/submit', {}],
      ['/account/listings/1/free', {}],
      ['/account/listings/1/edit', { tagline: 'taken over' }],
      ['/account/listings/1/launch', {}],
      ['/account/listings/1/revenue', { mrr: '1000', month: '2026-10' }],
      ['/account/listings/1/discussion', { comments_in_feeds: 'yes' }],
      ['/account/claims', { slug: 'restwell', method: 'dns' }],
      ['/account/connected-apps/revoke', { client_id: 'x' }],
      ['/account/api-keys', { name: 'stolen', scopes: 'account:read' }],
      ['/account/confirm-email', {}],
    ];
    for (const [path, fields] of forms) {
      assert.equal((await me.post(path, fields)).status, 403, `${path} without a token`);
      assert.equal((await me.post(path, { ...fields, csrf: othersToken })).status, 403, `${path} with another session's token`);
    }
    const drafts = await me.browse('/account/drafts');
    assert.match(await drafts.text(), /No drafts yet/);
    assert.doesNotMatch(await (await me.browse('/account/api-keys')).text(), /stolen/);
    const claims = await me.browse('/account/claims');
    assert.match(await claims.text(), /No claims yet/);
  });

  it('refuses each console form posted without the token, and changes nothing', async () => {
    const team = browserSession(svc.url);
    assert.equal((await team.submit('/admin', '/admin/token', { token: ADMIN_TOKEN })).status, 303);
    const before = (await callApi(`${svc.url}/api/v1`, 'GET', '/site', null)).body.name;
    for (const [path, fields] of [
      ['/admin/settings', { name: 'Taken over' }],
      ['/admin/categories', { slug: 'taken', name: 'Taken' }],
      ['/admin/products', { id: 'launch', name: 'Free now', price: '0' }],
      ['/admin/interview', { text: 'Taken?' }],
      ['/admin/blog', { slug: 'taken', title: 'Taken', author: 'x' }],
      ['/admin/listings/1/hide', { reason: 'x' }],
      ['/admin/listings/1/revenue', { mrr: '1000', month: '2026-10', evidence: 'x' }],
      ['/admin/edits/x/revert', {}],
      ['/admin/comments/cmt_0000000000000000/hide', { reason: 'spam' }],
      ['/admin/comments/cmt_0000000000000000/restore', { reason: 'fine' }],
    ] as [string, Record<string, string>][])
      assert.equal((await team.post(path, fields)).status, 403, path);
    assert.equal((await callApi(`${svc.url}/api/v1`, 'GET', '/site', null)).body.name, before);
    assert.equal((await callApi(`${svc.url}/api/v1`, 'GET', '/categories/taken', null)).status, 404);
    // The console's token cookie is not a key to the admin API, nor the other way round.
    assert.equal((await team.browse('/admin/v1/flags')).status, 401);
  });
});
