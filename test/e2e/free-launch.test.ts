import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi, submittedListing } from '../support/listings.ts';
import { mailTo } from '../support/outbox.ts';
import { ACME_PAGES, startTestSite } from '../support/test-site.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

const ADMIN_TOKEN = 'admin-token-for-the-free-launch-test';
const closing: (() => Promise<void>)[] = [];

/**
 * A service of one test alone (each test makes its own records, on its own clock: the journey moves
 * time), a product site whose homepage the test changes, and Fran's listing made from it. The steps
 * of the journey are here, so a test takes the ones before what it checks.
 */
async function aFreeLaunch() {
  const clock = new FixedClock(new Date('2026-11-25T12:00:00Z')); // a Wednesday: the free queue's weeks start 2027-01-04
  const pages: Record<string, { status?: number; type?: string; body?: string }> = { ...ACME_PAGES };
  const site = await startTestSite(pages);
  // No demo (six starts of it were a fifth of this file's time): an empty directory but for the category Acme belongs to.
  const svc = await startInProcess({ CRAWL_ALLOW_HOSTS: site.host, PUBLIC_URL: 'http://launch.test', ADMIN_TOKEN, SEED_DEMO: 'false' }, clock);
  const defined = await svc.container.commands.defineCategory(
    { slug: 'developer-tools', name: 'Developer Tools', description: 'Tools for people who build software.' },
    { actor: 'admin' },
  );
  await svc.container.readModels.waitFor(defined.position, PATIENCE_MS);
  closing.push(async () => {
    await svc.close();
    await site.close();
  });
  const api = `${svc.url}/api/v1`;
  const key = (await apiKeyFor(svc.container, 'fran', ['account:read', 'listings:write'])).key;
  const { listingId, slug } = await submittedListing(api, key, `${site.url}/`);
  const call = (method: string, path: string, body?: unknown) => callApi(api, method, path, key, body);
  const mine = async () => (await call('GET', `/me/listings/${listingId}`)).body;
  const steps = {
    queue: () => call('POST', `/me/listings/${listingId}/free`),
    firstCheck: () =>
      until('the first badge check', async () => {
        const m = await mine();
        return m.badge.checks.length > 0 && m;
      }),
    /** The owner puts the snippet get_badges gives on the homepage; the next check finds it. */
    badgeUp: async () => {
      const badges = await callApi(api, 'GET', `/listings/${slug}/badges`, null);
      const snippet = badges.body.items.find((b: { kind: string }) => b.kind === 'listed').embed_html;
      pages['/'] = { body: (ACME_PAGES['/'].body ?? '').replace('</body>', `<footer>${snippet}</footer></body>`) };
      clock.set(new Date(Date.parse((await mine()).badge.next_check_at) + 1000));
      await svc.workers?.tick();
      return until('the badge to be found', async () => {
        const m = await mine();
        return m.status === 'scheduled' && m;
      });
    },
    weekStarts: async () => {
      clock.set(new Date('2027-01-04T00:05:00Z'));
      await svc.workers?.tick();
      await until('the listing to go live', async () => (await mine()).status === 'live');
    },
  };
  return { clock, pages, site, svc, api, listingId, slug, call, mine, ...steps };
}

after(async () => {
  for (const close of closing) await close();
});

describe('going live for free', () => {
  it('queues the listing for the first week of the window with room, and says what badge to embed', async () => {
    const { svc, api, slug, queue } = await aFreeLaunch();
    const r = await queue();
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.status, 'awaiting_badge');
    assert.equal(r.body.plan, 'free');
    assert.equal(r.body.launch_week, '2027-01-04');
    assert.equal(r.body.badge.listing_url, `http://launch.test/listings/${slug}`);
    assert.match(r.body.badge.embed_html, new RegExp(`href="http://launch.test/listings/${slug}"`));
    assert.match(r.body.next_step, /Put the badge snippet on the homepage/);
    assert.match(r.body.policy, /15 minutes, 1 hour and 6 hours/);
    const page = await fetch(`${svc.url}/listings/${slug}`);
    assert.equal(page.status, 200, 'the page the badge links to answers while the listing waits for it');
    const queued = await page.text();
    assert.match(queued, /Queued for its launch/);
    assert.match(queued, new RegExp(`href="/go/${slug}"`), 'the website link counts its clicks before launch as after');
    const out = await fetch(`${svc.url}/go/${slug}`, { redirect: 'manual' });
    assert.equal(out.status, 302);
    assert.equal((await callApi(api, 'GET', `/listings/${slug}`, null)).status, 404, 'not published until the badge is found');
  });

  it('checks the homepage at once and records the miss, with the next check', async () => {
    const { queue, firstCheck } = await aFreeLaunch();
    assert.equal((await queue()).status, 200);
    const l = await firstCheck();
    assert.equal(l.badge.checks[0].found, false);
    assert.match(l.badge.checks[0].detail, /no link to http:\/\/launch\.test\/listings\//);
    assert.equal(l.badge.next_check_at, '2026-11-25T12:15:00.000Z', 'fifteen minutes after the first miss');
    assert.equal(l.status, 'awaiting_badge');
  });

  it('finds the snippet get_badges gives at the next check, and schedules the launch', async () => {
    const { api, site, slug, queue, firstCheck, badgeUp } = await aFreeLaunch();
    assert.equal((await queue()).status, 200);
    await firstCheck();
    assert.equal((await callApi(api, 'GET', `/listings/${slug}/badges`, null)).status, 200);
    const l = await badgeUp();
    assert.equal(l.badge.verified, true);
    assert.equal(l.badge.checks.at(-1).found, true);
    assert.ok(site.userAgents.some((ua) => ua.startsWith('LaunchDirectoryBadgeCheck/1.0 (+http://launch.test/bot)')));
    const week = await callApi(api, 'GET', '/launches/weeks/2027-01-04', null);
    assert.equal(week.status, 200);
    assert.ok(week.body.scheduled.some((s: { slug: string }) => s.slug === slug));
    assert.equal(week.body.free_slots.capacity, 10);
    assert.ok(week.body.free_slots.booked >= 1);
    assert.equal(week.body.free_slots.left, 10 - week.body.free_slots.booked);
  });

  it('shows every week of the bookable range, empty or not, and no week beyond it', async () => {
    const { api } = await aFreeLaunch();
    const empty = await callApi(api, 'GET', '/launches/weeks/2027-01-18', null);
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body.items, []);
    assert.equal(empty.body.free_slots.left, 10);
    assert.equal(empty.body.free_slots.bookable_now, true);
    assert.equal((await callApi(api, 'GET', '/launches/weeks/2026-12-07', null)).body.free_slots.bookable_now, false);
    assert.equal((await callApi(api, 'GET', '/launches/weeks/2027-06-07', null)).status, 404);
  });

  it('goes live when its week starts, in the launch week and in search', async () => {
    const { api, slug, mine, queue, firstCheck, badgeUp, weekStarts } = await aFreeLaunch();
    assert.equal((await queue()).status, 200);
    await firstCheck();
    await badgeUp();
    await weekStarts();
    const week = await callApi(api, 'GET', '/launches/weeks/2027-01-04', null);
    assert.ok(week.body.items.some((i: { slug: string; rank: number }) => i.slug === slug && i.rank >= 1));
    const found = await callApi(api, 'GET', '/listings?q=Acme%20Widgets', null);
    assert.ok(found.body.items.some((i: { slug: string }) => i.slug === slug));
    const badges = await callApi(api, 'GET', `/listings/${slug}/badges`, null);
    assert.ok(badges.body.items.some((b: { kind: string }) => b.kind === 'launched'));
    const l = await mine();
    assert.equal(l.badge.next_check_at, '2027-01-11T00:00:00.000Z', 'checked again a week after launch');
  });

  it('flags the listing when the badge goes missing twice after launch, and tells the owner', async () => {
    const { svc, clock, pages, listingId, slug, mine, queue, firstCheck, badgeUp, weekStarts } = await aFreeLaunch();
    assert.equal((await queue()).status, 200);
    await firstCheck();
    await badgeUp();
    await weekStarts();
    pages['/'] = { body: ACME_PAGES['/'].body };
    for (const at of ['2027-01-11T00:00:01Z', '2027-01-18T00:00:02Z']) {
      clock.set(new Date(at));
      const before = (await mine()).badge.checks.length;
      await svc.workers?.tick();
      await until(`the check at ${at}`, async () => (await mine()).badge.checks.length > before);
    }
    const l = await mine();
    assert.equal(l.badge.flagged, true);
    assert.equal(l.badge.misses, 2);
    const history = await svc.container.streams.listingHistory(listingId);
    const flagged = history.find((v) => v.cause.event === 'BadgeFlagged');
    assert.deepEqual(flagged?.changes.badge, {
      before: { verified_at: l.badge.verified_at, next_check_at: '2027-01-25T00:00:02.000Z', misses: 2, flagged: false },
      after: { verified_at: l.badge.verified_at, next_check_at: '2027-01-25T00:00:02.000Z', misses: 2, flagged: true },
    });
    assert.equal(history.filter((v) => v.cause.event === 'BadgeChecked').length, 4, 'every check (miss, find, miss, miss) is a version');
    const flags = await callApi(`${svc.url}/admin/v1`, 'GET', '/flags', ADMIN_TOKEN);
    assert.deepEqual(
      flags.body.items.map((f: { slug: string; misses: number }) => [f.slug, f.misses]),
      [[slug, 2]],
      'the site team sees the flag',
    );
    const mail = await mailTo(svc.dataDir, 'fran@example.test', (m) => /badge is missing/.test(m.subject));
    assert.match(mail.text, /put the badge back/i);
    assert.deepEqual(
      history.filter((v) => ['FreePlanChosen', 'BadgeVerified', 'ListingWentLive'].includes(v.cause.event)).map((v) => v.cause.event),
      ['FreePlanChosen', 'BadgeVerified', 'ListingWentLive'],
    );
  });
});
