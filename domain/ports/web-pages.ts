/** What a page says that checks look for: its links, images, meta tags and comments, each with whether a visitor sees it. */
export type PageLink = { href: string; rel: string[]; images: string[]; hidden: string | null; html: string };
export type PageImage = { src: string; linked: boolean; hidden: string | null; html: string };
export type PageMeta = { name: string; content: string };

export type WebPage = {
  /** Where the page was found after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: string;
  links: PageLink[];
  images: PageImage[];
  metas: PageMeta[];
  comments: string[];
};

/**
 * A failure is `unreachable` when we could not look (DNS, connection, time-out, a 5xx, an address
 * the guard refuses), not when the site answered and said no (a 4xx, robots.txt, not a page).
 */
export type PageAnswer = { ok: true; page: WebPage } | { ok: false; reason: string; unreachable: boolean };

/**
 * Single pages read for checks, through the crawler's guard (public addresses only, after DNS
 * and on every redirect, unless allowed by CRAWL_ALLOW_HOSTS).
 */
export interface WebPages {
  /** The badge check's look at a homepage: a polite bot with its own user agent; robots.txt is honoured. */
  homepage(url: string): Promise<PageAnswer>;
  /** A page or file the site's owner asked us to look at to verify a claim (robots.txt is for crawlers, not for this). */
  resource(url: string): Promise<PageAnswer>;
}

/** TXT records of a name, through the configured resolver (DNS_SERVERS). */
export interface TxtRecords {
  lookup(name: string): Promise<{ ok: true; records: string[] } | { ok: false; reason: string }>;
}
