import { describe, it } from 'node:test';
import { awardsStream } from '../../domain/award/award.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';

const spec = commandSpec();
const week = '2026-11-09';
const ranking = [
  { listingId: 1, votes: 5, launchedAt: '2026-11-09T00:00:00.000Z' },
  { listingId: 2, votes: 9, launchedAt: '2026-11-09T00:00:00.000Z' },
];

describe('grantWeeklyAwards', () => {
  it("given a closed week, when it is awarded, then its launches are ranked by votes on the week's awards stream", async () => {
    await spec
      .given()
      .when(({ commands }) => commands.grantWeeklyAwards({ week, ranking }, as('system:week-closer')))
      .then(
        inStream(awardsStream(week), {
          type: 'WeeklyAwardsGranted',
          data: {
            week,
            winners: [
              { place: 1, listingId: 2, votes: 9 },
              { place: 2, listingId: 1, votes: 5 },
            ],
          },
        }),
      );
  });

  it('given the week still under way, when it is awarded, then it is refused', async () => {
    await spec
      .given()
      .when(({ commands }) => commands.grantWeeklyAwards({ week: '2026-11-16', ranking }, as('system:week-closer')))
      .thenRefuses('conflict', /not over/);
  });

  it('given a week already awarded, when it is awarded again, then nothing more is recorded', async () => {
    await spec
      .given(inStream(awardsStream(week), { type: 'WeeklyAwardsGranted', data: { week, winners: [] } }))
      .when(({ commands }) => commands.grantWeeklyAwards({ week, ranking }, as('system:week-closer')))
      .then();
  });
});
