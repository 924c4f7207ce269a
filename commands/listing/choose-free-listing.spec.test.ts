import { describe, it } from 'node:test';
import { SITE_STREAM } from '../../domain/catalog/decide.ts';
import { freeQueueWeeks, launchWeekStream } from '../../domain/launch-week/week-slots.ts';
import { listingStream } from '../../domain/listing/events.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream, SPEC_NOW } from '../../test/support/spec.ts';
import { aListing, aLiveListing, at, listingSubmitted } from '../../test/support/spec-events.ts';

const spec = commandSpec();
// The default window: six to eight weeks after this one.
const [first, second, last] = freeQueueWeeks(SPEC_NOW, { minWeeks: 6, maxWeeks: 8 });
const oneSlotAWeek = inStream(SITE_STREAM, { type: 'SiteSettingsChanged', data: { freeWeeklyCapacity: 1 } });
const booked = (week: string, listingId: number) => ({ type: 'FreeSlotBooked', data: { week, listingId } });
const queued = { type: 'FreePlanChosen', data: { listingId: 3, week: first, at } };

describe('chooseFreeListing and settleFreeSlot', () => {
  it('given a listing of its owner, when they choose the free plan, then the first week of the window with a slot is booked', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.chooseFreeListing({ listingId: 3, actorId: 'ann' }, as('ann')))
      .then(inStream(launchWeekStream(first), booked(first, 3)));
  });

  it('given the first week of the window full, when the free plan is chosen, then the next week with a slot is booked', async () => {
    await spec
      .given(oneSlotAWeek, inStream(launchWeekStream(first), booked(first, 1)), aListing(3))
      .when(({ commands }) => commands.chooseFreeListing({ listingId: 3, actorId: 'ann' }, as('ann')))
      .then(inStream(launchWeekStream(second), booked(second, 3)));
  });

  it('given every week of the window full, when the free plan is chosen, then it is refused naming the weeks, and nothing is booked', async () => {
    await spec
      .given(
        oneSlotAWeek,
        inStream(launchWeekStream(first), booked(first, 1)),
        inStream(launchWeekStream(second), booked(second, 1)),
        inStream(launchWeekStream(last), booked(last, 1)),
        aListing(3),
      )
      .when(({ commands }) => commands.chooseFreeListing({ listingId: 3, actorId: 'ann' }, as('ann')))
      .thenRefuses('conflict', new RegExp(`from the week of ${first} to the week of ${last} is taken`));
  });

  it('given a slot booked before a crash, when the free plan is chosen again, then that booking is finished: the listing is queued for its week', async () => {
    await spec
      .given(inStream(launchWeekStream(first), booked(first, 3)), aListing(3))
      .when(({ commands }) => commands.chooseFreeListing({ listingId: 3, actorId: 'ann' }, as('ann')))
      .then(inStream(listingStream(3), queued));
  });

  it('given a listing queued for a free week a while ago, when the free plan is chosen again, then its badge check is asked for instead', async () => {
    await spec
      .given(inStream(listingStream(3), listingSubmitted(3), { ...queued, data: { ...queued.data, at: '2026-11-10T09:00:00.000Z' } }))
      .when(({ commands }) => commands.chooseFreeListing({ listingId: 3, actorId: 'ann' }, as('ann')))
      .then(inStream(listingStream(3), { type: 'BadgeCheckRequested', data: { listingId: 3, at } }));
  });

  it('given a live listing, when the free plan is chosen, then it is refused', async () => {
    await spec
      .given(aLiveListing(3))
      .when(({ commands }) => commands.chooseFreeListing({ listingId: 3, actorId: 'ann' }, as('ann')))
      .thenRefuses('conflict', /already live/);
  });

  it("given someone else's listing, when a person chooses the free plan for it, then it is not found for them", async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.chooseFreeListing({ listingId: 3, actorId: 'bob' }, as('bob')))
      .thenRefuses('not_found');
  });

  it('given a booked slot whose listing is still a draft, when the slot is settled, then the listing is queued for that week', async () => {
    await spec
      .given(inStream(launchWeekStream(first), booked(first, 3)), aListing(3))
      .when(({ commands }) => commands.settleFreeSlot({ week: first, listingId: 3, bookedBy: 'ann' }, as('system:free-slots')))
      .then(inStream(listingStream(3), queued));
  });

  it('given a booked slot whose listing launched otherwise, when the slot is settled, then the slot is given back', async () => {
    await spec
      .given(inStream(launchWeekStream(first), booked(first, 3)), aLiveListing(3))
      .when(({ commands }) => commands.settleFreeSlot({ week: first, listingId: 3, bookedBy: 'ann' }, as('system:free-slots')))
      .then(inStream(launchWeekStream(first), { type: 'FreeSlotReleased', data: { week: first, listingId: 3, reason: 'listing 3 is live' } }));
  });
});
