import { categoryTree } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const listCategories = operation({
  name: 'list_categories',
  method: 'GET',
  path: '/categories',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['catalog', 'listings', 'listing-search'] },
  async run({ query }, { readModels }) {
    return { body: { items: await categoryTree(readModels, query.include_empty) } };
  },
});
