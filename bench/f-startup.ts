import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../app/config.ts';
import { createContainer } from '../app/container.ts';
import { createLogger } from '../app/logger.ts';
import { allProjections, rebuildProjection } from '../projections/index.ts';
import { freePort } from '../test/support/free-port.ts';
import { startCli, stop, waitFor } from './support/load.ts';
import { loadListings } from './support/load-listings.ts';
import { fmt, line } from './support/stats.ts';

async function timeToFirstAnswer(dataDir: string): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const child = startCli(['serve'], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_BURST: '100000000',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/v1/site`, 120_000);
    return performance.now() - t0;
  } finally {
    await stop(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** (f) start-up time with 1,000,000 events in the store (projections caught up), against an empty store. */
export async function benchStartup(listings = 20_000, votes = 940_000) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-f-'));
  const empty = mkdtempSync(path.join(tmpdir(), 'bench-f-empty-'));
  try {
    const head = await loadListings(path.join(dir, 'events.db'), listings, votes);
    const c = await createContainer(loadConfig({ DATA_DIR: dir, PROJECTIONS: 'none', SEED_DEMO: 'false' }), createLogger('silent'));
    for (const p of allProjections) await rebuildProjection(p, c);
    await c.close();
    const full: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < 3; i++) {
      base.push(await timeToFirstAnswer(empty));
      full.push(await timeToFirstAnswer(dir));
    }
    line(`(f) start-up to first answer, ${head.toLocaleString('en-US')} events in the store`, [
      `${fmt(median(full) / 1000, 2)} s (median of 3)`,
      `empty-store baseline ${fmt(median(base) / 1000, 2)} s`,
      `ratio ${fmt(median(full) / median(base), 2)}`,
      `target < 3 s`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(empty, { recursive: true, force: true });
  }
}
