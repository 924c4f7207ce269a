import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import type { WeekStart } from '../../domain/shared/weeks.ts';
import { mondayOf } from '../../domain/shared/weeks.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { browserSession } from '../support/browser.ts';
import { launchChromium, skipWithoutChromium } from '../support/chromium.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { siteMember } from '../support/members.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

const SCRIPT = '<script>alert("xss")</script>';
const ATTR = '"><img src=x onerror=alert(1)>';
const RTL = '\u202Egnp.exe';
const evil = (what: string) => `${what} ${SCRIPT} ${ATTR} ${RTL}`;

/** The product's own site says hostile things too: the draft quotes them. */
const HOSTILE_SITE = {
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
  '/': {
    body: `<!doctype html><html><head><title>Evilcorp &lt;script&gt;alert(1)&lt;/script&gt;</title>
<meta property="og:site_name" content="Evilcorp &quot;&gt;&lt;img src=x onerror=alert(1)&gt;">
<meta name="description" content="The &lt;script&gt;alert(2)&lt;/script&gt; tool for teams &#x202E;gnp.exe"></head>
<body><h1>Evilcorp "><img src=x onerror=alert(3)></h1><p>Plans from $9 per month.</p>
<h2>FAQ</h2><dl><dt>Is it &lt;script&gt;alert(4)&lt;/script&gt; safe?</dt><dd>Yes "><svg onload=alert(5)>.</dd></dl></body></html>`,
  },
};

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let site: TestSite;
let api = '';
let slug = '';
let listingId = 0;
let draftId = '';
/** The owner signed in on the site, and the site team at the console: both see the hostile text too. */
let owner: ReturnType<typeof browserSession>;
let team: ReturnType<typeof browserSession>;
const ADMIN_TOKEN = 'admin-token-for-the-hostile-text-test';

describe('hostile text in every field people write', () => {
  before(async () => {
    site = await startTestSite(HOSTILE_SITE);
    svc = await startInProcess({ CRAWL_ALLOW_HOSTS: site.host, ADMIN_TOKEN });
    api = `${svc.url}/api/v1`;
    const { key, accountId: eveId } = await apiKeyFor(svc.container, 'eve', ['account:read', 'listings:write']);
    // The maker answers in the discussion: a confirmed address, as the operator's CLI gives it.
    await svc.container.commands.confirmEmailByOperator({ accountId: eveId }, { actor: 'test' });
    const ok = (r: { status: number; body: unknown }) => assert.ok(r.status < 300, JSON.stringify(r.body));
    const draft = await callApi(api, 'POST', '/drafts', key, { url: `${site.url}/` });
    await until('the draft is ready', async () => (await callApi(api, 'GET', `/drafts/${draft.body.id}`, key)).body.status === 'ready');
    const category = (await callApi(api, 'GET', '/categories', null)).body.items[0].slug;
    ok(await callApi(api, 'PATCH', `/drafts/${draft.body.id}`, key, { fields: { categories: [category], name: evil('Evilcorp') } }));
    const submitted = await callApi(api, 'POST', `/drafts/${draft.body.id}/submit`, key);
    ok(submitted);
    const id: number = submitted.body.listing_id;
    listingId = id;
    draftId = draft.body.id;
    await until('the listing reaches its owner', async () => (await callApi(api, 'GET', `/me/listings/${id}`, key)).status === 200);
    slug = (await callApi(api, 'GET', `/me/listings/${id}`, key)).body.slug;
    ok(
      await callApi(api, 'PATCH', `/me/listings/${id}`, key, {
        fields: {
          tagline: evil('tagline'),
          short_description: evil('short'),
          description: evil('description'),
          pricing_summary: evil('pricing'),
          features: [evil('feature')],
          headline: evil('headline'),
          summary: evil('summary'),
          seo_title: evil('seo'),
          seo_description: evil('seo description'),
        },
        faqs: [{ question: evil('question'), answer: evil('answer') }],
        // Hostile links are refused at the door (hostile-links.test.ts); this one is only odd.
        socials: { website: 'https://evil.test/%22%3E%3Cscript%3Ealert(6)%3C/script%3E' },
      }),
    );
    ok(await callApi(api, 'POST', `/me/listings/${id}/updates`, key, { title: evil('update'), body: evil('update body') }));
    ok(
      await callApi(api, 'POST', `/me/listings/${id}/milestones`, key, {
        date: '2026-01-02',
        title: evil('milestone'),
        description: evil('m'),
        url: 'https://evil.test/a%22b%3Cc%3E',
      }),
    );
    ok(await callApi(api, 'PUT', `/me/listings/${id}/story`, key, { title: evil('story'), problem: evil('problem') }));
    const questions = await callApi(api, 'GET', '/interview-questions', null);
    ok(await callApi(api, 'PUT', '/me/interview', key, { answers: [{ question_id: questions.body.items[0].question_id, answer: evil('answer') }] }));
    const week = mondayOf(new Date()) as WeekStart;
    await svc.container.commands.scheduleLaunch({ listingId: id, week, plan: 'paid', unlocked: ['story', 'milestones'] }, { actor: 'test' });
    const live = await svc.container.commands.goLive({ listingId: id }, { actor: 'test' });
    await svc.container.readModels.waitFor(live.position, PATIENCE_MS);
    const javascriptLink = await callApi(api, 'POST', `/me/listings/${id}/milestones`, key, { date: '2026-01-03', title: 'x', url: 'javascript:alert(1)' });
    assert.equal(javascriptLink.status, 400, 'a javascript: link is refused at the door');
    owner = browserSession(svc.url);
    assert.equal((await owner.signIn('eve@example.test', 'irrelevant-password')).status, 303);
    team = browserSession(svc.url);
    assert.equal((await team.submit('/admin', '/admin/token', { token: ADMIN_TOKEN })).status, 303);
    // The discussion is a door too: a person's comment, the maker's reply with a link, the feeds carrying both, a report for the console's queue.
    const mallory = await siteMember(svc.url, svc.dataDir, 'mallory@example.test', evil('Mallory'));
    const listingPath = `/listings/${slug}`;
    assert.equal((await mallory.submit(listingPath, `${listingPath}/comments`, { text: evil('comment') })).status, 303);
    const commentId = /id="comment-(cmt_[a-f0-9]{16})"/.exec(await (await fetch(`${svc.url}${listingPath}`)).text())?.[1] ?? '';
    assert.ok(commentId, 'the comment is on the page');
    const reply = `${evil('reply')} https://evil.test/a?b=<script>alert(7)</script>`;
    assert.equal((await owner.submit(listingPath, `${listingPath}/comments`, { text: reply, parent_id: commentId })).status, 303);
    assert.equal((await owner.submit(listingPath, `${listingPath}/comments/${commentId}/report`, { reason: 'abuse' })).status, 303);
    assert.equal((await owner.submit(`/account/listings/${id}`, `/account/listings/${id}/discussion`, { comments_in_feeds: 'yes' })).status, 303);
  });
  after(async () => {
    await svc?.close();
    await site?.close();
  });

  const pages = () => [`/listings/${slug}`, '/', '/launches', '/updates', `/search?q=evilcorp`, '/boards/community-all-time', `/api/v1/listings/${slug}`];
  const ownerPages = () => ['/account', '/account/drafts', `/account/drafts/${draftId}`, '/account/listings', `/account/listings/${listingId}`];
  const teamPages = () => ['/admin', '/admin/edits', '/admin/listings', `/admin/listings/${listingId}`, '/admin/comments'];

  it('renders inert in the HTML of every page: escaped, no event handlers, no bidi overrides', async () => {
    const visits = [
      ...pages()
        .filter((p) => !p.startsWith('/api'))
        .map((path) => ({ path, signedIn: false, get: () => fetch(`${svc.url}${path}`, { headers: { accept: 'text/html' } }) })),
      ...ownerPages().map((path) => ({ path, signedIn: true, get: () => owner.browse(path) })),
      ...teamPages().map((path) => ({ path, signedIn: true, get: () => team.browse(path) })),
    ];
    for (const { path, signedIn, get } of visits) {
      const res = await get();
      assert.equal(res.status, 200, path);
      const html = await res.text();
      if (signedIn && path !== '/account/drafts') assert.match(html, /Evilcorp|evil\.test/i, `${path} shows the hostile listing`);
      assert.doesNotMatch(html, /<script>alert/, `${path}: a script tag from user text`);
      assert.doesNotMatch(html, /<img src=x/, `${path}: an img tag from user text`);
      assert.doesNotMatch(html, /<svg onload/, `${path}: an svg tag from user text`);
      const at = html.indexOf('\u202E');
      assert.equal(at, -1, `${path}: a right-to-left override in ${html.slice(Math.max(0, at - 200), at + 20)}`);
      assert.doesNotMatch(html, /href="javascript:/i, `${path}: a javascript: link`);
    }
    const listing = await (await fetch(`${svc.url}/listings/${slug}`)).text();
    assert.match(listing, /&lt;script&gt;alert\(&quot;xss&quot;\)&lt;\/script&gt;/, 'the text is shown, escaped');
  });

  it('keeps JSON-LD blocks closed and parseable, the hostile text inside as data', async () => {
    const listing = await (await fetch(`${svc.url}/listings/${slug}`)).text();
    const blocks = [...listing.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    assert.ok(blocks.length >= 2, 'product and FAQ blocks');
    for (const b of blocks) {
      assert.doesNotMatch(b, /</, 'no raw < inside a JSON-LD block');
      const data = JSON.parse(b);
      assert.ok(data['@context']);
    }
    assert.ok(
      blocks.some((b) => JSON.parse(b)['@type'] === 'FAQPage' && JSON.stringify(JSON.parse(b)).includes('<script>alert(\\"xss\\")</script>')),
      blocks.join('\n'),
    );
    const comments = blocks.map((b) => JSON.parse(b)).flatMap((d) => (d['@type'] === 'SoftwareApplication' ? (d.comment ?? []) : []));
    assert.ok(
      comments.some((c: { text: string }) => c.text.startsWith('comment <script>alert("xss")</script>')),
      'the comment is in the JSON-LD as data',
    );
  });

  it('stays text in the listing’s feeds, comments included', async () => {
    const atom = await (await fetch(`${svc.url}/listings/${slug}/feed.atom`)).text();
    assert.doesNotMatch(atom, /<script|<img|<svg/, 'no markup from people in the Atom feed');
    assert.doesNotMatch(atom, /\u202E/);
    const entries = new XMLParser({ ignoreAttributes: false }).parse(atom).feed.entry as { content: { '#text': string; '@_type': string } }[];
    const comment = entries.find((e) => e.content['#text'].startsWith('comment '));
    assert.equal(comment?.content['@_type'], 'text', 'a comment is a text construct: readers never read it as markup');
    assert.match(comment?.content['#text'] ?? '', /<script>alert\("xss"\)<\/script>/, 'the words are kept, as text');
    const json = (await (await fetch(`${svc.url}/listings/${slug}/feed.json`)).json()) as { items: { content_text: string; content_html?: string }[] };
    const item = json.items.find((i) => i.content_text.startsWith('comment '));
    assert.ok(item, 'the comment is in the JSON feed');
    assert.equal(item.content_html, undefined, 'plain text only');
    const api = (await (await fetch(`${svc.url}/api/v1/listings/${slug}/comments`)).json()) as { items: { text: string }[] };
    assert.match(api.items[0].text, /^comment <script>/, 'the API answers the words as they were written, for its client to escape');
  });

  it('stays text in the badges', async () => {
    for (const kind of ['listed', 'launched']) {
      const svg = await (await fetch(`${svc.url}/badges/${slug}/${kind}.svg`)).text();
      assert.doesNotMatch(svg, /<script|<img|<foreignObject/);
      assert.equal(svg.match(/<svg/g)?.length, 1, 'one svg element: the badge itself');
      assert.doesNotMatch(svg, /\u202E/);
    }
  });

  it('runs nothing in a browser, with JavaScript on', { skip: skipWithoutChromium }, async () => {
    const browser = await launchChromium();
    try {
      // Without our CSP, so that only the escaping stands between the text and the page.
      const context = await browser.newContext({ bypassCSP: true, baseURL: svc.url });
      const cookies = (jar: string, path: string) =>
        jar
          .split('; ')
          .filter(Boolean)
          .map((pair) => ({ name: pair.split('=')[0], value: pair.slice(pair.indexOf('=') + 1), url: `${svc.url}${path}` }));
      await context.addCookies([...cookies(owner.cookie(), '/'), ...cookies(team.cookie(), '/admin')]);
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', async (d) => {
        dialogs.push(d.message());
        await d.dismiss();
      });
      for (const path of [...pages().filter((p) => !p.startsWith('/api')), ...ownerPages(), ...teamPages()]) {
        await page.goto(path);
        const active = await page.evaluate(() => {
          const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }).document;
          return {
            scripts: doc.querySelectorAll('script:not([type="application/ld+json"])').length,
            handlers: doc.querySelectorAll('[onerror],[onload],[onclick]').length,
            links: doc.querySelectorAll('a[href^="javascript:" i]').length,
          };
        });
        assert.deepEqual(active, { scripts: 0, handlers: 0, links: 0 }, path);
      }
      assert.deepEqual(dialogs, []);
    } finally {
      await browser.close();
    }
  });
});
