import express, { type Request, type Response } from 'express';
import type { ActionInput, Actions } from '../../api/actions/index.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import {
  allClaims,
  allListings,
  allOrders,
  allReviewsOf,
  editsFeed,
  flaggedListings,
  listingForSiteTeam,
  revenueFigure,
} from '../../projections/queries/index.ts';
import { notice } from '../account/account-shell.ts';
import { errorSummary } from '../kit/forms.ts';
import { html, type Renderable } from '../kit/html.ts';
import { dollarsAsCents } from '../kit/money.ts';
import { refusalOf } from '../kit/site-operations.ts';
import { listingView } from './moderation/listing-view.ts';
import { type Act, claimsView, editsView, LISTING_STATES, listingsView, ORDER_STATES, ordersView, overviewView } from './moderation/moderation-views.ts';
import { type ConsoleDeps, consolePage, memberOf, teamAction, teamCaller, teamCsrf } from './site-team.ts';

const DONE: Record<string, string> = {
  reverted: 'Reverted: the listing is back to its values before that edit.',
  hidden: 'Hidden from every public read; its owners still see it.',
  shown: 'Shown again.',
  unlocked: 'Sections unlocked.',
  revenue: 'Revenue recorded as verified.',
  'review-hidden': 'Review hidden.',
  'review-shown': 'Review shown again.',
  unchanged: 'Nothing changed.',
};

type Deps = ConsoleDeps & { actions: Actions };
const pageOf = (req: Request) => Math.min(1000, Math.max(1, Number.parseInt(String(req.query.page ?? '1'), 10) || 1));
const oneOf = <T extends string>(values: readonly T[], v: unknown): T | undefined => values.find((x) => x === String(v));
const text = (v: unknown) => String(v ?? '').trim();
const caller = (res: Response) => teamCaller(res.req, memberOf(res));
const actFor =
  (res: Response): Act =>
  (path, label, extra) =>
    teamAction(memberOf(res), path, label, extra);

// The path's ids go to the actions as they are: a listing that is no number is their declaration's to refuse.
const listingIdOf = (req: Request) => Number(req.params.id);
const reviewerOf = (req: Request) => String(req.params.account);
// An amount that is none reaches the action as typed: its declaration refuses it, and the page names the form's `mrr`.
const revenueOf = (req: Request) =>
  ({
    listingId: listingIdOf(req),
    mrrCents: dollarsAsCents(req.body?.mrr),
    month: text(req.body?.month),
    evidence: String(req.body?.evidence ?? ''),
  }) as ActionInput<'verifyRevenue'>;

/** The console's one-button actions on a listing: what each runs, and the notice its page shows after. */
type ListingAction = { done: string; run(c: Deps, req: Request, res: Response): Promise<{ changed: boolean }>; formNames?: Record<string, string> };
const LISTING_ACTIONS: Record<string, ListingAction> = {
  hide: { done: 'hidden', run: (c, req, res) => c.actions.hideListing({ listingId: listingIdOf(req), reason: text(req.body?.reason) }, caller(res)) },
  unhide: { done: 'shown', run: (c, req, res) => c.actions.unhideListing({ listingId: listingIdOf(req) }, caller(res)) },
  unlock: {
    done: 'unlocked',
    run: (c, req, res) => c.actions.unlockSections({ listingId: listingIdOf(req), sections: ([] as string[]).concat(req.body?.sections ?? []) }, caller(res)),
  },
  revenue: { done: 'revenue', run: (c, req, res) => c.actions.verifyRevenue(revenueOf(req), caller(res)), formNames: { mrrCents: 'mrr' } },
  'reviews/:account/hide': {
    done: 'review-hidden',
    run: (c, req, res) => c.actions.hideReview({ listingId: listingIdOf(req), accountId: reviewerOf(req), reason: text(req.body?.reason) }, caller(res)),
  },
  'reviews/:account/unhide': {
    done: 'review-shown',
    run: (c, req, res) => c.actions.unhideReview({ listingId: listingIdOf(req), accountId: reviewerOf(req) }, caller(res)),
  },
};

/**
 * What the site team watches and acts on: the feed of edits with their before and after (revert),
 * every listing with its version history (hide, show, unlock sections, hide reviews), claims,
 * orders, and free listings whose badge went missing.
 */
export function moderationPages(c: Deps) {
  const router = express.Router();
  const page = (req: Request, res: Response, area: string, title: string, body: Renderable, status?: number) =>
    consolePage(c, req, res, { member: memberOf(res), area, title, status }, html`${notice(DONE, req.query.done)}${body}`);
  /** Runs an action and goes back with its notice; a refusal is a page saying why, with its status. */
  const act =
    (run: (req: Request, res: Response) => Promise<{ changed: boolean }>, back: (req: Request) => string, done: string, formNames?: Record<string, string>) =>
    async (req: Request, res: Response) => {
      try {
        const r = await run(req, res);
        res.redirect(303, `${back(req)}?done=${r.changed ? done : 'unchanged'}`);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const refusal = refusalOf(error, formNames);
        return page(req, res, '/admin', 'That did not work', html`${errorSummary(refusal)}<p><a href="${back(req)}">Back</a></p>`, refusal.status);
      }
    };

  router.get('/admin', async (req, res) => {
    const [edits, listings, flagged, toFulfil] = await Promise.all([
      editsFeed(c.readModels, {}, { page: 1, perPage: 5 }),
      allListings(c.readModels, {}, { page: 1, perPage: 1 }),
      flaggedListings(c.readModels, { page: 1, perPage: 10 }),
      allOrders(c.readModels, { status: 'paid' }, { page: 1, perPage: 1 }),
    ]);
    const counts = { edits, listings: listings.total, flagged: flagged.total, toFulfil: toFulfil.total };
    return page(req, res, '/admin', 'Site team console', overviewView(counts, actFor(res)));
  });
  router.get('/admin/edits', async (req, res) => {
    const feed = await editsFeed(c.readModels, {}, { page: pageOf(req), perPage: 20 });
    return page(req, res, '/admin/edits', 'Edits to review', editsView(feed, pageOf(req), actFor(res)));
  });
  router.post(
    '/admin/edits/:edit/revert',
    act(
      (req, res) => c.actions.revertEdit({ editId: String(req.params.edit) }, caller(res)),
      () => '/admin/edits',
      'reverted',
    ),
  );
  router.get('/admin/listings', async (req, res) => {
    const flagged = req.query.flagged === '1';
    const status = oneOf(LISTING_STATES, req.query.status);
    const at = { page: pageOf(req), perPage: 50 };
    const list = flagged ? await flaggedListings(c.readModels, at) : await allListings(c.readModels, { status }, at);
    return page(req, res, '/admin/listings', flagged ? 'Free listings whose badge went missing' : 'Listings', listingsView(list, { flagged, status }, at.page));
  });
  router.get('/admin/listings/:id', async (req, res) => {
    const id = Number(req.params.id);
    const listing = Number.isSafeInteger(id) && id > 0 ? await listingForSiteTeam(c.readModels, id) : null;
    if (!listing) return page(req, res, '/admin/listings', 'Listing not found', html`<p>No listing has this number.</p>`, 404);
    const [versions, reviews, revenue] = await Promise.all([
      c.actions.listingHistory({ listingId: id }, caller(res)),
      allReviewsOf(c.readModels, id),
      revenueFigure(c.readModels, id),
    ]);
    return page(req, res, '/admin/listings', listing.name, listingView({ listing, versions, reviews, revenue }, teamCsrf(memberOf(res)), actFor(res)));
  });
  for (const [path, a] of Object.entries(LISTING_ACTIONS))
    router.post(
      `/admin/listings/:id/${path}`,
      act(
        (req, res) => a.run(c, req, res),
        (req) => `/admin/listings/${req.params.id}`,
        a.done,
        a.formNames,
      ),
    );
  router.get('/admin/claims', async (req, res) => {
    const claims = await allClaims(c.readModels, { page: pageOf(req), perPage: 50 });
    return page(req, res, '/admin/claims', 'Claims', claimsView(claims, pageOf(req), c.clock.now()));
  });
  router.get('/admin/orders', async (req, res) => {
    const status = oneOf(ORDER_STATES, req.query.status);
    const orders = await allOrders(c.readModels, { status }, { page: pageOf(req), perPage: 50 });
    return page(req, res, '/admin/orders', 'Orders', ordersView(orders, status, pageOf(req)));
  });
  return router;
}
