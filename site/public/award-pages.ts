import express from 'express';
import { listAwards } from '../../projections/queries/index.ts';
import { pager } from '../kit/cards.ts';
import { html, plain } from '../kit/html.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';
import { pageOf } from './public-kit.ts';

/** Awards: every Launch of the Week, newest first. */
export function awardPages(deps: PageDeps) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  const rm = deps.readModels;
  router.get('/awards', async (req, res) => {
    const page = pageOf(req);
    const r = await listAwards(rm, undefined, { page, perPage: 30 });
    const byWeek = new Map<string, typeof r.items>();
    for (const a of r.items) byWeek.set(a.week, [...(byWeek.get(a.week) ?? []), a]);
    await pages.send(
      req,
      res,
      {
        title: 'Awards',
        description: 'Launch of the Week #1, #2 and #3 of every week, by community votes alone.',
        section: 'awards',
        path: page > 1 ? `/awards?page=${page}` : '/awards',
      },
      html`<h1>Launch of the Week awards</h1><p>Granted when a week closes, to its top three by community votes. Paid placement and views never count.</p>
${
  byWeek.size
    ? [...byWeek].map(
        ([week, awards]) =>
          html`<section><h2><a href="/launches/${week}">Week of ${week}</a></h2><ol class="cards">${awards.map(
            (a) =>
              html`<li class="card"><span class="rank">#${a.place}</span><span>${a.listing ? html`<a href="/listings/${a.listing.slug}">${plain(a.listing.name)}</a>` : 'A listing no longer public'}</span><span class="votes">${a.votes} votes</span></li>`,
          )}</ol></section>`,
      )
    : html`<p class="muted">No awards yet: the first week has not closed.</p>`
}${pager(page, 30, r.total, (n) => `/awards?page=${n}`)}`,
    );
  });

  return router;
}
