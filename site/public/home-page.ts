import express, { type Request, type Response } from 'express';
import { addWeeks, mondayOf } from '../../domain/shared/weeks.ts';
import { featuredIn, latestUpdates, launches, leaderboard, siteSettings } from '../../projections/queries/index.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';
import { homeBody } from './home-view.ts';

/** The home page: today's and this week's launches, last week's top, and what is featured, trending, coming and new. */
export function homePage(deps: PageDeps) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  const rm = deps.readModels;

  router.get('/', async (req: Request, res: Response) => {
    const viewer = await pages.viewer(req);
    const now = deps.clock.now();
    const lastWeekStart = addWeeks(mondayOf(now), -1);
    const [today, week, lastWeek, trending, upcoming, featured, updates, settings] = await Promise.all([
      launches(rm, 'today', { page: 1, perPage: 10 }, now),
      launches(rm, 'this-week', { page: 1, perPage: 20 }, now),
      leaderboard(rm, 'community-weekly', lastWeekStart, { page: 1, perPage: 5 }),
      launches(rm, 'trending', { page: 1, perPage: 5 }, now),
      launches(rm, 'upcoming', { page: 1, perPage: 5 }, now),
      featuredIn(rm, mondayOf(now)),
      latestUpdates(rm, { page: 1, perPage: 5 }),
      siteSettings(rm),
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
        lastWeekStart,
        weekDay: ((now.getUTCDay() + 6) % 7) + 1,
        featured,
        trending: trending.items,
        upcoming: upcoming.items,
        updates: updates.items,
      }),
    );
  });
  return router;
}
