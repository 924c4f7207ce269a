import { listAwards as awards } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const listAwards = operation({
  name: 'list_awards',
  method: 'GET',
  path: '/awards',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['awards', 'listings'] },
  async run({ query }, { readModels }) {
    return { body: await awards(readModels, query.listing, { page: query.page, perPage: query.per_page }) };
  },
});
