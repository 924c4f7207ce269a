import { listFounders as founders } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const listFounders = operation({
  name: 'list_founders',
  method: 'GET',
  path: '/founders',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['founders'] },
  async run({ query }, { readModels }) {
    return { body: await founders(readModels, query.q, query.country, { page: query.page, perPage: query.per_page }) };
  },
});
