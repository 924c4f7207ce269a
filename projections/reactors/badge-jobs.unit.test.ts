import { describe, it } from 'node:test';
import type { ListingEvent } from '../../domain/listing/events.ts';
import { givenReaction } from '../engine/given-reaction.ts';
import { badgeJobsReactor } from './badge-jobs.ts';

const reactor = () => givenReaction(({ bus }) => badgeJobsReactor(bus));
const at = '2026-11-16T10:00:00.000Z';

describe('reactor-badge', () => {
  it('when the free plan is chosen, then a badge check is due at once, its id the time it was due', async () => {
    const chosen: ListingEvent = { type: 'FreePlanChosen', data: { listingId: 9, week: '2026-11-30', at } };
    await reactor()
      .when(chosen)
      .then({ jobs: [{ subject: 'badge.check', payload: { listingId: 9, checkId: `9@${at}` }, dedupId: `badge:9@${at}` }] });
  });

  it('when the owner asks for a check, then one is published', async () => {
    const asked: ListingEvent = { type: 'BadgeCheckRequested', data: { listingId: 9, at } };
    await reactor()
      .when(asked)
      .then({ jobs: [{ subject: 'badge.check', payload: { listingId: 9, checkId: `9@${at}` }, dedupId: `badge:9@${at}` }] });
  });

  it('when a free plan chosen before checks had a time is replayed, then nothing is published', async () => {
    const old: ListingEvent = { type: 'FreePlanChosen', data: { listingId: 9, week: '2026-11-30' } };
    await reactor().when(old).then({});
  });
});
