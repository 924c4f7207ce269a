import express, { type Request, type Response } from 'express';
import { currentSession } from '../api/auth/sessions.ts';
import { safeWebLink } from '../domain/shared/links.ts';
import { isSlug } from '../domain/shared/slug.ts';
import type { ListingDoc } from '../projections/listing-doc.ts';
import { keptLogo, publishedStatus } from '../projections/listing-search.ts';
import { badgeListing, publicProfileOf } from '../projections/queries/index.ts';
import { listingMark } from './kit/cards.ts';
import { shortDate } from './kit/dates.ts';
import { html, plain } from './kit/html.ts';
import { absolute } from './kit/layout.ts';
import type { PageDeps } from './kit/page-deps.ts';
import { pageRenderer } from './kit/render.ts';
import { listingJsonLd } from './listing-json-ld.ts';
import { listingPageBody } from './listing-page.ts';
import { communityOf, extrasOf } from './listing-page-reads.ts';
import { notFoundPage } from './not-found-page.ts';

/** A free listing waiting for its badge has a page already (the badge links here): its name, and the week it is queued for. */
export const queuedListingView = (doc: ListingDoc, site: string) =>
  html`<header class="hero">${listingMark(doc.name, doc.slug, keptLogo(doc))}<div class="hero-text"><h1>${plain(doc.name)}</h1><p class="tagline">${plain(doc.tagline ?? '')}</p>
<p class="hero-meta">Queued for its launch on ${site} in the week of ${doc.launch_week ? shortDate(doc.launch_week) : ''}.</p></div><div class="hero-actions">${
    // Through /go like the launched listing's link, so a click before launch counts too.
    safeWebLink(doc.url)
      ? html`<a class="button large visit" href="/go/${doc.slug}" rel="nofollow noopener">Visit ${doc.domain} <span class="arrow" aria-hidden="true">↗</span></a>`
      : doc.domain
  }</div></header>`;

/**
 * Each listing's public page (which badges link to), with its vote, follow, review and comment forms for
 * the viewer; a visit is counted. No JavaScript needed.
 */
export function listingPageRoute(deps: PageDeps & { visit: (req: Request, slug: string) => void }) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  router.get('/listings/:slug', async (req: Request, res: Response) => {
    const slug = String(req.params.slug);
    const doc = isSlug(slug) ? await badgeListing(deps.readModels, slug) : null;
    if (!doc) return notFoundPage(pages, req, res, 'No listing has that address.');
    const status = publishedStatus(doc);
    if (!status) return pages.send(req, res, { title: doc.name, description: doc.tagline, noindex: true }, (site) => queuedListingView(doc, site));
    const p = await publicProfileOf(deps.readModels, doc, status);
    deps.visit(req, slug);
    const session = await currentSession(req, deps.readModels, deps.secrets);
    const commentsPage = Math.min(1000, Math.max(1, Number.parseInt(String(req.query.comments ?? '1'), 10) || 1));
    const { follow, community, threads } = await communityOf(deps, p, doc, session, commentsPage);
    const extras = await extrasOf(deps, doc, p, await pages.siteName());
    const base = deps.settings.publicUrl;
    const path = `/listings/${p.slug}`;
    const meta = {
      title: p.seo.title ?? p.name,
      description: p.seo.description ?? p.summary ?? p.tagline,
      ogType: 'product' as const,
      // Our own copy of the logo, never the product's server.
      image: extras.logo ? absolute(base, extras.logo.url) : undefined,
      path,
      jsonLd: listingJsonLd(p, absolute(base, path), threads.items),
      feeds: { title: `${plain(p.name)}: updates and discussion`, atom: `${path}/feed.atom`, json: `${path}/feed.json` },
      session,
    };
    await pages.send(req, res, meta, listingPageBody(p, follow, community, extras));
  });
  return router;
}
