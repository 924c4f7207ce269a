import { invalid } from '../../domain/shared/errors.ts';
import { resolveWeek } from '../../domain/shared/weeks.ts';
import { leaderboard } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const getLeaderboard = operation({
  name: 'get_leaderboard',
  method: 'GET',
  path: '/leaderboards/{board}',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['listings', 'leaderboards'], ttlMs: 60_000 },
  async run({ path, query }, { readModels, clock }) {
    const board = path.board;
    if (query.week !== undefined && board !== 'community-weekly') throw invalid('week', 'only applies to the community-weekly board');
    let week: string | null = null;
    if (board === 'community-weekly') {
      week = resolveWeek(query.week ?? 'this', clock.now());
      if (!week) throw invalid('week', 'must be this, last or a date YYYY-MM-DD that exists');
    }
    return { body: await leaderboard(readModels, board, week, { page: query.page, perPage: query.per_page }) };
  },
});
