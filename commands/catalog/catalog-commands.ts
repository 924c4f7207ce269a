import * as catalog from '../../domain/catalog/decide.ts';
import {
  type BlogPostPatch,
  blogPostDefinition,
  blogPostStream,
  type CategoryPatch,
  categoryDefinition,
  categoryStream,
  evolveQuestions,
  INTERVIEW_QUESTIONS_STREAM,
  initialQuestions,
  type ProductPatch,
  productDefinition,
  productStream,
  SITE_STREAM,
  type SiteSettingsPatch,
  siteDefinition,
} from '../../domain/catalog/decide.ts';
import { command } from '../command.ts';

export const changeSiteSettings = command({
  stream: () => SITE_STREAM,
  ...siteDefinition,
  decide: (c: SiteSettingsPatch, state) => catalog.changeSiteSettings(c, state),
});

export const defineCategory = command({
  stream: (c: CategoryPatch) => categoryStream(c.slug),
  ...categoryDefinition,
  decide: async (c: CategoryPatch, state, { load }) => {
    const parentSlug = c.parent === undefined ? (state.current?.parent ?? null) : c.parent;
    const parent = parentSlug ? (await load(categoryStream(parentSlug), categoryDefinition.initial, categoryDefinition.evolve)).current : null;
    return catalog.defineCategory(c, state, parent);
  },
});

export const defineProduct = command({
  stream: (c: ProductPatch) => productStream(c.id),
  ...productDefinition,
  decide: (c: ProductPatch, state) => catalog.defineProduct(c, state),
});

export const publishBlogPost = command({
  stream: (c: BlogPostPatch) => blogPostStream(c.slug),
  ...blogPostDefinition,
  decide: (c: BlogPostPatch, state, { now }) => catalog.publishBlogPost(c, state, now),
});

export const defineInterviewQuestion = command({
  stream: () => INTERVIEW_QUESTIONS_STREAM,
  initial: initialQuestions,
  evolve: evolveQuestions,
  decide: (c: { id?: number; text: string; position?: number }, state) => catalog.defineInterviewQuestion(c, state),
});
