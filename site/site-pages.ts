import express, { type Request, type Response } from 'express';
import type { Caller } from '../api/actions/index.ts';
import { currentSession } from '../api/auth/sessions.ts';
import type { BadgeStyle } from '../api/badges/badge-svg.ts';
import { BADGE_NAMES, earnedBadges, embedHtml } from '../api/badges/listing-badges.ts';
import { problem, sendProblem, statusOf } from '../api/problem.ts';
import { LINK_POLICY, outboundRel } from '../domain/listing/link-policy.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { safeWebLink } from '../domain/shared/links.ts';
import { isSlug } from '../domain/shared/slug.ts';
import { addWeeks, mondayOf } from '../domain/shared/weeks.ts';
import type { ListingDoc } from '../projections/listing-doc.ts';
import { keptLogo, publishedStatus } from '../projections/listing-search.ts';
import {
  alternativesOf,
  badgeListing,
  discussion,
  featuredIn,
  hasVoted,
  isFollowing,
  latestUpdates,
  launches,
  leaderboard,
  listingProfile,
  ownsListing,
  publicProfileOf,
  rankInWeek,
  reviewBy,
  reviewsOf,
  siteSettings,
} from '../projections/queries/index.ts';
import { reviewsSection, type Standing, voteControl } from './community-section.ts';
import { type DiscussionViewer, discussionSection } from './discussion-section.ts';
import { callerOf } from './kit/caller.ts';
import { listingMark, pager } from './kit/cards.ts';
import { shortDate } from './kit/dates.ts';
import { siteFormBody } from './kit/form-body.ts';
import { html, plain } from './kit/html.ts';
import { absolute } from './kit/layout.ts';
import type { PageDeps } from './kit/page-deps.ts';
import { pageRenderer } from './kit/render.ts';
import { listingJsonLd } from './listing-json-ld.ts';
import { type FollowControl, listingPageBody, paragraphs } from './listing-page.ts';
import { notFoundPage } from './not-found-page.ts';
import { homeBody } from './public/home-view.ts';

const DEFAULT_STYLE: BadgeStyle = { shape: 'standard', mode: 'light', size: 'm' };
const FEED_PAGE_SIZE = 20;

/**
 * Server-rendered public pages (no JavaScript needed): the home page, each listing's page (which
 * badges link to) with its vote, follow and review forms, and the site-wide latest-updates feed.
 */
export function sitePages(deps: PageDeps & { visit: (req: Request, slug: string) => void }) {
  const router = express.Router();
  const pages = pageRenderer(deps);

  router.get('/', async (req: Request, res: Response) => {
    const viewer = await pages.viewer(req);
    const now = deps.clock.now();
    const [today, week, lastWeek, trending, upcoming, featured, updates, settings] = await Promise.all([
      launches(deps.readModels, 'today', { page: 1, perPage: 10 }, now),
      launches(deps.readModels, 'this-week', { page: 1, perPage: 20 }, now),
      leaderboard(deps.readModels, 'community-weekly', addWeeks(mondayOf(now), -1), { page: 1, perPage: 5 }),
      launches(deps.readModels, 'trending', { page: 1, perPage: 5 }, now),
      launches(deps.readModels, 'upcoming', { page: 1, perPage: 5 }, now),
      featuredIn(deps.readModels, mondayOf(now)),
      latestUpdates(deps.readModels, { page: 1, perPage: 5 }),
      siteSettings(deps.readModels),
    ]);
    const purpose = settings?.purpose || 'Products launching this week, ranked by the community.';
    await pages.send(req, res, { session: viewer, title: settings?.name ?? 'Launch Directory', description: purpose, section: 'home', path: '/' }, (site) =>
      homeBody({
        site,
        purpose,
        viewer,
        back: req.originalUrl,
        today: today.items,
        week: week.items,
        lastWeek: lastWeek.items.map((i) => ({ ...i.listing, rank: i.rank, weekVotes: i.metric })),
        lastWeekStart: addWeeks(mondayOf(now), -1),
        weekDay: ((now.getUTCDay() + 6) % 7) + 1,
        featured,
        trending: trending.items,
        upcoming: upcoming.items,
        updates: updates.items,
      }),
    );
  });

  router.get('/listings/:slug', async (req: Request, res: Response) => {
    const slug = String(req.params.slug);
    if (!isSlug(slug)) return notFoundPage(pages, req, res, 'No listing has that address.');
    const doc = await badgeListing(deps.readModels, slug);
    if (!doc) return notFoundPage(pages, req, res, 'No listing has that address.');
    const status = publishedStatus(doc);
    if (!status) {
      // A free listing waiting for its badge has a page already: the badge links here.
      return pages.send(
        req,
        res,
        { title: doc.name, description: doc.tagline, noindex: true },
        (site) =>
          html`<header class="hero">${listingMark(doc.name, doc.slug, keptLogo(doc))}<div class="hero-text"><h1>${plain(doc.name)}</h1><p class="tagline">${plain(doc.tagline ?? '')}</p>
<p class="hero-meta">Queued for its launch on ${site} in the week of ${doc.launch_week ? shortDate(doc.launch_week) : ''}.</p></div><div class="hero-actions">${
            // Through /go like the launched listing's link, so a click before launch counts too.
            safeWebLink(doc.url)
              ? html`<a class="button large visit" href="/go/${doc.slug}" rel="nofollow noopener">Visit ${doc.domain} <span class="arrow" aria-hidden="true">↗</span></a>`
              : doc.domain
          }</div></header>`,
      );
    }
    const p = await publicProfileOf(deps.readModels, doc, status);
    deps.visit(req, slug);
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
          voted: await hasVoted(deps.readModels, p.listing_id, session.account.id),
          review: mine ? { rating: mine.rating, text: mine.text } : null,
        }
      : { kind: 'signed-out' };
    const live = p.status === 'live';
    const commentsPage = Math.min(1000, Math.max(1, Number.parseInt(String(req.query.comments ?? '1'), 10) || 1));
    const now = deps.clock.now();
    const threads = await discussion(
      deps.readModels,
      p.listing_id,
      { page: commentsPage, perPage: 20 },
      { launchedAt: doc.live_at ?? null, now, viewerId: session?.account.id ?? null },
    );
    const discussionViewer: DiscussionViewer = session
      ? { kind: 'signed-in', csrf: session.csrf, confirmed: session.account.email_confirmed === true, accountId: session.account.id }
      : { kind: 'signed-out' };
    const community = {
      vote: voteControl(p.slug, live, p.votes, standing),
      reviews: reviewsSection(p.slug, live, p.community_rating, await reviewsOf(deps.readModels, p.listing_id), standing),
      discussion: discussionSection(p.slug, live, threads, p.comment_count, discussionViewer, now),
    };
    const site = await pages.siteName();
    const base = deps.settings.publicUrl;
    const badges = [...earnedBadges(doc, site)].map(([kind, content]) => ({
      name: BADGE_NAMES[kind],
      svg_url: `/badges/${doc.slug}/${kind}.svg`,
      embed_html: embedHtml(base, doc, kind, content, DEFAULT_STYLE),
    }));
    const alts = (await alternativesOf(deps.readModels, doc, { page: 1, perPage: 5 })).items;
    const logo = keptLogo(doc);
    const place = await weekPlaceOf(doc);
    const rel = outboundRel({ verified: doc.verified, plan: doc.plan, weekPlace: place.final });
    const path = `/listings/${p.slug}`;
    await pages.send(
      req,
      res,
      {
        title: p.seo.title ?? p.name,
        description: p.seo.description ?? p.summary ?? p.tagline,
        ogType: 'product',
        // Our own copy of the logo, never the product's server.
        image: logo ? absolute(base, logo.url) : undefined,
        path,
        jsonLd: listingJsonLd(p, absolute(base, path), threads.items),
        feeds: { title: `${plain(p.name)}: updates and discussion`, atom: `${path}/feed.atom`, json: `${path}/feed.json` },
        session,
      },
      listingPageBody(p, follow, community, {
        badges,
        alternatives: alts,
        logo,
        media: p.media ?? null,
        rel,
        launch: { rank: place.rank, verified: doc.verified },
      }),
    );
  });

  /**
   * Its place in its launch week: the award's once the week closed, else its rank by votes in the
   * week (`rank`, shown as a badge). `final` is the place the link policy counts: an award, or the
   * top three of the week running now.
   */
  async function weekPlaceOf(doc: ListingDoc): Promise<{ rank: number | null; final: number | null }> {
    const award = (doc.awards ?? []).find((a) => a.week === doc.launch_week);
    if (award) return { rank: award.place, final: award.place };
    if (doc.status !== 'live' || !doc.launch_week) return { rank: null, final: null };
    const rank = await rankInWeek(deps.readModels, doc.launch_week, doc.slug);
    return { rank, final: doc.launch_week === mondayOf(deps.clock.now()) && rank !== null && rank <= 3 ? rank : null };
  }

  // The link policy, published: what the rel of a listing's outbound links says, and why.
  router.get('/link-policy', (req, res) =>
    pages.send(
      req,
      res,
      { title: 'Link policy', description: 'When links from this directory to listed products are followed by search engines, and when not.' },
      html`<h1>Link policy</h1><p>Every link from a listing to the product's own website, milestones and demo is marked by one rule.</p>
<p>The links of a listing are followed (<code>rel="${LINK_POLICY.followed_rel}"</code>) when:</p><ul>${LINK_POLICY.followed_when.map((w) => html`<li>${w};</li>`)}</ul>
<p>Otherwise they are marked as user-generated and not followed: <code>rel="${LINK_POLICY.otherwise_rel}"</code>.</p>
<p>The same rule is in the API's <a href="/api/v1/site"><code>get_site_info</code></a> answer, as <code>link_policy</code>.</p>`,
    ),
  );

  router.get('/updates', async (req: Request, res: Response) => {
    const page = Number(req.query.page ?? 1);
    if (!Number.isInteger(page) || page < 1 || page > 10_000)
      return sendProblem(res, problem(400, 'invalid page', [{ field: 'page', message: 'must be an integer from 1 to 10000' }]));
    const feed = await latestUpdates(deps.readModels, { page, perPage: FEED_PAGE_SIZE });
    await pages.send(
      req,
      res,
      {
        title: 'Latest updates',
        description: 'What the companies listed here have shipped and announced, newest first.',
        path: page > 1 ? `/updates?page=${page}` : '/updates',
      },
      html`<header class="page-head"><h1>Latest updates</h1><p>What the companies listed here have shipped and announced, newest first.</p></header>${
        feed.items.length
          ? feed.items.map(
              (u) =>
                html`<article class="card post-card"><h2><a href="/listings/${u.listing.slug}#updates">${plain(u.listing.name)}</a>: ${plain(u.title)}</h2><p class="muted small">${shortDate(u.published_at)}</p>${paragraphs(u.body)}</article>`,
            )
          : html`<p class="empty">No updates yet.</p>`
      }${pager(page, FEED_PAGE_SIZE, feed.total, (n) => `/updates?page=${n}`)}`,
    );
  });

  /**
   * What signed-in people do from a listing's page (follow, vote, review): plain form posts, no
   * script, each carrying the session's CSRF token, then back to the page.
   */
  const memberAction =
    (act: (listingId: number, body: Record<string, unknown>, caller: Caller, params: Record<string, string>) => Promise<unknown>) =>
    async (req: Request, res: Response) => {
      const slug = String(req.params.slug);
      // Back to where the form was (a card on the home page, a board), or to the listing; only ever a path of this site.
      const asked = String(req.query.back ?? '');
      const back = /^\/(?!\/)[^\s\\]*$/.test(asked) ? asked : `/listings/${slug}`;
      if (!isSlug(slug)) return sendProblem(res, problem(404, `listing ${slug} not found`));
      const session = await currentSession(req, deps.readModels, deps.secrets);
      if (!session) return res.redirect(303, `/signin?next=${encodeURIComponent(back)}`);
      if (req.body?.csrf !== session.csrf)
        return pages.send(req, res, { title: 'Forbidden', noindex: true, status: 403 }, html`<h1>Forbidden</h1><p>This form has expired; reload the page.</p>`);
      const listing = await listingProfile(deps.readModels, slug);
      if (!listing) return sendProblem(res, problem(404, `listing ${slug} not found`));
      try {
        await act(listing.listing_id, req.body ?? {}, callerOf(req, session), req.params as Record<string, string>);
      } catch (error) {
        if (error instanceof DomainError) {
          if (error.retryAfterSeconds !== null) res.setHeader('Retry-After', String(error.retryAfterSeconds));
          return pages.send(
            req,
            res,
            { title: 'Not possible', noindex: true, status: statusOf(error) },
            html`<h1>Not possible</h1><p class="error" role="alert">${error.message}</p><p><a href="${back}">Back to the listing</a></p>`,
          );
        }
        throw error;
      }
      res.redirect(303, back);
    };
  const form = siteFormBody(pages)('32kb');
  const post = (path: string, act: Parameters<typeof memberAction>[0]) => router.post(`/listings/:slug/${path}`, form, memberAction(act));
  const { actions } = deps;
  post('follow', (listingId, _b, caller) => actions.run('followListing', { listingId }, caller));
  post('unfollow', (listingId, _b, caller) => actions.run('unfollowListing', { listingId }, caller));
  post('vote', (listingId, _b, caller) => actions.run('castVote', { listingId }, caller));
  post('unvote', (listingId, _b, caller) => actions.run('withdrawVote', { listingId }, caller));
  post('review', (listingId, b, caller) => actions.run('writeReview', { listingId, rating: Number(b.rating), text: String(b.text ?? '') }, caller));
  post('review/delete', (listingId, _b, caller) => actions.run('deleteReview', { listingId }, caller));
  // The discussion: a comment or a reply (parent_id), and what its author or a reader does to one.
  post('comments', (listingId, b, caller) =>
    actions.run('postComment', { listingId, parentId: b.parent_id ? String(b.parent_id) : null, text: String(b.text ?? '') }, caller),
  );
  post('comments/:comment/edit', (_l, b, caller, p) => actions.run('editComment', { commentId: String(p.comment), text: String(b.text ?? '') }, caller));
  post('comments/:comment/delete', (_l, _b, caller, p) => actions.run('deleteComment', { commentId: String(p.comment) }, caller));
  post('comments/:comment/report', (_l, b, caller, p) =>
    actions.run('reportComment', { commentId: String(p.comment), reason: String(b.reason ?? '') }, caller),
  );
  return router;
}
