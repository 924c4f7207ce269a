import { notFound } from '../../domain/shared/errors.ts';
import { discussion, publicListing } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const listComments = operation({
  name: 'list_comments',
  method: 'GET',
  path: '/listings/{slug}/comments',
  access: 'public',
  takesIdempotencyKey: false,
  // The pinned comment depends on the day too: a cached answer lives a minute at most.
  cache: { reads: ['listings', 'comments', 'accounts'], ttlMs: 60_000 },
  async run({ path, query }, { readModels, clock }) {
    const l = await publicListing(readModels, path.slug);
    if (!l) throw notFound(`listing ${path.slug}`);
    const page = await discussion(readModels, l.listing_id, { page: query.page, perPage: query.per_page }, { launchedAt: l.live_at ?? null, now: clock.now() });
    return {
      body: {
        ...page,
        items: page.items.map(({ mine: _m, replies, ...t }) => ({
          ...t,
          state: publicState(t.state),
          replies: replies.map(({ mine: _r, ...r }) => ({ ...r, state: publicState(r.state) })),
        })),
      },
    };
  },
});

// Without a viewer no held comment is in the discussion: every comment is shown or removed.
const publicState = (s: 'shown' | 'removed' | 'held'): 'shown' | 'removed' => (s === 'removed' ? 'removed' : 'shown');
