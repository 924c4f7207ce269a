import type { Session } from '../../api/auth/sessions.ts';
import { html, plain, type Renderable, type SafeHtml } from './html.ts';

export type PageMeta = {
  /** The site's name (site settings). */
  site: string;
  publicUrl: string;
  title: string;
  /** The meta description and Open Graph description: one or two sentences. */
  description?: string | null;
  /** This page's own path, e.g. `/listings/acme`: the canonical URL and og:url. */
  path: string;
  ogType?: 'website' | 'article' | 'product';
  image?: string | null;
  jsonLd?: SafeHtml[];
  /** Pages not worth a search result: forms, accounts, errors. */
  noindex?: boolean;
  session?: Session | null;
  /** A page waiting on work in the background (a site being read) reloads itself, no script needed. */
  refreshSeconds?: number;
  /** The navigation entry to mark as current. */
  section?: 'home' | 'launches' | 'boards' | 'categories' | 'founders' | 'blog' | 'awards' | 'search' | 'account';
};

const NAV: [NonNullable<PageMeta['section']>, string, string][] = [
  ['launches', '/launches', 'Launches'],
  ['boards', '/boards', 'Boards'],
  ['categories', '/categories', 'Categories'],
  ['founders', '/founders', 'Founders'],
  ['blog', '/blog', 'Blog'],
  ['awards', '/awards', 'Awards'],
];

export const absolute = (publicUrl: string, path: string) => `${publicUrl.replace(/\/$/, '')}${path}`;

function accountNav(session: Session | null | undefined, path: string) {
  if (!session) return html`<a href="/signin?next=${encodeURIComponent(path)}">Sign in</a> <a class="button" href="/signup">Sign up</a>`;
  return html`<a href="/account">${session.account.name || session.account.email}</a>
    <form method="post" action="/signout" class="inline"><input type="hidden" name="csrf" value="${session.csrf}"><button class="link">Sign out</button></form>`;
}

/**
 * Every page of the site: one stylesheet, no script needed, the head a search engine and a link
 * preview read (title, description, canonical URL, Open Graph, JSON-LD), a skip link and landmarks.
 */
export function page(given: PageMeta, body: Renderable): string {
  const meta = { ...given, title: plain(given.title), description: given.description ? plain(given.description) : given.description };
  const url = absolute(meta.publicUrl, meta.path);
  const title = meta.title === meta.site ? meta.site : `${meta.title} · ${meta.site}`;
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
${meta.refreshSeconds ? html`<meta http-equiv="refresh" content="${meta.refreshSeconds}">` : ''}
<title>${title}</title>
${meta.description ? html`<meta name="description" content="${meta.description}">` : ''}
${meta.noindex ? html`<meta name="robots" content="noindex">` : html`<link rel="canonical" href="${url}">`}
<meta property="og:site_name" content="${meta.site}">
<meta property="og:title" content="${meta.title}">
<meta property="og:type" content="${meta.ogType ?? 'website'}">
<meta property="og:url" content="${url}">
${meta.description ? html`<meta property="og:description" content="${meta.description}">` : ''}
${meta.image ? html`<meta property="og:image" content="${meta.image}">` : ''}
<meta name="twitter:card" content="summary">
<link rel="stylesheet" href="/assets/site.css">
<link rel="alternate" type="application/rss+xml" title="${meta.site}: latest updates" href="/updates.xml">
<link rel="alternate" type="application/atom+xml" title="${meta.site}: launches and awards" href="/launches.atom">
<link rel="alternate" type="application/feed+json" title="${meta.site}: launches and awards" href="/launches.json">
${meta.jsonLd ?? []}
</head><body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><nav aria-label="Site"><a class="brand" href="/">${meta.site}</a>
<ul>${NAV.map(([key, href, label]) => html`<li><a href="${href}"${meta.section === key ? html` aria-current="page"` : ''}>${label}</a></li>`)}</ul>
<form role="search" action="/search" method="get" class="search"><label for="site-search" class="visually-hidden">Search listings</label><input id="site-search" type="search" name="q" placeholder="Search products"><button>Search</button></form>
<div class="account">${accountNav(meta.session, meta.path)}</div></nav></header>
<main id="main">${body}</main>
<footer><nav aria-label="Footer"><a href="/launches">Launch calendar</a> · <a href="/updates">Latest updates</a> · <a href="/api/v1/docs">API</a> · <a href="/sitemap.xml">Sitemap</a></nav></footer>
</body></html>`}`;
}
