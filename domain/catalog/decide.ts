import { DomainError, notFound } from '../shared/errors.ts';
import { same } from '../shared/same.ts';
import type {
  BlogPost,
  BlogPostPublished,
  Category,
  CategoryDefined,
  InterviewQuestion,
  InterviewQuestionDefined,
  Product,
  ProductDefined,
  SiteSettings,
  SiteSettingsChanged,
} from './events.ts';
import { checkBlogPost, checkCategory, checkProduct, checkQuestion, checkSiteSettings } from './rules.ts';

/**
 * Each catalog record is its own stream holding its latest definition. A new definition names
 * only what changes: fields left out keep their current value. The same content again records
 * nothing.
 */
export type Definition<T> = { current: T | null };

/** The initial state and fold of one kind of definition stream. */
function definitionOf<E extends { type: string; data: unknown }>() {
  return {
    initial: (): Definition<E['data']> => ({ current: null }),
    evolve: (_: Definition<E['data']>, e: E): Definition<E['data']> => ({ current: e.data }),
  };
}

export const SITE_STREAM = 'catalog-site';
export const categoryStream = (slug: string) => `category-${slug}`;
export const productStream = (id: string) => `product-${id}`;
export const blogPostStream = (slug: string) => `blog-${slug}`;
export const INTERVIEW_QUESTIONS_STREAM = 'catalog-interview-questions';

export const siteDefinition = definitionOf<SiteSettingsChanged>();
export const categoryDefinition = definitionOf<CategoryDefined>();
export const productDefinition = definitionOf<ProductDefined>();
export const blogPostDefinition = definitionOf<BlogPostPublished>();

const given = <T extends object>(patch: T): Partial<T> => Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;

export type SiteSettingsPatch = Partial<SiteSettings>;
export const DEFAULT_SITE: SiteSettings = {
  name: 'Launch Directory',
  purpose: 'A directory of product launches',
  freeQueueMinWeeks: 6,
  freeQueueMaxWeeks: 8,
  freeWeeklyCapacity: 10,
  paidWeeklyCapacity: 20,
  featuredWeeklyCapacity: 4,
  sellerCountry: 'DE',
};

/** The settings in force: what was recorded, over the defaults (settings recorded before a setting existed take its default). */
export const siteSettingsOf = (current: Partial<SiteSettings> | null | undefined): SiteSettings => ({ ...DEFAULT_SITE, ...current });

export function changeSiteSettings(patch: SiteSettingsPatch, state: Definition<SiteSettings>): SiteSettingsChanged[] {
  const next: SiteSettings = { ...DEFAULT_SITE, ...state.current, ...given(patch) };
  checkSiteSettings(next);
  return same(state.current, next) ? [] : [{ type: 'SiteSettingsChanged', data: next }];
}

export type CategoryPatch = Partial<Category> & { slug: string };

/** `parent` is the parent's own state, loaded by the handler: a subcategory hangs under a top-level category. */
export function defineCategory(patch: CategoryPatch, state: Definition<Category>, parent: Category | null): CategoryDefined[] {
  const next: Category = { name: '', description: '', faqs: [], parent: null, attributes: [], ...state.current, ...given(patch), slug: patch.slug };
  checkCategory(next);
  if (next.parent !== null) {
    if (!parent)
      throw new DomainError('invalid', `parent: category ${next.parent} does not exist`, [{ field: 'parent', message: `no category ${next.parent}` }]);
    if (parent.parent !== null)
      throw new DomainError('invalid', 'parent: subcategories cannot have subcategories', [{ field: 'parent', message: 'must be a top-level category' }]);
  }
  return same(state.current, next) ? [] : [{ type: 'CategoryDefined', data: next }];
}

export type ProductPatch = Partial<Product> & { id: string };

export function defineProduct(patch: ProductPatch, state: Definition<Product>): ProductDefined[] {
  const next: Product = { name: '', description: '', priceCents: -1, needsListing: false, ...state.current, ...given(patch), id: patch.id };
  checkProduct(next);
  return same(state.current, next) ? [] : [{ type: 'ProductDefined', data: next }];
}

export type BlogPostPatch = Partial<BlogPost> & { slug: string };

export function publishBlogPost(patch: BlogPostPatch, state: Definition<BlogPost>, now: Date): BlogPostPublished[] {
  const next: BlogPost = {
    title: '',
    summary: '',
    markdown: '',
    faqs: [],
    author: '',
    tags: [],
    publishedAt: now.toISOString(),
    ...state.current,
    ...given(patch),
    slug: patch.slug,
  };
  checkBlogPost(next);
  return same(state.current, next) ? [] : [{ type: 'BlogPostPublished', data: next }];
}

/** All interview questions share one stream, so ids are handed out in order. */
export type InterviewQuestions = { byId: Map<number, InterviewQuestion> };
export const initialQuestions = (): InterviewQuestions => ({ byId: new Map() });
export function evolveQuestions(state: InterviewQuestions, event: InterviewQuestionDefined): InterviewQuestions {
  const byId = new Map(state.byId);
  byId.set(event.data.id, event.data);
  return { byId };
}

export function defineInterviewQuestion(cmd: { id?: number; text: string; position?: number }, state: InterviewQuestions): InterviewQuestionDefined[] {
  checkQuestion(cmd.text);
  if (cmd.id !== undefined && !state.byId.has(cmd.id)) throw notFound(`interview question ${cmd.id}`);
  const id = cmd.id ?? Math.max(0, ...state.byId.keys()) + 1;
  const existing = state.byId.get(id);
  const q: InterviewQuestion = { id, text: cmd.text.trim(), position: cmd.position ?? existing?.position ?? id };
  return same(existing, q) ? [] : [{ type: 'InterviewQuestionDefined', data: q }];
}
