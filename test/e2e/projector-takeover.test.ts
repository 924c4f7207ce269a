import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { loadConfig } from '../../app/config.ts';
import { createContainer } from '../../app/container.ts';
import { createLogger } from '../../app/logger.ts';
import { projectionNamed, projectionStatuses } from '../../projections/index.ts';
import { freshDatabase, type PostgresServer, postgresForTests } from '../support/postgres-server.ts';
import { runCli, type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { until } from '../support/until.ts';

type ListingDoc = { id: string; listing_id: number; views: number };

let postgres: PostgresServer | null = null;
after(() => postgres?.stop());

/** The stores every process of the test shares: the embedded files of one DATA_DIR, or one PostgreSQL database (with it). */
async function storesFor(kind: 'embedded' | 'PostgreSQL'): Promise<Record<string, string>> {
  const dataDir = tempDir();
  if (kind === 'embedded') return { DATA_DIR: dataDir };
  postgres ??= await postgresForTests();
  return { DATA_DIR: dataDir, POSTGRES_URL: await freshDatabase(postgres.url) };
}

describe('projectors scaled out', () => {
  for (const kind of ['embedded', 'PostgreSQL'] as const)
    it(`two projector processes with the same list on the ${kind} stores: one applies, the other takes over when it is killed, and nothing is applied twice or missed`, async (t) => {
      const stores = await storesFor(kind);
      const seeded = await runCli(['seed', '--demo'], stores);
      assert.equal(seeded.code, 0, seeded.stderr);
      const start = () => startService({ ...stores, LOG_LEVEL: 'info' }, ['projector', 'listings'], '');
      const projectors: ServiceProcess[] = [await start(), await start()];
      // The test appends commands itself, as an API process would, and reads the shared read models.
      const c = await createContainer(loadConfig({ ...stores, PROJECTIONS: 'none', SEED_DEMO: 'false' }), createLogger('silent'));
      try {
        const listings = await c.readModels.collection<ListingDoc>('listings');
        const listingsProjection = projectionNamed('listings');
        assert.ok(listingsProjection);
        const caughtUp = async () => {
          const head = await c.events.headPosition();
          return (await projectionStatuses(c.docs, head, [listingsProjection]))[0].lag === 0;
        };
        const listingId = (await c.streams.listingIdOfSlug('inkwell-notes')) ?? 0;
        assert.ok(listingId > 0);
        const holderOf = () => projectors.find((p) => p.output().includes('projection lease taken'));
        const holder = await until('one projector holds the lease', async () => holderOf());
        const standby = projectors.find((p) => p !== holder) as ServiceProcess;
        // An observation window: only a second holder could fail here (a busy machine only makes it see less).
        await new Promise((r) => setTimeout(r, 1500));
        assert.doesNotMatch(standby.output(), /projection lease taken/, 'one process at a time applies the projection');
        await until('caught up', caughtUp);
        const before = (await listings.get(String(listingId)))?.views ?? 0;

        const N = 120;
        let killedAt = 0;
        for (let n = 0; n < N; n++) {
          await c.commands.countTraffic({ listingId, day: '2026-11-22', kind: 'views', count: 1 }, { actor: 'system:views' });
          if (n === 40) {
            killedAt = Date.now();
            await holder.stop('SIGKILL');
          }
        }
        await until('the standby takes the lease', async () => standby.output().includes('projection lease taken'));
        await until('the survivor catches up', caughtUp);
        // How soon is the lease's TTL (6 s) plus the machine's speed: said, not asserted (a loaded machine is slower).
        t.diagnostic(`the survivor caught up ${Date.now() - killedAt} ms after the kill`);
        const after = (await listings.get(String(listingId)))?.views ?? 0;
        assert.equal(after - before, N, 'every count applied once: none twice, none missed');

        const all = async () =>
          JSON.stringify((await (await c.readModels.collection<ListingDoc>('listings')).find({ sort: [['listing_id', 'asc']], limit: 1000 })).items);
        const live = await all();
        await standby.stop();
        const rebuilt = await runCli(['projections', 'rebuild', 'listings'], stores);
        assert.equal(rebuilt.code, 0, rebuilt.stderr);
        await new Promise((r) => setTimeout(r, 1200)); // readers cache the generation for a second
        assert.equal(await all(), live, 'the read model equals a fresh rebuild from the log');
      } finally {
        await Promise.all(projectors.map((p) => p.stop()));
        await c.close();
      }
    });
});
