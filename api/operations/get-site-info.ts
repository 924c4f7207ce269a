import { LINK_POLICY } from '../../domain/listing/link-policy.ts';
import { categoryCount, liveListingCount, siteSettings } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const getSiteInfo = operation({
  name: 'get_site_info',
  method: 'GET',
  path: '/site',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['catalog', 'listings', 'listing-search'] },
  async run(_input, { readModels, settings }) {
    const [site, live, categories] = await Promise.all([siteSettings(readModels), liveListingCount(readModels), categoryCount(readModels)]);
    const base = settings.publicUrl;
    return {
      body: {
        name: site?.name ?? 'Launch Directory',
        purpose: site?.purpose ?? '',
        urls: {
          home: `${base}/`,
          listings: `${base}/api/v1/listings`,
          categories: `${base}/api/v1/categories`,
          launches: `${base}/api/v1/launches`,
          leaderboards: `${base}/api/v1/leaderboards/community-weekly`,
          blog: `${base}/api/v1/blog`,
          products: `${base}/api/v1/products`,
        },
        counts: { live_listings: live, categories },
        free_queue_weeks: site?.free_queue_weeks ?? null,
        free_weekly_capacity: site?.free_weekly_capacity ?? null,
        network: { site_key: settings.network.siteKey, sister_sites: settings.network.sisters },
        link_policy: { ...LINK_POLICY, followed_when: [...LINK_POLICY.followed_when], page: `${base}/link-policy` },
        api: {
          base_url: `${base}/api/v1`,
          reference: `${base}/api/v1/docs`,
          openapi: `${base}/api/v1/openapi.json`,
          openapi_yaml: `${base}/api/v1/openapi.yaml`,
          mcp: `${base}/mcp`,
        },
      },
    };
  },
});
