import { listBlogPosts as posts } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const listBlogPosts = operation({
  name: 'list_blog_posts',
  method: 'GET',
  path: '/blog',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['catalog'] },
  async run({ query }, { readModels }) {
    return { body: await posts(readModels, query.q || undefined, { page: query.page, perPage: query.per_page }) };
  },
});
