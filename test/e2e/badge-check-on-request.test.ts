import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi, submittedListing } from '../support/listings.ts';
import { ACME_PAGES, startTestSite, type TestSite } from '../support/test-site.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
type Pages = Record<string, { body?: string }>;
const start = Date.parse('2026-11-25T12:00:00Z'); // a Wednesday
const clock = new FixedClock(new Date(start));
const iso = (ms: number) => new Date(ms).toISOString();
let svc: Running;
let api = '';
let key = '';
/** Two product sites on loopback, without the badge for now: one for each way the second call goes. */
const products: { site: TestSite; pages: Pages }[] = [];

async function productSite() {
  const pages: Pages = { ...ACME_PAGES };
  products.push({ site: await startTestSite(pages), pages });
}

const call = (method: string, path: string) => callApi(api, method, path, key);
const mine = async (id: number) => (await call('GET', `/me/listings/${id}`)).body;
/** The owner puts the "Listed on" badge snippet on the homepage. */
async function putBadgeUp(pages: Pages, slug: string) {
  const badges = await callApi(api, 'GET', `/listings/${slug}/badges`, null);
  const snippet = badges.body.items.find((b: { kind: string }) => b.kind === 'listed').embed_html;
  pages['/'] = { body: (ACME_PAGES['/'].body ?? '').replace('</body>', `<footer>${snippet}</footer></body>`) };
}
/** Chooses the free plan and waits for its first check, which misses (the badge is not up yet). */
async function queuedWithAMiss(siteUrl: string) {
  const { listingId, slug } = await submittedListing(api, key, `${siteUrl}/`);
  const chosen = await call('POST', `/me/listings/${listingId}/free`);
  assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
  assert.equal(chosen.body.checking_now, true, 'choosing the plan checks at once');
  const missed = await until('the first check', async () => {
    const m = await mine(listingId);
    return m.badge.checks.length > 0 && m;
  });
  assert.equal(missed.badge.checks[0].found, false);
  return { listingId, slug, checkedAt: Date.parse(missed.badge.checks[0].at) };
}

before(async () => {
  await productSite();
  await productSite();
  // No demo: an empty directory but for the category the product sites belong to.
  svc = await startInProcess(
    {
      CRAWL_ALLOW_HOSTS: products.map((p) => p.site.host).join(','),
      PUBLIC_URL: 'http://launch.test',
      ADMIN_TOKEN: 'admin-token-for-the-badge-request-test',
      SEED_DEMO: 'false',
    },
    clock,
  );
  const defined = await svc.container.commands.defineCategory(
    { slug: 'developer-tools', name: 'Developer Tools', description: 'Tools for people who build software.' },
    { actor: 'admin' },
  );
  await svc.container.readModels.waitFor(defined.position, PATIENCE_MS);
  api = `${svc.url}/api/v1`;
  key = (await apiKeyFor(svc.container, 'gus', ['account:read', 'listings:write'])).key;
});
after(async () => {
  await svc?.close();
  for (const { site } of products) await site.close();
});

describe('choosing the free plan again once the badge is up', () => {
  it('a minute or more after the last check: checks at once, and the listing is scheduled', async () => {
    const { site, pages } = products[0];
    const { listingId, slug, checkedAt } = await queuedWithAMiss(site.url);
    await putBadgeUp(pages, slug);
    clock.set(new Date(checkedAt + 2 * 60_000));
    const again = await call('POST', `/me/listings/${listingId}/free`);
    assert.equal(again.status, 200);
    assert.equal(again.body.checking_now, true);
    assert.equal(again.body.next_check_at, iso(checkedAt + 2 * 60_000), 'the next check is now');
    assert.match(again.body.next_step, /This call has the homepage checked now/);
    const scheduled = await until('the badge to be found', async () => {
      const m = await mine(listingId);
      return m.status === 'scheduled' && m;
    });
    assert.equal(scheduled.badge.checks.at(-1).found, true);
  });

  it('within a minute of the last check: answers when the check runs (a minute after it) and why, runs it then, and the page says the same', async () => {
    const { site, pages } = products[1];
    const { listingId, slug, checkedAt } = await queuedWithAMiss(site.url);
    await putBadgeUp(pages, slug);
    const due = iso(checkedAt + 60_000);
    clock.set(new Date(checkedAt + 20_000));
    const again = await call('POST', `/me/listings/${listingId}/free`);
    assert.equal(again.status, 200);
    assert.equal(again.body.checking_now, false);
    assert.equal(again.body.next_check_at, due, 'a minute after the last check');
    assert.match(again.body.next_step, /checks asked for run at most once a minute/);
    assert.match(again.body.next_step, new RegExp(`scheduled the next check for ${due.slice(0, 19).replace('T', ' ')} UTC, so there is no need to call again`));
    assert.equal((await mine(listingId)).badge.next_check_at, due, 'get_my_listing says the same');

    // The owner's page: asking there says the same, and shows when.
    const owner = browserSession(svc.url);
    assert.equal((await owner.signIn('gus@example.test', 'irrelevant-password')).status, 303);
    const asked = await owner.submit(`/account/listings/${listingId}`, `/account/listings/${listingId}/free`, {});
    assert.equal(asked.status, 303);
    const page = await (await owner.browse(asked.headers.get('location')!)).text();
    assert.match(page, /checks you ask for run at most once a minute: the next check is at the time shown below, with no need to ask again/);
    assert.match(page, new RegExp(`Next check: ${due.slice(0, 16).replace('T', ' ')} UTC`));
    assert.match(page, /this button has your homepage checked at once \(within a minute of the last check, a minute after it\)/);

    // The check runs when it is due, with no further call.
    assert.equal((await mine(listingId)).status, 'awaiting_badge');
    clock.set(new Date(Date.parse(due) + 1000));
    await svc.workers?.tick();
    const scheduled = await until('the scheduled check to find the badge', async () => {
      const m = await mine(listingId);
      return m.status === 'scheduled' && m;
    });
    assert.equal(scheduled.badge.checks.at(-1).found, true);
  });
});
