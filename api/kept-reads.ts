import type { Clock } from '../domain/ports/clock.ts';
import type { ReadModels } from '../projections/index.ts';
import type { Operation } from './operation.ts';
import type { CachedResponse, ResponseCache } from './response-cache.ts';
import { RouteTable } from './route-table.ts';

type TokenDeps = { readModels: ReadModels; clock: Clock };

/** What a kept answer is valid for: the positions of the read models it came from (and its time slot, where it has a time to live). */
export async function cacheToken(cache: NonNullable<Operation['cache']>, deps: TokenDeps): Promise<string> {
  return ttlSlot(cache, await deps.readModels.version(cache.reads), deps);
}

const ttlSlot = (cache: NonNullable<Operation['cache']>, token: string, deps: Pick<TokenDeps, 'clock'>) =>
  cache.ttlMs ? `${token}@${Math.floor(deps.clock.now().getTime() / cache.ttlMs)}` : token;

export type KeptRead = { op: Operation; params: Record<string, string>; entry: CachedResponse };

/** The prefix every operation's path is served under. */
export const API_PREFIX = '/api/v1';

/** How many URL paths the door remembers the operation of; past it the memory starts again (a crawler's URLs never pile up). */
const REMEMBERED_PATHS = 10_000;

type Found = { op: Operation; cache: NonNullable<Operation['cache']>; params: Record<string, string> } | null;

/**
 * Finds the kept answer of a public read by its URL alone, as the operation router would find it (the same table of every
 * operation, so a URL resolves to the same operation), without any of a request's other work: null when the URL is not a
 * kept public read or its answer is not kept at the read models' current positions. The answer is given at once when the
 * read models' positions are known without reading the store, which is nearly always.
 */
export function keptReads(operations: Operation[], deps: TokenDeps, cache: ResponseCache) {
  const table = new RouteTable<Operation>();
  for (const op of operations) table.add(op.method, op.path, op);
  // A hot read comes back to the same few paths: their operation is looked up once, not per request.
  const byPath = new Map<string, Found>();
  const route = (path: string): Found => {
    let found = byPath.get(path);
    if (found !== undefined) return found;
    const m = table.match('GET', path.slice(API_PREFIX.length));
    found = m.kind === 'found' && m.route.cache && m.route.access === 'public' ? { op: m.route, cache: m.route.cache, params: m.params } : null;
    if (byPath.size >= REMEMBERED_PATHS) byPath.clear();
    byPath.set(path, found);
    return found;
  };
  const kept = (url: string, found: NonNullable<Found>, token: string): KeptRead | null => {
    const entry = cache.get(url, ttlSlot(found.cache, token, deps));
    return entry ? { op: found.op, params: found.params, entry } : null;
  };
  return (url: string): KeptRead | null | Promise<KeptRead | null> => {
    const query = url.indexOf('?');
    const found = route(query < 0 ? url : url.slice(0, query));
    if (!found) return null;
    const now = deps.readModels.versionNow(found.cache.reads);
    if (now !== undefined) return kept(url, found, now);
    return deps.readModels.version(found.cache.reads).then((token) => kept(url, found, token));
  };
}
