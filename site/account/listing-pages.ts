import express from 'express';
import { callerOf } from '../../api/actions/caller-of.ts';
import type { ActionInput } from '../../api/actions/index.ts';
import { myListings } from '../../projections/queries/index.ts';
import { siteFormBody } from '../kit/form-body.ts';
import { signedIn } from '../kit/member-pages.ts';
import { dollarsAsCents } from '../kit/money.ts';
import { refusalOf } from '../kit/site-operations.ts';
import { accountPage } from './account-shell.ts';
import { launchInput, OPERATION_FORMS } from './listings/listing-forms.ts';
import { type ListingHandler, type ListingPageDeps, type OwnerListingPage, ownerListingPage, sessionOf } from './listings/owner-listing-page.ts';
import { myListingsView } from './listings/owner-listing-view.ts';

type Form = (typeof OPERATION_FORMS)[string];

/** Runs a form's operation for the listing; a refusal shows the page again with what to fix, a success its notice. */
const operationForm =
  (c: ListingPageDeps, page: OwnerListingPage, { op, input, done }: Form): ListingHandler =>
  async (req, res, l) => {
    const given = input({ body: req.body, params: req.params as Record<string, string> }, l);
    if (given === 'nothing') return res.redirect(303, `/account/listings/${l.listing_id}?done=nothing`);
    try {
      await c.ops[op](req, sessionOf(res), given);
    } catch (error) {
      return page.show(req, res, (await page.find(req, res)) ?? l, refusalOf(error), op);
    }
    res.redirect(303, `/account/listings/${l.listing_id}?done=${done}`);
  };

/** The free launch, chosen or (once chosen) its badge checked now: the notice says which, and when the check runs. */
const freeLaunch =
  (c: ListingPageDeps, page: OwnerListingPage): ListingHandler =>
  async (req, res, l) => {
    let checkingNow: boolean;
    try {
      checkingNow = (await c.ops.choose_free_listing(req, sessionOf(res), { path: { listing_id: l.listing_id } })).checking_now;
    } catch (error) {
      return page.show(req, res, l, refusalOf(error), 'choose_free_listing');
    }
    const done = l.plan !== 'free' ? 'free' : checkingNow ? 'checking' : 'scheduled';
    res.redirect(303, `/account/listings/${l.listing_id}?done=${done}`);
  };

/** A paid launch: on to the checkout the operation opened. */
const paidLaunch =
  (c: ListingPageDeps, page: OwnerListingPage): ListingHandler =>
  async (req, res, l) => {
    let checkoutUrl: string;
    try {
      checkoutUrl = (await c.ops.create_checkout(req, sessionOf(res), launchInput({ body: req.body, params: {} }, l))).checkout_url;
    } catch (error) {
      return page.show(req, res, l, refusalOf(error), 'create_checkout');
    }
    const to = new URL(checkoutUrl);
    res.redirect(303, `${to.pathname}${to.search}`);
  };

/** Whether the listing's feeds carry its comments: a site action, not an operation of the API. */
const discussionChoice =
  (c: ListingPageDeps, page: OwnerListingPage): ListingHandler =>
  async (req, res, l) => {
    try {
      const input = { listingId: l.listing_id, commentsInFeeds: req.body.comments_in_feeds === 'yes' };
      const r = await c.actions.chooseDiscussionFeeds(input, callerOf(req, sessionOf(res)));
      res.redirect(303, `/account/listings/${l.listing_id}?done=${r.changed ? 'discussion' : 'nothing'}#discussion`);
    } catch (error) {
      return page.show(req, res, l, refusalOf(error));
    }
  };

/** The revenue form asks for dollars; the action takes cents and refuses what is not an amount, in the form's words. */
const MRR_FIELD = { field: 'mrr', message: 'enter US dollars a month, from 0 to 1,000,000,000 dollars, like 1250 or 1250.50' };

/** Revenue is reported on the site only: the form asks for dollars, the action takes cents. */
const revenueReport =
  (c: ListingPageDeps, page: OwnerListingPage): ListingHandler =>
  async (req, res, l) => {
    try {
      const input = { listingId: l.listing_id, mrrCents: dollarsAsCents(req.body.mrr), month: String(req.body.month ?? '') };
      const r = await c.actions.reportRevenue(input as ActionInput<'reportRevenue'>, callerOf(req, sessionOf(res)));
      res.redirect(303, `/account/listings/${l.listing_id}?done=${r.changed ? 'revenue' : 'nothing'}`);
    } catch (error) {
      const refusal = refusalOf(error, { mrrCents: MRR_FIELD });
      return page.show(req, res, l, { ...refusal, message: refusal.issues.length ? 'Some fields need a change.' : refusal.message }, 'report_revenue');
    }
  };

/**
 * A founder's listings on the site: the state of each, going live (the free queue with its badge
 * and the checks made, or a paid launch through checkout), the profile and this site's copy,
 * updates, milestones, the founder story and interview. Every change runs the API's operation.
 */
export function listingPages(c: ListingPageDeps) {
  const router = express.Router();
  router.use('/account/listings', siteFormBody(c.render)('200kb'), signedIn(c));
  const page = ownerListingPage(c);
  router.get('/account/listings', async (req, res) => {
    const s = sessionOf(res);
    const mine = await myListings(c.readModels, s.account.id, { page: 1, perPage: 100 });
    return accountPage(c.render, req, res, { session: s, area: '/account/listings', title: 'My listings' }, myListingsView(mine.items));
  });
  router.get(
    '/account/listings/:id',
    page.withListing((req, res, l) => page.show(req, res, l)),
  );
  for (const [path, form] of Object.entries(OPERATION_FORMS)) router.post(`/account/listings/:id/${path}`, page.withListing(operationForm(c, page, form)));
  router.post('/account/listings/:id/free', page.withListing(freeLaunch(c, page)));
  router.post('/account/listings/:id/launch', page.withListing(paidLaunch(c, page)));
  router.post('/account/listings/:id/discussion', page.withListing(discussionChoice(c, page)));
  router.post('/account/listings/:id/revenue', page.withListing(revenueReport(c, page)));
  return router;
}
