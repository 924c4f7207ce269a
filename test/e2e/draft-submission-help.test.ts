import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiKeyFor } from '../support/accounts.ts';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { until } from '../support/until.ts';

/** A product whose site never names a category of the list, though its words point at one. */
const BILLFOLD = {
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
  '/': {
    body: `<!doctype html><html lang="en"><head><title>Billfold</title><meta property="og:site_name" content="Billfold"></head>
<body><h1>Billfold</h1><h2>Send invoices and quotes, and get paid faster.</h2>
<p>Billfold keeps every client and every payment in one place.</p></body></html>`,
  },
};

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let site: TestSite;
let api = '';
let key = '';
let draftId = '';

describe('a ready draft that still lacks a category', () => {
  before(async () => {
    site = await startTestSite(BILLFOLD);
    svc = await startInProcess({ CRAWL_ALLOW_HOSTS: site.host });
    api = `${svc.url}/api/v1`;
    key = (await apiKeyFor(svc.container, 'bea', ['account:read', 'listings:write'])).key;
    draftId = (await callApi(api, 'POST', '/drafts', key, { url: `${site.url}/` })).body.id;
    await until('the draft is ready', async () => (await callApi(api, 'GET', `/drafts/${draftId}`, key)).body.status === 'ready');
  });
  after(async () => {
    await svc?.close();
    await site?.close();
  });

  it('says in get_draft what is missing and why, with the categories the site suggests and the drafter that ran', async () => {
    const d = (await callApi(api, 'GET', `/drafts/${draftId}`, key)).body;
    assert.equal(d.fields.categories.value, null, 'no category is invented');
    assert.equal(d.drafter, 'evidence-extractor');
    assert.equal(d.submission.ready, false);
    const missing = d.submission.missing.find((m: { field: string }) => m.field === 'fields.categories');
    assert.match(missing.reason, /needs a category from the category list; your site suggests Invoicing \(invoicing\)/);
    assert.deepEqual(d.category_suggestions[0], {
      slug: 'invoicing',
      name: 'Invoicing',
      quote: 'Send invoices and quotes, and get paid faster.',
      url: `${site.url}/`,
    });
    assert.ok(d.category_suggestions.length <= 3);
  });

  it('refuses submit_draft with the same reason, naming the field and the suggestion', async () => {
    const r = await callApi(api, 'POST', `/drafts/${draftId}/submit`, key);
    assert.equal(r.status, 400);
    const issue = r.body.errors.find((e: { field: string }) => e.field === 'fields.categories');
    assert.match(issue.message, /your site suggests Invoicing \(invoicing\)/);
  });

  it('shows it on the draft page, where one click takes a suggestion and the draft can be submitted', async () => {
    const bea = browserSession(svc.url);
    assert.equal((await bea.signIn('bea@example.test', 'irrelevant-password')).status, 303);
    const page = await (await bea.browse(`/account/drafts/${draftId}`)).text();
    assert.match(page, /Before you can submit/);
    assert.match(page, /Drafted by the evidence extractor/);
    assert.match(page, /<q>Send invoices and quotes, and get paid faster\.<\/q>/);
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const took = await bea.post(`/account/drafts/${draftId}/category`, { csrf, slug: 'invoicing' });
    assert.equal(took.status, 303);
    const d = (await callApi(api, 'GET', `/drafts/${draftId}`, key)).body;
    assert.deepEqual(d.fields.categories.value, ['invoicing']);
    assert.equal(d.fields.categories.state, 'manual', "the founder's choice, not the drafter's");
    assert.deepEqual(d.submission, { ready: true, missing: [] });
    assert.equal((await callApi(api, 'POST', `/drafts/${draftId}/submit`, key)).status, 200);
  });
});
