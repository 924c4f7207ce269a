import express from 'express';
import { listAwards } from '../../projections/queries/index.ts';
import { listingCards, pager } from '../kit/cards.ts';
import { shortDate } from '../kit/dates.ts';
import { html } from '../kit/html.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';
import { pageOf } from './public-kit.ts';

/** Awards: every Launch of the Week, newest first. */
export function awardPages(deps: PageDeps) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  const rm = deps.readModels;
  router.get('/awards', async (req, res) => {
    const viewer = await pages.viewer(req);
    const page = pageOf(req);
    const r = await listAwards(rm, undefined, { page, perPage: 30 });
    const byWeek = new Map<string, typeof r.items>();
    for (const a of r.items) byWeek.set(a.week, [...(byWeek.get(a.week) ?? []), a]);
    await pages.send(
      req,
      res,
      {
        session: viewer,
        title: 'Awards',
        description: 'Launch of the Week #1, #2 and #3 of every week, by community votes alone.',
        section: 'awards',
        path: page > 1 ? `/awards?page=${page}` : '/awards',
      },
      html`<header class="page-head"><h1>Launch of the Week awards</h1><p>Granted when a week closes, to its top three by community votes. Paid placement and views never count.</p></header>
${
  byWeek.size
    ? [...byWeek].map(([week, awards]) => {
        const shown = awards.flatMap((a) =>
          a.listing ? [{ ...a.listing, rank: a.place, figure: { value: String(a.votes), unit: a.votes === 1 ? 'vote that week' : 'votes that week' } }] : [],
        );
        const gone = awards.filter((a) => !a.listing);
        return html`<section aria-labelledby="week-${week}"><div class="section-head"><h2 id="week-${week}">Week of ${shortDate(week)}</h2><a class="more" href="/launches/${week}">The week’s launches →</a></div>${listingCards(
          shown,
          { viewer, back: req.originalUrl, ordered: true },
        )}${gone.map((a) => html`<p class="muted small">#${a.place}: a listing no longer public (${a.votes} votes).</p>`)}</section>`;
      })
    : html`<p class="empty">No awards yet: the first week has not closed.</p>`
}${pager(page, 30, r.total, (n) => `/awards?page=${n}`)}`,
    );
  });

  return router;
}
