import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { XMLParser } from 'fast-xml-parser';
import { parseFragment } from 'parse5';
import { mondayOf, type WeekStart } from '../../domain/shared/weeks.ts';
import { runnableAttributes, UNSAFE_EMAILS, UNSAFE_LINKS, unsafeValuesIn } from '../fixtures/hostile-links.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { outbox } from '../support/outbox.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

/** A product site whose structured data, footer and mail links are hostile: the crawler must keep none of them. */
const HOSTILE_SITE = {
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
  '/': {
    body: `<!doctype html><html lang="en"><head><title>Linkbait — boards for teams</title>
<meta property="og:site_name" content="Linkbait">
<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Linkbait',
      logo: 'javascript:alert(1)',
      sameAs: ['https://instagram.com/linkbait"><img src=x onerror=alert(1)>', ' JaVaScRiPt:alert(2)', 'https://github.com/linkbait'],
    })}</script></head>
<body><header><nav><a href="/">Home</a></nav></header>
<h1>Linkbait</h1><p>Linkbait is the board your team plans on. Plans from $9 per month.</p>
<img src="data:text/html,<script>alert(3)</script>" alt="Linkbait logo">
<p>Write to <a href="mailto:&quot;&gt;&lt;img src=x onerror=alert(4)&gt;@linkbait.test">"><img src=x onerror=alert(4)>@linkbait.test</a>.</p>
<footer><a href="https://x.com/linkbait&quot; onmouseover=&quot;alert(5)">X</a> <a href="vbscript:msgbox(6)">YouTube</a>
<a href="https://www.linkedin.com/company/linkbait">LinkedIn</a></footer></body></html>`,
  },
};

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let site: TestSite;
let api = '';
let key = '';
let listing = { listingId: 0, slug: '', draftId: '' };

const refusedNaming = (r: { status: number; body: { errors?: { field: string }[] } }, field: string, what: string) => {
  assert.equal(r.status, 400, `${what}: ${JSON.stringify(r.body)}`);
  const fields = (r.body.errors ?? []).map((e) => e.field);
  assert.ok(fields.includes(field), `${what}: the refusal names ${field} (named: ${fields.join(', ')})`);
};

async function mcpClient() {
  const client = new Client({ name: 'hostile-links-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${svc.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  return client;
}

describe('one rule for links and addresses, at every door', () => {
  before(async () => {
    site = await startTestSite(HOSTILE_SITE);
    svc = await startInProcess({ CRAWL_ALLOW_HOSTS: site.host });
    api = `${svc.url}/api/v1`;
    key = (await apiKeyFor(svc.container, 'lou', ['account:read', 'listings:write'])).key;
    const created = await callApi(api, 'POST', '/drafts', key, { url: `${site.url}/` });
    await until('the draft is ready', async () => (await callApi(api, 'GET', `/drafts/${created.body.id}`, key)).body.status === 'ready');
    const category = (await callApi(api, 'GET', '/categories', null)).body.items[0].slug;
    const named = await callApi(api, 'PATCH', `/drafts/${created.body.id}`, key, { fields: { name: 'Linkbait', categories: [category] } });
    assert.equal(named.status, 200, JSON.stringify(named.body));
    const submitted = await callApi(api, 'POST', `/drafts/${created.body.id}/submit`, key);
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    const listingId: number = submitted.body.listing_id;
    await until('the listing reaches its owner', async () => (await callApi(api, 'GET', `/me/listings/${listingId}`, key)).status === 200);
    listing = { listingId, slug: (await callApi(api, 'GET', `/me/listings/${listingId}`, key)).body.slug, draftId: created.body.id };
    const week = mondayOf(new Date()) as WeekStart;
    await svc.container.commands.scheduleLaunch({ listingId, week, plan: 'paid', unlocked: ['story', 'milestones'] }, { actor: 'test' });
    const live = await svc.container.commands.goLive({ listingId }, { actor: 'test' });
    await svc.container.readModels.waitFor(live.position, PATIENCE_MS);
  });
  after(async () => {
    await svc?.close();
    await site?.close();
  });

  it("keeps none of the crawler's hostile links: JSON-LD sameAs and logo, footer links, images, mail links", async () => {
    const draft = (await callApi(api, 'GET', `/drafts/${listing.draftId}`, key)).body;
    assert.deepEqual(unsafeValuesIn(draft), []);
    assert.equal(draft.fields.logo_url.value, null, 'a javascript: logo is no logo');
    assert.equal(draft.fields.contact_email.value, null, 'an address that breaks out of its attribute is no address');
    const socials = draft.company_socials as Record<string, string>;
    assert.equal(socials.github, undefined, "structured data's sameAs names no profile, a safe one neither");
    assert.equal(socials.linkedin, 'https://www.linkedin.com/company/linkbait', 'a safe footer link is kept');
    assert.equal(socials.instagram, undefined, 'a sameAs link with an attribute breakout is dropped');
    assert.equal(socials.x, undefined, 'a footer link with an attribute breakout is dropped');
    assert.equal(socials.youtube, undefined);
  });

  it('refuses every unsafe link and address through update_draft, naming the field', async () => {
    const path = `/drafts/${listing.draftId}`;
    for (const link of UNSAFE_LINKS) {
      refusedNaming(await callApi(api, 'PATCH', path, key, { fields: { logo_url: link } }), 'fields.logo_url', `logo_url ${JSON.stringify(link)}`);
      refusedNaming(
        await callApi(api, 'PATCH', path, key, { fields: { demo_video_url: link } }),
        'fields.demo_video_url',
        `demo_video_url ${JSON.stringify(link)}`,
      );
      refusedNaming(await callApi(api, 'PATCH', path, key, { company_socials: { x: link } }), 'company_socials.x', `company socials ${JSON.stringify(link)}`);
      refusedNaming(
        await callApi(api, 'PATCH', path, key, { founder_socials: { linkedin: link } }),
        'founder_socials.linkedin',
        `founder socials ${JSON.stringify(link)}`,
      );
      refusedNaming(
        await callApi(api, 'PATCH', path, key, { milestones: [{ date: '2026-01-02', title: 'Launch', url: link }] }),
        'milestones[0].url',
        `draft milestone ${JSON.stringify(link)}`,
      );
    }
    for (const email of UNSAFE_EMAILS)
      refusedNaming(
        await callApi(api, 'PATCH', path, key, { fields: { contact_email: email } }),
        'fields.contact_email',
        `contact_email ${JSON.stringify(email)}`,
      );
    const kept = await callApi(api, 'PATCH', path, key, {
      fields: { demo_video_url: 'HTTPS://Video.Example.test/watch?v=1', contact_email: 'hello@linkbait.test' },
      company_socials: { x: 'https://x.com/linkbait' },
    });
    assert.equal(kept.status, 200, JSON.stringify(kept.body));
    assert.equal(kept.body.fields.demo_video_url.value, 'https://video.example.test/watch?v=1', 'stored normalized');
    assert.equal(kept.body.fields.contact_email.value, 'hello@linkbait.test');
  });

  it('refuses them through update_my_listing and add_milestone too', async () => {
    const path = `/me/listings/${listing.listingId}`;
    for (const link of UNSAFE_LINKS) {
      refusedNaming(
        await callApi(api, 'PATCH', path, key, { fields: { demo_video_url: link } }),
        'fields.demo_video_url',
        `owner demo ${JSON.stringify(link)}`,
      );
      refusedNaming(await callApi(api, 'PATCH', path, key, { socials: { website: link } }), 'socials.website', `owner socials ${JSON.stringify(link)}`);
      refusedNaming(
        await callApi(api, 'POST', `${path}/milestones`, key, { date: '2026-01-02', title: 'Launch', url: link }),
        'url',
        `milestone ${JSON.stringify(link)}`,
      );
    }
    for (const email of UNSAFE_EMAILS)
      refusedNaming(
        await callApi(api, 'PATCH', path, key, { fields: { contact_email: email } }),
        'fields.contact_email',
        `owner email ${JSON.stringify(email)}`,
      );
  });

  it('refuses them through MCP, as the API does', async () => {
    const client = await mcpClient();
    try {
      for (const link of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'https://evil.test/"><img src=x onerror=alert(1)>']) {
        const r = await client.callTool({ name: 'update_draft', arguments: { id: listing.draftId, fields: { logo_url: link } } });
        assert.equal(r.isError, true, link);
        const errors = (r.structuredContent as { errors: { field: string }[] }).errors.map((e) => e.field);
        assert.ok(errors.includes('fields.logo_url'), `${link}: ${errors.join(', ')}`);
        const m = await client.callTool({
          name: 'add_milestone',
          arguments: { listing_id: listing.listingId, date: '2026-01-02', title: 'x', url: link },
        });
        assert.equal(m.isError, true, link);
      }
    } finally {
      await client.close();
    }
  });

  it("refuses them through the site's forms, naming the field on the page", async () => {
    const owner = browserSession(svc.url);
    assert.equal((await owner.signIn('lou@example.test', 'irrelevant-password')).status, 303);
    const form = `/account/listings/${listing.listingId}`;
    const csrf = await owner.csrfOn(form);
    for (const link of ['javascript:alert(1)', 'data:text/html,x']) {
      const res = await owner.post(`${form}/edit`, { csrf, demo_video_url: link });
      assert.ok(res.status >= 400 && res.status < 500, `the edit form answers ${res.status}`);
      const page = await res.text();
      assert.match(page, /demo_video_url|Demo video URL/, 'the page names the field');
      assert.deepEqual(runnableAttributes(page), []);
    }
    const draftCsrf = await owner.csrfOn(`/account/drafts/${listing.draftId}`);
    const res = await owner.post(`/account/drafts/${listing.draftId}`, { csrf: draftCsrf, 'fields.logo_url': ' JaVaScRiPt:alert(1)' });
    assert.ok(res.status >= 400 && res.status < 500, `the draft form answers ${res.status}`);
    const after = (await callApi(api, 'GET', `/drafts/${listing.draftId}`, key)).body;
    assert.equal(after.fields.logo_url.value, null, 'nothing was stored');
  });

  it('lets nothing unsafe reach any JSON answer or any page', async () => {
    const { slug, listingId, draftId } = listing;
    const answers = [
      `/listings/${slug}`,
      '/listings?q=linkbait',
      '/launches',
      `/launches/weeks/${mondayOf(new Date())}`,
      '/leaderboards/community-all-time',
      `/categories/${(await callApi(api, 'GET', `/me/listings/${listingId}`, key)).body.categories[0].slug ?? ''}`,
      `/compare?a=${slug}&b=pipewright`,
    ];
    for (const p of answers) {
      const r = await callApi(api, 'GET', p, null);
      assert.ok(r.status < 300 || r.status === 404, `${p}: ${r.status}`);
      assert.deepEqual(unsafeValuesIn(r.body), [], p);
    }
    for (const p of [`/me/listings/${listingId}`, '/me/listings', `/drafts/${draftId}`]) {
      const r = await callApi(api, 'GET', p, key);
      assert.equal(r.status, 200, p);
      assert.deepEqual(unsafeValuesIn(r.body), [], p);
    }
    for (const p of [`/listings/${slug}`, '/', '/launches', '/updates', '/search?q=linkbait']) {
      const page = await (await fetch(`${svc.url}${p}`)).text();
      assert.deepEqual(runnableAttributes(page), [], p);
    }
  });

  it('gives feed readers item text that an HTML parser reads as text only', async () => {
    const posted = await callApi(api, 'POST', `/me/listings/${listing.listingId}/updates`, key, {
      title: 'Launch <script>alert(1)</script> \u202Eday',
      body: 'We shipped <img src=x onerror=alert(2)> and &lt;b&gt;more&lt;/b&gt; <a href="javascript:alert(3)">here</a>.',
    });
    assert.equal(posted.status, 201, JSON.stringify(posted.body));
    const xml = await until('the update reaches the feed', async () => {
      const res = await fetch(`${svc.url}/updates.xml`);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      const text = await res.text();
      return text.includes('shipped') ? text : null;
    });
    const feed = new XMLParser({ processEntities: true, htmlEntities: false }).parse(xml);
    const items = [feed.rss.channel.item].flat();
    const ours = items.filter((item: { description: string }) => String(item.description).includes('shipped'));
    assert.equal(ours.length, 1);
    for (const item of ours)
      for (const text of [String(item.title), String(item.description)]) {
        // What a reader does with the parsed text: it reads it as HTML.
        const nodes = parseFragment(text).childNodes;
        assert.ok(
          nodes.every((n) => n.nodeName === '#text'),
          `only text: ${JSON.stringify(nodes.map((n) => n.nodeName))} from ${text}`,
        );
        assert.doesNotMatch(text, /\u202E/);
      }
    const shown = parseFragment(String(ours[0].description))
      .childNodes.map((n) => ('value' in n ? n.value : ''))
      .join('');
    assert.match(shown, /We shipped <img src=x onerror=alert\(2\)>/, 'the reader shows the words as written');
  });

  it('sends mail subjects without line breaks or bidi overrides', async () => {
    const follower = await apiKeyFor(svc.container, 'fay', ['account:read', 'listings:write']);
    const session = browserSession(svc.url);
    assert.equal((await session.signIn('fay@example.test', 'irrelevant-password')).status, 303);
    const csrf = await session.csrfOn(`/listings/${listing.slug}`);
    const followed = await session.post(`/listings/${listing.slug}/follow`, { csrf });
    assert.ok(followed.status === 303, `follow answered ${followed.status}`);
    assert.ok(follower.key);
    const posted = await callApi(api, 'POST', `/me/listings/${listing.listingId}/updates`, key, {
      title: 'Big news\u202E\u2066 tomorrow\tBcc: all@evil.test',
      body: 'Details inside.',
    });
    assert.equal(posted.status, 201, JSON.stringify(posted.body));
    const mail = await until('the follower is mailed', async () =>
      outbox(svc.dataDir).find((m) => m.to === 'fay@example.test' && m.subject.includes('Big news')),
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the subject must not carry
    assert.doesNotMatch(mail.subject, /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/);
    assert.match(mail.subject, /Big news tomorrow Bcc: all@evil\.test$/);
  });

  it('answers JSON with nosniff, and badges with a CSP of their own', async () => {
    for (const p of [
      '/api/v1/listings',
      `/api/v1/listings/${listing.slug}`,
      '/api/v1/listings/no-such-listing',
      '/api/v1/listings?per_page=1000',
      '/api/v1/openapi.json',
    ]) {
      const res = await fetch(`${svc.url}${p}`);
      assert.match(res.headers.get('content-type') ?? '', /json/, p);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', p);
    }
    const mcp = await fetch(`${svc.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    assert.equal(mcp.headers.get('x-content-type-options'), 'nosniff', '/mcp');
    const badges = (await callApi(api, 'GET', `/listings/${listing.slug}/badges`, null)).body;
    const urls = JSON.stringify(badges, (k, v) => (k === 'svg_url' ? `@@${v}@@` : v))
      .split('@@')
      .filter((_, i) => i % 2 === 1);
    assert.ok(urls.length > 0, 'the listing has badges');
    for (const u of urls) {
      const res = await fetch(u.replace(/^https?:\/\/[^/]+/, svc.url));
      assert.equal(res.status, 200, u);
      assert.equal(res.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
      assert.equal(res.headers.get('content-security-policy'), "default-src 'none'; style-src 'unsafe-inline'", u);
      assert.equal(res.headers.get('content-disposition'), 'inline', u);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', u);
    }
  });
});
