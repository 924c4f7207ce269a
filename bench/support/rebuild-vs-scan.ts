import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentStore } from '../../domain/ports/document-store.ts';
import type { EventStore } from '../../domain/ports/event-store.ts';
import type { SearchIndex } from '../../domain/ports/search-index.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from '../../infra/search/sqlite-search-index.ts';
import type { Projection } from '../../projections/engine/projection.ts';
import { rebuildProjection } from '../../projections/engine/rebuild.ts';
import { type BulkStore, loadListings } from './load-listings.ts';
import { rawScan } from './scan.ts';

/**
 * A log of `listings` listings and `votes` votes, read once in order as fast as it goes (the
 * baseline), then replayed through a projection into fresh embedded stores.
 */
export type RebuildStores = { events: () => EventStore & BulkStore; docs: () => DocumentStore; search: () => SearchIndex };

export type RebuildFigures = Awaited<ReturnType<typeof rebuildOnce>> & { ratios: number[] };

/**
 * A machine shared with others changes speed by 2x within a minute: one scan and one rebuild compare the rebuild with the machine of
 * another moment. So each projection is measured in `rounds` pairs, each a scan and then a rebuild into fresh stores, and the pair
 * of middle ratio is answered, with every pair's ratio beside it.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;

/** Each projection rebuilt in turn over the same log, each rebuild against a scan of it made just before (the machine's load moves). */
export async function rebuildAgainstScan(
  projections: Projection[],
  listings: number,
  votes: number,
  stores?: RebuildStores,
  rounds = ROUNDS,
): Promise<RebuildFigures[]> {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${projections[0].name}-`));
  try {
    const file = path.join(dir, 'events.db');
    await loadListings(stores ? stores.events : file, listings, votes);
    const results: RebuildFigures[] = [];
    for (const p of projections) {
      const pairs: Awaited<ReturnType<typeof rebuildOnce>>[] = [];
      for (let round = 0; round < rounds; round++) {
        const events = stores ? stores.events() : new SqliteEventStore(file);
        // As a process that applies projections opens it (app/read-stores.ts); each round into stores of its own.
        const docs = stores ? stores.docs() : new SqliteDocumentStore(path.join(dir, `readmodels-${p.name}-${round}.db`), { checkpoints: 'background' });
        const search = stores ? stores.search() : new SqliteSearchIndex(path.join(dir, `search-${p.name}-${round}.db`));
        try {
          pairs.push(await rebuildOnce(p, { events, docs, search }));
        } finally {
          await Promise.all([events.close(), docs.close(), search.close()]);
        }
      }
      const ratios = pairs.map((r) => r.rebuildRate / r.scanRate);
      const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
      results.push({ ...pairs[ratios.indexOf(median)], ratios });
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function rebuildOnce(p: Projection, stores: { events: EventStore; docs: DocumentStore; search: SearchIndex }) {
  const scanCpu = process.cpuUsage();
  const scanThread = process.threadCpuUsage();
  const scan = await rawScan(stores.events);
  const scanMicros = cpuMicros(scanCpu);
  const scanThreadMicros = cpuMicros(scanThread, process.threadCpuUsage);
  const started = performance.now();
  const rebuildCpu = process.cpuUsage();
  const rebuildThread = process.threadCpuUsage();
  const result = await rebuildProjection(p, stores);
  const seconds = (performance.now() - started) / 1000;
  const rebuildMicros = cpuMicros(rebuildCpu);
  const rebuildThreadMicros = cpuMicros(rebuildThread, process.threadCpuUsage);
  // CPU time per event: what each costs whatever else the machine runs. Every thread of this process, and this thread
  // alone: the rebuild's helpers (the log's reader, the search index's loader) run beside it, so on a machine with a
  // core to spare for them its wall-clock time follows this thread's.
  return {
    name: p.name,
    events: result.events,
    scanRate: scan.rate,
    seconds,
    rebuildRate: result.events / seconds,
    cpu: { scan: scanMicros / scan.events, rebuild: rebuildMicros / result.events },
    mainThreadCpu: { scan: scanThreadMicros / scan.events, rebuild: rebuildThreadMicros / result.events },
  };
}

const cpuMicros = (since: NodeJS.CpuUsage, usage: (since: NodeJS.CpuUsage) => NodeJS.CpuUsage = process.cpuUsage) => {
  const used = usage(since);
  return used.user + used.system;
};
