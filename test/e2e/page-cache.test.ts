import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiKeyFor } from '../support/accounts.ts';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { PATIENCE_MS } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let api = '';
let key = '';
let listingId = 0;
let slug = '';

describe('public pages kept for anonymous visitors', () => {
  before(async () => {
    svc = await startInProcess();
    api = `${svc.url}/api/v1`;
    const c = svc.container;
    let owner: string;
    ({ key, accountId: owner } = await apiKeyFor(c, 'kai', ['account:read', 'listings:write']));
    listingId = await c.commands.reserveListingId({ actor: owner });
    slug = await c.commands.claimListingSlug({ name: 'Kept Page', listingId }, { actor: owner });
    await c.commands.submitListing(
      {
        listingId,
        slug,
        ownerId: owner,
        draftId: null,
        url: 'https://kept-page.test/',
        profile: { name: 'Kept Page', categories: ['developer-tools'], tagline: 'First words' },
      },
      { actor: owner },
    );
    await c.commands.scheduleLaunch(
      { listingId, week: (await callApi(api, 'GET', '/launches/weeks/this', null)).body.week, plan: 'paid', unlocked: [] },
      { actor: owner },
    );
    await c.readModels.waitFor((await c.commands.goLive({ listingId }, { actor: owner })).position, PATIENCE_MS);
  });
  after(async () => {
    await svc?.close();
  });

  it('answers a repeat visit with 304, and the next visit after a change with the change', async () => {
    const first = await fetch(`${svc.url}/listings/${slug}`);
    assert.equal(first.status, 200);
    const etag = first.headers.get('etag') ?? '';
    assert.match(etag, /^W\/"/);
    assert.match(await first.text(), /First words/);
    assert.equal((await fetch(`${svc.url}/listings/${slug}`, { headers: { 'if-none-match': etag } })).status, 304);

    const edit = await callApi(api, 'PATCH', `/me/listings/${listingId}`, key, { fields: { tagline: 'Second words' } });
    assert.equal(edit.status, 200);
    const after = await fetch(`${svc.url}/listings/${slug}`, { headers: { 'if-none-match': etag } });
    assert.equal(after.status, 200, 'a kept page is not served once its listing changed');
    assert.notEqual(after.headers.get('etag'), etag);
    assert.match(await after.text(), /Second words/);
  });

  it('makes a signed-in visitor’s page afresh, and never keeps it for others', async () => {
    const person = browserSession(svc.url);
    await person.signUp('lia@example.test', 'a long enough password', 'Lia');
    const mine = await person.browse(`/listings/${slug}`);
    assert.equal(mine.status, 200);
    assert.equal(mine.headers.get('cache-control'), 'private, no-store');
    assert.match(await mine.text(), /Lia/);
    const anonymous = await (await fetch(`${svc.url}/listings/${slug}`)).text();
    assert.doesNotMatch(anonymous, /Lia/);
  });
});
