import type { Express, NextFunction, Request, Response } from 'express';
import type { Actions } from '../../api/actions/index.ts';
import { badgeRouter } from '../../api/badges/badge-route.ts';
import { problem, sendProblem } from '../../api/problem.ts';
import { CRAWLER_NAME } from '../../infra/crawl/crawler-name.ts';
import { catalogPages } from '../../site/admin/catalog-pages.ts';
import { commentModerationPages } from '../../site/admin/comment-pages.ts';
import { moderationPages } from '../../site/admin/moderation-pages.ts';
import { siteTeamDoor } from '../../site/admin/site-team.ts';
import { assetRoutes } from '../../site/asset-routes.ts';
import { botPage } from '../../site/bot-page.ts';
import { feedRoutes } from '../../site/feeds.ts';
import { imageRoute } from '../../site/image-route.ts';
import { anonymousPageCache } from '../../site/kit/page-cache.ts';
import type { PageDeps } from '../../site/kit/page-deps.ts';
import { pageRenderer } from '../../site/kit/render.ts';
import { sameOriginPosts } from '../../site/kit/same-origin.ts';
import { listingFeedRoutes } from '../../site/listing-feeds.ts';
import { listingVisit, outboundLinks } from '../../site/listing-traffic.ts';
import { notFoundPage, wantsHtml } from '../../site/not-found-page.ts';
import { seoRoutes } from '../../site/seo-routes.ts';
import { sitePages } from '../../site/site-pages.ts';
import { mountAccountPages } from './account-pages.ts';
import { type FaceDeps, viewerOf } from './face-deps.ts';
import { mountPublicPages } from './public-pages.ts';

/** The projections the public pages read: a kept page is made again when one of them moves. */
const PUBLIC_READS = [
  'catalog',
  'listings',
  'listing-search',
  'leaderboards',
  'listing-updates',
  'reviews',
  'interviews',
  'founders',
  'awards',
  'free-slots',
  'follows',
  'comments',
  'accounts',
];
/** The public pages that are the same for every anonymous visitor (search is left out: its queries are endless). */
const PUBLIC_PAGE =
  /^\/(|listings\/[^/]+|launches(\/[^/]+)?|boards(\/[^/]+)?|categories(\/[^/]+)?|founders(\/[^/]+)?|blog(\/[^/]+)?|awards|updates|compare\/[^/]+\/[^/]+)$/;

const isApi = (req: Request) => /^\/(api|admin\/v1|mcp|internal|oauth|\.well-known)(\/|$)/.test(req.path);

type Visit = ReturnType<typeof listingVisit>;

/**
 * Public pages kept for anonymous visitors until the projections they read move, answered right after the rate
 * limit with the site's headers: such a page walks none of the layers below (OAuth, MCP, the JSON parser, bearer
 * credentials), whose paths no public page shares. A listing's page counts its visit even when kept.
 */
export function keptPublicPages(d: FaceDeps) {
  const { c } = d;
  const visit = listingVisit({ readModels: c.readModels, traffic: d.traffic, viewerOf, publicUrl: d.base });
  const { siteHeaders } = d;
  const keptPages = anonymousPageCache({
    readModels: c.readModels,
    clock: c.clock,
    reads: PUBLIC_READS,
    ttlMs: 60_000,
    checkReads: c.config.validateResponses,
    cacheable: (path) => PUBLIC_PAGE.test(path),
    observe: (req) => {
      const listing = /^\/listings\/([^/]+)$/.exec(req.path);
      if (listing) visit(req, listing[1]);
    },
  });
  const middleware = (req: Request, res: Response, next: NextFunction) =>
    (req.method === 'GET' || req.method === 'HEAD') && PUBLIC_PAGE.test(req.path) ? siteHeaders(req, res, () => keptPages(req, res, next)) : next();
  return { middleware, visit };
}

/**
 * The site: badges and kept images first (embedded elsewhere, no page headers), then the pages under the
 * site's security headers, every form posted from our own pages; the account pages, the console, and a 404
 * for what nothing answered.
 */
export function mountSite(app: Express, d: FaceDeps, actions: Actions, visit: Visit) {
  const { c } = d;
  app.use('/badges', badgeRouter(c.readModels, d.traffic, viewerOf));
  app.use(imageRoute(c.images));
  const pages: PageDeps = { actions, readModels: c.readModels, secrets: c.secrets, usage: c.usage, settings: d.settings, clock: c.clock };
  app.use(d.siteHeaders);
  app.get('/bot', botPage({ ...pages, name: CRAWLER_NAME }));
  app.use(sameOriginPosts);
  app.use(assetRoutes());
  app.use(seoRoutes(pages));
  app.use(feedRoutes(pages));
  app.use(listingFeedRoutes(pages));
  app.use(outboundLinks({ readModels: c.readModels, traffic: d.traffic, viewerOf, publicUrl: d.base }));
  app.use(sitePages({ ...pages, visit }));
  const render = pageRenderer(pages);
  mountAccountPages(app, d, { ...pages, render });
  mountPublicPages(app, pages);
  // The site team's console: pages over the same actions as the admin API.
  const team = { readModels: c.readModels, secrets: c.secrets, clock: c.clock, adminToken: c.config.adminToken, render, secure: d.base.startsWith('https://') };
  app.use(siteTeamDoor(team));
  app.use(moderationPages({ ...team, actions }));
  app.use(commentModerationPages({ ...team, actions }));
  app.use(catalogPages({ ...team, actions }));
  app.use(async (req: Request, res: Response) => {
    // A person who followed a broken link gets the site's page; a program gets problem+json.
    if (req.method === 'GET' && !isApi(req) && wantsHtml(req)) return notFoundPage(render, req, res);
    sendProblem(res, problem(404, `no route for ${req.method} ${req.path}`));
  });
}
