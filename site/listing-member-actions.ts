import express, { type Request, type Response } from 'express';
import { callerOf } from '../api/actions/caller-of.ts';
import type { Caller } from '../api/actions/index.ts';
import { csrfMatches, currentSession } from '../api/auth/sessions.ts';
import { problem, sendProblem, statusOf } from '../api/problem.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { isSlug } from '../domain/shared/slug.ts';
import { listingProfile } from '../projections/queries/index.ts';
import { siteFormBody } from './kit/form-body.ts';
import { html } from './kit/html.ts';
import type { PageDeps } from './kit/page-deps.ts';
import { type PageRenderer, pageRenderer } from './kit/render.ts';

type Act = (listingId: number, body: Record<string, unknown>, caller: Caller, params: Record<string, string>) => Promise<unknown>;

/** Back to where the form was (a card on the home page, a board), or to the listing; only ever a path of this site. */
const backOf = (req: Request, slug: string) => {
  const asked = String(req.query.back ?? '');
  return /^\/(?!\/)[^\s\\]*$/.test(asked) ? asked : `/listings/${slug}`;
};

/**
 * What signed-in people do from a listing's page (follow, vote, review, comment): plain form posts, no
 * script, each carrying the session's CSRF token, then back to the page; a refusal is a page saying why.
 */
const memberAction = (deps: PageDeps, pages: PageRenderer, act: Act) => async (req: Request, res: Response) => {
  const slug = String(req.params.slug);
  const back = backOf(req, slug);
  if (!isSlug(slug)) return sendProblem(res, problem(404, `listing ${slug} not found`));
  const session = await currentSession(req, deps.readModels, deps.secrets);
  if (!session) return res.redirect(303, `/signin?next=${encodeURIComponent(back)}`);
  if (!csrfMatches(req.body, session.csrf))
    return pages.send(req, res, { title: 'Forbidden', noindex: true, status: 403 }, html`<h1>Forbidden</h1><p>This form has expired; reload the page.</p>`);
  const listing = await listingProfile(deps.readModels, slug);
  if (!listing) return sendProblem(res, problem(404, `listing ${slug} not found`));
  try {
    await act(listing.listing_id, req.body ?? {}, callerOf(req, session), req.params as Record<string, string>);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.retryAfterSeconds !== null) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    return pages.send(
      req,
      res,
      { title: 'Not possible', noindex: true, status: statusOf(error) },
      html`<h1>Not possible</h1><p class="error" role="alert">${error.message}</p><p><a href="${back}">Back to the listing</a></p>`,
    );
  }
  res.redirect(303, back);
};

/** The forms of a listing's page, each running one action of the site. */
export function listingMemberActions(deps: PageDeps) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  const form = siteFormBody(pages)('32kb');
  const post = (path: string, act: Act) => router.post(`/listings/:slug/${path}`, form, memberAction(deps, pages, act));
  const { actions } = deps;
  post('follow', (listingId, _b, caller) => actions.followListing({ listingId }, caller));
  post('unfollow', (listingId, _b, caller) => actions.unfollowListing({ listingId }, caller));
  post('vote', (listingId, _b, caller) => actions.castVote({ listingId }, caller));
  post('unvote', (listingId, _b, caller) => actions.withdrawVote({ listingId }, caller));
  post('review', (listingId, b, caller) => actions.writeReview({ listingId, rating: Number(b.rating), text: String(b.text ?? '') }, caller));
  post('review/delete', (listingId, _b, caller) => actions.deleteReview({ listingId }, caller));
  // The discussion: a comment or a reply (parent_id), and what its author or a reader does to one.
  post('comments', (listingId, b, caller) =>
    actions.postComment({ listingId, parentId: b.parent_id ? String(b.parent_id) : null, text: String(b.text ?? '') }, caller),
  );
  post('comments/:comment/edit', (_l, b, caller, p) => actions.editComment({ commentId: String(p.comment), text: String(b.text ?? '') }, caller));
  post('comments/:comment/delete', (_l, _b, caller, p) => actions.deleteComment({ commentId: String(p.comment) }, caller));
  post('comments/:comment/report', (_l, b, caller, p) => actions.reportComment({ commentId: String(p.comment), reason: String(b.reason ?? '') }, caller));
  return router;
}
