import type { Request } from 'express';
import type { Board, leaderboard } from '../../projections/queries/index.ts';
import type { Figure } from '../kit/cards.ts';
import { monthYear } from '../kit/dates.ts';
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
  billboard: 'Billboard',
  'domain-rating': 'Domain rating',
  revenue: 'Revenue',
};

/**
 * What each board ranks by, said for a visitor (the API's descriptions speak of cents): the
 * billboard's heading carries its PAID label, so its line does not repeat it.
 */
export const BOARD_ABOUT: Record<Board, string> = {
  'community-weekly': 'Votes for this week’s launches, cast Monday to Sunday (UTC). Launch of the Week follows this board.',
  'community-all-time': 'Every vote a listing has had since it launched.',
  billboard: 'Ranked by money contributed, in US dollars: a paid placement, not a measure of quality or popularity.',
  'domain-rating': 'A third-party SEO metric from 0 to 100, with its trend since the last measurement.',
  revenue: 'Monthly recurring revenue in US dollars, as reported by the company; marked verified where the site team checked it.',
};

/** How many of each board the boards page shows. */
export const BOARD_TOP = 5;

export type BoardItem = Awaited<ReturnType<typeof leaderboard>>['items'][number];

/**
 * What a board ranks by, as its rows say it, with the word for what it counts: the week's votes,
 * money contributed (the billboard's heading says PAID, once), domain rating with its trend,
 * revenue a month with its source; nothing for the all-time board, whose figure is the upvote's count.
 */
export function boardFigure(board: Board, item: BoardItem): Figure | undefined {
  if (board === 'community-all-time') return undefined;
  if (board === 'billboard') return { value: money(item.metric), unit: 'contributed' };
  if (board === 'revenue')
    return 'source' in item
      ? { value: money(item.metric), unit: `a month · ${item.source}${item.month ? ` · ${monthYear(item.month)}` : ''}` }
      : { value: money(item.metric), unit: 'a month' };
  if (board === 'domain-rating')
    return { value: `DR ${item.metric}`, unit: 'trend' in item ? (TREND[String(item.trend)] ?? String(item.trend)) : 'domain rating' };
  // The week's votes, beside the upvote's all-time count.
  return { value: String(item.metric), unit: item.metric === 1 ? 'vote this week' : 'votes this week' };
}

const TREND: Record<string, string> = { up: '↑ rising', down: '↓ falling', flat: '→ steady' };

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
  return html`<nav aria-label="Sections" class="tabs">${sections.map(([key, label]) =>
    key === current
      ? html`<strong aria-current="page">${label}</strong>`
      : html`<a href="/launches${key === 'this-week' ? '' : `?section=${key}`}">${label}</a>`,
  )}</nav>`;
}
