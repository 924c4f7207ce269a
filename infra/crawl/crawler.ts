import type { PageDigest } from '../../domain/draft/page.ts';
import type { SiteRead, SiteReader } from '../../domain/ports/site-reader.ts';
import { CRAWLER_NAME } from './crawler-name.ts';
import { factPageRank } from './fact-pages.ts';
import { refreshForward } from './meta-refresh.ts';
import { digestPage } from './page-digest.ts';
import { readRobots } from './robots.ts';
import { CrawlRefused, type Fetched, failedBecause, type Resolver, safeGet } from './safe-fetch.ts';

export { CRAWLER_NAME } from './crawler-name.ts';
/** Names the bot and where a site owner reads what it does and how to keep it out. */
export const userAgent = (publicUrl: string) => `${CRAWLER_NAME}/1.0 (+${publicUrl}/bot)`;

export type CrawlOptions = { resolver?: Resolver; allowHosts: string[]; userAgent: string; maxPages?: number; timeoutMs?: number };

/** How many pages a site read holds at most: the submitted page and the fact pages it links to. */
const MAX_PAGES = 8;
/** How many meta-refresh forwards are followed in one read, as HTTP redirects are capped. */
const MAX_REFRESHES = 3;
/** Addresses that are files, not pages. */
const NOT_A_PAGE = /\.(pdf|zip|gz|dmg|exe|msi|apk|jpe?g|png|gif|svg|webp|mp4|mp3|css|js|xml|json|txt|ics)$/i;

/** Every request of a read: through the SSRF guard, with the read's caps on time, size and redirects. */
const guardedGet = (options: CrawlOptions) => (url: string, accept?: string) =>
  safeGet(url, {
    resolver: options.resolver,
    allowHosts: options.allowHosts,
    userAgent: options.userAgent,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxBytes: 1_000_000,
    maxRedirects: 5,
    accept,
  });

/** A failed request as the reason a person reads. */
const explain = (error: unknown): SiteRead => ({ ok: false, reason: failedBecause(error), failure: error instanceof CrawlRefused ? 'refused' : 'unreachable' });

/**
 * Reads a product's site as a polite bot: robots.txt first (RFC 9309: 4xx allows all; 5xx or
 * no answer allows nothing), then the homepage and a few same-site pages that carry profile
 * facts. Every request goes through the SSRF guard.
 */
export async function crawlSite(startUrl: string, options: CrawlOptions): Promise<SiteRead> {
  let start: URL;
  try {
    start = new URL(startUrl);
  } catch {
    return { ok: false, reason: 'that is not a website address', failure: 'not_a_url' };
  }
  const get = guardedGet(options);

  let robots: Awaited<ReturnType<typeof readRobots>>;
  try {
    robots = await readRobots(start.href, get);
  } catch (error) {
    return explain(error);
  }
  if (!robots.ok) return { ok: false, reason: robots.reason, failure: 'robots' };
  const rules = robots;
  const mayRead = (url: string) => rules.allows(url, CRAWLER_NAME);

  const pages: PageDigest[] = [];
  const skipped: string[] = [];
  const queue = [start.href];
  const seen = new Set<string>();
  let refreshes = 0;
  let forwarder: Fetched | null = null;
  const keep = (r: Fetched) => {
    const page = digestPage(r.url, r.body);
    pages.push(page);
    if (pages.length === 1) queue.push(...factPages(page, r.url));
  };
  // No page read yet and this one failed: a forward that led nowhere readable leaves the forwarding page itself to read.
  const failedFirst = (failure: SiteRead): SiteRead | null => {
    if (!forwarder) return failure;
    keep(forwarder);
    forwarder = null;
    return null;
  };
  while (queue.length > 0 && pages.length < (options.maxPages ?? MAX_PAGES)) {
    const url = queue.shift();
    if (url === undefined) break;
    const key = url.replace(/#.*$/, '');
    if (seen.has(key)) continue;
    seen.add(key);
    let res: Fetched | null = null;
    let failure: SiteRead | null = null;
    if (!mayRead(url))
      failure = { ok: false, reason: `the site's robots.txt does not allow ${CRAWLER_NAME} to read ${new URL(url).pathname}`, failure: 'robots' };
    else
      try {
        res = await get(url);
        if (res.status >= 400 || !/text\/html|application\/xhtml/i.test(res.contentType))
          failure =
            res.status >= 400
              ? { ok: false, reason: `the homepage answered ${res.status}`, failure: 'http_status' }
              : { ok: false, reason: `the homepage is not a web page (${res.contentType || 'no type'})`, failure: 'not_html' };
      } catch (error) {
        failure = explain(error);
      }
    if (failure || !res) {
      skipped.push(url);
      const fatal = pages.length === 0 && failure ? failedFirst(failure) : null;
      if (fatal) return fatal;
      continue;
    }
    // A page that only forwards to another page of the site is read where it forwards to, through the same robots and address checks.
    const forward = refreshes < MAX_REFRESHES && pages.length === 0 ? refreshForward(res.body, res.url, seen) : null;
    if (forward) {
      refreshes++;
      forwarder = res;
      queue.unshift(forward);
      continue;
    }
    keep(res);
  }
  return { ok: true, pages, skipped };
}

/**
 * The same-site pages a homepage links to that carry profile facts (about, team, pricing,
 * contact, impressum, FAQ... in many languages, by address or link words), about and team
 * first, each once, never the page itself.
 */
function factPages(home: PageDigest, homeUrl: string): string[] {
  const home_ = new URL(homeUrl);
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');
  // A page and its address with a trailing slash are one page.
  const same = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');
  const self = homeUrl.replace(/#.*$/, '');
  const found: { href: string; rank: number; order: number }[] = [];
  for (const [order, link] of home.links.entries()) {
    let u: URL;
    try {
      u = new URL(link.href);
    } catch {
      continue;
    }
    // The site's own pages are on its host name; one written with another scheme or port is read where the homepage was.
    if (!/^https?:$/.test(u.protocol) || bare(u.hostname) !== bare(home_.hostname) || NOT_A_PAGE.test(u.pathname)) continue;
    u.protocol = home_.protocol;
    u.host = home_.host;
    u.hash = '';
    const href = u.href;
    if (same(href, self) || found.some((f) => same(f.href, href))) continue;
    const rank = factPageRank(u, link.text);
    if (rank !== null) found.push({ href, rank, order });
  }
  return found.sort((a, b) => a.rank - b.rank || a.order - b.order).map((f) => f.href);
}

/** The site reader the service uses: `crawlSite` with the configured allow list and user agent. */
export const guardedSiteReader = (options: CrawlOptions): SiteReader => ({ read: (url) => crawlSite(url, options) });
