import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteEventStore } from '../infra/eventstore/sqlite-event-store.ts';
import { SqliteDocumentStore } from '../infra/readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from '../infra/search/sqlite-search-index.ts';
import { listingsProjection } from '../projections/listings.ts';
import { rebuildProjection } from '../projections/rebuild.ts';
import { loadListings } from './support/load-listings.ts';
import { rawScanRate } from './support/scan.ts';
import { fmt, line } from './support/stats.ts';

/** (d) rebuilding the listings projection from position 0, against a raw ordered scan of the same log. */
export async function benchRebuild(listings = 20_000, votes = 200_000) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-d-'));
  try {
    const file = path.join(dir, 'events.db');
    const head = await loadListings(file, listings, votes);
    const events = new SqliteEventStore(file);
    const scanRate = await rawScanRate(events);
    const docs = new SqliteDocumentStore(path.join(dir, 'readmodels.db'));
    const search = new SqliteSearchIndex(path.join(dir, 'search.db'));
    const r0 = performance.now();
    const result = await rebuildProjection(listingsProjection, { events, docs, search });
    const rebuildRate = result.events / ((performance.now() - r0) / 1000);
    line(`(d) rebuild of 'listings' over ${head.toLocaleString('en-US')} events`, [
      `raw ordered scan ${fmt(scanRate, 0)} events/s`,
      `rebuild ${fmt(rebuildRate, 0)} events/s`,
      `ratio ${fmt(rebuildRate / scanRate, 2)} (target >= 0.50)`,
    ]);
    await Promise.all([events.close(), docs.close(), search.close()]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
