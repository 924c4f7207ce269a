import express, { type Request, type Response } from 'express';
import type { Actions } from '../../api/actions/index.ts';
import { siteSettingsOf } from '../../domain/catalog/decide.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { blogPost, categoryRecord, categoryTree, interviewQuestions, listBlogPosts, listProducts, siteSettings } from '../../projections/queries/index.ts';
import { notice } from '../account/account-shell.ts';
import { errorSummary, errorsOf, type FieldErrors, field, fromLines, lines } from '../kit/forms.ts';
import { html, type Renderable } from '../kit/html.ts';
import { type Refusal, refusalOf } from '../kit/site-operations.ts';
import { type ConsoleDeps, consolePage, memberOf, teamCaller, teamCsrf } from './site-team.ts';

type Faq = { question: string; answer: string };

/** FAQs edited as text: a `Q:` line, then the answer, a blank line between them. */
const faqText = (faqs: Faq[] | undefined) => (faqs ?? []).map((f) => `Q: ${f.question}\n${f.answer}`).join('\n\n');
const parseFaqs = (text: unknown): Faq[] =>
  String(text ?? '')
    .replace(/\r/g, '')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [first, ...rest] = block.split('\n');
      return {
        question: first.replace(/^Q:\s*/i, '').trim(),
        answer: rest
          .join('\n')
          .replace(/^A:\s*/i, '')
          .trim(),
      };
    });

const DONE: Record<string, string> = { saved: 'Saved.', unchanged: 'Nothing changed.' };
const str = (v: unknown) => String(v ?? '').trim();
const intOrUndefined = (v: unknown) => (str(v) === '' ? undefined : Number(str(v)));
const FAQ_HINT = 'Each: a line “Q: the question”, then the answer; a blank line between them.';

/**
 * The catalog the site team keeps: site settings, categories, products and prices, interview
 * questions and the blog. Each form runs the same command as the CLI and the admin API.
 */
export function catalogPages(c: ConsoleDeps & { actions: Actions }) {
  const router = express.Router();

  /** Runs an action; a refusal is shown on the form with its fields. */
  const save =
    (
      run: (req: Request) => Promise<{ changed: boolean }>,
      show: (req: Request, res: Response, refusal?: Refusal) => Promise<unknown>,
      back: (req: Request) => string,
    ) =>
    async (req: Request, res: Response) => {
      try {
        const r = await run(req);
        res.redirect(303, `${back(req)}${back(req).includes('?') ? '&' : '?'}done=${r.changed ? 'saved' : 'unchanged'}`);
      } catch (error) {
        return show(req, res, refusalOf(error));
      }
    };
  const page = (req: Request, res: Response, area: string, title: string, refusal: Refusal | undefined, body: Renderable) =>
    consolePage(c, req, res, { member: memberOf(res), area, title, status: refusal?.status }, html`${notice(DONE, req.query.done)}${body}`);
  const form = (res: Response, action: string, body: Renderable, button: string) =>
    html`<form method="post" action="${action}">${teamCsrf(memberOf(res))}${body}<button type="submit">${button}</button></form>`;

  // Site settings
  const settingsPage = async (req: Request, res: Response, refusal?: Refusal) => {
    const doc = await siteSettings(c.readModels);
    const s = siteSettingsOf({
      ...(doc?.name ? { name: doc.name } : {}),
      ...(doc?.purpose ? { purpose: doc.purpose } : {}),
      ...(doc?.free_queue_weeks ? { freeQueueMinWeeks: doc.free_queue_weeks.min, freeQueueMaxWeeks: doc.free_queue_weeks.max } : {}),
      ...(doc?.free_weekly_capacity !== undefined ? { freeWeeklyCapacity: doc.free_weekly_capacity } : {}),
      ...(doc?.paid_weekly_capacity !== undefined ? { paidWeeklyCapacity: doc.paid_weekly_capacity } : {}),
      ...(doc?.featured_weekly_capacity !== undefined ? { featuredWeeklyCapacity: doc.featured_weekly_capacity } : {}),
      ...(doc?.seller_country ? { sellerCountry: doc.seller_country } : {}),
    });
    const errors = errorsOf(refusal);
    const n = (name: keyof typeof s, label: string, hint?: string) => field({ name, label, value: s[name], type: 'number', min: 0, hint, errors });
    return page(
      req,
      res,
      '/admin/settings',
      'Site settings',
      refusal,
      html`${errorSummary(refusal)}${form(
        res,
        '/admin/settings',
        html`${field({ name: 'name', label: 'Site name', value: s.name, required: true, max: 120, errors })}
${field({ name: 'purpose', label: 'What the site is for', value: s.purpose, type: 'textarea', max: 500, rows: 2, errors })}
${n('freeQueueMinWeeks', 'Free queue: first week offered (weeks ahead)')}${n('freeQueueMaxWeeks', 'Free queue: last week offered (weeks ahead)')}
${n('freeWeeklyCapacity', 'Free launches per week')}${n('paidWeeklyCapacity', 'Paid launches per week')}${n('featuredWeeklyCapacity', 'Featured places per week')}
${field({ name: 'sellerCountry', label: 'Seller country (two-letter code, for VAT)', value: s.sellerCountry, max: 2, errors })}`,
        'Save the settings',
      )}`,
    );
  };
  router.get('/admin/settings', (req, res) => settingsPage(req, res));
  router.post(
    '/admin/settings',
    save(
      (req) =>
        c.actions.run(
          'changeSiteSettings',
          {
            name: str(req.body.name),
            purpose: str(req.body.purpose),
            freeQueueMinWeeks: intOrUndefined(req.body.freeQueueMinWeeks),
            freeQueueMaxWeeks: intOrUndefined(req.body.freeQueueMaxWeeks),
            freeWeeklyCapacity: intOrUndefined(req.body.freeWeeklyCapacity),
            paidWeeklyCapacity: intOrUndefined(req.body.paidWeeklyCapacity),
            featuredWeeklyCapacity: intOrUndefined(req.body.featuredWeeklyCapacity),
            sellerCountry: str(req.body.sellerCountry).toUpperCase(),
          },
          actorOf(req),
        ),
      settingsPage,
      () => '/admin/settings',
    ),
  );
  // The actor of a post is the member the door recorded for it.
  const actorOf = (req: Request) => teamCaller(req, memberOf(req.res as Response));

  // Categories
  const categoriesPage = async (req: Request, res: Response, refusal?: Refusal) => {
    const tree = await categoryTree(c.readModels, true);
    const all = tree.flatMap((t) => [t, ...t.subcategories]);
    const editing = all.find((t) => t.slug === str(req.query.edit ?? req.body?.slug));
    const full = editing ? await categoryDoc(editing.slug) : null;
    const errors = errorsOf(refusal);
    return page(
      req,
      res,
      '/admin/categories',
      'Categories',
      refusal,
      html`<ul class="tree">${tree.map(
        (t) =>
          html`<li><a href="/admin/categories?edit=${t.slug}">${t.name}</a> (${t.live_listings} live)${
            t.subcategories.length
              ? html`<ul>${t.subcategories.map((s) => html`<li><a href="/admin/categories?edit=${s.slug}">${s.name}</a> (${s.live_listings})</li>`)}</ul>`
              : ''
          }</li>`,
      )}</ul>
<h2>${editing ? html`Edit ${editing.name}` : 'Add a category'}</h2>${errorSummary(refusal)}${form(
        res,
        '/admin/categories',
        html`${field({ name: 'slug', label: 'Slug (its address: lowercase letters, digits and dashes)', value: editing?.slug ?? str(req.body?.slug), required: true, max: 80, errors })}
${field({ name: 'name', label: 'Name', value: full?.name ?? str(req.body?.name), required: true, max: 200, errors })}
${field({ name: 'description', label: 'Description', value: full?.description ?? str(req.body?.description), type: 'textarea', max: 5000, errors })}
${field({ name: 'parent', label: 'Parent category slug (empty for a top-level category)', value: full?.parent ?? str(req.body?.parent), max: 80, errors })}
${field({ name: 'attributes', label: 'Attributes (one per line)', value: lines(full?.attributes ?? []), type: 'textarea', rows: 3, errors })}
${field({ name: 'faqs', label: 'FAQs', value: faqText(full?.faqs as Faq[] | undefined), type: 'textarea', rows: 6, hint: FAQ_HINT, errors })}`,
        'Save the category',
      )}`,
    );
  };
  const categoryDoc = (slug: string) => categoryRecord(c.readModels, slug);
  router.get('/admin/categories', (req, res) => categoriesPage(req, res));
  router.post(
    '/admin/categories',
    save(
      (req) =>
        c.actions.run(
          'defineCategory',
          {
            slug: str(req.body.slug),
            name: str(req.body.name),
            description: str(req.body.description),
            parent: str(req.body.parent) || null,
            attributes: fromLines(req.body.attributes),
            faqs: parseFaqs(req.body.faqs),
          },
          actorOf(req),
        ),
      categoriesPage,
      (req) => `/admin/categories?edit=${encodeURIComponent(str(req.body.slug))}`,
    ),
  );

  // Products and prices
  const productsPage = async (req: Request, res: Response, refusal?: Refusal) => {
    const products = await listProducts(c.readModels);
    const editing = products.find((p) => p.product === str(req.query.edit ?? req.body?.id));
    const errors = errorsOf(refusal);
    return page(
      req,
      res,
      '/admin/products',
      'Products and prices',
      refusal,
      html`<div class="table-wrap"><table><thead><tr><th scope="col">Product</th><th scope="col">Name</th><th scope="col" class="n">Price (USD, excl. VAT)</th><th scope="col">For a listing</th></tr></thead><tbody>${products.map(
        (p) =>
          html`<tr><td><a href="/admin/products?edit=${p.product}">${p.product}</a></td><td>${p.name}</td><td class="n">${(p.price_cents / 100).toFixed(2)}</td><td>${p.needs_listing ? 'yes' : 'no'}</td></tr>`,
      )}</tbody></table></div>
<h2>${editing ? html`Edit ${editing.product}` : 'Add a product'}</h2>${errorSummary(refusal)}${form(
        res,
        '/admin/products',
        html`${field({ name: 'id', label: 'Product id (launch, featured, extra-category, billboard, sections, or a service of yours)', value: editing?.product ?? str(req.body?.id), required: true, max: 60, errors })}
${field({ name: 'name', label: 'Name', value: editing?.name ?? str(req.body?.name), required: true, max: 200, errors })}
${field({ name: 'description', label: 'Description', value: editing?.description ?? str(req.body?.description), type: 'textarea', max: 2000, rows: 2, errors })}
${field({ name: 'price', label: 'Price in USD, excluding VAT (for the billboard: the minimum)', value: editing ? (editing.price_cents / 100).toFixed(2) : str(req.body?.price), required: true, errors: new Map([...errors].map(([k, v]) => [k === 'priceCents' ? 'price' : k, v])) as FieldErrors })}
<label><input type="checkbox" name="needs_listing" value="yes"${(editing?.needs_listing ?? req.body?.needs_listing === 'yes') ? html` checked` : ''}> Bought for one of the buyer’s listings</label>`,
        'Save the product',
      )}`,
    );
  };
  router.get('/admin/products', (req, res) => productsPage(req, res));
  router.post(
    '/admin/products',
    save(
      (req) => {
        const price = str(req.body.price);
        if (!/^\d{1,7}(\.\d{1,2})?$/.test(price))
          throw new DomainError('invalid', 'price: an amount in dollars such as 49 or 49.50', [
            { field: 'price', message: 'must be an amount in dollars such as 49 or 49.50' },
          ]);
        return c.actions.run(
          'defineProduct',
          {
            id: str(req.body.id),
            name: str(req.body.name),
            description: str(req.body.description),
            priceCents: Math.round(Number(price) * 100),
            needsListing: req.body.needs_listing === 'yes',
          },
          actorOf(req),
        );
      },
      productsPage,
      (req) => `/admin/products?edit=${encodeURIComponent(str(req.body.id))}`,
    ),
  );

  // Interview questions
  const interviewPage = async (req: Request, res: Response, refusal?: Refusal) => {
    const questions = await interviewQuestions(c.readModels);
    const errors = errorsOf(refusal);
    return page(
      req,
      res,
      '/admin/interview',
      'Interview questions',
      refusal,
      html`<p>Founders answer these on their listing pages; the answers show on their listings and founder pages.</p>
${errorSummary(refusal)}
${questions.map((q) =>
  form(
    res,
    '/admin/interview',
    html`<input type="hidden" name="id" value="${q.question_id}">${field({ name: `text`, label: `Question ${q.question_id}`, value: q.question, max: 500, required: true })}${field({ name: 'position', label: 'Position', value: q.position, type: 'number', min: 0 })}`,
    'Save',
  ),
)}
<h2>Add a question</h2>${form(res, '/admin/interview', html`${field({ name: 'text', label: 'Question', max: 500, required: true, errors })}`, 'Add the question')}`,
    );
  };
  router.get('/admin/interview', (req, res) => interviewPage(req, res));
  router.post(
    '/admin/interview',
    save(
      (req) =>
        c.actions.run(
          'defineInterviewQuestion',
          { ...(str(req.body.id) ? { id: Number(str(req.body.id)) } : {}), text: str(req.body.text), position: intOrUndefined(req.body.position) },
          actorOf(req),
        ),
      interviewPage,
      () => '/admin/interview',
    ),
  );

  // Blog
  const blogPage = async (req: Request, res: Response, refusal?: Refusal) => {
    const posts = await listBlogPosts(c.readModels, undefined, { page: 1, perPage: 100 });
    const slug = str(req.query.edit ?? req.body?.slug);
    const post = slug ? await blogPost(c.readModels, slug) : null;
    const b = (k: string) => str(req.body?.[k]);
    const errors = errorsOf(refusal);
    return page(
      req,
      res,
      '/admin/blog',
      'Blog',
      refusal,
      html`<ul>${posts.items.map((p: { slug: string; title: string; published_at: string }) => html`<li><a href="/admin/blog?edit=${p.slug}">${p.title}</a> · ${p.published_at.slice(0, 10)} · <a href="/blog/${p.slug}">view</a></li>`)}</ul>
<h2>${post ? html`Edit “${post.title}”` : 'Write a post'}</h2>${errorSummary(refusal)}${form(
        res,
        '/admin/blog',
        html`${field({ name: 'slug', label: 'Slug (its address)', value: post?.slug ?? b('slug'), required: true, max: 120, errors })}
${field({ name: 'title', label: 'Title', value: post?.title ?? b('title'), required: true, max: 200, errors })}
${field({ name: 'summary', label: 'Summary', value: post?.summary ?? b('summary'), type: 'textarea', max: 500, rows: 2, errors })}
${field({ name: 'markdown', label: 'Text (Markdown; raw HTML is shown as text)', value: post?.markdown ?? b('markdown'), type: 'textarea', max: 200000, rows: 14, errors })}
${field({ name: 'author', label: 'Author', value: post?.author ?? b('author'), max: 160, errors })}
${field({ name: 'tags', label: 'Tags (one per line)', value: lines(post?.tags ?? fromLines(b('tags'))), type: 'textarea', rows: 3, errors })}
${field({ name: 'publishedAt', label: 'Published (date)', value: (post?.published_at ?? b('publishedAt')).slice(0, 10), type: 'date', errors })}
${field({ name: 'faqs', label: 'FAQs', value: faqText(post?.faqs as Faq[] | undefined) || b('faqs'), type: 'textarea', rows: 5, hint: FAQ_HINT, errors })}`,
        'Publish the post',
      )}`,
    );
  };
  router.get('/admin/blog', (req, res) => blogPage(req, res));
  router.post(
    '/admin/blog',
    save(
      (req) =>
        c.actions.run(
          'publishBlogPost',
          {
            slug: str(req.body.slug),
            title: str(req.body.title),
            summary: str(req.body.summary),
            markdown: String(req.body.markdown ?? ''),
            author: str(req.body.author),
            tags: fromLines(req.body.tags),
            faqs: parseFaqs(req.body.faqs),
            ...(str(req.body.publishedAt) ? { publishedAt: new Date(`${str(req.body.publishedAt)}T00:00:00Z`).toISOString() } : {}),
          },
          actorOf(req),
        ),
      blogPage,
      (req) => `/admin/blog?edit=${encodeURIComponent(str(req.body.slug))}`,
    ),
  );
  return router;
}
