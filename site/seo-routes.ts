import express from 'express';
import { categoryTree, latestUpdates, listBlogPosts, listFounders, sitemapListingCount, sitemapListings, siteSettings } from '../projections/queries/index.ts';
import { feedText } from './kit/feed-text.ts';
import { absolute } from './kit/layout.ts';
import type { PageDeps } from './kit/page-deps.ts';
import { xmlDocument } from './kit/xml.ts';

/** URLs per sitemap file (the protocol allows 50,000). */
export const SITEMAP_PAGE = 40_000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const urlset = (urls: { loc: string; lastmod?: string | null }[]) =>
  xmlDocument({ urlset: { '@xmlns': SITEMAP_NS, url: urls.map((u) => ({ loc: u.loc, ...(u.lastmod ? { lastmod: u.lastmod.slice(0, 10) } : {}) })) } });

type SeoDeps = Pick<PageDeps, 'readModels' | 'settings'>;
const ROBOTS_DISALLOW = ['/account', '/checkout/', '/signin', '/signup', '/password/', '/search', '/admin', '/invites/', '/claims/', '/drafts/'];
const FIXED_PAGES = ['/', '/launches', '/boards', '/categories', '/founders', '/blog', '/awards', '/updates'];

/** Every category, founder and post, and the site's own sections. */
async function pageUrls(deps: SeoDeps, at: (path: string) => string) {
  const all = { page: 1, perPage: 100_000 };
  const [tree, founders, posts] = await Promise.all([
    categoryTree(deps.readModels, true),
    listFounders(deps.readModels, undefined, undefined, all),
    listBlogPosts(deps.readModels, undefined, all),
  ]);
  return [
    ...FIXED_PAGES.map((p) => ({ loc: at(p) })),
    ...tree.flatMap((n) => [n, ...n.subcategories]).map((c) => ({ loc: at(`/categories/${c.slug}`) })),
    ...founders.items.map((f) => ({ loc: at(`/founders/${f.slug}`) })),
    ...posts.items.map((p) => ({ loc: at(`/blog/${p.slug}`), lastmod: p.published_at })),
  ];
}

/** The latest updates of the listed companies as RSS 2.0. */
async function updatesFeed(deps: SeoDeps, at: (path: string) => string) {
  const [feed, settings] = await Promise.all([latestUpdates(deps.readModels, { page: 1, perPage: 50 }), siteSettings(deps.readModels)]);
  const site = settings?.name ?? 'Launch Directory';
  return xmlDocument({
    rss: {
      '@version': '2.0',
      channel: {
        title: feedText(`${site}: latest updates`),
        link: at('/updates'),
        description: feedText(`What the companies listed on ${site} have shipped and announced.`),
        item: feed.items.map((u) => ({
          title: feedText(`${u.listing.name}: ${u.title}`),
          link: at(`/listings/${u.listing.slug}#update-${u.update_id}`),
          guid: { '@isPermaLink': 'false', '#text': `${u.listing.slug}/${u.update_id}` },
          pubDate: new Date(u.published_at).toUTCString(),
          description: feedText(u.body.slice(0, 2000)),
        })),
      },
    },
  });
}

/**
 * What crawlers read: robots.txt, and a sitemap index whose files list every live listing, every
 * category, founder and post, and the site's own sections; and the updates' RSS feed.
 */
export function seoRoutes(deps: SeoDeps) {
  const router = express.Router();
  const at = (path: string) => absolute(deps.settings.publicUrl, path);
  const xml = (res: express.Response, type: string, maxAge: number, body: string) => {
    res.setHeader('Cache-Control', `public, max-age=${maxAge}`);
    res.type(type).send(body);
  };
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${at('/sitemap.xml')}`, ''].join('\n'));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const files = Math.max(1, Math.ceil((await sitemapListingCount(deps.readModels)) / SITEMAP_PAGE));
    const entries = [at('/sitemaps/pages.xml'), ...Array.from({ length: files }, (_, i) => at(`/sitemaps/listings-${i + 1}.xml`))];
    xml(res, 'application/xml', 600, xmlDocument({ sitemapindex: { '@xmlns': SITEMAP_NS, sitemap: entries.map((loc) => ({ loc })) } }));
  });
  router.get('/sitemaps/pages.xml', async (_req, res) => xml(res, 'application/xml', 600, urlset(await pageUrls(deps, at))));
  router.get('/sitemaps/listings-:n.xml', async (req, res, next) => {
    const n = Number(req.params.n);
    if (!Number.isInteger(n) || n < 1 || n > 10_000) return next();
    const items = await sitemapListings(deps.readModels, n, SITEMAP_PAGE);
    if (items.length === 0 && n > 1) return next();
    xml(res, 'application/xml', 600, urlset(items.map((l) => ({ loc: at(`/listings/${l.slug}`), lastmod: l.live_at }))));
  });
  router.get('/updates.xml', async (_req, res) => xml(res, 'application/rss+xml', 300, await updatesFeed(deps, at)));
  return router;
}
