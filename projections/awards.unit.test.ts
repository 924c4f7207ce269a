import { describe, it } from 'node:test';
import type { AwardEvent } from '../domain/award/award.ts';
import { awardsProjection } from './awards.ts';
import { givenEvents } from './engine/given-events.ts';

describe('the awards projection', () => {
  it('when a week’s awards are granted, then one award per place, with the votes that won it', async () => {
    const granted: AwardEvent = {
      type: 'WeeklyAwardsGranted',
      data: {
        week: '2026-11-09',
        winners: [
          { place: 1, listingId: 4, votes: 30 },
          { place: 2, listingId: 9, votes: 12 },
        ],
      },
    };
    await givenEvents(awardsProjection, [])
      .when(granted)
      .then({
        awards: {
          '2026-11-09#1': { week: '2026-11-09', place: 1, listing_id: 4, votes: 30 },
          '2026-11-09#2': { week: '2026-11-09', place: 2, listing_id: 9, votes: 12 },
          '2026-11-09#3': null,
        },
      });
  });
});
