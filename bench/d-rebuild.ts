import { listingsProjection } from '../projections/listings.ts';
import { rebuildAgainstScan } from './support/rebuild-vs-scan.ts';
import { fmt, line } from './support/stats.ts';

/** (d) rebuilding the listings projection from position 0, against a raw ordered scan of the same log. */
export async function benchRebuild(listings = 20_000, votes = 200_000) {
  const r = await rebuildAgainstScan(listingsProjection, listings, votes);
  line(`(d) rebuild of 'listings' over ${r.head.toLocaleString('en-US')} events`, [
    `raw ordered scan ${fmt(r.scanRate, 0)} events/s`,
    `rebuild ${fmt(r.rebuildRate, 0)} events/s`,
    `ratio ${fmt(r.rebuildRate / r.scanRate, 2)} (target >= 0.50)`,
  ]);
}
