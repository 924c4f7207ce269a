import { changeSiteSettings as decide, evolveDefinition, initialDefinition } from '../../domain/catalog/decide.ts';
import type { SiteSettings } from '../../domain/catalog/events.ts';
import { command } from '../command.ts';

export const SITE_STREAM = 'catalog-site';

export const changeSiteSettings = command({
  stream: () => SITE_STREAM,
  initial: initialDefinition<SiteSettings>,
  evolve: evolveDefinition<SiteSettings>,
  decide: (c: SiteSettings, state) => decide(c, state),
});
