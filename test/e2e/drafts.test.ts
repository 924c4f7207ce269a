import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as cheerio from 'cheerio';
import { hashPassword, newApiKey, sha256 } from '../../infra/secrets/node-secrets.ts';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { mailTo } from '../support/outbox.ts';
import { ACME_PAGES, startTestSite, type TestSite } from '../support/test-site.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
let site: TestSite;
let rival: TestSite;
let svc: Running;
let api = '';
const keys: Record<string, string> = {};

async function keyFor(r: Running, who: string, scopes: string[]) {
  const accountId = `acct_${sha256(who)
    .replace(/[^a-f0-9]/gi, '')
    .slice(0, 16)
    .toLowerCase()
    .padEnd(16, '0')}`;
  const exists = await (await r.container.readModels.collection('accounts')).get(accountId);
  if (!exists)
    await r.container.commands.signUp(
      { accountId, email: `${who}@example.test`, name: who, passwordHash: await hashPassword('irrelevant-password'), role: 'user' },
      { actor: 'test' },
    );
  const k = newApiKey();
  const c = await r.container.commands.createApiKey(
    { accountId, keyId: k.keyId, name: who, scopes, prefix: k.prefix, secretHash: sha256(k.key) },
    { actor: 'test' },
  );
  await r.container.readModels.waitFor(c.position, PATIENCE_MS);
  return k.key;
}

const call = async (method: string, path: string, key: string, body?: unknown) => {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
};

function untilSettled(key: string, id: string, base = api) {
  return until(`draft ${id} ready or failed`, async () => {
    const r = await fetch(`${base}/drafts/${id}`, { headers: { authorization: `Bearer ${key}` } });
    const body = (await r.json()) as any;
    return body.status === 'ready' || body.status === 'failed' ? body : null;
  });
}

/** The draft once the field asked to be regenerated no longer shows `drafting`. */
function untilRedrafted(key: string, id: string, field: string) {
  return until(`${field} redrafted`, async () => {
    const r = await call('GET', `/drafts/${id}`, key);
    return r.body.fields[field].state !== 'drafting' ? r : null;
  });
}

before(async () => {
  site = await startTestSite(ACME_PAGES);
  rival = await startTestSite({
    '/robots.txt': { status: 404 },
    '/': {
      body: '<html><head><title>Rival Boards</title><meta property="og:site_name" content="Rival Boards"></head><body><h1>Boards for everyone</h1><h2>Features</h2><ul><li>Shared widget boards</li><li>Gantt charts</li></ul><p>Plans start at $20 per month.</p></body></html>',
    },
  });
  svc = await startInProcess({ CRAWL_ALLOW_HOSTS: `${site.host},${rival.host}` });
  api = `${svc.url}/api/v1`;
  keys.ann = await keyFor(svc, 'ann', ['account:read', 'listings:write']);
  keys.bob = await keyFor(svc, 'bob', ['account:read', 'listings:write']);
  keys.readOnly = await keyFor(svc, 'ann', ['account:read']);
});
after(async () => {
  await svc.close();
  await site.close();
  await rival.close();
});

describe('submitting a product by its URL', () => {
  let draftId = '';
  let draft: any;

  it('answers 201 crawling, then reaches ready with every value quoted verbatim from the site', async () => {
    const r = await call('POST', '/drafts', keys.ann, { url: `${site.url}/` });
    assert.equal(r.status, 201);
    assert.equal(r.body.status, 'crawling');
    draftId = r.body.id;
    draft = await untilSettled(keys.ann, draftId);
    // How long it takes is bench (g)'s to measure, not a test's to guess.
    assert.equal(draft.status, 'ready', draft.failure);
    const served = Object.entries(ACME_PAGES)
      .filter(([p]) => p !== '/about' && p !== '/robots.txt')
      .map(([, page]) => {
        const $ = cheerio.load(page.body);
        $('script:not([type="application/ld+json"])').remove();
        return [
          $.text(),
          ...$('meta')
            .map((_, m) => $(m).attr('content') ?? '')
            .get(),
          $('script[type="application/ld+json"]').text(),
        ]
          .join('\n')
          .replace(/\s+/g, ' ');
      })
      .join('\n');
    let filled = 0;
    for (const [name, f] of Object.entries(draft.fields) as [string, any][]) {
      const blank = f.value === null || (Array.isArray(f.value) && f.value.length === 0);
      if (blank) {
        assert.equal(f.state, 'not_found', name);
        assert.ok(draft.missing.includes(name), `${name} is listed as missing`);
        continue;
      }
      filled += 1;
      assert.equal(f.state, 'ai', name);
      assert.ok(f.evidence.length > 0, `${name} carries a quote`);
      for (const e of f.evidence) assert.ok(served.includes(e.quote.replace(/\s+/g, ' ')), `${name}: "${e.quote}" is on the site`);
    }
    assert.ok(filled >= 8, `only ${filled} fields drafted`);
    assert.equal(draft.fields.name.value, 'Acme Widgets');
    assert.equal(draft.fields.founded_year.value, '2019');
    assert.deepEqual(draft.fields.categories.value, ['developer-tools']);
    assert.equal(draft.fields.pricing_model.value, 'Freemium');
    assert.equal(draft.company_socials.github, 'https://github.com/acme-widgets');
  });

  it('never asks for a page robots.txt disallows, and uses nothing from it', async () => {
    assert.ok(site.requests.includes('/robots.txt'));
    assert.ok(!site.requests.some((p) => p.startsWith('/about')), site.requests.join(' '));
    assert.ok(!JSON.stringify(draft).includes('HIDDEN-ABOUT-FACT'));
    assert.ok(!JSON.stringify(draft).includes('Jane Doe'));
    assert.ok(!JSON.stringify(draft).includes('NOT TEXT'), 'scripts are not text');
  });

  it('moves each field through the states the contract names', async () => {
    const patch = (body: unknown) => call('PATCH', `/drafts/${draftId}`, keys.ann, body);
    let r = await patch({ fields: { tagline: 'Boards for widget teams', demo_video_url: 'https://video.test/acme', city: null } });
    assert.equal(r.status, 200);
    assert.equal(r.body.fields.tagline.state, 'edited');
    assert.equal(r.body.fields.demo_video_url.state, 'manual');
    assert.equal(r.body.fields.city.state, 'deleted');
    assert.equal(r.body.fields.city.value, null);

    r = await patch({ restore: ['tagline', 'city'] });
    assert.equal(r.body.fields.tagline.state, 'ai');
    assert.equal(r.body.fields.tagline.value, 'Widgets that teams actually use');
    assert.equal(r.body.fields.city.value, 'Berlin');

    r = await patch({ fields: { description: 'Our own words.' } });
    assert.equal(r.body.fields.description.state, 'edited');
    r = await patch({ regenerate: ['description'] });
    // The answer does not wait for the AI; on a quick machine the redraft may have landed before it is read.
    if (r.body.fields.description.state === 'drafting') assert.equal(r.body.fields.description.value, 'Our own words.', 'the value stays until the AI answers');
    else assert.equal(r.body.fields.description.state, 'ai');
    r = await untilRedrafted(keys.ann, draftId, 'description');
    assert.equal(r.body.fields.description.state, 'ai', 'regenerate redrafts an edited field');
    assert.match(r.body.fields.description.value, /planning board/);

    r = await patch({ fields: { short_description: 'Locked words.' }, lock_fields: ['short_description'] });
    assert.equal(r.body.fields.short_description.state, 'override');
    await patch({ regenerate: ['short_description'] });
    r = await untilRedrafted(keys.ann, draftId, 'short_description');
    assert.equal(r.body.fields.short_description.state, 'override');
    assert.equal(r.body.fields.short_description.value, 'Locked words.', 'a locked field survives regenerate');
    r = await patch({ restore: ['short_description'] });
    assert.equal(r.body.fields.short_description.state, 'ai');

    const bad = await patch({ fields: { tagline: 'x'.repeat(501) }, colour: 'red' });
    assert.equal(bad.status, 400);
    const fields = bad.body.errors.map((e: { field: string }) => e.field);
    assert.ok(fields.includes('fields.tagline') && fields.includes('colour'), fields.join());
    const wrongCategory = await patch({ fields: { categories: ['Underwater Basket Weaving'] } });
    assert.equal(wrongCategory.status, 400);
  });

  it('submits once into one listing, and later edits reach it', async () => {
    const first = await call('POST', `/drafts/${draftId}/submit`, keys.ann);
    assert.equal(first.status, 200);
    const second = await call('POST', `/drafts/${draftId}/submit`, keys.ann);
    assert.equal(second.body.listing_id, first.body.listing_id);
    await call('PATCH', `/drafts/${draftId}`, keys.ann, { fields: { tagline: 'A brand new tagline' } });
    const listing = await (await svc.container.readModels.collection('listings')).get(String(first.body.listing_id));
    assert.equal(listing?.tagline, 'A brand new tagline');
    assert.equal(listing?.status, 'draft');
    const mine = await call('GET', '/drafts', keys.ann);
    assert.equal(mine.body.items[0].id, draftId);
    assert.equal(mine.body.items[0].listing_id, first.body.listing_id);
  });

  it('keeps drafts to their owner, and needs listings:write to change them', async () => {
    assert.equal((await call('GET', `/drafts/${draftId}`, keys.bob)).status, 404);
    assert.equal((await call('PATCH', `/drafts/${draftId}`, keys.bob, { fields: { tagline: 'hijack' } })).status, 404);
    assert.equal((await call('POST', `/drafts/${draftId}/submit`, keys.bob)).status, 404);
    assert.equal((await call('POST', '/drafts', keys.readOnly, { url: 'https://example.test' })).status, 403);
    assert.equal((await call('GET', `/drafts/${draftId}`, keys.readOnly)).status, 200);
    assert.equal((await call('GET', '/drafts/not-a-uuid', keys.ann)).status, 400);
  });

  it('emails up to 10 co-founder invites', async () => {
    for (let i = 0; i < 10; i++) assert.equal((await call('POST', `/drafts/${draftId}/invites`, keys.ann, { email: `co${i}@example.test` })).status, 201);
    const eleventh = await call('POST', `/drafts/${draftId}/invites`, keys.ann, { email: 'co10@example.test' });
    assert.equal(eleventh.status, 409);
    const mail = await mailTo(svc.dataDir, 'co3@example.test', (m) => /invites you/.test(m.subject));
    assert.match(mail.subject, /founder profile/);
    assert.equal((await call('POST', `/drafts/${draftId}/invites`, keys.ann, { email: 'not an email' })).status, 400);
  });

  it('lets an invited co-founder join, signed in with the invited address, and edit only their own entry', async () => {
    const mail = await mailTo(svc.dataDir, 'co3@example.test', (m) => /invites you/.test(m.subject));
    const link = new URL(/https?:\/\/\S+\/invites\/\S+/.exec(mail.text)![0]);
    const cora = browserSession(svc.url);
    await cora.signUp('co3@example.test', 'cora-password-1', 'Cora');
    const csrf = await cora.csrfOn(`${link.pathname}${link.search}`);
    const accept = await cora.post(link.pathname, { csrf, draft: link.searchParams.get('draft')!, token: link.searchParams.get('token')! });
    assert.equal(accept.status, 303);
    assert.equal(accept.headers.get('location'), `/drafts/${draftId}/founder`);
    const edit = await cora.post(`/drafts/${draftId}/founder`, { csrf, name: 'Cora Lee', title: 'CTO', bio: 'Builds the boards.' });
    assert.equal(edit.status, 303);
    const d = (await call('GET', `/drafts/${draftId}`, keys.ann)).body;
    assert.equal(d.founders.find((f: { name: string }) => f.name === 'Cora Lee').title, 'CTO');
    const listing = await (await svc.container.readModels.collection('listings')).get(String(d.listing_id));
    assert.ok(
      (listing?.founders as { name: string }[] | undefined)?.some((f) => f.name === 'Cora Lee'),
      'the submitted listing shows the new founder',
    );
    // Someone signed in with another address cannot use the link.
    const eve = browserSession(svc.url);
    await eve.signUp('eve@example.test', 'eve-password-12');
    const eveCsrf = await eve.csrfOn(`${link.pathname}${link.search}`);
    const refused = await eve.post(link.pathname, { csrf: eveCsrf, draft: link.searchParams.get('draft')!, token: link.searchParams.get('token')! });
    assert.equal(refused.status, 409, 'already accepted');
  });

  it('replays a retried submission with the same Idempotency-Key instead of making a second draft', async () => {
    const post = (body: unknown, key: string) =>
      fetch(`${api}/drafts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${keys.ann}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
    const [a, b] = await Promise.all([post({ url: `${site.url}/` }, 'retry-1'), post({ url: `${site.url}/` }, 'retry-1')]);
    const [ja, jb] = (await Promise.all([a.json(), b.json()])) as { id: string }[];
    assert.equal(a.status, 201);
    assert.equal(b.status, 201);
    assert.equal(ja.id, jb.id, 'concurrent duplicates do one thing');
    const again = await post({ url: `${site.url}/` }, 'retry-1');
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.equal(((await again.json()) as { id: string }).id, ja.id);
    const other = await post({ url: 'https://other.test/' }, 'retry-1');
    assert.equal(other.status, 422);
    assert.equal((await post({ url: `${site.url}/` }, 'bad key with spaces')).status, 400);
    await untilSettled(keys.ann, ja.id);
  });

  it('reads the main competitor named in an edit and compares it with the product', async () => {
    const r = await call('PATCH', `/drafts/${draftId}`, keys.ann, { competitor_url: `${rival.url}/` });
    // The answer names the competitor at once; reading it runs in the background, and may already be done.
    assert.equal(r.body.competitor.url, `${rival.url}/`);
    assert.ok(['reading', 'read'].includes(r.body.competitor.status), r.body.competitor.status);
    const competitor = await until('the competitor read', async () => {
      const c = (await call('GET', `/drafts/${draftId}`, keys.ann)).body.competitor;
      return c.status !== 'reading' ? c : null;
    });
    assert.equal(competitor.status, 'read', competitor.failure);
    assert.equal(competitor.facts.name.value, 'Rival Boards');
    assert.deepEqual(competitor.comparison.shared_features, ['shared widget boards']);
    assert.deepEqual(competitor.comparison.only_theirs, ['gantt charts']);
    assert.match(competitor.comparison.pricing.theirs, /\$20 per month/);
    const cleared = await call('PATCH', `/drafts/${draftId}`, keys.ann, { competitor_url: '' });
    assert.equal(cleared.body.competitor, null);
    assert.equal((await call('PATCH', `/drafts/${draftId}`, keys.ann, { competitor_url: 'javascript:alert(1)' })).status, 400);
  });

  it('refuses a URL that is not http(s)', async () => {
    const r = await call('POST', '/drafts', keys.ann, { url: 'ftp://files.test/' });
    assert.equal(r.status, 400);
    assert.equal(r.body.errors[0].field, 'url');
  });
});

describe('the crawler never reaches local addresses unless allowed', () => {
  it('fails the draft with the reason, and the local site sees no request', async () => {
    const local = await startTestSite(ACME_PAGES);
    const redirecting = await startTestSite({
      '/robots.txt': { status: 404 },
      '/': { status: 302, location: `http://localhost:${local.host.split(':')[1]}/` },
    });
    const guarded = await startInProcess({ CRAWL_ALLOW_HOSTS: redirecting.host, SEED_DEMO: 'false' });
    try {
      const key = await keyFor(guarded, 'cy', ['account:read', 'listings:write']);
      const base = `${guarded.url}/api/v1`;
      for (const url of [
        `${local.url}/`,
        `http://localhost:${local.host.split(':')[1]}/`,
        `http://[::1]:${local.host.split(':')[1]}/`,
        `${redirecting.url}/`,
      ]) {
        const created = await fetch(`${base}/drafts`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ url }),
        });
        assert.equal(created.status, 201);
        const d = await untilSettled(key, ((await created.json()) as { id: string }).id, base);
        assert.equal(d.status, 'failed', url);
        assert.match(d.failure, /private or local address/, `${url}: ${d.failure}`);
      }
      assert.deepEqual(local.requests, [], 'the loopback site was never asked');
    } finally {
      await guarded.close();
      await local.close();
      await redirecting.close();
    }
  });
});
