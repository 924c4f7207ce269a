import { searchListings as search } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

/** An empty filter is no filter. */
const given = (v: string | undefined) => (v ? v : undefined);

export const searchListings = operation({
  name: 'search_listings',
  method: 'GET',
  path: '/listings',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['catalog', 'listings', 'listing-search'], ttlMs: 60_000 },
  async run({ query }, { readModels, clock }) {
    return {
      body: await search(readModels, {
        q: given(query.q),
        category: given(query.category),
        stage: given(query.stage),
        country: given(query.country),
        pricingModel: given(query.pricing_model),
        domain: given(query.domain),
        status: query.status,
        sort: query.sort,
        page: query.page,
        perPage: query.per_page,
        now: clock.now(),
      }),
    };
  },
});
