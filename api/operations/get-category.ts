import { notFound } from '../../domain/shared/errors.ts';
import { categoryDetail } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const getCategory = operation({
  name: 'get_category',
  method: 'GET',
  path: '/categories/{slug}',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['catalog', 'listings', 'listing-search'], ttlMs: 60_000 },
  async run({ path, query }, { readModels, clock }) {
    const r = await categoryDetail(readModels, path.slug, { page: query.page, perPage: query.per_page }, clock.now());
    if (!r) throw notFound(`category ${path.slug}`);
    return { body: r };
  },
});
