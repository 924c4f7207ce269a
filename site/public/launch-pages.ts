import express, { type Request, type Response } from 'express';
import { addWeeks, isCalendarDate, mondayOf } from '../../domain/shared/weeks.ts';
import { launches, launchWeek } from '../../projections/queries/index.ts';
import { listingCards, pager } from '../kit/cards.ts';
import { shortDate } from '../kit/dates.ts';
import { html } from '../kit/html.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';
import { notFoundPage } from '../not-found-page.ts';
import { PER_PAGE, pageOf, sectionNav, text } from './public-kit.ts';

/** What each section of the launches lists, in a line under its title. */
const SECTION_ABOUT = {
  today: 'Products that went live today, most voted first.',
  trending: 'Votes weighed by how recent they are: each halves every 72 hours.',
  'most-voted': 'Every launch, by all the votes it has had.',
  recent: 'The latest launches first.',
  'most-viewed': 'Launches by how many people opened their page.',
  'most-followed': 'Launches by how many people follow their updates.',
  upcoming: 'Scheduled launches, soonest first: follow one to be told when it goes live.',
} as const;

/** The launch calendar: this week, trending and the other sections, and each week with its board and free slots. */
export function launchPages(deps: PageDeps) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  const rm = deps.readModels;

  router.get('/launches', async (req, res) => {
    const viewer = await pages.viewer(req);
    const now = deps.clock.now();
    const section = text(req.query.section) || 'this-week';
    if (section !== 'this-week') {
      const allowed = ['today', 'trending', 'most-voted', 'recent', 'most-viewed', 'most-followed', 'upcoming'] as const;
      const chosen = allowed.find((s) => s === section);
      if (!chosen) return notFoundPage(pages, req, res);
      const page = pageOf(req);
      const r = await launches(rm, chosen, { page, perPage: PER_PAGE }, now);
      const title = {
        today: 'Launched today',
        trending: 'Trending',
        'most-voted': 'Most voted',
        recent: 'Recently launched',
        'most-viewed': 'Most viewed',
        'most-followed': 'Most followed',
        upcoming: 'Coming up',
      }[chosen];
      return pages.send(
        req,
        res,
        { session: viewer, title, section: 'launches', path: `/launches?section=${chosen}${page > 1 ? `&page=${page}` : ''}` },
        html`<header class="page-head"><h1>${title}</h1><p>${SECTION_ABOUT[chosen]}</p></header>${sectionNav(chosen)}${listingCards(
          r.items.map((l, i) => ({ ...l, rank: chosen === 'upcoming' || chosen === 'recent' ? undefined : (page - 1) * PER_PAGE + i + 1 })),
          { viewer, back: req.originalUrl, ordered: true },
        )}${pager(page, PER_PAGE, r.total, (n) => `/launches?section=${chosen}&page=${n}`)}`,
      );
    }
    return weekPage(req, res, mondayOf(now));
  });

  router.get('/launches/:week', async (req, res) => {
    const week = String(req.params.week);
    if (!isCalendarDate(week)) return notFoundPage(pages, req, res);
    const monday = mondayOf(new Date(`${week}T12:00:00Z`));
    if (monday !== week) return res.redirect(301, `/launches/${monday}`);
    return weekPage(req, res, week);
  });

  async function weekPage(req: Request, res: Response, week: string) {
    const viewer = await pages.viewer(req);
    const w = await launchWeek(rm, week, deps.clock.now());
    const thisWeek = mondayOf(deps.clock.now());
    const nav = html`<nav class="calendar" aria-label="Weeks"><a href="/launches/${addWeeks(week, -1)}" rel="prev">← ${shortDate(addWeeks(week, -1))}</a>
<a href="/launches/${thisWeek}"${week === thisWeek ? html` aria-current="date"` : ''}>This week</a><a href="/launches/${addWeeks(week, 1)}" rel="next">${shortDate(addWeeks(week, 1))} →</a></nav>`;
    if (!w)
      return pages.send(
        req,
        res,
        { session: viewer, title: `Week of ${week}`, noindex: true, section: 'launches', status: 404 },
        html`<header class="page-head"><h1>Week of ${shortDate(week)}</h1></header>${nav}<p class="empty">No launches in this week.</p>`,
      );
    const state = { closed: 'This week is over; the ranking is final.', running: 'Launching now: vote for your favourites.', upcoming: 'Coming up.' }[
      w.status as 'closed' | 'running' | 'upcoming'
    ];
    await pages.send(
      req,
      res,
      {
        title: `Launches of the week of ${week}`,
        description: `${w.items.length} products launched in the week of ${week}, ranked by community votes.`,
        section: 'launches',
        path: `/launches/${week}`,
      },
      html`<header class="page-head"><h1>Launches of the week of ${shortDate(week)}</h1><p>${state}</p></header>${nav}${sectionNav('this-week')}
${
  w.featured.length
    ? html`<div class="section-head"><h2>Featured <span class="paid">PAID</span></h2></div>${listingCards(
        w.featured.map((l) => ({ ...l, note: l.label })),
        { viewer, back: req.originalUrl },
      )}`
    : ''
}
<div class="section-head"><h2>Ranked by community votes</h2><a class="more" href="/boards/community-weekly?week=${week}">The week’s board →</a></div>${listingCards(
        w.items,
        { viewer, back: req.originalUrl, ordered: true, empty: 'Nothing live in this week yet.' },
      )}
${w.scheduled.length ? html`<div class="section-head"><h2>Scheduled</h2></div>${listingCards(w.scheduled, { viewer, back: req.originalUrl })}` : ''}
${
  w.free_slots
    ? html`<p class="muted small">Free launch slots: ${w.free_slots.left} of ${w.free_slots.capacity} left${w.free_slots.bookable_now ? ' (open to the free queue now)' : ''}.</p>`
    : ''
}`,
    );
  }

  return router;
}
