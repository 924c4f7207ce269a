import { describe, it } from 'node:test';
import { listingStream } from '../../domain/listing/events.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { aListing, aLiveListing, at, launchScheduled, listingSubmitted, NEXT_WEEK, profile, THIS_WEEK } from '../../test/support/spec-events.ts';

const spec = commandSpec();
const submit = { listingId: 3, slug: 'acme-3', ownerId: 'ann', draftId: null, url: 'https://acme-3.test/', profile };

describe('the listing lifecycle commands', () => {
  it('given nothing, when a listing is submitted, then it is recorded with its website domain', async () => {
    await spec
      .given()
      .when(({ commands }) => commands.submitListing(submit, as('ann')))
      .then(inStream(listingStream(3), listingSubmitted(3)));
  });

  it('given a listing, when the same id is submitted again, then it is refused', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.submitListing(submit, as('ann')))
      .thenRefuses('conflict', /already exists/);
  });

  it('given a listing, when its launch is scheduled for next week, then it is scheduled', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.scheduleLaunch({ listingId: 3, week: NEXT_WEEK, plan: 'paid', unlocked: [] }, as('admin')))
      .then(inStream(listingStream(3), launchScheduled(3, NEXT_WEEK)));
  });

  it('given a listing, when its launch is scheduled for a week gone by, then it is refused naming week', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.scheduleLaunch({ listingId: 3, week: '2026-11-09', plan: 'paid', unlocked: [] }, as('admin')))
      .thenRefuses('invalid', /week/);
  });

  it('given a listing scheduled for this week, when the scheduler runs, then it goes live now', async () => {
    await spec
      .given(inStream(listingStream(3), listingSubmitted(3), launchScheduled(3, THIS_WEEK)))
      .when(({ commands }) => commands.goLive({ listingId: 3 }, as('system:launch-scheduler')))
      .then(inStream(listingStream(3), { type: 'ListingWentLive', data: { listingId: 3, week: THIS_WEEK, at } }));
  });

  it('given a listing scheduled for next week, when it is asked to go live, then it is refused', async () => {
    await spec
      .given(inStream(listingStream(3), listingSubmitted(3), launchScheduled(3, NEXT_WEEK)))
      .when(({ commands }) => commands.goLive({ listingId: 3 }, as('system:launch-scheduler')))
      .thenRefuses('conflict', /has not begun/);
  });

  it('given a live listing, when its owner approves alternatives, then each slug is recorded once', async () => {
    await spec
      .given(aLiveListing(3))
      .when(({ commands }) => commands.approveAlternatives({ listingId: 3, actorId: 'ann', slugs: ['rival', 'rival', 'other'] }, as('ann')))
      .then(inStream(listingStream(3), { type: 'AlternativesApproved', data: { listingId: 3, slugs: ['rival', 'other'] } }));
  });
});
