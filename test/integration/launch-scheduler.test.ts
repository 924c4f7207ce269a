import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../app/config.ts';
import { createContainer } from '../../app/container.ts';
import { createLogger } from '../../app/logger.ts';
import { workerDeps } from '../../app/worker-deps.ts';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { startWorkers } from '../../workers/index.ts';
import type { launchScheduler } from '../../workers/launch-scheduler.ts';
import { startNatsServer } from '../support/nats-server.ts';
import { tempDir } from '../support/temp.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

async function scenario(env: Record<string, string>) {
  const clock = new FixedClock(new Date('2026-11-18T12:00:00Z')); // a Wednesday
  const c = await createContainer(loadConfig({ DATA_DIR: tempDir(), EVENTSTORE_SYNC: 'normal', ...env }), createLogger('silent'), clock);
  await c.startProjections();
  const owner = { actor: 'ann' };
  const listingId = await c.commands.reserveListingId(owner);
  const slug = await c.commands.claimListingSlug({ name: 'Nextweek App', listingId }, owner);
  await c.commands.submitListing(
    { listingId, slug, ownerId: 'ann', draftId: null, url: 'https://nextweek.test/', profile: { name: 'Nextweek App', categories: ['tools'] } },
    owner,
  );
  const scheduled = await c.commands.scheduleLaunch({ listingId, week: '2026-11-23', plan: 'paid', unlocked: [] }, owner);
  await c.readModels.waitFor(scheduled.position, PATIENCE_MS);
  const workers = startWorkers(workerDeps(c), { tickMs: 3_600_000 });
  const statusOf = async () => (await (await c.readModels.collection('listings')).get(String(listingId)))?.status;
  try {
    await (workers.workers[0] as ReturnType<typeof launchScheduler>).tick();
    // The tick announces the week; once its job is handled and the read models have what it did, the answer is final.
    await until('the week announced and handled', async () =>
      (await c.bus.depth()).filter((d) => d.subject === 'launch.week-started').every((d) => d.waiting === 0 && d.inFlight === 0),
    );
    await c.readModels.waitFor(await c.events.headPosition(), PATIENCE_MS);
    assert.equal(await statusOf(), 'scheduled', 'not live before its week');
    clock.set(new Date('2026-11-23T00:05:00Z'));
    await (workers.workers[0] as ReturnType<typeof launchScheduler>).tick();
    await until('live once its week began', async () => (await statusOf()) === 'live');
  } finally {
    await workers.stop();
    await c.close();
  }
}

describe('the launch scheduler', () => {
  it('takes scheduled listings live when their week begins (embedded bus)', () => scenario({}));

  it('does the same through NATS JetStream', async () => {
    const nats = await startNatsServer();
    if (typeof nats === 'string') throw new Error(nats);
    try {
      await scenario({ NATS_URL: nats.url });
    } finally {
      await nats.stop();
    }
  });
});
