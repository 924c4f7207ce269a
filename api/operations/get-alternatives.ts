import { notFound } from '../../domain/shared/errors.ts';
import { alternatives } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const getAlternatives = operation({
  name: 'get_alternatives',
  method: 'GET',
  path: '/listings/{slug}/alternatives',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['listings'] },
  async run({ path, query }, { readModels }) {
    const r = await alternatives(readModels, path.slug, { page: query.page, perPage: query.per_page });
    if (!r) throw notFound(`listing ${path.slug}`);
    return { body: r };
  },
});
