import { notFound } from '../../domain/shared/errors.ts';
import { compare } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const compareListings = operation({
  name: 'compare_listings',
  method: 'GET',
  path: '/compare',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['catalog', 'listings'] },
  async run({ query }, { readModels }) {
    const r = await compare(readModels, query.a, query.b);
    if ('missing' in r) throw notFound(`live listing ${r.missing}`);
    return { body: r };
  },
});
