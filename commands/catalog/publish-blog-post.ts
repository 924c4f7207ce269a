import { evolveDefinition, initialDefinition, publishBlogPost as decide } from '../../domain/catalog/decide.ts';
import type { BlogPost } from '../../domain/catalog/events.ts';
import { command } from '../command.ts';

export const publishBlogPost = command({
  stream: (c: BlogPost) => `blog-${c.slug}`,
  initial: initialDefinition<BlogPost>,
  evolve: evolveDefinition<BlogPost>,
  decide: (c: BlogPost, state) => decide(c, state),
});
