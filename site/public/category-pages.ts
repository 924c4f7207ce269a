import express from 'express';
import { isSlug } from '../../domain/shared/slug.ts';
import type { CategoryNode } from '../../projections/queries/categories.ts';
import { categoryDetail, categoryTree } from '../../projections/queries/index.ts';
import { listingCards, pager } from '../kit/cards.ts';
import { html } from '../kit/html.ts';
import { faqPageLd } from '../kit/json-ld.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';
import { notFoundPage } from '../not-found-page.ts';
import { PER_PAGE, pageOf } from './public-kit.ts';

/** Categories: the tree, and each category with its featured and most-voted products and its FAQs. */
export function categoryPages(deps: PageDeps) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  const rm = deps.readModels;
  const count = (n: number) => html`<span class="count">${n} live</span>`;
  // Every level below a top category, in tree order: the index lists them all.
  const below = (n: CategoryNode): CategoryNode[] => n.subcategories.flatMap((c) => [c, ...below(c)]);

  router.get('/categories', async (req, res) => {
    const tree = await categoryTree(rm, true);
    await pages.send(
      req,
      res,
      { title: 'Categories', description: 'Every category of the directory with its subcategories and live products.', section: 'categories' },
      html`<header class="page-head"><h1>Categories</h1><p>Every category of the directory, with its subcategories and how many products are live in each.</p></header>
<ul class="category-grid">${tree.map(
        (n) =>
          html`<li><h2><a href="/categories/${n.slug}">${n.name}</a> ${count(n.live_listings)}</h2>${n.description ? html`<p class="muted small">${n.description}</p>` : ''}${
            n.subcategories.length
              ? html`<ul class="pills" aria-label="Subcategories of ${n.name}">${below(n).map(
                  (c) => html`<li><a class="pill" href="/categories/${c.slug}">${c.name} · ${c.live_listings}</a></li>`,
                )}</ul>`
              : ''
          }</li>`,
      )}</ul>`,
    );
  });

  router.get('/categories/:slug', async (req, res) => {
    const viewer = await pages.viewer(req);
    const slug = String(req.params.slug);
    if (!isSlug(slug)) return notFoundPage(pages, req, res);
    const page = pageOf(req);
    const c = await categoryDetail(rm, slug, { page, perPage: PER_PAGE }, deps.clock.now());
    if (!c) return notFoundPage(pages, req, res, 'No category has that address.');
    const faqs = c.faqs as { question: string; answer: string }[];
    await pages.send(
      req,
      res,
      {
        session: viewer,
        title: c.name,
        description: c.description || `Products in ${c.name}, most voted first.`,
        section: 'categories',
        path: `/categories/${slug}${page > 1 ? `?page=${page}` : ''}`,
        jsonLd: faqs.length ? [faqPageLd(faqs)] : [],
      },
      html`<nav aria-label="Breadcrumb" class="crumbs"><a href="/categories">Categories</a>${c.parent ? html` › <a href="/categories/${c.parent.slug}">${c.parent.name}</a>` : ''} ›</nav>
<header class="page-head"><h1>${c.name}</h1>${c.description ? html`<p>${c.description}</p>` : ''}</header>
${
  c.subcategories.length
    ? html`<ul class="pills" aria-label="Subcategories">${c.subcategories.map(
        (sub) => html`<li><a class="pill" href="/categories/${sub.slug}">${sub.name} · ${sub.live_listings}</a></li>`,
      )}</ul>`
    : ''
}
${
  c.featured.length
    ? html`<div class="section-head"><h2>Featured <span class="paid">PAID</span></h2></div>${listingCards(
        c.featured.map((l) => ({ ...l, note: l.label })),
        { viewer, back: req.originalUrl },
      )}`
    : ''
}
<div class="section-head"><h2>Products, most voted first</h2></div>${listingCards(
        c.items.map((l, i) => ({ ...l, rank: (page - 1) * PER_PAGE + i + 1 })),
        { viewer, back: req.originalUrl, ordered: true, empty: 'No live products in this category yet.' },
      )}${pager(page, PER_PAGE, c.total, (n) => `/categories/${slug}?page=${n}`)}
${faqs.length ? html`<section id="faqs" aria-labelledby="faqs-title"><h2 id="faqs-title">FAQ</h2>${faqs.map((f) => html`<details class="faq"><summary>${f.question}</summary><p>${f.answer}</p></details>`)}</section>` : ''}`,
    );
  });

  return router;
}
