import express, { type Request, type Response } from 'express';
import { problem, sendProblem } from '../../api/problem.ts';
import { latestUpdates } from '../../projections/queries/index.ts';
import { pager } from '../kit/cards.ts';
import { shortDate } from '../kit/dates.ts';
import { html, plain } from '../kit/html.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';
import { paragraphs } from '../listing-page.ts';

const FEED_PAGE_SIZE = 20;
const ABOUT = 'What the companies listed here have shipped and announced, newest first.';

type Feed = Awaited<ReturnType<typeof latestUpdates>>;

/** A page of the site-wide updates feed, each update linking to its listing. */
export const updatesView = (feed: Feed, page: number) =>
  html`<header class="page-head"><h1>Latest updates</h1><p>${ABOUT}</p></header>${
    feed.items.length
      ? feed.items.map(
          (u) =>
            html`<article class="card post-card"><h2><a href="/listings/${u.listing.slug}#updates">${plain(u.listing.name)}</a>: ${plain(u.title)}</h2><p class="muted small">${shortDate(u.published_at)}</p>${paragraphs(u.body)}</article>`,
        )
      : html`<p class="empty">No updates yet.</p>`
  }${pager(page, FEED_PAGE_SIZE, feed.total, (n) => `/updates?page=${n}`)}`;

/** The latest updates of every listing, newest first, a page at a time. */
export function updatesPage(deps: PageDeps) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  router.get('/updates', async (req: Request, res: Response) => {
    const page = Number(req.query.page ?? 1);
    if (!Number.isInteger(page) || page < 1 || page > 10_000)
      return sendProblem(res, problem(400, 'invalid page', [{ field: 'page', message: 'must be an integer from 1 to 10000' }]));
    const feed = await latestUpdates(deps.readModels, { page, perPage: FEED_PAGE_SIZE });
    const meta = { title: 'Latest updates', description: ABOUT, path: page > 1 ? `/updates?page=${page}` : '/updates' };
    await pages.send(req, res, meta, updatesView(feed, page));
  });
  return router;
}
