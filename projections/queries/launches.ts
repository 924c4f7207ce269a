import { trendAt } from '../../domain/boards/trending.ts';
import type { SearchQuery } from '../../domain/ports/search-index.ts';
import { addWeeks, mondayOf, type WeekStart, weekEndTime, weekStartTime } from '../../domain/shared/weeks.ts';
import type { ReadModels } from '../engine/read-models.ts';
import type { FreeSlotsDoc } from '../free-slots.ts';
import { summaryOf } from '../listing-search.ts';
import { trendingEntries } from './boards.ts';
import { freeQueueRules } from './catalog.ts';
import { featuredIn } from './featured.ts';
import { offsetOf, type Page, paged } from './pagination.ts';

/** Votes, ties to the earlier listing: the order awards follow too. */
const BY_VOTES = { kind: 'field', field: 'votes', direction: 'desc', tieBreak: { field: 'listing_id', direction: 'asc' } } as const;

async function query(rm: ReadModels, q: Omit<SearchQuery, 'offset' | 'limit'>, page: Page) {
  const index = await rm.searchIndex('listing_search_index');
  const r = await index.query({ ...q, offset: offsetOf(page), limit: page.perPage });
  return { items: r.hits.map(summaryOf), total: r.total };
}

/**
 * A launch week: live launches ranked by votes and, while the week is not over, those scheduled
 * for it with the free slots left. Any week from this one to the end of the free queue's window
 * exists (empty or not); other weeks exist when something launched or is scheduled in them.
 */
const weekState = (over: boolean, week: WeekStart, now: Date): 'closed' | 'running' | 'upcoming' =>
  over ? 'closed' : weekStartTime(week) <= now.getTime() ? 'running' : 'upcoming';

export async function launchWeek(rm: ReadModels, week: string, now: Date) {
  const all = { page: 1, perPage: 1000 };
  const live = await query(rm, { filters: { status: 'live', launch_week: week }, sort: BY_VOTES }, all);
  const over = now.getTime() >= weekEndTime(week);
  const scheduled = over
    ? { items: [], total: 0 }
    : await query(rm, { filters: { status: 'upcoming', launch_week: week }, sort: { kind: 'field', field: 'listing_id', direction: 'asc' } }, all);
  const thisWeek = mondayOf(now);
  const site = await freeQueueRules(rm);
  const bookable = week >= thisWeek && week <= addWeeks(thisWeek, Math.max(1, site.freeQueueMaxWeeks));
  if (live.total === 0 && scheduled.total === 0 && !bookable) return null;
  const booked = over ? 0 : ((await (await rm.collection<FreeSlotsDoc>('free_slots')).get(week))?.booked.length ?? 0);
  return {
    week,
    starts_at: new Date(weekStartTime(week)).toISOString(),
    ends_at: new Date(weekEndTime(week) - 1000).toISOString(),
    status: weekState(over, week, now),
    items: live.items.map((item, i) => ({ rank: i + 1, ...item })),
    scheduled: scheduled.items,
    featured: await featuredIn(rm, week),
    free_slots: over
      ? null
      : {
          capacity: site.freeWeeklyCapacity,
          booked,
          left: Math.max(0, site.freeWeeklyCapacity - booked),
          bookable_now: week >= addWeeks(thisWeek, site.freeQueueMinWeeks) && week <= addWeeks(thisWeek, site.freeQueueMaxWeeks),
        },
  };
}

export type LaunchSection = 'today' | 'this-week' | 'trending' | 'most-voted' | 'recent' | 'most-viewed' | 'most-followed' | 'upcoming';

export async function launches(rm: ReadModels, section: LaunchSection, page: Page, now: Date) {
  if (section === 'trending') {
    const { rows, total } = await trendingEntries(rm, page);
    return {
      section,
      ...paged(
        rows.map((r) => ({ ...r.listing, trend: Math.round(trendAt(r.entry.trend, now.getTime()) * 1000) / 1000 })),
        total,
        page,
      ),
    };
  }
  const live = { status: 'live' };
  const startOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const q: Record<Exclude<LaunchSection, 'trending'>, Omit<SearchQuery, 'offset' | 'limit'>> = {
    today: { filters: live, ranges: { launched_at: { gte: startOfDay } }, sort: { kind: 'field', field: 'votes', direction: 'desc' } },
    'this-week': { filters: { ...live, launch_week: mondayOf(now) }, sort: BY_VOTES },
    'most-voted': { filters: live, sort: BY_VOTES },
    recent: { filters: live, sort: { kind: 'field', field: 'launched_at', direction: 'desc' } },
    'most-viewed': { filters: live, sort: { kind: 'field', field: 'views', direction: 'desc' } },
    'most-followed': { filters: live, sort: { kind: 'field', field: 'followers', direction: 'desc' } },
    upcoming: { filters: { status: 'upcoming' }, sort: { kind: 'field', field: 'week_start', direction: 'asc' } },
  };
  const r = await query(rm, q[section], page);
  return { section, ...paged(r.items, r.total, page) };
}

/** A live listing's place among its launch week's live launches, by votes as the week's page ranks them; null when not there. */
export async function rankInWeek(rm: ReadModels, week: string, slug: string): Promise<number | null> {
  const live = await query(rm, { filters: { status: 'live', launch_week: week }, sort: BY_VOTES }, { page: 1, perPage: 1000 });
  const i = live.items.findIndex((l) => l.slug === slug);
  return i === -1 ? null : i + 1;
}
