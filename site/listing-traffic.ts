import express, { type Request, type Response } from 'express';
import type { TrafficRecorder, Viewer } from '../api/traffic/traffic-counter.ts';
import { safeWebLink } from '../domain/shared/links.ts';
import { isSlug } from '../domain/shared/slug.ts';
import { isBadgeReferral } from '../domain/traffic/traffic.ts';
import type { ReadModels } from '../projections/index.ts';
import { badgeListing } from '../projections/queries/index.ts';

export type ListingTrafficDeps = { readModels: ReadModels; traffic: TrafficRecorder; viewerOf: (req: Request) => Viewer; publicUrl: string };

/**
 * A visit to a listing's page: a view, and a badge referral when it came from the product's own
 * site. The referrer is read here and forgotten; only the count is kept.
 */
export function listingVisit(deps: ListingTrafficDeps) {
  const ownHost = new URL(deps.publicUrl).host;
  return (req: Request, slug: string) => {
    if (!isSlug(slug)) return;
    const viewer = deps.viewerOf(req);
    deps.traffic.record(slug, 'views', viewer);
    const referrer = req.get('referer');
    if (!referrer || URL.parse(referrer)?.host === ownHost) return;
    // Only a visit from another site costs the read of the listing's domain.
    void badgeListing(deps.readModels, slug)
      .then((doc) => {
        if (doc && isBadgeReferral(referrer, doc.domain)) deps.traffic.record(slug, 'badge_referrals', viewer);
      })
      .catch(() => undefined);
  };
}

/**
 * `/go/<slug>`: the listing's website link. The click is counted (once per visitor and day, robots
 * not at all), then the visitor is sent on to the product's own address with a 302.
 */
export function outboundLinks(deps: ListingTrafficDeps) {
  const router = express.Router();
  router.get('/go/:slug', async (req: Request, res: Response, next) => {
    const slug = String(req.params.slug);
    const doc = isSlug(slug) ? await badgeListing(deps.readModels, slug) : null;
    const to = doc ? safeWebLink(doc.url) : null;
    if (!doc || !to) return next();
    deps.traffic.record(slug, 'outbound_clicks', deps.viewerOf(req));
    // Each click must reach us to be counted, and a link out says nothing for search engines to index.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.redirect(302, to);
  });
  return router;
}
