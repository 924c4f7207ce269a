import { listProducts as products } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const listProducts = operation({
  name: 'list_products',
  method: 'GET',
  path: '/products',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['catalog'] },
  async run(_input, { readModels }) {
    return { body: { items: await products(readModels) } };
  },
});
