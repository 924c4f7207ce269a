import { notFound } from '../../domain/shared/errors.ts';
import { founderDetail } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const getFounder = operation({
  name: 'get_founder',
  method: 'GET',
  path: '/founders/{slug}',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['founders', 'listings', 'interviews', 'catalog'] },
  async run({ path }, { readModels }) {
    const r = await founderDetail(readModels, path.slug);
    if (!r) throw notFound(`founder ${path.slug}`);
    return { body: r };
  },
});
