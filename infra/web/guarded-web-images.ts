import type { FetchedImage, WebImages } from '../../domain/ports/images.ts';
import { CRAWLER_NAME } from '../crawl/crawler.ts';
import { readRobots } from '../crawl/robots.ts';
import { CrawlRefused, type Resolver, safeGet, safeGetBytes } from '../crawl/safe-fetch.ts';

type Options = { publicUrl: string; allowHosts: string[]; resolver?: Resolver; timeoutMs?: number; maxBytes: number };

/**
 * A listing's image (its logo, a gallery image), read once by the crawler (its user agent, its robots.txt rules) through the
 * same SSRF guard: public addresses only, after DNS and on every redirect, unless CRAWL_ALLOW_HOSTS
 * names the host.
 */
export function guardedWebImages(options: Options): WebImages {
  const common = {
    resolver: options.resolver,
    allowHosts: options.allowHosts,
    userAgent: `${CRAWLER_NAME}/1.0 (+${options.publicUrl}/bot)`,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxRedirects: 5,
  };
  return {
    async fetch(url): Promise<FetchedImage> {
      try {
        const robots = await readRobots(url, (u, accept) => safeGet(u, { ...common, maxBytes: 500_000, accept }));
        if (!robots.ok) return { ok: false, reason: robots.reason };
        if (!robots.allows(url, CRAWLER_NAME)) return { ok: false, reason: `the site's robots.txt does not allow ${CRAWLER_NAME} to read the image` };
        const r = await safeGetBytes(url, { ...common, maxBytes: options.maxBytes, accept: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8' });
        if (r.status >= 400) return { ok: false, reason: `the image's address answered ${r.status}` };
        return { ok: true, url: r.url, bytes: new Uint8Array(r.bytes) };
      } catch (error) {
        // The fetch stops reading at the cap: said of an image as its checks say it.
        if (error instanceof CrawlRefused && /larger than/.test(error.message))
          return { ok: false, reason: `it is larger than ${options.maxBytes / 1_000_000} MB` };
        if (error instanceof CrawlRefused) return { ok: false, reason: error.message };
        return { ok: false, reason: `the image could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
      }
    },
  };
}
