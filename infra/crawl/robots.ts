import robotsModule from 'robots-parser';
import type { Fetched } from './safe-fetch.ts';

type Robots = { isAllowed(url: string, ua?: string): boolean | undefined };
// The package's types describe an ES default export; at run time it is the CommonJS function itself.
const robotsParser = robotsModule as unknown as (url: string, body: string) => Robots;

export type RobotsRules = { ok: true; allows: (url: string, agent: string) => boolean } | { ok: false; reason: string };

/**
 * A site's robots.txt as RFC 9309 reads it: a 4xx answer allows everything; a 5xx answer
 * allows nothing (the site may be down). `get` is the guarded fetch of the caller.
 */
export async function readRobots(siteUrl: string, get: (url: string, accept: string) => Promise<Fetched>): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', siteUrl).href;
  const r = await get(robotsUrl, 'text/plain,*/*;q=0.1');
  if (r.status >= 500) return { ok: false, reason: `the site's robots.txt answered ${r.status}, so we may not read the site yet` };
  const robots = robotsParser(robotsUrl, r.status >= 400 ? '' : r.body);
  return { ok: true, allows: (url, agent) => robots.isAllowed(url, agent) !== false };
}
