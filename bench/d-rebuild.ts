import { listingSearchProjection } from '../projections/listing-search.ts';
import { listingsProjection } from '../projections/listings.ts';
import { type RebuildStores, rebuildAgainstScan } from './support/rebuild-vs-scan.ts';
import { fmt, line } from './support/stats.ts';

/**
 * (d) rebuilding the listings projection from position 0, against a raw ordered scan of the same log; then the listings'
 * search index, a projection of its own, the same way (a rebuild of either rebuilds only it).
 */
export async function benchRebuild(listings = 20_000, votes = 200_000, stores?: RebuildStores, label = '') {
  const results = await rebuildAgainstScan([listingsProjection, listingSearchProjection], listings, votes, stores);
  for (const r of results)
    line(`(d) rebuild of '${r.name}' over ${r.events.toLocaleString('en-US')} events${label}`, [
      `raw ordered scan ${fmt(r.scanRate, 0)} events/s`,
      `rebuild ${fmt(r.rebuildRate, 0)} events/s`,
      `ratio ${fmt(r.rebuildRate / r.scanRate, 2)}${r.name === 'listings' ? ` (target >= ${label ? '0.40' : '0.50'})` : ''}`,
      `pairs ${r.ratios.map((x) => fmt(x, 2)).join(' / ')}`,
      `CPU a event: scan ${fmt(r.cpu.scan, 1)} µs, rebuild ${fmt(r.cpu.rebuild, 1)} µs, all threads (${fmt(r.cpu.scan / r.cpu.rebuild, 2)})`,
      `this thread: scan ${fmt(r.mainThreadCpu.scan, 1)} µs, rebuild ${fmt(r.mainThreadCpu.rebuild, 1)} µs (${fmt(r.mainThreadCpu.scan / r.mainThreadCpu.rebuild, 2)})`,
    ]);
}
