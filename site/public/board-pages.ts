import express from 'express';
import { addWeeks, isCalendarDate, mondayOf } from '../../domain/shared/weeks.ts';
import { BOARDS, type Board, launches, leaderboard } from '../../projections/queries/index.ts';
import { listingCards, pager } from '../kit/cards.ts';
import { shortDate } from '../kit/dates.ts';
import { html } from '../kit/html.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';
import { notFoundPage } from '../not-found-page.ts';
import { BOARD_ABOUT, BOARD_TITLES, BOARD_TOP, boardFigure, PER_PAGE, pageOf, text } from './public-kit.ts';

/** The boards: the top of each on one page, and each board ranked in full. */
export function boardPages(deps: PageDeps) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  const rm = deps.readModels;
  router.get('/boards', async (req, res) => {
    const viewer = await pages.viewer(req);
    const now = deps.clock.now();
    const boards = Object.keys(BOARDS) as Board[];
    // The top of every board on one page: a visitor sees the rankings, not a list of links to them.
    const [trending, ...tops] = await Promise.all([
      launches(rm, 'trending', { page: 1, perPage: BOARD_TOP }, now),
      ...boards.map((b) => leaderboard(rm, b, b === 'community-weekly' ? mondayOf(now) : null, { page: 1, perPage: BOARD_TOP })),
    ]);
    await pages.send(
      req,
      res,
      {
        session: viewer,
        title: 'Boards',
        description: 'Every ranking of the directory: community votes, the paid billboard, domain rating and revenue.',
        section: 'boards',
      },
      html`<header class="page-head"><h1>Boards</h1><p>Every ranking of the directory: community votes this week and of all time, the paid billboard, domain rating and revenue.</p></header>
<div class="boards">${boards.map(
        (b, i) =>
          html`<section class="board panel" aria-labelledby="board-${b}"><div class="board-head"><h2 id="board-${b}"><a href="/boards/${b}">${BOARD_TITLES[b]}</a>${
            BOARDS[b].paid ? html` <span class="paid">PAID</span>` : ''
          }</h2></div><p class="about">${BOARD_ABOUT[b]}</p>${listingCards(
            tops[i].items.map((item) => ({ ...item.listing, rank: item.rank, figure: boardFigure(b, item) })),
            { viewer, back: req.originalUrl, ordered: true, empty: 'Nothing ranked yet.' },
          )}<a class="more" href="/boards/${b}">The whole board →</a></section>`,
      )}<section class="board panel" aria-labelledby="board-trending"><div class="board-head"><h2 id="board-trending"><a href="/launches?section=trending">Trending</a></h2></div><p class="about">Votes weighed by how recent they are: each halves every 72 hours.</p>${listingCards(
        trending.items.map((item, i) => ({ ...item, rank: i + 1 })),
        { viewer, back: req.originalUrl, ordered: true, empty: 'Nothing trending yet.' },
      )}<a class="more" href="/launches?section=trending">The whole list →</a></section></div>`,
    );
  });

  router.get('/boards/:board', async (req, res) => {
    const viewer = await pages.viewer(req);
    const board = String(req.params.board) as Board;
    if (!Object.hasOwn(BOARDS, board)) return notFoundPage(pages, req, res);
    const page = pageOf(req);
    const given = text(req.query.week, 10);
    const now = deps.clock.now();
    const week =
      board === 'community-weekly'
        ? isCalendarDate(given)
          ? mondayOf(new Date(`${given}T12:00:00Z`))
          : given === 'last'
            ? addWeeks(mondayOf(now), -1)
            : mondayOf(now)
        : null;
    const r = await leaderboard(rm, board, week, { page, perPage: PER_PAGE });
    const spec = BOARDS[board];
    const path = `/boards/${board}${week ? `?week=${week}` : ''}`;
    await pages.send(
      req,
      res,
      { session: viewer, title: BOARD_TITLES[board], description: BOARD_ABOUT[board], section: 'boards', path },
      html`<p class="crumbs"><a href="/boards">Boards</a> ›</p><header class="page-head"><h1>${BOARD_TITLES[board]}${spec.paid ? html` <span class="paid">PAID</span>` : ''}</h1><p>${BOARD_ABOUT[board]}</p></header>
${week ? html`<nav class="calendar" aria-label="Weeks"><a href="/boards/${board}?week=${addWeeks(week, -1)}">← ${shortDate(addWeeks(week, -1))}</a><span aria-current="true">Week of ${shortDate(week)}</span><a href="/boards/${board}?week=${addWeeks(week, 1)}">${shortDate(addWeeks(week, 1))} →</a></nav>` : ''}
${listingCards(
  r.items.map((i) => ({ ...i.listing, rank: i.rank, figure: boardFigure(board, i) })),
  { viewer, back: req.originalUrl, ordered: true, empty: 'Nothing ranked yet.' },
)}${pager(page, PER_PAGE, r.total, (n) => `${path}${week ? '&' : '?'}page=${n}`)}`,
    );
  });

  return router;
}
