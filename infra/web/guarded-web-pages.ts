import type { PageAnswer, WebPages } from '../../domain/ports/web-pages.ts';
import { readRobots } from '../crawl/robots.ts';
import { type Fetched, failedBecause, type Resolver, safeGet } from '../crawl/safe-fetch.ts';
import { pageFacts } from './page-facts.ts';

export const BADGE_CHECKER_NAME = 'LaunchDirectoryBadgeCheck';
export const VERIFIER_NAME = 'LaunchDirectoryVerifier';

type Options = { publicUrl: string; allowHosts: string[]; resolver?: Resolver; timeoutMs?: number };

/**
 * Single pages for the badge check and claim verification, through the crawler's SSRF guard.
 * Each has its own user agent naming the service's /bot page, so a site owner can tell them
 * apart from the crawler in logs and robots.txt.
 */
export function guardedWebPages(options: Options): WebPages {
  const get =
    (agent: string) =>
    (url: string, accept = 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1') =>
      safeGet(url, {
        resolver: options.resolver,
        allowHosts: options.allowHosts,
        userAgent: `${agent}/1.0 (+${options.publicUrl}/bot)`,
        timeoutMs: options.timeoutMs ?? 10_000,
        maxBytes: 2_000_000,
        maxRedirects: 5,
        accept,
      });
  // Whether the guard refused the address or the network failed, we could not look: no evidence either way.
  const failed = (error: unknown): PageAnswer => ({ ok: false, reason: failedBecause(error), unreachable: true });
  const answer = (r: Fetched): PageAnswer => ({
    ok: true,
    page: { url: r.url, status: r.status, contentType: r.contentType, body: r.body, ...(isHtml(r.contentType) ? pageFacts(r.body, r.url) : noFacts) },
  });

  return {
    async homepage(url) {
      const fetchAs = get(BADGE_CHECKER_NAME);
      try {
        const robots = await readRobots(url, fetchAs);
        if (!robots.ok) return { ...robots, unreachable: true };
        if (!robots.allows(url, BADGE_CHECKER_NAME))
          return {
            ok: false,
            reason: `the site's robots.txt does not allow ${BADGE_CHECKER_NAME} to read ${new URL(url).pathname}; allow it to have the badge found`,
            unreachable: false,
          };
        const r = await fetchAs(url);
        if (r.status >= 400) return { ok: false, reason: `the homepage answered ${r.status}`, unreachable: r.status >= 500 };
        if (!isHtml(r.contentType)) return { ok: false, reason: `the homepage is not a web page (${r.contentType || 'no type'})`, unreachable: false };
        return answer(r);
      } catch (error) {
        return failed(error);
      }
    },
    async resource(url) {
      try {
        return answer(await get(VERIFIER_NAME)(url));
      } catch (error) {
        return failed(error);
      }
    },
  };
}

const isHtml = (contentType: string) => /text\/html|application\/xhtml/i.test(contentType);
const noFacts = { links: [], images: [], metas: [], comments: [] };
