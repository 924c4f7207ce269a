import { notFound } from '../../domain/shared/errors.ts';
import { categoryDetail } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const getCategory = operation({
  name: 'get_category',
  method: 'GET',
  path: '/categories/{slug}',
  access: 'public',
  idempotent: false,
  cache: { reads: ['catalog', 'listings'] },
  async run({ path, query }, { readModels }) {
    const r = await categoryDetail(readModels, path.slug, { page: query.page, perPage: query.per_page });
    if (!r) throw notFound(`category ${path.slug}`);
    return { body: r };
  },
});
