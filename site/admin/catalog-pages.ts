import express, { type Request, type Response } from 'express';
import type { ActionInput, Actions } from '../../api/actions/index.ts';
import { siteSettingsOf } from '../../domain/catalog/decide.ts';
import { blogPost, categoryRecord, categoryTree, interviewQuestions, listBlogPosts, listProducts, siteSettings } from '../../projections/queries/index.ts';
import { notice } from '../account/account-shell.ts';
import { html, type Renderable } from '../kit/html.ts';
import { type Refusal, refusalOf } from '../kit/site-operations.ts';
import { blogInput, categoryInput, type FormBody, interviewInput, PRODUCT_FIELDS, productInput, settingsInput, str } from './catalog/catalog-forms.ts';
import { blogView, categoriesView, type FormState, interviewView, productsView, settingsView } from './catalog/catalog-views.ts';
import { type ConsoleDeps, consolePage, memberOf, teamCaller, teamCsrf } from './site-team.ts';

const DONE: Record<string, string> = { saved: 'Saved.', unchanged: 'Nothing changed.' };

type Deps = ConsoleDeps & { actions: Actions };
/** One catalog page: its address and title, the body it shows, and the action its form runs. */
type CatalogPage = {
  path: string;
  title: string;
  body(c: Deps, req: Request, s: FormState): Promise<Renderable>;
  save(c: Deps, body: FormBody, req: Request): Promise<{ changed: boolean }>;
  /** Where a saved form leads: back to what it edited. */
  back(body: FormBody): string;
  /** The form's inputs that the action calls otherwise. */
  formNames?: Record<string, string>;
};

/** The settings as the page shows them: what was recorded, the defaults for the rest. */
async function currentSettings(c: Deps) {
  const doc = await siteSettings(c.readModels);
  return siteSettingsOf({
    ...(doc?.name ? { name: doc.name } : {}),
    ...(doc?.purpose ? { purpose: doc.purpose } : {}),
    ...(doc?.free_queue_weeks ? { freeQueueMinWeeks: doc.free_queue_weeks.min, freeQueueMaxWeeks: doc.free_queue_weeks.max } : {}),
    ...(doc?.free_weekly_capacity !== undefined ? { freeWeeklyCapacity: doc.free_weekly_capacity } : {}),
    ...(doc?.paid_weekly_capacity !== undefined ? { paidWeeklyCapacity: doc.paid_weekly_capacity } : {}),
    ...(doc?.featured_weekly_capacity !== undefined ? { featuredWeeklyCapacity: doc.featured_weekly_capacity } : {}),
    ...(doc?.seller_country ? { sellerCountry: doc.seller_country } : {}),
  });
}

const editing = (req: Request, key: string) => str(req.query.edit ?? req.body?.[key]);

// The actor of a post is the member the door recorded for it.
const actorOf = (req: Request) => teamCaller(req, memberOf(req.res as Response));

const PAGES: CatalogPage[] = [
  {
    path: '/admin/settings',
    title: 'Site settings',
    body: async (c, _req, s) => settingsView(await currentSettings(c), s),
    save: (c, b, req) => c.actions.changeSiteSettings(settingsInput(b), actorOf(req)),
    back: () => '/admin/settings',
  },
  {
    path: '/admin/categories',
    title: 'Categories',
    body: async (c, req, s) => {
      const tree = await categoryTree(c.readModels, true);
      const chosen = tree.flatMap((t) => [t, ...t.subcategories]).find((t) => t.slug === editing(req, 'slug'));
      return categoriesView(tree, chosen, chosen ? await categoryRecord(c.readModels, chosen.slug) : null, s);
    },
    save: (c, b, req) => c.actions.defineCategory(categoryInput(b), actorOf(req)),
    back: (b) => `/admin/categories?edit=${encodeURIComponent(str(b.slug))}`,
  },
  {
    path: '/admin/products',
    title: 'Products and prices',
    body: async (c, req, s) => {
      const products = await listProducts(c.readModels);
      return productsView(
        products,
        products.find((p) => p.product === editing(req, 'id')),
        s,
      );
    },
    // A price that is no amount reaches the action as typed: its declaration refuses it.
    save: (c, b, req) => c.actions.defineProduct(productInput(b) as ActionInput<'defineProduct'>, actorOf(req)),
    back: (b) => `/admin/products?edit=${encodeURIComponent(str(b.id))}`,
    formNames: PRODUCT_FIELDS,
  },
  {
    path: '/admin/interview',
    title: 'Interview questions',
    body: async (c, _req, s) => interviewView(await interviewQuestions(c.readModels), s),
    save: (c, b, req) => c.actions.defineInterviewQuestion(interviewInput(b), actorOf(req)),
    back: () => '/admin/interview',
  },
  {
    path: '/admin/blog',
    title: 'Blog',
    body: async (c, req, s) => {
      const posts = await listBlogPosts(c.readModels, undefined, { page: 1, perPage: 100 });
      const slug = editing(req, 'slug');
      return blogView(posts.items, slug ? await blogPost(c.readModels, slug) : null, s);
    },
    save: (c, b, req) => c.actions.publishBlogPost(blogInput(b), actorOf(req)),
    back: (b) => `/admin/blog?edit=${encodeURIComponent(str(b.slug))}`,
  },
];

/**
 * The catalog the site team keeps: site settings, categories, products and prices, interview
 * questions and the blog. Each form runs the same action as the CLI and the admin API; a refusal
 * is shown on the form with its fields, a save leads back to what it edited.
 */
export function catalogPages(c: Deps) {
  const router = express.Router();
  const show = async (p: CatalogPage, req: Request, res: Response, refusal?: Refusal) => {
    const state: FormState = { csrf: teamCsrf(memberOf(res)), refusal, posted: refusal ? req.body : undefined };
    const body = await p.body(c, req, state);
    return consolePage(
      c,
      req,
      res,
      { member: memberOf(res), area: p.path, title: p.title, status: refusal?.status },
      html`${notice(DONE, req.query.done)}${body}`,
    );
  };
  for (const p of PAGES) {
    router.get(p.path, (req, res) => show(p, req, res));
    router.post(p.path, async (req, res) => {
      const body: FormBody = req.body ?? {};
      try {
        const r = await p.save(c, body, req);
        const back = p.back(body);
        res.redirect(303, `${back}${back.includes('?') ? '&' : '?'}done=${r.changed ? 'saved' : 'unchanged'}`);
      } catch (error) {
        return show(p, req, res, refusalOf(error, p.formNames));
      }
    });
  }
  return router;
}
