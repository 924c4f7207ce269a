import { searchListings as search, type ListingSort } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const searchListings = operation({
  name: 'search_listings',
  method: 'GET',
  path: '/listings',
  access: 'public',
  idempotent: false,
  cache: { reads: ['catalog', 'listings'], ttlMs: 60_000 },
  async run({ query }, { readModels, clock }) {
    const text = (k: string) => (typeof query[k] === 'string' && (query[k] as string).length > 0 ? (query[k] as string) : undefined);
    return {
      body: await search(readModels, {
        q: text('q'),
        category: text('category'),
        stage: text('stage'),
        country: text('country'),
        pricingModel: text('pricing_model'),
        domain: text('domain'),
        status: query.status as 'live' | 'upcoming',
        sort: query.sort as ListingSort,
        page: query.page as number,
        perPage: query.per_page as number,
        now: clock.now(),
      }),
    };
  },
});
