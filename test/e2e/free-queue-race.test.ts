import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchWeekStream } from '../../domain/launch-week/week-slots.ts';
import { addWeeks, mondayOf } from '../../domain/shared/weeks.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { PATIENCE_MS } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
const ADMIN_TOKEN = 'admin-token-for-the-free-queue-race';
let svc: Running;
let api = '';
const owners: { key: string; listingId: number }[] = [];

/** A submitted listing of its own owner, made with the commands submission uses. */
async function listingOf(who: string) {
  const { key, accountId } = await apiKeyFor(svc.container, who, ['account:read', 'listings:write']);
  const ctx = { actor: accountId };
  const c = svc.container.commands;
  const listingId = await c.reserveListingId(ctx);
  const slug = await c.claimListingSlug({ name: `Racer ${who}`, listingId }, ctx);
  const r = await c.submitListing(
    { listingId, slug, ownerId: accountId, draftId: null, url: `https://${who}.test/`, profile: { name: `Racer ${who}`, categories: ['tools'] } },
    ctx,
  );
  await svc.container.readModels.waitFor(r.position, PATIENCE_MS);
  return { key, listingId };
}

before(async () => {
  svc = await startInProcess({ SEED_DEMO: 'false', ADMIN_TOKEN });
  api = `${svc.url}/api/v1`;
  const set = await callApi(`${svc.url}/admin/v1`, 'PUT', '/site', ADMIN_TOKEN, { free_weekly_capacity: 2, free_queue_min_weeks: 6, free_queue_max_weeks: 8 });
  assert.equal(set.status, 200, JSON.stringify(set.body));
  for (let i = 0; i < 21; i++) owners.push(await listingOf(`racer${i}`));
});
after(() => svc.close());

describe('the free queue under a race', () => {
  it('gives the last slot of a week to exactly one of twenty owners; the rest get later weeks or 409, and no week overflows', async () => {
    const first = addWeeks(mondayOf(new Date()), 6);
    const weeks = [first, addWeeks(first, 1), addWeeks(first, 2)];
    const early = await callApi(api, 'POST', `/me/listings/${owners[0].listingId}/free`, owners[0].key);
    assert.equal(early.body.launch_week, first, 'one slot of the first week is taken before the race');

    const answers = await Promise.all(owners.slice(1).map((o) => callApi(api, 'POST', `/me/listings/${o.listingId}/free`, o.key)));
    const statuses = answers.map((a) => a.status).sort();
    assert.ok(
      answers.every((a) => a.status === 200 || a.status === 409),
      JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 409)),
    );
    const landed = answers.filter((a) => a.status === 200).map((a) => a.body.launch_week);
    assert.equal(landed.filter((w) => w === first).length, 1, 'exactly one racer gets the last slot of the first week');
    assert.equal(landed.filter((w) => w === weeks[1]).length, 2);
    assert.equal(landed.filter((w) => w === weeks[2]).length, 2);
    assert.equal(statuses.filter((s) => s === 409).length, 15);
    for (const refused of answers.filter((a) => a.status === 409)) assert.match(refused.body.detail, /every free launch slot .* is taken/);

    for (const week of weeks) {
      // The week's own stream is the authority; the calendar must agree with it.
      const events = await svc.container.events.readStream(launchWeekStream(week));
      const held = events.filter((e) => e.type === 'FreeSlotBooked').length - events.filter((e) => e.type === 'FreeSlotReleased').length;
      assert.equal(held, 2, week);
      const calendar = await callApi(api, 'GET', `/launches/weeks/${week}`, null);
      assert.deepEqual(calendar.body.free_slots, { capacity: 2, booked: 2, left: 0, bookable_now: true });
    }
  });
});
