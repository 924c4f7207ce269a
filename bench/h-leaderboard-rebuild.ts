import { leaderboardsProjection } from '../projections/leaderboards.ts';
import { rebuildAgainstScan } from './support/rebuild-vs-scan.ts';
import { fmt, line } from './support/stats.ts';

/** (h) rebuilding the leaderboards from a log of a million votes, against a raw ordered scan of it. */
export async function benchLeaderboardRebuild(listings = 20_000, votes = 1_000_000) {
  const [r] = await rebuildAgainstScan([leaderboardsProjection], listings, votes);
  line(`(h) rebuild of 'leaderboards' over ${r.events.toLocaleString('en-US')} events (${votes.toLocaleString('en-US')} votes)`, [
    `raw ordered scan ${fmt(r.scanRate, 0)} events/s`,
    `rebuild ${fmt(r.rebuildRate, 0)} events/s (${fmt(r.seconds, 1)} s)`,
    `ratio ${fmt(r.rebuildRate / r.scanRate, 2)} (target >= 0.50)`,
    `pairs ${r.ratios.map((x) => fmt(x, 2)).join(' / ')}`,
    `CPU a event: scan ${fmt(r.cpu.scan, 1)} µs, rebuild ${fmt(r.cpu.rebuild, 1)} µs, all threads (${fmt(r.cpu.scan / r.cpu.rebuild, 2)})`,
    `this thread: scan ${fmt(r.mainThreadCpu.scan, 1)} µs, rebuild ${fmt(r.mainThreadCpu.rebuild, 1)} µs (${fmt(r.mainThreadCpu.scan / r.mainThreadCpu.rebuild, 2)})`,
  ]);
}
