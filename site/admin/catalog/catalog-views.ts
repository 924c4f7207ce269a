import type { SiteSettings } from '../../../domain/catalog/events.ts';
import type { blogPost, categoryRecord, categoryTree, interviewQuestions, listBlogPosts, listProducts } from '../../../projections/queries/index.ts';
import { errorSummary, errorsOf, field, fromLines, lines } from '../../kit/forms.ts';
import { html, type Renderable } from '../../kit/html.ts';
import type { Refusal } from '../../kit/site-operations.ts';
import { type Faq, type FormBody, faqText, str } from './catalog-forms.ts';

/**
 * The console's catalog pages as views: data in, markup out. `csrf` is the member's token field; `posted` is
 * what a refused form sent, shown again; `refusal` names the fields to mark.
 */
export type FormState = { csrf: Renderable; refusal?: Refusal; posted?: FormBody };

const FAQ_HINT = 'Each: a line “Q: the question”, then the answer; a blank line between them.';
const form = (s: FormState, action: string, body: Renderable, button: string) =>
  html`<form method="post" action="${action}">${s.csrf}${body}<button type="submit">${button}</button></form>`;
const sent = (s: FormState, name: string) => str(s.posted?.[name]);

export function settingsView(settings: SiteSettings, s: FormState) {
  const errors = errorsOf(s.refusal);
  const n = (name: keyof SiteSettings, label: string) => field({ name, label, value: settings[name], type: 'number', min: 0, errors });
  const inputs = [
    'name',
    'purpose',
    'freeQueueMinWeeks',
    'freeQueueMaxWeeks',
    'freeWeeklyCapacity',
    'paidWeeklyCapacity',
    'featuredWeeklyCapacity',
    'sellerCountry',
  ];
  return html`${errorSummary(s.refusal, inputs)}${form(
    s,
    '/admin/settings',
    html`${field({ name: 'name', label: 'Site name', value: settings.name, required: true, max: 120, errors })}
${field({ name: 'purpose', label: 'What the site is for', value: settings.purpose, type: 'textarea', max: 500, rows: 2, errors })}
${n('freeQueueMinWeeks', 'Free queue: first week offered (weeks ahead)')}${n('freeQueueMaxWeeks', 'Free queue: last week offered (weeks ahead)')}
${n('freeWeeklyCapacity', 'Free launches per week')}${n('paidWeeklyCapacity', 'Paid launches per week')}${n('featuredWeeklyCapacity', 'Featured places per week')}
${field({ name: 'sellerCountry', label: 'Seller country (two-letter code, for VAT)', value: settings.sellerCountry, max: 2, errors })}`,
    'Save the settings',
  )}`;
}

type Tree = Awaited<ReturnType<typeof categoryTree>>;
type CategoryRecord = Awaited<ReturnType<typeof categoryRecord>>;

export function categoriesView(tree: Tree, editing: { slug: string; name: string } | undefined, full: CategoryRecord, s: FormState) {
  const errors = errorsOf(s.refusal);
  const link = (t: { slug: string; name: string }) => html`<a href="/admin/categories?edit=${t.slug}">${t.name}</a>`;
  return html`<ul class="tree">${tree.map(
    (t) =>
      html`<li>${link(t)} (${t.live_listings} live)${
        t.subcategories.length ? html`<ul>${t.subcategories.map((sub) => html`<li>${link(sub)} (${sub.live_listings})</li>`)}</ul>` : ''
      }</li>`,
  )}</ul>
<h2>${editing ? html`Edit ${editing.name}` : 'Add a category'}</h2>${errorSummary(s.refusal, ['slug', 'name', 'description', 'parent', 'attributes', 'faqs'])}${form(
    s,
    '/admin/categories',
    html`${field({ name: 'slug', label: 'Slug (its address: lowercase letters, digits and dashes)', value: editing?.slug ?? sent(s, 'slug'), required: true, max: 80, errors })}
${field({ name: 'name', label: 'Name', value: full?.name ?? sent(s, 'name'), required: true, max: 200, errors })}
${field({ name: 'description', label: 'Description', value: full?.description ?? sent(s, 'description'), type: 'textarea', max: 5000, errors })}
${field({ name: 'parent', label: 'Parent category slug (empty for a top-level category)', value: full?.parent ?? sent(s, 'parent'), max: 80, errors })}
${field({ name: 'attributes', label: 'Attributes (one per line)', value: lines(full?.attributes ?? []), type: 'textarea', rows: 3, errors })}
${field({ name: 'faqs', label: 'FAQs', value: faqText(full?.faqs as Faq[] | undefined), type: 'textarea', rows: 6, hint: FAQ_HINT, errors })}`,
    'Save the category',
  )}`;
}

type Product = Awaited<ReturnType<typeof listProducts>>[number];

export function productsView(products: Product[], editing: Product | undefined, s: FormState) {
  // The form takes dollars where the action takes cents: a refusal of the cents is shown on the price field.
  const refusal = s.refusal && { ...s.refusal, issues: s.refusal.issues.map((i) => (i.field === 'priceCents' ? { ...i, field: 'price' } : i)) };
  const errors = errorsOf(refusal);
  const checked = editing?.needs_listing ?? sent(s, 'needs_listing') === 'yes';
  return html`<div class="table-wrap"><table><thead><tr><th scope="col">Product</th><th scope="col">Name</th><th scope="col" class="n">Price (USD, excl. VAT)</th><th scope="col">For a listing</th></tr></thead><tbody>${products.map(
    (p) =>
      html`<tr><td><a href="/admin/products?edit=${p.product}">${p.product}</a></td><td>${p.name}</td><td class="n">${(p.price_cents / 100).toFixed(2)}</td><td>${p.needs_listing ? 'yes' : 'no'}</td></tr>`,
  )}</tbody></table></div>
<h2>${editing ? html`Edit ${editing.product}` : 'Add a product'}</h2>${errorSummary(refusal, ['id', 'name', 'description', 'price'])}${form(
    s,
    '/admin/products',
    html`${field({ name: 'id', label: 'Product id (launch, featured, extra-category, billboard, sections, or a service of yours)', value: editing?.product ?? sent(s, 'id'), required: true, max: 60, errors })}
${field({ name: 'name', label: 'Name', value: editing?.name ?? sent(s, 'name'), required: true, max: 200, errors })}
${field({ name: 'description', label: 'Description', value: editing?.description ?? sent(s, 'description'), type: 'textarea', max: 2000, rows: 2, errors })}
${field({ name: 'price', label: 'Price in USD, excluding VAT (for the billboard: the minimum)', value: editing ? (editing.price_cents / 100).toFixed(2) : sent(s, 'price'), required: true, errors })}
<label><input type="checkbox" name="needs_listing" value="yes"${checked ? html` checked` : ''}> Bought for one of the buyer’s listings</label>`,
    'Save the product',
  )}`;
}

type Question = Awaited<ReturnType<typeof interviewQuestions>>[number];

export function interviewView(questions: Question[], s: FormState) {
  const errors = errorsOf(s.refusal);
  const edit = (q: Question) =>
    form(
      s,
      '/admin/interview',
      html`<input type="hidden" name="id" value="${q.question_id}">${field({ name: 'text', label: `Question ${q.question_id}`, value: q.question, max: 500, required: true })}${field({ name: 'position', label: 'Position', value: q.position, type: 'number', min: 0 })}`,
      'Save',
    );
  return html`<p>Founders answer these on their listing pages; the answers show on their listings and founder pages.</p>
${errorSummary(s.refusal)}
${questions.map(edit)}
<h2>Add a question</h2>${form(s, '/admin/interview', html`${field({ name: 'text', label: 'Question', max: 500, required: true, errors })}`, 'Add the question')}`;
}

type Posts = Awaited<ReturnType<typeof listBlogPosts>>['items'];
type Post = Awaited<ReturnType<typeof blogPost>>;

export function blogView(posts: Posts, post: Post, s: FormState) {
  const errors = errorsOf(s.refusal);
  const b = (k: string) => sent(s, k);
  return html`<ul>${posts.map((p: { slug: string; title: string; published_at: string }) => html`<li><a href="/admin/blog?edit=${p.slug}">${p.title}</a> · ${p.published_at.slice(0, 10)} · <a href="/blog/${p.slug}">view</a></li>`)}</ul>
<h2>${post ? html`Edit “${post.title}”` : 'Write a post'}</h2>${errorSummary(s.refusal, ['slug', 'title', 'summary', 'markdown', 'author', 'tags', 'publishedAt', 'faqs'])}${form(
    s,
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
  )}`;
}
