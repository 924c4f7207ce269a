import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { awardsStream } from '../domain/award/award.ts';
import { listingStream } from '../domain/listing/events.ts';
import { ack } from '../domain/ports/job-bus.ts';
import { voteStream } from '../domain/vote/vote.ts';
import { inStream } from '../test/support/spec.ts';
import { launchScheduled, listingSubmitted, wentLive } from '../test/support/spec-events.ts';
import { type WorkerWorld, workerSpec } from '../test/support/worker-spec.ts';
import { weekCloser } from './week-closer.ts';

const spec = workerSpec();
const LAST_WEEK = '2026-11-09';
const launched = (listingId: number, ...more: { type: string; data: unknown }[]) =>
  inStream(listingStream(listingId), listingSubmitted(listingId), launchScheduled(listingId, LAST_WEEK), wentLive(listingId, LAST_WEEK), ...more);
const vote = (listingId: number, voterId: string) =>
  inStream(voteStream(listingId, voterId), { type: 'VoteCast', data: { listingId, voterId, at: '2026-11-12T12:00:00.000Z' } });
const closeLastWeek = (w: WorkerWorld) => {
  w.start(weekCloser(w, { tickMs: 3_600_000 }));
  return w.bus.deliver('launch.week-closed', { week: LAST_WEEK });
};

describe('the week closer', () => {
  it("given last week's launches and their votes, when the week is closed, then they are awarded by votes", async () => {
    const outcome = await spec
      .given(launched(3), launched(4), vote(3, 'v1'), vote(4, 'v1'), vote(4, 'v2'))
      .when(closeLastWeek)
      .then(
        inStream(awardsStream(LAST_WEEK), {
          type: 'WeeklyAwardsGranted',
          data: {
            week: LAST_WEEK,
            winners: [
              { place: 1, listingId: 4, votes: 2 },
              { place: 2, listingId: 3, votes: 1 },
            ],
          },
        }),
      );
    assert.deepEqual(outcome, ack());
  });

  it('given a launch the site team hid, when the week is closed, then it is not awarded', async () => {
    await spec
      .given(launched(3), launched(4, { type: 'ListingHidden', data: { listingId: 4, reason: 'spam' } }), vote(3, 'v1'), vote(4, 'v1'), vote(4, 'v2'))
      .when(closeLastWeek)
      .then(inStream(awardsStream(LAST_WEEK), { type: 'WeeklyAwardsGranted', data: { week: LAST_WEEK, winners: [{ place: 1, listingId: 3, votes: 1 }] } }));
  });

  it('given a week already awarded, when the job is delivered again, then nothing more is recorded', async () => {
    await spec
      .given(launched(3), vote(3, 'v1'), inStream(awardsStream(LAST_WEEK), { type: 'WeeklyAwardsGranted', data: { week: LAST_WEEK, winners: [] } }))
      .when(closeLastWeek)
      .then();
  });

  it('given the clock in a week, when the closer ticks, then it announces the week before as closed', async () => {
    await spec
      .given()
      .when(async (w) => {
        await w.start(weekCloser(w, { tickMs: 3_600_000 })).tick();
        assert.deepEqual(w.bus.published, [{ subject: 'launch.week-closed', payload: { week: LAST_WEEK }, dedupId: `week-closed:${LAST_WEEK}` }]);
      })
      .then();
  });
});
