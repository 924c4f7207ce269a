import { DomainError, notFound } from '../shared/errors.ts';
import type { BlogPost, CatalogEvent, Category, InterviewQuestion, Product, SiteSettings } from './events.ts';
import { checkBlogPost, checkCategory, checkProduct, checkQuestion, checkSiteSettings } from './rules.ts';

/**
 * Each catalog record is its own stream holding its latest definition; defining it again
 * with the same content records nothing.
 */
export type Definition<T> = { current: T | null };
export const initialDefinition = <T>(): Definition<T> => ({ current: null });
export const evolveDefinition = <T>(_: Definition<T>, event: { data: unknown }): Definition<T> => ({ current: event.data as T });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function changeSiteSettings(next: SiteSettings, state: Definition<SiteSettings>): CatalogEvent[] {
  checkSiteSettings(next);
  return same(state.current, next) ? [] : [{ type: 'SiteSettingsChanged', data: next }];
}

/** `parent` is the parent's own state, loaded by the handler: a subcategory hangs under a top-level category. */
export function defineCategory(next: Category, state: Definition<Category>, parent: Category | null): CatalogEvent[] {
  checkCategory(next);
  if (next.parent !== null) {
    if (!parent) throw new DomainError('invalid', `parent: category ${next.parent} does not exist`, [{ field: 'parent', message: `no category ${next.parent}` }]);
    if (parent.parent !== null)
      throw new DomainError('invalid', 'parent: subcategories cannot have subcategories', [{ field: 'parent', message: 'must be a top-level category' }]);
  }
  return same(state.current, next) ? [] : [{ type: 'CategoryDefined', data: next }];
}

export function defineProduct(next: Product, state: Definition<Product>): CatalogEvent[] {
  checkProduct(next);
  return same(state.current, next) ? [] : [{ type: 'ProductDefined', data: next }];
}

export function publishBlogPost(next: BlogPost, state: Definition<BlogPost>): CatalogEvent[] {
  checkBlogPost(next);
  return same(state.current, next) ? [] : [{ type: 'BlogPostPublished', data: next }];
}

/** All interview questions share one stream, so ids are handed out in order. */
export type InterviewQuestions = { byId: Map<number, InterviewQuestion> };
export const initialQuestions = (): InterviewQuestions => ({ byId: new Map() });
export function evolveQuestions(state: InterviewQuestions, event: { type: string; data: unknown }): InterviewQuestions {
  if (event.type !== 'InterviewQuestionDefined') return state;
  const q = event.data as InterviewQuestion;
  const byId = new Map(state.byId);
  byId.set(q.id, q);
  return { byId };
}

export function defineInterviewQuestion(
  cmd: { id?: number; text: string; position?: number },
  state: InterviewQuestions,
): CatalogEvent[] {
  checkQuestion(cmd.text);
  if (cmd.id !== undefined && !state.byId.has(cmd.id)) throw notFound(`interview question ${cmd.id}`);
  const id = cmd.id ?? Math.max(0, ...state.byId.keys()) + 1;
  const existing = state.byId.get(id);
  const q: InterviewQuestion = { id, text: cmd.text.trim(), position: cmd.position ?? existing?.position ?? id };
  return same(existing, q) ? [] : [{ type: 'InterviewQuestionDefined', data: q }];
}
