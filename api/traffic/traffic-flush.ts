import type { Commands } from '../../commands/index.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { ReadModels } from '../../projections/index.ts';
import { badgeListing } from '../../projections/queries/index.ts';
import { NOT_COUNTING, TrafficCounter } from './traffic-counter.ts';

type FlushDeps = { readModels: ReadModels; commands: Commands; clock: Clock; countTraffic: boolean; flushMs: number };

/**
 * Visits counted in memory, written as commands every `flushMs`: each flush looks a listing's id up once
 * for all its kinds. Off (`COUNT_TRAFFIC=false`), nothing is counted and nothing is written.
 */
export function trafficCounting(d: FlushDeps) {
  const counter = new TrafficCounter(
    async (counts, day) => {
      const ids = new Map<string, Promise<number | undefined>>();
      for (const { slug, kind, count } of counts) {
        if (!ids.has(slug))
          ids.set(
            slug,
            badgeListing(d.readModels, slug).then((l) => l?.listing_id),
          );
        const listingId = await ids.get(slug);
        if (listingId !== undefined) await d.commands.countTraffic({ listingId, day, kind, count }, { actor: 'system:traffic' });
      }
    },
    () => d.clock.now(),
  );
  if (d.countTraffic) counter.start(d.flushMs);
  return { counter, traffic: d.countTraffic ? counter : NOT_COUNTING };
}
