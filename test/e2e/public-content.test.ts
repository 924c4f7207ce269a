import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mondayOf } from '../../domain/shared/weeks.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { PATIENCE_MS } from '../support/until.ts';

let base = '';
let site = '';
let running: Awaited<ReturnType<typeof startInProcess>>;

before(async () => {
  running = await startInProcess();
  site = running.url;
  base = `${running.url}/api/v1`;
});
after(() => running.close());

const get = async (path: string) => {
  const res = await fetch(base + path);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as Record<string, any> };
};
const slugs = (items: { slug: string }[]) => items.map((i) => i.slug);

describe('get_alternatives', () => {
  it('lists owner-approved alternatives first, then live listings of the same primary category', async () => {
    const { status, body } = await get('/listings/pipewright/alternatives');
    assert.equal(status, 200);
    assert.equal(body.items[0].approved, true);
    const unapproved = body.items.filter((i: { approved: boolean }) => !i.approved);
    for (const i of unapproved) assert.ok(i.categories.includes('ci-cd'), `${i.slug} shares the primary category`);
    assert.ok(!slugs(body.items).includes('pipewright'));
    assert.equal((await get('/listings/nope/alternatives')).status, 404);
  });
});

describe('compare_listings', () => {
  it('puts two live listings side by side by their category attributes', async () => {
    const { status, body } = await get('/compare?a=pipewright&b=stubly');
    assert.equal(status, 200);
    assert.equal(body.a.slug, 'pipewright');
    assert.equal(body.b.slug, 'stubly');
    const pricing = body.rows.find((r: { attribute: string }) => r.attribute === 'pricing_model');
    assert.deepEqual([pricing.a, pricing.b], ['Freemium', 'Free']);
    assert.equal((await get('/compare?a=pipewright&b=no-such')).status, 404);
    const missing = await get('/compare?a=pipewright');
    assert.equal(missing.status, 400);
    assert.equal(missing.body.errors[0].field, 'b');
  });
});

describe('get_category', () => {
  it('shows description, FAQs, parent, subcategories and live listings most voted first', async () => {
    const { status, body } = await get('/categories/developer-tools?per_page=50');
    assert.equal(status, 200);
    assert.ok(body.faqs.length > 0);
    assert.equal(body.parent, null);
    assert.ok(body.subcategories.some((s: { slug: string }) => s.slug === 'observability'));
    const votes = body.items.map((i: { votes: number }) => i.votes);
    assert.deepEqual(
      votes,
      [...votes].sort((x: number, y: number) => y - x),
    );
    assert.ok(slugs(body.items).includes('tracehound'), 'a subcategory listing shows under its parent');
    const sub = await get('/categories/observability');
    assert.equal(sub.body.parent.slug, 'developer-tools');
    assert.equal((await get('/categories/nope')).status, 404);
  });
});

describe('launch weeks and launches', () => {
  it('shows this week, last week and next week by Monday, live launches ranked by votes', async () => {
    const now = new Date();
    const thisWeek = await get('/launches/weeks/this');
    assert.equal(thisWeek.status, 200);
    assert.equal(thisWeek.body.week, mondayOf(now));
    const last = await get('/launches/weeks/last');
    assert.ok(last.body.items.length > 0);
    assert.deepEqual(
      last.body.items.map((i: { rank: number }) => i.rank),
      last.body.items.map((_: unknown, i: number) => i + 1),
    );
    const next = await get('/launches/weeks/next');
    assert.equal(next.status, 200);
    assert.ok(next.body.scheduled.length > 0, 'next week has launches scheduled');
    const byDate = await get(`/launches/weeks/${last.body.week.slice(0, 8)}${String(Number(last.body.week.slice(8)) + 3).padStart(2, '0')}`);
    assert.equal(byDate.body.week, last.body.week, 'a date snaps to its Monday');
    assert.equal((await get('/launches/weeks/2031-01-01')).status, 404);
    const bad = await get('/launches/weeks/2026-02-30');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors[0].field, 'week');
    assert.equal((await get('/launches/weeks/tomorrow')).status, 400);
  });

  it('lists every section', async () => {
    for (const section of ['today', 'this-week', 'trending', 'most-voted', 'recent', 'most-viewed', 'most-followed', 'upcoming']) {
      const r = await get(`/launches?section=${section}`);
      assert.equal(r.status, 200, section);
      assert.ok(Array.isArray(r.body.items), section);
    }
    const upcoming = (await get('/launches?section=upcoming')).body.items as { launch_week: string; status: string }[];
    assert.ok(upcoming.length > 0);
    for (let i = 1; i < upcoming.length; i++) assert.ok(upcoming[i - 1].launch_week <= upcoming[i].launch_week);
    const mostVoted = (await get('/launches?section=most-voted')).body.items as { votes: number }[];
    for (let i = 1; i < mostVoted.length; i++) assert.ok(mostVoted[i - 1].votes >= mostVoted[i].votes);
    assert.equal((await get('/launches?section=yesterday')).status, 400);
  });
});

describe('get_leaderboard', () => {
  it('ranks all five boards, and always marks the billboard as paid', async () => {
    for (const board of ['community-weekly', 'community-all-time', 'billboard', 'domain-rating', 'revenue']) {
      const r = await get(`/leaderboards/${board}`);
      assert.equal(r.status, 200, board);
      assert.equal(r.body.paid, board === 'billboard');
      assert.ok(r.body.items.length > 0 || board === 'community-weekly', `${board} has entries`);
      r.body.items.forEach((item: { rank: number; listing: { slug: string }; metric: number }, i: number) => {
        assert.equal(item.rank, i + 1);
        assert.ok(item.listing.slug);
        if (i > 0) assert.ok(r.body.items[i - 1].metric >= item.metric, `${board} is ordered by its metric`);
      });
    }
    const weekly = await get('/leaderboards/community-weekly?week=last');
    assert.ok(weekly.body.items.length > 0);
    const awards = await get(`/awards?per_page=3`);
    assert.equal(awards.body.items[0].week, weekly.body.week);
    assert.equal(awards.body.items[0].listing.slug, weekly.body.items[0].listing.slug, "Launch of the Week #1 is the weekly board's #1");
    assert.equal((await get('/leaderboards/billboard?week=last')).status, 400);
    assert.equal((await get('/leaderboards/popularity')).status, 400);
  });
});

describe('people and content', () => {
  it('lists and shows founders with their companies', async () => {
    const list = await get('/founders?q=vogt');
    assert.deepEqual(slugs(list.body.items), ['lena-vogt']);
    const de = await get('/founders?country=de&per_page=100');
    for (const f of de.body.items) assert.equal(f.country, 'DE');
    const f = await get('/founders/lena-vogt');
    assert.equal(f.status, 200);
    assert.deepEqual(slugs(f.body.companies), ['pipewright']);
    assert.equal((await get('/founders/nobody')).status, 404);
    assert.equal((await get(`/founders?q=${'x'.repeat(121)}`)).status, 400);
  });

  it('lists blog posts newest first or matched by q, and shows one with Markdown and FAQs', async () => {
    const all = await get('/blog');
    const dates = all.body.items.map((p: { published_at: string }) => p.published_at);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const matched = await get('/blog?q=tagline');
    assert.deepEqual(slugs(matched.body.items), ['writing-a-tagline']);
    const post = await get('/blog/free-or-paid-launch');
    assert.match(post.body.markdown, /^# Free or paid launch/);
    assert.ok(post.body.faqs.length > 0);
    assert.equal((await get('/blog/nope')).status, 404);
  });

  it('lists awards newest week first, optionally for one listing', async () => {
    const all = await get('/awards?per_page=100');
    assert.ok(all.body.items.length >= 3);
    const weeks = all.body.items.map((a: { week: string }) => a.week);
    assert.deepEqual(weeks, [...weeks].sort().reverse());
    for (const a of all.body.items) assert.match(a.title, /^Launch of the Week #[123]$/);
    const winner = all.body.items[0].listing.slug;
    const one = await get(`/awards?listing=${winner}`);
    for (const a of one.body.items) assert.equal(a.listing.slug, winner);
    assert.equal((await get('/awards?listing=no-such')).body.items.length, 0);
  });

  it('lists the interview questions in order', async () => {
    const r = await get('/interview-questions');
    assert.ok(r.body.items.length >= 5);
    assert.deepEqual(
      r.body.items.map((q: { position: number }) => q.position),
      r.body.items.map((_: unknown, i: number) => i + 1),
    );
  });
});

describe('badges', () => {
  it('give embed code and an SVG for every kind earned, in every shape, mode and size', async () => {
    const r = await get('/listings/pipewright/badges?shape=pill&mode=dark&size=l');
    assert.equal(r.status, 200);
    const kinds = r.body.items.map((b: { kind: string }) => b.kind);
    assert.ok(kinds.includes('listed') && kinds.includes('launched'));
    const parser = new XMLParser({ ignoreAttributes: false });
    for (const badge of r.body.items) {
      assert.match(badge.svg_url, /shape=pill&mode=dark&size=l$/);
      assert.match(badge.embed_html, /^<a href="[^"]+\/listings\/pipewright"/);
      assert.equal(badge.styles.length, 5 * 3 * 3);
      for (const style of badge.styles) {
        const res = await fetch(style.svg_url.replace(/^http:\/\/localhost:0/, site));
        assert.equal(res.status, 200);
        assert.equal(res.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
        assert.match(res.headers.get('cache-control') ?? '', /max-age=\d+/);
        const svg = await res.text();
        assert.equal(XMLValidator.validate(svg), true, `${style.svg_url} is well-formed`);
        assert.ok(parser.parse(svg).svg, 'the root element is svg');
      }
    }
  });

  it('escape listing text in every badge and embed', async () => {
    const c = running.container;
    const owner = { actor: 'mallory' };
    const name = '<script>alert(1)</script>';
    const listingId = await c.commands.reserveListingId(owner);
    const slug = await c.commands.claimListingSlug({ name, listingId }, owner);
    await c.commands.submitListing(
      { listingId, slug, ownerId: 'mallory', draftId: null, url: 'https://xss.test/', profile: { name, categories: ['developer-tools'] } },
      owner,
    );
    await c.commands.scheduleLaunch({ listingId, week: mondayOf(new Date()), plan: 'paid', unlocked: [] }, owner);
    const live = await c.commands.goLive({ listingId }, { actor: 'system:scheduler' });
    await c.readModels.waitFor(live.position, PATIENCE_MS);
    const r = await get(`/listings/${slug}/badges`);
    assert.equal(r.status, 200);
    for (const badge of r.body.items) {
      assert.ok(!badge.embed_html.includes('<script>'), badge.embed_html);
      assert.match(badge.embed_html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
      const page = await (await fetch(`${site}/listings/${slug}`)).text();
      assert.ok(!page.includes('<script>'), 'the listing page escapes the name');
      assert.match(page, /&lt;script&gt;/);
      for (const style of badge.styles) {
        const svg = await (await fetch(style.svg_url.replace(/^http:\/\/localhost:0/, site))).text();
        assert.ok(!svg.includes('<script>'), `${style.svg_url} carries raw markup`);
        assert.equal(XMLValidator.validate(svg), true);
      }
    }
  });

  it('refuse unknown styles and kinds not earned', async () => {
    const bad = await fetch(`${site}/badges/pipewright/listed.svg?shape=hexagon`);
    assert.equal(bad.status, 400);
    assert.equal(((await bad.json()) as { errors: { field: string }[] }).errors[0].field, 'shape');
    assert.equal((await fetch(`${site}/badges/pipewright/verified.svg`)).status, 404);
    assert.equal((await fetch(`${site}/badges/no-such/listed.svg`)).status, 404);
    assert.equal((await get('/listings/pipewright/badges?size=xl')).status, 400);
  });
});

describe('the API reference page', () => {
  it('documents every operation, readable without JavaScript', async () => {
    const html = await (await fetch(`${base}/docs`)).text();
    for (const op of ['search_listings', 'get_leaderboard', 'submit_listing', 'create_checkout', 'verify_claim'])
      assert.match(html, new RegExp(`id="op-${op}"`));
    assert.ok(!html.includes('<script'));
  });
});
