import { notFound } from '../../domain/shared/errors.ts';
import { isSlug } from '../../domain/shared/slug.ts';
import { listingProfile } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const getListing = operation({
  name: 'get_listing',
  method: 'GET',
  path: '/listings/{slug}',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['catalog', 'listings', 'comments', 'listing-updates', 'interviews'] },
  async run({ path }, { readModels }) {
    const profile = await listingProfile(readModels, path.slug);
    if (!profile) throw notFound(`listing ${path.slug}`);
    return { body: profile };
  },
  // A read of the listing is a view of it (cached answers included); robots and repeats are left out by the counter.
  observe(path, ctx) {
    if (isSlug(path.slug ?? '')) ctx.traffic.record(path.slug, 'views', ctx.viewer);
  },
});
