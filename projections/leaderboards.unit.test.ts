import { describe, it } from 'node:test';
import type { DomainEvent } from '../domain/shared/event.ts';
import { givenEvents } from './engine/given-events.ts';
import { leaderboardsProjection } from './leaderboards.ts';

// Launch week of 2026-11-16: it ends at Monday 2026-11-23 00:00 UTC.
const week = '2026-11-16';
const submitted: DomainEvent = {
  type: 'ListingSubmitted',
  data: { listingId: 7, slug: 'inkwell', ownerId: 'ann', draftId: null, url: 'https://inkwell.test/', domain: 'inkwell.test', profile: {} },
};
const scheduled: DomainEvent = { type: 'LaunchScheduled', data: { listingId: 7, week, plan: 'paid', unlocked: [] } };
const live: DomainEvent = { type: 'ListingWentLive', data: { listingId: 7, week, at: '2026-11-16T00:00:00.000Z' } };
const vote = (voterId: string, at: string): DomainEvent => ({ type: 'VoteCast', data: { listingId: 7, voterId, at } });

describe('the leaderboards projection', () => {
  it('enters a submitted listing as a draft with nothing counted', async () => {
    await givenEvents(leaderboardsProjection, [])
      .when(submitted)
      .then({ board_entries: { '7': { status: 'draft', votes: 0, week_votes: 0, trend: null, launch_week: null } } });
  });

  it('counts a vote cast in the launch week on the weekly board too', async () => {
    await givenEvents(leaderboardsProjection, [submitted, scheduled, live])
      .when(vote('bob', '2026-11-18T10:00:00.000Z'))
      .then({ board_entries: { '7': { status: 'live', votes: 1, week_votes: 1 } } });
  });

  it('counts a vote cast after the launch week all time only', async () => {
    await givenEvents(leaderboardsProjection, [submitted, scheduled, live])
      .when(vote('bob', '2026-11-23T00:00:00.000Z'))
      .then({ board_entries: { '7': { votes: 1, week_votes: 0 } } });
  });

  it('takes back a withdrawn vote from both counts and from the trend', async () => {
    await givenEvents(leaderboardsProjection, [submitted, scheduled, live, vote('bob', '2026-11-18T10:00:00.000Z')])
      .when({ type: 'VoteWithdrawn', data: { listingId: 7, voterId: 'bob', at: '2026-11-19T10:00:00.000Z', castAt: '2026-11-18T10:00:00.000Z' } })
      .then({ board_entries: { '7': { votes: 0, week_votes: 0, trend: null } } });
  });

  it('keeps a live listing live when a launch is scheduled again', async () => {
    await givenEvents(leaderboardsProjection, [submitted, scheduled, live])
      .when({ type: 'LaunchScheduled', data: { listingId: 7, week: '2026-11-30', plan: 'paid', unlocked: [] } })
      .then({ board_entries: { '7': { status: 'live', launch_week: week } } });
  });

  it('marks a hidden listing, which the boards then leave out', async () => {
    await givenEvents(leaderboardsProjection, [submitted, scheduled, live])
      .when({ type: 'ListingHidden', data: { listingId: 7, reason: 'spam' } })
      .then({ board_entries: { '7': { hidden: true } } });
  });

  it('ignores an event about a listing it never saw submitted', async () => {
    await givenEvents(leaderboardsProjection, [])
      .when(vote('bob', '2026-11-18T10:00:00.000Z'))
      .then({ board_entries: { '7': null } });
  });
});
