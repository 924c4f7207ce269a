import type { Clock } from '../domain/ports/clock.ts';
import type { ReadModels } from '../projections/index.ts';
import type { Operation } from './operation.ts';
import type { CachedResponse, ResponseCache } from './response-cache.ts';
import { RouteTable } from './route-table.ts';

type TokenDeps = { readModels: ReadModels; clock: Clock };

/** What a kept answer is valid for: the positions of the read models it came from (and its time slot, where it has a time to live). */
export async function cacheToken(cache: NonNullable<Operation['cache']>, deps: TokenDeps): Promise<string> {
  const token = await deps.readModels.version(cache.reads);
  return cache.ttlMs ? `${token}@${Math.floor(deps.clock.now().getTime() / cache.ttlMs)}` : token;
}

export type KeptRead = { op: Operation; params: Record<string, string>; entry: CachedResponse };

/** The prefix every operation's path is served under. */
export const API_PREFIX = '/api/v1';

/**
 * Finds the kept answer of a public read by its URL alone, as the operation router would find it (the same table of every
 * operation, so a URL resolves to the same operation), without any of a request's other work: null when the URL is not a
 * kept public read or its answer is not kept at the read models' current positions.
 */
export function keptReads(operations: Operation[], deps: TokenDeps, cache: ResponseCache) {
  const table = new RouteTable<Operation>();
  for (const op of operations) table.add(op.method, op.path, op);
  return async (url: string): Promise<KeptRead | null> => {
    const query = url.indexOf('?');
    const found = table.match('GET', (query < 0 ? url : url.slice(0, query)).slice(API_PREFIX.length));
    if (found.kind !== 'found' || !found.route.cache || found.route.access !== 'public') return null;
    const entry = cache.get(url, await cacheToken(found.route.cache, deps));
    return entry ? { op: found.route, params: found.params, entry } : null;
  };
}
