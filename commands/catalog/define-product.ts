import { defineProduct as decide, evolveDefinition, initialDefinition } from '../../domain/catalog/decide.ts';
import type { Product } from '../../domain/catalog/events.ts';
import { command } from '../command.ts';

export const defineProduct = command({
  stream: (c: Product) => `product-${c.id}`,
  initial: initialDefinition<Product>,
  evolve: evolveDefinition<Product>,
  decide: (c: Product, state) => decide(c, state),
});
