import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiKeyFor } from '../support/accounts.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { ACME_PAGES, startTestSite, type TestSite } from '../support/test-site.ts';
import { until } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let site: TestSite;
let api = '';
let key = '';

before(async () => {
  site = await startTestSite(ACME_PAGES);
  svc = await startInProcess({ CRAWL_ALLOW_HOSTS: site.host, PUBLIC_URL: 'http://directory.test:8080' });
  api = `${svc.url}/api/v1`;
  key = (await apiKeyFor(svc.container, 'edges', ['account:read', 'listings:write'])).key;
});
after(async () => {
  await svc.close();
  await site.close();
});

const json = (body: unknown) => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json', body: JSON.stringify(body) });

describe('requests at the edges', () => {
  it('checks a JSON body as sent: a number where a string is due is 400 naming the field, not a stored "42"', async () => {
    const { body, ...headers } = json({ fields: { tagline: 42 } });
    const r = await fetch(`${api}/drafts/00000000-0000-4000-8000-000000000000`, { method: 'PATCH', headers, body });
    assert.equal(r.status, 400);
    assert.equal(r.headers.get('content-type'), 'application/problem+json; charset=utf-8');
    const problem = (await r.json()) as { errors: { field: string }[] };
    assert.deepEqual(
      problem.errors.map((e) => e.field),
      ['fields.tagline'],
    );
  });

  it('still reads numbers in the query and path from their text', async () => {
    const r = await fetch(`${api}/listings?page=2&per_page=3`);
    assert.equal(r.status, 200);
    const page = (await r.json()) as { page: number; per_page: number };
    assert.equal(page.page, 2);
    assert.equal(page.per_page, 3);
  });

  it('answers 400 naming the parameter when a path segment is not valid percent-encoding', async () => {
    const r = await fetch(`${api}/listings/%ED%A0%80`);
    assert.equal(r.status, 400);
    const problem = (await r.json()) as { errors: { field: string }[] };
    assert.equal(problem.errors[0].field, 'slug');
    const deeper = await fetch(`${api}/listings/%C0%AF/badges`);
    assert.equal(deeper.status, 400);
    assert.equal(((await deeper.json()) as { errors: { field: string }[] }).errors[0].field, 'slug');
  });

  it('answers a known path asked with another method with 405 and Allow', async () => {
    const r = await fetch(`${api}/listings`, { method: 'DELETE' });
    assert.equal(r.status, 405);
    assert.equal(r.headers.get('allow'), 'GET, HEAD, OPTIONS');
    assert.equal(r.headers.get('content-type'), 'application/problem+json; charset=utf-8');
    const drafts = await fetch(`${api}/drafts/00000000-0000-4000-8000-000000000000`, { method: 'PUT' });
    assert.equal(drafts.status, 405);
    assert.equal(drafts.headers.get('allow'), 'GET, PATCH, HEAD, OPTIONS');
    const options = await fetch(`${api}/drafts`, { method: 'OPTIONS' });
    assert.equal(options.status, 204);
    assert.equal(options.headers.get('allow'), 'POST, GET, HEAD, OPTIONS');
    assert.equal((await fetch(`${api}/no-such-thing`, { method: 'DELETE' })).status, 404, 'an unknown path stays 404');
  });

  it('answers HEAD of a read with its headers and no body, and a path with a trailing slash as without', async () => {
    const get = await fetch(`${api}/listings`);
    const head = await fetch(`${api}/listings`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('etag'), get.headers.get('etag'));
    assert.equal(await head.text(), '');
    const slash = await fetch(`${api}/listings/`);
    assert.equal(slash.status, 200);
    assert.equal(slash.headers.get('etag'), get.headers.get('etag'));
  });

  it('answers an unknown API path with problem+json even to a browser', async () => {
    const r = await fetch(`${api}/no-such-thing`, { headers: { accept: 'text/html' } });
    assert.equal(r.status, 404);
    assert.equal(r.headers.get('content-type'), 'application/problem+json; charset=utf-8');
  });
});

describe('the crawler introduces itself', () => {
  it('with a user agent whose contact URL is this service’s /bot page, which says how to opt out', async () => {
    const { body, ...headers } = json({ url: `${site.url}/` });
    assert.equal((await fetch(`${api}/drafts`, { method: 'POST', headers, body })).status, 201);
    await until('the crawler read the site', async () => site.userAgents.length > 0);
    for (const ua of site.userAgents) assert.match(ua, /^LaunchDirectoryBot\/1\.0 \(\+http:\/\/directory\.test:8080\/bot\)$/);
    const page = await fetch(`${svc.url}/bot`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /robots\.txt/);
    assert.match(html, /User-agent: LaunchDirectoryBot\s+Disallow: \//);
    assert.match(html, /RFC 9309/);
  });
});
