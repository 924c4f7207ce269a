import type { Express } from 'express';
import type { PageDeps } from '../../site/kit/page-deps.ts';
import { awardPages } from '../../site/public/award-pages.ts';
import { blogPages } from '../../site/public/blog-pages.ts';
import { boardPages } from '../../site/public/board-pages.ts';
import { categoryPages } from '../../site/public/category-pages.ts';
import { comparePage } from '../../site/public/compare-page.ts';
import { founderPages } from '../../site/public/founder-pages.ts';
import { launchPages } from '../../site/public/launch-pages.ts';
import { searchPage } from '../../site/public/search-page.ts';

/** The public page groups, one router each. */
export function mountPublicPages(app: Express, pages: PageDeps) {
  for (const group of [launchPages, boardPages, categoryPages, founderPages, blogPages, awardPages, comparePage, searchPage]) app.use(group(pages));
}
