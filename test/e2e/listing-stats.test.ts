import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { PATIENCE_MS } from '../support/until.ts';

const DAY1 = '2026-11-24';
const DAY2 = '2026-11-25';
const clock = new FixedClock(new Date(`${DAY1}T10:00:00Z`));
// Marks what a visitor sends, so the data directory can be searched for it afterwards.
const MARK = 'zq8xw3';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const visitor = (who: string) => ({ 'user-agent': `${BROWSER} ${who}-${MARK}` });
const GOOGLEBOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

type Counts = { views: number; badge_impressions: number; outbound_clicks: number; badge_referrals: number };
type Stats = { days: ({ day: string } & Counts)[]; totals: Counts; vote_timeline: { from: string; to: string; hours: { hour: string; votes: number }[] } };

let svc: Awaited<ReturnType<typeof startInProcess>>;
let owner: ReturnType<typeof browserSession>;
let key = '';
let listingId = 0;
let slug = '';

const page = (headers: Record<string, string>) => fetch(`${svc.url}/listings/${slug}`, { headers });
const badge = (headers: Record<string, string>) => fetch(`${svc.url}/badges/${slug}/listed.svg`, { headers });
const go = (headers: Record<string, string>) => fetch(`${svc.url}/go/${slug}`, { headers, redirect: 'manual' });
/** Writes what was counted and waits for the read models to show it. */
const settle = async () => {
  await svc.flushTraffic();
  await svc.container.readModels.waitFor(await svc.container.events.headPosition(), PATIENCE_MS);
};
const stats = async () => {
  const r = await callApi(`${svc.url}/api/v1`, 'GET', `/me/listings/${listingId}`, key);
  assert.equal(r.status, 200);
  return (r.body as { stats: Stats }).stats;
};
const dayOf = (s: Stats, day: string) => {
  const found = s.days.find((d) => d.day === day);
  assert.ok(found, `${day} is among the days`);
  const { day: _, ...counts } = found;
  return counts;
};

before(async () => {
  svc = await startInProcess({ SEED_DEMO: 'false', VIEWS_FLUSH_MS: '100' }, clock);
  owner = browserSession(svc.url);
  await owner.signUp('stats-owner@example.test', 'a long enough password', 'Stella');
  ({ key } = await apiKeyFor(svc.container, 'stats-owner', ['account:read']));
  const account = await svc.container.streams.accountByEmail('stats-owner@example.test');
  assert.ok(account);
  const c = svc.container.commands;
  const ctx = { actor: account.accountId };
  listingId = await c.reserveListingId(ctx);
  slug = await c.claimListingSlug({ name: 'Stellar Metrics', listingId }, ctx);
  await c.submitListing(
    { listingId, slug, ownerId: account.accountId, draftId: null, url: `https://${slug}.test/`, profile: { name: 'Stellar Metrics', categories: ['tools'] } },
    ctx,
  );
  await c.scheduleLaunch({ listingId, week: '2026-11-23', plan: 'paid', unlocked: [] }, ctx);
  const live = await c.goLive({ listingId }, ctx);
  await svc.container.readModels.waitFor(live.position, PATIENCE_MS);
});
after(() => svc?.close());

describe('what a listing brings its makers', () => {
  it('counts a first day: views once per visitor, every badge fetch, clicks through /go once per visitor, referrals from the product’s site', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await page(visitor('ann'))).status, 200);
    await page(visitor('bob'));
    await fetch(`${svc.url}/api/v1/listings/${slug}`, { headers: visitor('cy') });
    await page({ ...visitor('ann'), referer: `https://${slug}.test/` });
    await page({ ...visitor('ann'), referer: `https://${slug}.test/about` });
    await page({ ...visitor('bob'), referer: 'https://elsewhere.test/' });
    const first = await badge(visitor('ann'));
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('cache-control'), 'public, max-age=300');
    for (let i = 0; i < 3; i++) await badge(visitor('reader'));
    assert.equal((await badge({ ...visitor('reader'), 'if-none-match': first.headers.get('etag') ?? '' })).status, 304);
    const click = await go(visitor('ann'));
    assert.equal(click.status, 302);
    assert.equal(click.headers.get('location'), `https://${slug}.test/`);
    assert.equal(click.headers.get('cache-control'), 'no-store');
    await go(visitor('ann'));
    await go(visitor('bob'));
    for (const send of [page, badge, go]) await send(GOOGLEBOT);
    await settle();
    assert.deepEqual(dayOf(await stats(), DAY1), { views: 3, badge_impressions: 5, outbound_clicks: 2, badge_referrals: 1 });
  });

  it('counts the second day on its own, everyone counting again', async () => {
    clock.set(new Date(`${DAY2}T09:00:00Z`));
    await page(visitor('ann'));
    await page({ ...visitor('ann'), referer: `https://www.${slug}.test/pricing-${MARK}` });
    await badge(visitor('reader'));
    await badge(visitor('reader'));
    await go(visitor('cy'));
    await settle();
    const s = await stats();
    assert.deepEqual(dayOf(s, DAY2), { views: 1, badge_impressions: 2, outbound_clicks: 1, badge_referrals: 1 });
    assert.deepEqual(dayOf(s, DAY1), { views: 3, badge_impressions: 5, outbound_clicks: 2, badge_referrals: 1 });
    assert.deepEqual(s.totals, { views: 4, badge_impressions: 7, outbound_clicks: 3, badge_referrals: 2 });
    assert.equal(s.days.length, 30);
    assert.equal(s.days.at(-1)?.day, DAY2);
  });

  it('gives the figures that a replay of the recorded events gives', async () => {
    const replayed = new Map<string, Counts>();
    for (const e of await svc.container.events.readAll(0, 1_000_000)) {
      const data = e.data as { listingId?: number; day?: string; kind?: keyof Counts; count?: number };
      if (data.listingId !== listingId || (e.type !== 'ListingViewsCounted' && e.type !== 'ListingTrafficCounted')) continue;
      const day = replayed.get(String(data.day)) ?? { views: 0, badge_impressions: 0, outbound_clicks: 0, badge_referrals: 0 };
      day[e.type === 'ListingViewsCounted' ? 'views' : (data.kind as keyof Counts)] += Number(data.count);
      replayed.set(String(data.day), day);
    }
    const s = await stats();
    assert.deepEqual([...replayed.keys()].sort(), [DAY1, DAY2]);
    for (const [day, counts] of replayed) assert.deepEqual(dayOf(s, day), counts, day);
  });

  it('times the votes that stand by the hour they were cast, around the launch week', async () => {
    const c = svc.container.commands;
    clock.set(new Date(`${DAY1}T10:20:00Z`));
    for (const voterId of ['acct_voter_1', 'acct_voter_2']) await c.castVote({ listingId, voterId, voterConfirmed: true }, { actor: voterId });
    clock.set(new Date(`${DAY2}T09:05:00Z`));
    await c.castVote({ listingId, voterId: 'acct_voter_3', voterConfirmed: true }, { actor: 'acct_voter_3' });
    const withdrawn = await c.withdrawVote({ listingId, voterId: 'acct_voter_2' }, { actor: 'acct_voter_2' });
    await svc.container.readModels.waitFor(withdrawn.position, PATIENCE_MS);
    assert.deepEqual((await stats()).vote_timeline, {
      from: '2026-11-22T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      hours: [
        { hour: `${DAY1}T10:00:00.000Z`, votes: 1 },
        { hour: `${DAY2}T09:00:00.000Z`, votes: 1 },
      ],
    });
  });

  it('draws the figures on the owner’s listing page as charts, with a table of the same numbers', async () => {
    const html = await (await owner.browse(`/account/listings/${listingId}`)).text();
    assert.match(html, /<h2 id="stats-h">What it brought you<\/h2>/);
    assert.equal((html.match(/<svg class="chart bars" role="img"/g) ?? []).length, 5, 'four traffic charts and the vote timeline');
    assert.match(html, /<title>Views per day: 4 in all, at most 3 in one bar/);
    assert.match(html, /<b>Views<\/b> <span><strong class="total">4<\/strong> <span class="muted small">in 30 days · 4 since listed/);
    assert.match(html, /<div class="y-axis" aria-hidden="true"><span>3<\/span><span>1.5<\/span><span>0<\/span><\/div>/, 'the axis names the highest bar');
    assert.match(html, /<p class="axis-title" aria-hidden="true">Day \(UTC\)<\/p>/);
    assert.match(html, /<title>Badge impressions per day: 7 in all/);
    assert.match(html, /<title>Votes per hour that still stand: 2 in all/);
    assert.match(html, /<rect class="bar"[^>]*><title>2026-11-24: 5<\/title>/);
    assert.match(html, /<tr><th scope="row">2026-11-24<\/th><td>3<\/td><td>5<\/td><td>2<\/td><td>1<\/td><\/tr>/);
    assert.match(html, /<tr><th scope="row">2026-11-25<\/th><td>1<\/td><td>2<\/td><td>1<\/td><td>1<\/td><\/tr>/);
  });

  it('keeps nothing that says who came: no file of the data directory holds a visitor’s browser or referrer', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const p = path.join(dir, name);
        return statSync(p).isDirectory() ? files(p) : [p];
      });
    const all = files(svc.dataDir);
    assert.ok(
      all.some((f) => f.endsWith('.db')),
      'the stores are in the data directory',
    );
    assert.deepEqual(
      all.filter((f) => readFileSync(f).includes(MARK)),
      [],
    );
  });

  it('sends a visitor on through /go only for a listing with a page', async () => {
    const r = await fetch(`${svc.url}/go/no-such-listing`, { headers: { ...visitor('ann'), accept: 'text/html' }, redirect: 'manual' });
    assert.equal(r.status, 404);
  });
});
