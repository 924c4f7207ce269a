import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { quiescent } from '../support/quiescent.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
const week = '2026-11-16';
const clock = new FixedClock(new Date('2026-11-16T09:00:00Z'));
let svc: Running;
let api = '';
const ids: Record<string, number> = {};

/** A launch of the week, live on Monday (the commands a paid launch uses). */
async function launch(name: string) {
  const c = svc.container.commands;
  const ctx = { actor: `owner-${name}` };
  const listingId = await c.reserveListingId(ctx);
  const slug = await c.claimListingSlug({ name, listingId }, ctx);
  await c.submitListing(
    { listingId, slug, ownerId: `owner-${name}`, draftId: null, url: `https://${slug}.test/`, profile: { name, categories: ['tools'] } },
    ctx,
  );
  await c.scheduleLaunch({ listingId, week, plan: 'paid', unlocked: [] }, ctx);
  await c.goLive({ listingId }, ctx);
  ids[name] = listingId;
}

async function votes(name: string, n: number) {
  for (let i = 0; i < n; i++)
    await svc.container.commands.castVote({ listingId: ids[name], voterId: `voter-${name}-${i}`, voterConfirmed: true }, { actor: `voter-${name}-${i}` });
}

before(async () => {
  svc = await startInProcess({ SEED_DEMO: 'false' }, clock);
  api = `${svc.url}/api/v1`;
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']) await launch(name);
  await votes('Alpha', 9);
  await votes('Bravo', 7);
  await votes('Charlie', 5);
  await votes('Delta', 2); // the billboard's heavy contributor
  await votes('Echo', 1); // the most viewed
  await svc.container.commands.contributeToBillboard({ listingId: ids.Delta, amountCents: 500_000, reference: 'admin:big-spender' }, { actor: 'admin' });
  await svc.container.commands.countTraffic({ listingId: ids.Echo, day: '2026-11-18', kind: 'views', count: 50_000 }, { actor: 'system:views' });
  clock.set(new Date('2026-11-22T23:59:00Z'));
  const r = await svc.container.commands.castVote({ listingId: ids.Charlie, voterId: 'late-voter', voterConfirmed: true }, { actor: 'late-voter' });
  await svc.container.readModels.waitFor(r.position, PATIENCE_MS);
});
after(() => svc.close());

describe('closing a launch week', () => {
  it('awards nothing before the week is over', async () => {
    await svc.workers?.tick();
    // Once the tick's jobs are handled and projected, an award made too early would be listed.
    await quiescent(svc.container, ['launch.week-closed', 'launch.week-started']);
    assert.deepEqual((await callApi(api, 'GET', '/awards', null)).body.items, []);
  });

  it('awards Launch of the Week #1-#3 by community votes only, at Monday 00:00', async () => {
    clock.set(new Date('2026-11-23T00:00:00Z'));
    await svc.workers?.tick();
    const awards = await until('the week awarded', async () => {
      const items = (await callApi(api, 'GET', '/awards', null)).body.items;
      return items.length > 0 ? items : null;
    });
    const won = awards.map((a: { place: number; listing: { slug: string } }) => [a.place, a.listing.slug]);
    assert.deepEqual(won, [
      [1, 'alpha'],
      [2, 'bravo'],
      [3, 'charlie'],
    ]);
    const billboard = (await callApi(api, 'GET', '/leaderboards/billboard', null)).body;
    assert.equal(billboard.items[0].listing.slug, 'delta', 'the billboard ranks by money, always labelled paid');
    assert.equal(billboard.paid, true);
    assert.equal((await callApi(api, 'GET', '/launches?section=most-viewed', null)).body.items[0].slug, 'echo');
    const weekly = (await callApi(api, 'GET', `/leaderboards/community-weekly?week=${week}`, null)).body;
    assert.deepEqual(
      weekly.items.map((i: { listing: { slug: string }; metric: number }) => [i.listing.slug, i.metric]),
      [
        ['alpha', 9],
        ['bravo', 7],
        ['charlie', 6],
        ['delta', 2],
        ['echo', 1],
      ],
    );
    // A vote after the week ended counts all time, not for the week.
    clock.set(new Date('2026-11-23T08:00:00Z'));
    const late = await svc.container.commands.castVote({ listingId: ids.Delta, voterId: 'monday-voter', voterConfirmed: true }, { actor: 'monday-voter' });
    await svc.container.readModels.waitFor(late.position, PATIENCE_MS);
    const after = (await callApi(api, 'GET', `/leaderboards/community-weekly?week=${week}&per_page=5`, null)).body;
    assert.equal(after.items.find((i: { listing: { slug: string } }) => i.listing.slug === 'delta').metric, 2);
    const allTime = (await callApi(api, 'GET', '/leaderboards/community-all-time', null)).body;
    assert.equal(allTime.items.find((i: { listing: { slug: string } }) => i.listing.slug === 'delta').metric, 3);
    const badges = (await callApi(api, 'GET', '/listings/alpha/badges', null)).body.items.map((b: { kind: string }) => b.kind);
    assert.ok(badges.includes('launch-of-the-week'));
    assert.ok(!(await callApi(api, 'GET', '/listings/delta/badges', null)).body.items.some((b: { kind: string }) => b.kind === 'launch-of-the-week'));
  });
});
