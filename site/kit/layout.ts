import type { Session } from '../../api/auth/sessions.ts';
import { brandMarkSvg } from './brand-mark.ts';
import { html, plain, type Renderable, raw, type SafeHtml } from './html.ts';
import { STYLESHEET } from './stylesheet.ts';

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
  /** The page's own feeds (a listing's updates and discussion), linked beside the site's. */
  feeds?: { title: string; atom: string; json: string };
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

/** Where "Submit a product" leads: the account's submit page, by way of signing in for someone signed out. */
const SUBMIT = '/account/drafts';
export const submitHref = (session: Session | null | undefined) => (session ? SUBMIT : `/signin?next=${encodeURIComponent(SUBMIT)}`);

function accountNav(session: Session | null | undefined, path: string) {
  const submit = html`<a class="button" href="${submitHref(session)}">Submit a product</a>`;
  if (!session) return html`<a class="signin" href="/signin?next=${encodeURIComponent(path)}">Sign in</a>${submit}`;
  return html`<a class="who" href="/account">${session.account.name || session.account.email}</a>
    <form method="post" action="/signout" class="inline signout"><input type="hidden" name="csrf" value="${session.csrf}"><button class="link">Sign out</button></form>${submit}`;
}

const SEARCH_ICON = raw(
  '<svg class="icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false"><circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" stroke-width="2.2"/><path d="m13 13 4.5 4.5" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/></svg>',
);

const BRAND_MARK = raw(brandMarkSvg(' class="brand-mark" aria-hidden="true" focusable="false"'));

const FOOTER: [string, [string, string][]][] = [
  [
    'Explore',
    [
      ['/launches', 'Launch calendar'],
      ['/boards', 'Boards'],
      ['/categories', 'Categories'],
      ['/awards', 'Awards'],
    ],
  ],
  [
    'Makers',
    [
      [SUBMIT, 'Submit a product'],
      ['/founders', 'Founders'],
      ['/updates', 'Latest updates'],
      ['/link-policy', 'Link policy'],
    ],
  ],
  [
    'Developers',
    [
      ['/api/v1/docs', 'API'],
      ['/llms.txt', 'llms.txt'],
      ['/launches.atom', 'Atom feed'],
      ['/sitemap.xml', 'Sitemap'],
    ],
  ],
];

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
<link rel="stylesheet" href="${STYLESHEET}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="alternate" type="application/rss+xml" title="${meta.site}: latest updates" href="/updates.xml">
<link rel="alternate" type="application/atom+xml" title="${meta.site}: launches and awards" href="/launches.atom">
<link rel="alternate" type="application/feed+json" title="${meta.site}: launches and awards" href="/launches.json">
${
  meta.feeds
    ? html`<link rel="alternate" type="application/atom+xml" title="${meta.feeds.title}" href="${meta.feeds.atom}">
<link rel="alternate" type="application/feed+json" title="${meta.feeds.title}" href="${meta.feeds.json}">`
    : ''
}
${meta.jsonLd ?? []}
</head><body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><div class="top-bar"><a class="brand" href="/">${BRAND_MARK}<span>${meta.site}</span></a>
<nav aria-label="Site" class="site-nav"><ul>${NAV.map(([key, href, label]) => html`<li><a href="${href}"${meta.section === key ? html` aria-current="page"` : ''}>${label}</a></li>`)}</ul></nav>
<form role="search" action="/search" method="get" class="search"><label for="site-search" class="visually-hidden">Search products</label><input id="site-search" type="search" name="q" placeholder="Search"><button>${SEARCH_ICON}<span class="visually-hidden">Search</span></button></form>
<div class="account">${accountNav(meta.session, meta.path)}</div></div></header>
<main id="main">${body}</main>
<footer class="site-footer"><div class="footer-inner"><div class="footer-about"><a class="brand" href="/">${BRAND_MARK}<span>${meta.site}</span></a><p>New products every week, ranked by the people who use them.</p></div>
${FOOTER.map(([title, links]) => html`<nav aria-label="${title}"><h2>${title}</h2><ul>${links.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}</ul></nav>`)}</div></footer>
</body></html>`}`;
}
