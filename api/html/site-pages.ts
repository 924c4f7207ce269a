import express, { type NextFunction, type Request, type Response } from 'express';
import type { Clock } from '../../domain/ports/clock.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { mondayOf } from '../../domain/shared/weeks.ts';
import {
  badgeListing,
  FEATURED_LABEL,
  featuredIn,
  isFollowing,
  latestUpdates,
  launches,
  listingProfile,
  ownsListing,
  type PublicProfile,
  reviewBy,
  reviewsOf,
  siteSettings,
} from '../../projections/queries/index.ts';
import { currentSession, type Session } from '../auth/sessions.ts';
import { problem, sendProblem, statusOf } from '../problem.ts';
import type { ViewCounter, Viewer } from '../views/view-counter.ts';
import type { PageDeps } from './account-pages.ts';
import { reviewsSection, type Standing, voteControl } from './community-section.ts';
import { escapeMarkup as e } from './escape.ts';
import { type VoteLimits, voteLimit } from './hourly-limit.ts';
import { type FollowControl, listingPageBody } from './listing-page.ts';

const SLUG = /^[a-z0-9][a-z0-9-]{0,219}$/;
const FEED_PAGE_SIZE = 20;

const layout = (site: string, title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)} · ${e(site)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#111}a{color:#2563eb}li{margin:.4rem 0}.muted{color:#555}.headline{font-size:1.2rem}</style>
</head><body><p><a href="/">${e(site)}</a> · <a href="/updates">Latest updates</a></p>${body}</body></html>`;

/**
 * Server-rendered public pages (no JavaScript needed): the home page, each listing's page (which
 * badges link to) with its follow button, and the site-wide latest-updates feed.
 */
export function sitePages(deps: PageDeps & { clock: Clock; views: Pick<ViewCounter, 'record'>; viewerOf: (req: Request) => Viewer; voteLimits: VoteLimits }) {
  const votes = voteLimit(deps.voteLimits);
  const router = express.Router();
  const siteName = async () => (await siteSettings(deps.readModels))?.name ?? 'Launch Directory';

  router.get('/', async (_req: Request, res: Response) => {
    const site = await siteName();
    const week = await launches(deps.readModels, 'this-week', { page: 1, perPage: 50 }, deps.clock.now());
    const items = week.items
      .map((l) => `<li><a href="/listings/${e(l.slug)}">${e(l.name)}</a> — ${e(l.tagline ?? '')} <span class="muted">(${l.votes} votes)</span></li>`)
      .join('');
    const featured = await featuredIn(deps.readModels, mondayOf(deps.clock.now()));
    const featuredRow = featured.length
      ? `<section id="featured"><h2>${e(FEATURED_LABEL)}</h2><ul>${featured.map((l) => `<li><a href="/listings/${e(l.slug)}">${e(l.name)}</a> — ${e(l.tagline ?? '')} <span class="muted">${e(l.label)}</span></li>`).join('')}</ul></section>`
      : '';
    res
      .type('html')
      .send(
        layout(
          site,
          'This week',
          `<h1>${e(site)}</h1>${featuredRow}<h2>Launching this week</h2><ol>${items}</ol><p><a href="/api/v1/docs">API reference</a></p>`,
        ),
      );
  });

  router.get('/listings/:slug', async (req: Request, res: Response) => {
    const slug = String(req.params.slug);
    if (!SLUG.test(slug)) return sendProblem(res, problem(400, 'invalid slug', [{ field: 'slug', message: 'must match ^[a-z0-9][a-z0-9-]{0,219}$' }]));
    const p = await listingProfile(deps.readModels, slug);
    if (!p) {
      // A free listing waiting for its badge has a page already: the badge links here.
      const queued = await badgeListing(deps.readModels, slug);
      if (!queued) return sendProblem(res, problem(404, `listing ${slug} not found`));
      const site = await siteName();
      return res
        .type('html')
        .send(
          layout(
            site,
            queued.name,
            `<h1>${e(queued.name)}</h1><p>${e(queued.tagline ?? '')}</p><p><a href="${e(queued.url)}" rel="noopener">${e(queued.domain)}</a></p><p class="muted">Queued for its launch on ${e(site)} in the week of ${e(queued.launch_week ?? '')}.</p>`,
          ),
        );
    }
    deps.views.record(slug, deps.viewerOf(req));
    const session = await currentSession(req, deps.readModels, deps.secrets);
    const follow: FollowControl = session
      ? { kind: 'signed-in', csrf: session.csrf, following: await isFollowing(deps.readModels, p.listing_id, session.account.id) }
      : { kind: 'signed-out' };
    const mine = session ? await reviewBy(deps.readModels, p.listing_id, session.account.id) : null;
    const standing: Standing = session
      ? {
          kind: 'signed-in',
          csrf: session.csrf,
          owner: await ownsListing(deps.readModels, p.listing_id, session.account.id),
          confirmed: session.account.email_confirmed === true,
          voted: await deps.commands.hasVoted(p.listing_id, session.account.id),
          review: mine ? { rating: mine.rating, text: mine.text } : null,
        }
      : { kind: 'signed-out' };
    const live = p.status === 'live';
    const community = {
      vote: voteControl(p.slug, live, p.votes, standing),
      reviews: reviewsSection(p.slug, live, p.community_rating, await reviewsOf(deps.readModels, p.listing_id), standing),
    };
    // The page differs per person once signed in (the buttons), so no shared cache may keep it.
    if (session) res.setHeader('Cache-Control', 'private, no-store');
    res.type('html').send(layout(await siteName(), p.name, listingPageBody(p, await siteName(), follow, community)));
  });

  router.get('/updates', async (req: Request, res: Response) => {
    const page = Number(req.query.page ?? 1);
    if (!Number.isInteger(page) || page < 1 || page > 10_000)
      return sendProblem(res, problem(400, 'invalid page', [{ field: 'page', message: 'must be an integer from 1 to 10000' }]));
    const site = await siteName();
    const feed = await latestUpdates(deps.readModels, { page, perPage: FEED_PAGE_SIZE });
    const items = feed.items
      .map(
        (u) =>
          `<article><h2><a href="/listings/${e(u.listing.slug)}#updates">${e(u.listing.name)}</a>: ${e(u.title)}</h2><p class="muted">${e(u.published_at.slice(0, 10))}</p><p>${e(u.body)}</p></article>`,
      )
      .join('');
    const more = page * FEED_PAGE_SIZE < feed.total ? `<p><a href="/updates?page=${page + 1}">Older updates</a></p>` : '';
    res.type('html').send(layout(site, 'Latest updates', `<h1>Latest updates</h1>${items || '<p>No updates yet.</p>'}${more}`));
  });

  /**
   * What signed-in people do from a listing's page (follow, vote, review): plain form posts, no
   * script, each carrying the session's CSRF token, then back to the page.
   */
  const memberAction =
    (
      run: (c: {
        session: Session;
        listing: PublicProfile;
        body: Record<string, unknown>;
        req: Request;
      }) => Promise<{ position: number; events: { type: string }[] }>,
    ) =>
    async (req: Request, res: Response) => {
      const slug = String(req.params.slug);
      const back = `/listings/${slug}`;
      if (!SLUG.test(slug)) return sendProblem(res, problem(404, `listing ${slug} not found`));
      const session = await currentSession(req, deps.readModels, deps.secrets);
      if (!session) return res.redirect(303, `/signin?next=${encodeURIComponent(back)}`);
      if (req.body?.csrf !== session.csrf)
        return res
          .status(403)
          .type('html')
          .send(layout(await siteName(), 'Forbidden', '<p>This form has expired; reload the page.</p>'));
      const listing = await listingProfile(deps.readModels, slug);
      if (!listing) return sendProblem(res, problem(404, `listing ${slug} not found`));
      try {
        const r = await run({ session, listing, body: req.body ?? {}, req });
        await deps.readModels.waitFor(
          r.position,
          deps.settings.readYourWritesTimeoutMs,
          r.events.map((ev) => ev.type),
        );
      } catch (error) {
        if (error instanceof DomainError) {
          if (error.retryAfterSeconds !== null) res.setHeader('Retry-After', String(error.retryAfterSeconds));
          return res
            .status(statusOf(error))
            .type('html')
            .send(layout(await siteName(), 'Not possible', `<p class="error">${e(error.message)}</p><p><a href="${e(back)}">Back to the listing</a></p>`));
        }
        throw error;
      }
      res.redirect(303, back);
    };
  const as = (c: { session: Session; req: Request }) => ({ actor: c.session.account.id, correlationId: c.req.correlationId });
  const form = express.urlencoded({ extended: false, limit: '8kb' });
  const post = (path: string, run: Parameters<typeof memberAction>[0]) => router.post(`/listings/:slug/${path}`, form, sameOrigin, memberAction(run));
  post('follow', (c) => deps.commands.followListing({ listingId: c.listing.listing_id, accountId: c.session.account.id }, as(c)));
  post('unfollow', (c) => deps.commands.unfollowListing({ listingId: c.listing.listing_id, accountId: c.session.account.id }, as(c)));
  post('vote', async (c) => {
    const keys = [`account:${c.session.account.id}`, `addr:${c.req.socket.remoteAddress}`];
    const wait = votes.take(keys);
    if (wait > 0) throw new DomainError('rate_limited', `too many votes in the last hour; try again in ${Math.ceil(wait / 60)} minutes`, [], wait);
    try {
      const r = await deps.commands.castVote(
        { listingId: c.listing.listing_id, voterId: c.session.account.id, voterConfirmed: c.session.account.email_confirmed === true },
        as(c),
      );
      if (r.events.length === 0) votes.giveBack(keys);
      return r;
    } catch (error) {
      votes.giveBack(keys);
      throw error;
    }
  });
  post('unvote', (c) => deps.commands.withdrawVote({ listingId: c.listing.listing_id, voterId: c.session.account.id }, as(c)));
  post('review', (c) =>
    deps.commands.writeReview(
      {
        listingId: c.listing.listing_id,
        accountId: c.session.account.id,
        rating: Number(c.body.rating),
        text: String(c.body.text ?? '').slice(0, 5000),
        reviewerConfirmed: c.session.account.email_confirmed === true,
      },
      as(c),
    ),
  );
  post('review/delete', (c) => deps.commands.deleteReview({ listingId: c.listing.listing_id, accountId: c.session.account.id }, as(c)));
  return router;
}

/** Browsers send Origin on form posts: one from another site is refused before anything else. */
function sameOrigin(req: Request, res: Response, next: NextFunction) {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') {
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {}
    if (host !== req.headers.host) return res.status(403).type('html').send('<p>This form was posted from another site.</p>');
  }
  next();
}
