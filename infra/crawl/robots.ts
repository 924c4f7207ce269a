import { isAllowed, parseRobotsTxt } from './robots-txt.ts';
import type { Fetched } from './safe-fetch.ts';

export type RobotsRules = { ok: true; allows: (url: string, agent: string) => boolean } | { ok: false; reason: string };

/**
 * A site's robots.txt as RFC 9309 reads it: a 4xx answer allows everything; a 5xx answer
 * allows nothing (the site may be down). `get` is the guarded fetch of the caller (it follows
 * redirects, as the RFC asks, through the address guard).
 */
export async function readRobots(siteUrl: string, get: (url: string, accept: string) => Promise<Fetched>): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', siteUrl).href;
  const r = await get(robotsUrl, 'text/plain,*/*;q=0.1');
  if (r.status >= 500) return { ok: false, reason: `the site's robots.txt answered ${r.status}, so we may not read the site yet` };
  const robots = parseRobotsTxt(r.status >= 400 ? '' : r.body);
  return { ok: true, allows: (url, agent) => isAllowed(robots, url, agent) };
}
