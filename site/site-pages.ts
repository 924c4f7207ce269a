import express, { type Request } from 'express';
import type { PageDeps } from './kit/page-deps.ts';
import { listingMemberActions } from './listing-member-actions.ts';
import { listingPageRoute } from './listing-page-route.ts';
import { homePage } from './public/home-page.ts';
import { linkPolicyPage } from './public/link-policy-page.ts';
import { updatesPage } from './public/updates-page.ts';

/**
 * Server-rendered public pages (no JavaScript needed): the home page, each listing's page (which
 * badges link to) with its vote, follow, review and comment forms, the link policy and the site-wide
 * latest-updates feed.
 */
export function sitePages(deps: PageDeps & { visit: (req: Request, slug: string) => void }) {
  const router = express.Router();
  router.use(homePage(deps), listingPageRoute(deps), linkPolicyPage(deps), updatesPage(deps), listingMemberActions(deps));
  return router;
}
