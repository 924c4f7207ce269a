import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../app/config.ts';
import { createContainer } from '../../app/container.ts';
import { createLogger } from '../../app/logger.ts';
import type { NewEvent } from '../../domain/shared/event.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { allProjections, rebuildProjection } from '../../projections/index.ts';
import { type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { until } from '../support/until.ts';

const LISTINGS = 1_000;
const EVENTS = 100_000;
const at = '2026-11-16T09:00:00.000Z';
const event = (type: string, data: unknown): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { correlationId: 'old', causationId: 'old', actor: 'old', time: at },
});
const submitted = (listingId: number): NewEvent =>
  event('ListingSubmitted', {
    listingId,
    slug: `old-${listingId}`,
    ownerId: `acct-${listingId}`,
    draftId: null,
    url: `https://old-${listingId}.test/`,
    domain: `old-${listingId}.test`,
    profile: { name: `Old ${listingId}`, categories: ['tools'], logo_url: `https://old-${listingId}.test/logo.png` },
  });

/**
 * A store written by a deployment that ran none of today's reactors and process managers: 1,000 live listings,
 * each with a logo address nobody read (the logo reactor is new to it), and 97,000 votes. Its read models are
 * caught up, as they would be after that deployment's last stop.
 */
async function oldStore(dataDir: string) {
  const store = new SqliteEventStore(path.join(dataDir, 'events.db'), { synchronous: 'normal' });
  const listings = Array.from({ length: LISTINGS }, (_, i) => ({
    stream: `listing-${i + 1}`,
    expected: 'no_stream' as const,
    events: [
      submitted(i + 1),
      event('LaunchScheduled', { listingId: i + 1, week: '2026-11-16', plan: 'paid', unlocked: [] }),
      event('ListingWentLive', { listingId: i + 1, week: '2026-11-16', at }),
    ],
  }));
  await store.appendMany(listings);
  for (let v = 0; v < EVENTS - 3 * LISTINGS; v += 5_000) {
    const votes = Array.from({ length: Math.min(5_000, EVENTS - 3 * LISTINGS - v) }, (_, k) => {
      const listingId = 1 + ((v + k) % LISTINGS);
      return {
        stream: `vote-${listingId}-voter${v + k}`,
        expected: 'no_stream' as const,
        events: [event('VoteCast', { listingId, voterId: `voter${v + k}`, at })],
      };
    });
    await store.appendMany(votes);
  }
  assert.equal(await store.headPosition(), EVENTS);
  await store.close();
  const c = await createContainer(loadConfig({ DATA_DIR: dataDir, PROJECTIONS: 'none', SEED_DEMO: 'false' }), createLogger('silent'));
  for (const p of allProjections) await rebuildProjection(p, c);
  await c.close();
}

type Readiness = { status: string; head: number; catching_up: string[]; projections: { name: string; checkpoint: number }[] };

describe('a start on a store of 100,000 events that its reactors have never seen', () => {
  const dataDir = tempDir();
  let service: ServiceProcess;
  let atFirstAnswer: Readiness;
  before(async () => {
    await oldStore(dataDir);
    service = await startService({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    // What the service says of itself as it gives its first answer.
    atFirstAnswer = (await (await fetch(`${service.url}/readyz`)).json()) as Readiness;
  });
  after(() => service?.stop());

  it('answers with each new reactor and process manager already at the head: none waits for the history', () => {
    const newcomers = atFirstAnswer.projections.filter((p) => /^(reactor|process)-/.test(p.name) && p.name !== 'process-draft-listing');
    assert.equal(newcomers.length, 12, atFirstAnswer.projections.map((p) => p.name).join(', '));
    for (const p of newcomers) assert.equal(p.checkpoint, EVENTS, `${p.name} starts where the store is`);
    for (const p of atFirstAnswer.projections.filter((x) => !/^(reactor|process)-/.test(x.name))) assert.equal(p.checkpoint, EVENTS, `${p.name} is caught up`);
  });

  it('has the logo reactor act on what is appended after its start and on nothing before it', async () => {
    const store = new SqliteEventStore(path.join(dataDir, 'events.db'));
    try {
      await store.append('listing-5000', [submitted(5000)], 'no_stream');
      await until('the new listing logo is looked at', async () => (await store.readStream('listing-5000')).some((e) => e.type === 'LogoRefused'));
      // The job for a listing of the history would have been published, and done, before the new listing's.
      assert.deepEqual(
        (await store.readStream('listing-1')).map((e) => e.type),
        ['ListingSubmitted', 'LaunchScheduled', 'ListingWentLive'],
      );
    } finally {
      await store.close();
    }
  });

  it('replays the history through the process declared to replay it, in the background, and then says it is ready', async () => {
    const ready = await until(
      'ready',
      async () => {
        const res = await fetch(`${service.url}/readyz`);
        return res.status === 200 ? ((await res.json()) as Readiness) : null;
      },
      60_000,
    );
    assert.deepEqual(ready.catching_up, []);
    assert.ok((ready.projections.find((p) => p.name === 'process-draft-listing')?.checkpoint ?? 0) >= EVENTS);
  });
});
