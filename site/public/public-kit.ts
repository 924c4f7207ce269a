import type { Request } from 'express';
import type { Board, leaderboard } from '../../projections/queries/index.ts';
import { html } from '../kit/html.ts';
import { money } from '../kit/money.ts';

export const PER_PAGE = 20;

/** `?page=` as a page number: anything else is the first page (a page, unlike the API, forgives). */
export const pageOf = (req: Request) => {
  const n = Number(req.query.page ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
};
export const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

export const BOARD_TITLES: Record<Board, string> = {
  'community-weekly': 'This week, by community votes',
  'community-all-time': 'All time, by community votes',
  billboard: 'Billboard (PAID)',
  'domain-rating': 'Domain rating',
  revenue: 'Revenue',
};

/** How many of each board the boards page shows. */
export const BOARD_TOP = 5;

export type BoardItem = Awaited<ReturnType<typeof leaderboard>>['items'][number];

/**
 * What a board ranks by, as its cards say it: money marked PAID on the billboard, revenue with its
 * month and source; nothing for the community boards, whose figure is the upvote's count.
 */
export function boardFigure(board: Board, item: BoardItem): string | undefined {
  if (board === 'community-all-time') return undefined;
  if (board === 'billboard') return `PAID · ${money(item.metric)}`;
  if (board === 'revenue') return 'source' in item ? `${money(item.metric)}/month in ${item.month} · ${item.source}` : money(item.metric);
  if (board === 'domain-rating') return `DR ${item.metric}${'trend' in item ? ` (${item.trend})` : ''}`;
  // The week's votes, beside the upvote's all-time count.
  return `${item.metric} this week`;
}

export function sectionNav(current: string) {
  const sections: [string, string][] = [
    ['this-week', 'This week'],
    ['today', 'Today'],
    ['trending', 'Trending'],
    ['most-voted', 'Most voted'],
    ['recent', 'Recent'],
    ['most-viewed', 'Most viewed'],
    ['most-followed', 'Most followed'],
    ['upcoming', 'Coming up'],
  ];
  return html`<nav aria-label="Sections" class="calendar">${sections.map(([key, label]) =>
    key === current
      ? html`<strong aria-current="page">${label}</strong>`
      : html`<a href="/launches${key === 'this-week' ? '' : `?section=${key}`}">${label}</a>`,
  )}</nav>`;
}
