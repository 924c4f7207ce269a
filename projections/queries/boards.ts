import type { Condition } from '../../domain/ports/document-store.ts';
import type { ReadModels } from '../engine/read-models.ts';
import type { BoardEntry } from '../leaderboards.ts';
import type { ListingDoc } from '../listing-doc.ts';
import { listingSummary } from '../listing-search.ts';
import { offsetOf, type Page, paged } from './pagination.ts';

export type Board = 'community-weekly' | 'community-all-time' | 'billboard' | 'domain-rating' | 'revenue';

/**
 * The boards, each a ranking of live listings by one figure of the `leaderboards` projection.
 * Ties: the figure, then the earlier launch, then the lower listing id, so a board is the same
 * whoever computes it.
 */
export const BOARDS: Record<
  Board,
  { metric: 'votes' | 'contributed_cents' | 'domain_rating' | 'mrr_cents'; field: keyof BoardEntry; paid: boolean; description: string }
> = {
  'community-weekly': {
    metric: 'votes',
    field: 'week_votes',
    paid: false,
    description: 'Community votes for the launches of one week (Monday to Sunday, UTC), cast before the week ended. Launch of the Week follows this board.',
  },
  'community-all-time': { metric: 'votes', field: 'votes', paid: false, description: 'Community votes, all time.' },
  billboard: {
    metric: 'contributed_cents',
    field: 'billboard_cents',
    paid: true,
    description: 'PAID ranking: money contributed, in USD cents. Not a measure of quality or popularity.',
  },
  'domain-rating': {
    metric: 'domain_rating',
    field: 'domain_rating',
    paid: false,
    description: 'Domain rating, a third-party SEO metric (0-100), with its trend from the last two measurements.',
  },
  revenue: {
    metric: 'mrr_cents',
    field: 'mrr_cents',
    paid: false,
    description: 'Monthly recurring revenue reported by the company, in USD cents; marked verified where it was checked.',
  },
};

export const TIE_BREAK: [string, 'asc' | 'desc'][] = [
  ['launched_at', 'asc'],
  ['listing_id', 'asc'],
];

/** Board entries with their listings' summaries, in the order given. */
async function withListings(rm: ReadModels, entries: BoardEntry[]) {
  const docs = await (await rm.collection<ListingDoc>('listings')).getMany(entries.map((e) => e.id));
  const byId = new Map(docs.map((d) => [d.id, d]));
  return entries.flatMap((e) => {
    const d = byId.get(e.id);
    return d ? [{ entry: e, listing: listingSummary(d) }] : [];
  });
}

export async function leaderboard(rm: ReadModels, board: Board, week: string | null, page: Page) {
  const spec = BOARDS[board];
  const where: Record<string, Condition> = { status: 'live', hidden: false };
  if (board === 'community-weekly' && week) where.launch_week = week;
  // Listings without the figure (no contribution, no rating, no revenue reported) are not ranked.
  if (board === 'billboard') where.billboard_cents = { gte: 1 };
  if (board === 'domain-rating') where.domain_rating = { gte: 0 };
  if (board === 'revenue') where.mrr_cents = { gte: 0 };
  const offset = offsetOf(page);
  const r = await (await rm.collection<BoardEntry>('board_entries')).find({
    where,
    sort: [[spec.field, 'desc'], ...TIE_BREAK],
    skip: offset,
    limit: page.perPage,
  });
  const rows = await withListings(rm, r.items);
  return {
    board,
    paid: spec.paid,
    metric: spec.metric,
    description: spec.description,
    week: board === 'community-weekly' ? week : null,
    ...paged(
      rows.map(({ entry, listing }, i) => ({
        rank: offset + i + 1,
        listing,
        metric: Number(entry[spec.field] ?? 0),
        ...(board === 'billboard' ? { label: 'PAID' as const } : {}),
        ...(board === 'domain-rating' ? { trend: trendOf(entry.domain_rating, entry.domain_rating_previous) } : {}),
        ...(board === 'revenue' ? { month: entry.revenue_month, verified: entry.revenue_verified, source: revenueSource(entry.revenue_verified) } : {}),
      })),
      r.total,
      page,
    ),
  };
}

/** The figure the revenue board shows for a listing (its latest month), whatever the listing's status. */
export async function revenueFigure(rm: ReadModels, listingId: number): Promise<{ mrr_cents: number; month: string; verified: boolean } | null> {
  const entry = await (await rm.collection<BoardEntry>('board_entries')).get(String(listingId));
  if (!entry || entry.mrr_cents === null || entry.revenue_month === null) return null;
  return { mrr_cents: entry.mrr_cents, month: entry.revenue_month, verified: entry.revenue_verified };
}

const revenueSource = (verified: boolean | null | undefined): 'verified' | 'reported' => (verified ? 'verified' : 'reported');
const trendOf = (now: number | null, before: number | null): 'flat' | 'up' | 'down' =>
  now === null || before === null || now === before ? 'flat' : now > before ? 'up' : 'down';

/** Live listings by their trend (votes decayed by age), for the `trending` section. */
export async function trendingEntries(rm: ReadModels, page: Page) {
  const r = await (await rm.collection<BoardEntry>('board_entries')).find({
    where: { status: 'live', hidden: false },
    sort: [['trend', 'desc'], ['votes', 'desc'], ...TIE_BREAK],
    skip: offsetOf(page),
    limit: page.perPage,
  });
  return { rows: await withListings(rm, r.items), total: r.total };
}
