import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { type AwardEvent, evolveAwards, grantWeeklyAwards, initialAwards } from './award.ts';

const week = '2026-11-16';
const after = new Date('2026-11-23T00:00:00Z');
const awards = (history: AwardEvent[]) => given(initialAwards, evolveAwards, history);

describe("a week's awards", () => {
  it('when the week is over, then the three with the most votes win, in order', () => {
    const ranking = [
      { listingId: 1, votes: 3 },
      { listingId: 2, votes: 9 },
      { listingId: 3, votes: 5 },
      { listingId: 4, votes: 1 },
    ];
    awards([])
      .when((s) => grantWeeklyAwards({ week, ranking, now: after }, s))
      .then([
        {
          type: 'WeeklyAwardsGranted',
          data: {
            week,
            winners: [
              { place: 1, listingId: 2, votes: 9 },
              { place: 2, listingId: 3, votes: 5 },
              { place: 3, listingId: 1, votes: 3 },
            ],
          },
        },
      ]);
  });

  it('when two tie, then the earlier launch places first', () => {
    const ranking = [
      { listingId: 7, votes: 4, launchedAt: '2026-11-17T00:00:00.000Z' },
      { listingId: 8, votes: 4, launchedAt: '2026-11-16T00:00:00.000Z' },
    ];
    awards([])
      .when((s) => grantWeeklyAwards({ week, ranking, now: after }, s))
      .then([
        {
          type: 'WeeklyAwardsGranted',
          data: {
            week,
            winners: [
              { place: 1, listingId: 8, votes: 4 },
              { place: 2, listingId: 7, votes: 4 },
            ],
          },
        },
      ]);
  });

  it('when a listing has no votes, then it wins nothing', () => {
    awards([])
      .when((s) => grantWeeklyAwards({ week, ranking: [{ listingId: 1, votes: 0 }], now: after }, s))
      .then([{ type: 'WeeklyAwardsGranted', data: { week, winners: [] } }]);
  });

  it('when the week is not over, then granting is refused', () => {
    awards([])
      .when((s) => grantWeeklyAwards({ week, ranking: [], now: new Date('2026-11-22T23:59:00Z') }, s))
      .thenRefuses('conflict', /not over/);
  });

  it('when the ranking lists a listing twice, then it is refused naming the ranking', () => {
    const ranking = [
      { listingId: 1, votes: 3 },
      { listingId: 1, votes: 2 },
    ];
    awards([])
      .when((s) => grantWeeklyAwards({ week, ranking, now: after }, s))
      .thenRefuses('invalid', /ranking/);
  });

  it('given the awards granted, when they are granted again, then nothing is recorded', () => {
    awards([{ type: 'WeeklyAwardsGranted', data: { week, winners: [] } }])
      .when((s) => grantWeeklyAwards({ week, ranking: [{ listingId: 1, votes: 3 }], now: after }, s))
      .then([]);
  });
});
