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
  const treeList = (nodes: CategoryNode[]): ReturnType<typeof html> =>
    html`<ul>${nodes.map(
      (n) =>
        html`<li><a href="/categories/${n.slug}">${n.name}</a> <span class="muted">(${n.live_listings})</span>${n.subcategories.length ? treeList(n.subcategories) : ''}</li>`,
    )}</ul>`;

  router.get('/categories', async (req, res) => {
    const tree = await categoryTree(rm, true);
    await pages.send(
      req,
      res,
      { title: 'Categories', description: 'Every category of the directory with its subcategories and live products.', section: 'categories' },
      html`<h1>Categories</h1><div class="tree">${treeList(tree)}</div>`,
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
      html`<nav aria-label="Breadcrumb" class="muted"><a href="/categories">Categories</a>${c.parent ? html` › <a href="/categories/${c.parent.slug}">${c.parent.name}</a>` : ''} › ${c.name}</nav>
<h1>${c.name}</h1>${c.description ? html`<p>${c.description}</p>` : ''}
${c.subcategories.length ? html`<h2>Subcategories</h2><ul>${c.subcategories.map((s) => html`<li><a href="/categories/${s.slug}">${s.name}</a> <span class="muted">(${s.live_listings})</span></li>`)}</ul>` : ''}
${
  c.featured.length
    ? html`<h2>Featured <span class="paid">paid</span></h2>${listingCards(
        c.featured.map((l) => ({ ...l, note: l.label })),
        { viewer, back: req.originalUrl },
      )}`
    : ''
}
<h2>Products, most voted first</h2>${listingCards(
        c.items.map((l, i) => ({ ...l, rank: (page - 1) * PER_PAGE + i + 1 })),
        { viewer, back: req.originalUrl, ordered: true, empty: 'No live products in this category yet.' },
      )}${pager(page, PER_PAGE, c.total, (n) => `/categories/${slug}?page=${n}`)}
${faqs.length ? html`<section id="faqs"><h2>FAQ</h2><dl>${faqs.map((f) => html`<dt>${f.question}</dt><dd>${f.answer}</dd>`)}</dl></section>` : ''}`,
    );
  });

  return router;
}
