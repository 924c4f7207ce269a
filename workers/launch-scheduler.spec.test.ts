import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listingStream } from '../domain/listing/events.ts';
import { ack } from '../domain/ports/job-bus.ts';
import { inStream } from '../test/support/spec.ts';
import { aLiveListing, at, launchScheduled, listingSubmitted, NEXT_WEEK, THIS_WEEK } from '../test/support/spec-events.ts';
import { workerSpec } from '../test/support/worker-spec.ts';
import { launchScheduler } from './launch-scheduler.ts';

const spec = workerSpec();
const scheduled = (listingId: number, week: string) => inStream(listingStream(listingId), listingSubmitted(listingId), launchScheduled(listingId, week));

describe('the launch scheduler', () => {
  it('given listings scheduled for this week and for an earlier one, when the week starts, then both go live now', async () => {
    const outcome = await spec
      .given(scheduled(3, THIS_WEEK), scheduled(4, '2026-11-09'))
      .when((w) => {
        w.start(launchScheduler(w, { tickMs: 3_600_000 }));
        return w.bus.deliver('launch.week-started', { week: THIS_WEEK });
      })
      .then(
        inStream(listingStream(3), { type: 'ListingWentLive', data: { listingId: 3, week: THIS_WEEK, at } }),
        inStream(listingStream(4), { type: 'ListingWentLive', data: { listingId: 4, week: '2026-11-09', at } }),
      );
    assert.deepEqual(outcome, ack());
  });

  it('given a listing scheduled for next week and one already live, when this week starts, then neither changes', async () => {
    await spec
      .given(scheduled(3, NEXT_WEEK), aLiveListing(4))
      .when((w) => {
        w.start(launchScheduler(w, { tickMs: 3_600_000 }));
        return w.bus.deliver('launch.week-started', { week: THIS_WEEK });
      })
      .then();
  });

  it('given the clock in a week, when the scheduler ticks, then it announces that week once an hour', async () => {
    await spec
      .given()
      .when(async (w) => {
        const scheduler = w.start(launchScheduler(w, { tickMs: 3_600_000 }));
        await scheduler.tick();
        await scheduler.tick();
        assert.deepEqual(w.bus.published, [
          { subject: 'launch.week-started', payload: { week: THIS_WEEK }, dedupId: `week-started:${THIS_WEEK}:2026-11-18T10` },
        ]);
      })
      .then();
  });
});
