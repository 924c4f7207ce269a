import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../app/config.ts';
import { createContainer } from '../app/container.ts';
import { createLogger } from '../app/logger.ts';
import { rebuildProjection } from '../projections/index.ts';
import { listingsProjection } from '../projections/listings.ts';
import { ROOT } from './support/load.ts';
import { loadListings } from './support/load-listings.ts';
import { fmt, line } from './support/stats.ts';

function probe(mode: 'read-models' | 'heap', dir: string, count: number): Promise<{ rss: number; held: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(ROOT, 'bench/support/memory-probe.ts'), [mode, dir, String(count)], { execArgv: ['--expose-gc'], stdio: 'ignore' });
    child.once('message', (m) => resolve(m as { rss: number; held: number }));
    child.once('exit', (code) => code !== 0 && reject(new Error(`memory probe exited ${code}`)));
  });
}

/** (e) resident memory with 100,000 listings in the embedded read models, against holding them as heap objects. */
export async function benchMemory(count = 100_000) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-e-'));
  try {
    await loadListings(path.join(dir, 'events.db'), count, 0);
    const c = await createContainer(loadConfig({ DATA_DIR: dir, PROJECTIONS: 'none', SEED_DEMO: 'false' }), createLogger('silent'));
    await rebuildProjection(listingsProjection, c);
    await c.close();
    const ours = await probe('read-models', dir, count);
    const heap = await probe('heap', dir, count);
    const mb = (b: number) => `${fmt(b / 1024 / 1024, 0)} MB`;
    line(`(e) resident memory, ${count.toLocaleString('en-US')} listings`, [
      `embedded read models after 2,000 profile reads and 500 searches ${mb(ours.rss)}`,
      `baseline: the same listings held as heap objects ${mb(heap.rss)} (${heap.held.toLocaleString('en-US')} docs)`,
      `ratio ${fmt(ours.rss / heap.rss, 2)}`,
      `target < 400 MB`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
