import type { SearchQuery } from '../../domain/ports/search-index.ts';
import { addWeeks, mondayOf, weekEndTime, weekStartTime } from '../../domain/shared/weeks.ts';
import type { FreeSlotsDoc } from '../free-slots.ts';
import { summaryOf } from '../listing-search.ts';
import type { ReadModels } from '../read-models.ts';
import { freeQueueRules } from './catalog.ts';
import { featuredIn } from './featured.ts';
import { TRENDING_HALF_LIFE_HOURS } from './listings.ts';
import { offsetOf, type Page, paged } from './pagination.ts';

/** Votes, ties to the earlier listing: the order awards follow too. */
const BY_VOTES = { kind: 'field', field: 'votes', direction: 'desc', tieBreak: { field: 'listing_id', direction: 'asc' } } as const;

async function query(rm: ReadModels, q: Omit<SearchQuery, 'offset' | 'limit'>, page: Page) {
  const index = await rm.searchIndex('listing_search');
  const r = await index.query({ ...q, offset: offsetOf(page), limit: page.perPage });
  return { items: r.hits.map(summaryOf), total: r.total };
}

/**
 * A launch week: live launches ranked by votes and, while the week is not over, those scheduled
 * for it with the free slots left. Any week from this one to the end of the free queue's window
 * exists (empty or not); other weeks exist when something launched or is scheduled in them.
 */
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
    status: over ? 'closed' : weekStartTime(week) <= now.getTime() ? 'running' : 'upcoming',
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
  const live = { status: 'live' };
  const startOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const q: Record<LaunchSection, Omit<SearchQuery, 'offset' | 'limit'>> = {
    today: { filters: live, ranges: { launched_at: { gte: startOfDay } }, sort: { kind: 'field', field: 'votes', direction: 'desc' } },
    'this-week': { filters: { ...live, launch_week: mondayOf(now) }, sort: BY_VOTES },
    trending: { filters: live, sort: { kind: 'decay', field: 'votes', ageField: 'launched_at', now: now.getTime(), halfLifeHours: TRENDING_HALF_LIFE_HOURS } },
    'most-voted': { filters: live, sort: BY_VOTES },
    recent: { filters: live, sort: { kind: 'field', field: 'launched_at', direction: 'desc' } },
    'most-viewed': { filters: live, sort: { kind: 'field', field: 'views', direction: 'desc' } },
    'most-followed': { filters: live, sort: { kind: 'field', field: 'followers', direction: 'desc' } },
    upcoming: { filters: { status: 'upcoming' }, sort: { kind: 'field', field: 'week_start', direction: 'asc' } },
  };
  const r = await query(rm, q[section], page);
  return { section, ...paged(r.items, r.total, page) };
}

export type Board = 'community-weekly' | 'community-all-time' | 'billboard' | 'domain-rating' | 'revenue';

const BOARDS: Record<Board, { metric: string; field: string; paid: boolean; description: string }> = {
  'community-weekly': { metric: 'votes', field: 'votes', paid: false, description: 'Community votes on the launches of one week.' },
  'community-all-time': { metric: 'votes', field: 'votes', paid: false, description: 'Community votes, all time.' },
  billboard: {
    metric: 'contributed_cents',
    field: 'billboard_cents',
    paid: true,
    description: 'PAID ranking: money contributed, in USD cents. Not a measure of quality or popularity.',
  },
  'domain-rating': { metric: 'domain_rating', field: 'domain_rating', paid: false, description: 'Domain rating, a third-party SEO metric (0-100).' },
  revenue: { metric: 'mrr_cents', field: 'mrr_cents', paid: false, description: 'Monthly recurring revenue reported by the company, in USD cents.' },
};

export async function leaderboard(rm: ReadModels, board: Board, week: string | null, page: Page) {
  const spec = BOARDS[board];
  const filters: Record<string, string> = { status: 'live' };
  if (board === 'community-weekly' && week) filters.launch_week = week;
  // Listings without the figure (no contribution, no rating, no revenue reported) are not ranked.
  const ranges =
    board === 'billboard' ? { billboard_cents: { gte: 1 } } : board === 'domain-rating' || board === 'revenue' ? { [spec.field]: { gte: 0 } } : undefined;
  const offset = offsetOf(page);
  const sort =
    spec.field === 'votes' ? BY_VOTES : ({ kind: 'field', field: spec.field, direction: 'desc', tieBreak: { field: 'listing_id', direction: 'asc' } } as const);
  const { hits, total } = await (await rm.searchIndex('listing_search')).query({ filters, ranges, sort, offset, limit: page.perPage });
  const docs = await (await rm.collection<Record<string, unknown> & { id: string }>('listings')).getMany(hits.map((h) => h.id));
  const metricOf = new Map(docs.map((d) => [d.id, Number(d[spec.field] ?? 0)]));
  return {
    board,
    paid: spec.paid,
    metric: spec.metric,
    description: spec.description,
    week: board === 'community-weekly' ? week : null,
    ...paged(
      hits.map((h, i) => ({ rank: offset + i + 1, listing: summaryOf(h), metric: metricOf.get(h.id) ?? 0 })),
      total,
      page,
    ),
  };
}
