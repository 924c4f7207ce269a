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
    assert.equal((await team.post('/admin/token', { token: ADMIN_TOKEN })).status, 303);
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
    ] as [string, Record<string, string>][])
      assert.equal((await team.post(path, fields)).status, 403, path);
    assert.equal((await callApi(`${svc.url}/api/v1`, 'GET', '/site', null)).body.name, before);
    assert.equal((await callApi(`${svc.url}/api/v1`, 'GET', '/categories/taken', null)).status, 404);
    // The console's token cookie is not a key to the admin API, nor the other way round.
    assert.equal((await team.browse('/admin/v1/flags')).status, 401);
  });
});
