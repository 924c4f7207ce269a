import { launches } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const listLaunches = operation({
  name: 'list_launches',
  method: 'GET',
  path: '/launches',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['listings', 'listing-search', 'leaderboards'], ttlMs: 60_000 },
  async run({ query }, { readModels, clock }) {
    return { body: await launches(readModels, query.section, { page: query.page, perPage: query.per_page }, clock.now()) };
  },
});
