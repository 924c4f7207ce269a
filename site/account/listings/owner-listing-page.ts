import type { Request, Response } from 'express';
import type { Session } from '../../../api/auth/sessions.ts';
import { listedBadge } from '../../../api/badges/listing-badges.ts';
import { commentsInFeeds, interviewOf, interviewQuestions, ownListing, ownListingDoc, revenueFigure } from '../../../projections/queries/index.ts';
import { html } from '../../kit/html.ts';
import type { PageDeps } from '../../kit/page-deps.ts';
import type { PageRenderer } from '../../kit/render.ts';
import type { Refusal, SiteOperations } from '../../kit/site-operations.ts';
import { accountPage } from '../account-shell.ts';
import type { Owned } from './owner-fields.ts';
import { type OwnerListingData, ownerListingView } from './owner-listing-view.ts';

export type ListingPageDeps = PageDeps & { render: PageRenderer; ops: SiteOperations };
export type ListingHandler = (req: Request, res: Response, l: Owned) => Promise<unknown>;

export const sessionOf = (res: Response): Session => res.locals.session;

/** The owner's page of one listing: what it reads, how it is sent, and the listing a request names (if it is the caller's). */
export function ownerListingPage(c: ListingPageDeps) {
  const badgeOf = async (l: Owned, accountId: string) => {
    if (l.status === 'live' || l.plan !== 'free') return null;
    const doc = await ownListingDoc(c.readModels, l.listing_id, accountId);
    return doc ? listedBadge(c.settings.publicUrl, doc, await c.render.siteName()) : null;
  };
  const read = async (l: Owned, accountId: string, sent?: Record<string, unknown>): Promise<OwnerListingData> => {
    const [questions, answers, badge, figure, inFeeds] = await Promise.all([
      interviewQuestions(c.readModels),
      interviewOf(c.readModels, accountId),
      badgeOf(l, accountId),
      revenueFigure(c.readModels, l.listing_id),
      commentsInFeeds(c.readModels, l.listing_id),
    ]);
    const revenue = { figure, now: c.clock.now(), sent };
    return { listing: l, badge, sisters: c.settings.network.sisters, interview: { questions, answers }, revenue, commentsInFeeds: inFeeds };
  };

  /** Shows the page; after a refused post, with what to fix on the form that was sent (named by its operation). */
  const show = async (req: Request, res: Response, l: Owned, refusal?: Refusal, form?: string) => {
    const s = sessionOf(res);
    const data = await read(l, s.account.id, form === 'report_revenue' ? req.body : undefined);
    const body = ownerListingView(s, data, { done: req.query.done, refusal, form });
    return accountPage(c.render, req, res, { session: s, area: '/account/listings', title: l.name, status: refusal?.status }, body);
  };

  const find = (req: Request, res: Response) => {
    const id = Number(req.params.id);
    return Number.isSafeInteger(id) && id > 0 ? ownListing(c.readModels, id, sessionOf(res).account.id, c.clock.now()) : Promise.resolve(null);
  };

  /** Runs `handle` with the listing the path names, when it is one of the caller's; else a page saying there is none. */
  const withListing = (handle: ListingHandler) => async (req: Request, res: Response) => {
    const l = await find(req, res);
    if (!l)
      return accountPage(
        c.render,
        req,
        res,
        { session: sessionOf(res), area: '/account/listings', title: 'Listing not found', status: 404 },
        html`<p>None of your listings has this address. <a href="/account/listings">Your listings</a>.</p>`,
      );
    return handle(req, res, l);
  };

  return { show, withListing, find };
}

export type OwnerListingPage = ReturnType<typeof ownerListingPage>;
