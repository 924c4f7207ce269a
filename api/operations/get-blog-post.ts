import { notFound } from '../../domain/shared/errors.ts';
import { blogPost } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const getBlogPost = operation({
  name: 'get_blog_post',
  method: 'GET',
  path: '/blog/{slug}',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['catalog'] },
  async run({ path }, { readModels }) {
    const r = await blogPost(readModels, path.slug);
    if (!r) throw notFound(`blog post ${path.slug}`);
    return { body: r };
  },
});
