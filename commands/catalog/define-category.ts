import { defineCategory as decide, evolveDefinition, initialDefinition } from '../../domain/catalog/decide.ts';
import type { Category } from '../../domain/catalog/events.ts';
import { command } from '../command.ts';

export const categoryStream = (slug: string) => `category-${slug}`;

export const defineCategory = command({
  stream: (c: Category) => categoryStream(c.slug),
  initial: initialDefinition<Category>,
  evolve: evolveDefinition<Category>,
  decide: async (c: Category, state, { load }) => {
    const parent = c.parent ? (await load(categoryStream(c.parent), initialDefinition<Category>, evolveDefinition<Category>)).current : null;
    return decide(c, state, parent);
  },
});
