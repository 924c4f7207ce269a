import express from 'express';
import { isSlug } from '../../domain/shared/slug.ts';
import { blogPost, listBlogPosts } from '../../projections/queries/index.ts';
import { pager } from '../kit/cards.ts';
import { shortDate } from '../kit/dates.ts';
import { html, plain } from '../kit/html.ts';
import { faqPageLd, jsonLd } from '../kit/json-ld.ts';
import { absolute } from '../kit/layout.ts';
import { markdown } from '../kit/markdown.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';
import { notFoundPage } from '../not-found-page.ts';
import { PER_PAGE, pageOf } from './public-kit.ts';

/** The blog: the list of posts and each post. */
export function blogPages(deps: PageDeps) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  const rm = deps.readModels;
  router.get('/blog', async (req, res) => {
    const page = pageOf(req);
    const r = await listBlogPosts(rm, undefined, { page, perPage: PER_PAGE });
    await pages.send(
      req,
      res,
      { title: 'Blog', description: 'News and guides from the team behind the directory.', section: 'blog', path: page > 1 ? `/blog?page=${page}` : '/blog' },
      html`<header class="page-head"><h1>Blog</h1><p>Notes from the directory: launches, guides for makers, and what we learn.</p></header>${
        r.items.length
          ? r.items.map(
              (p) =>
                html`<article class="card post-card"><h2><a href="/blog/${p.slug}">${plain(p.title)}</a></h2><p class="muted small">${shortDate(p.published_at)} · ${plain(p.author)}</p><p>${plain(p.summary)}</p></article>`,
            )
          : html`<p class="muted">No posts yet.</p>`
      }${pager(page, PER_PAGE, r.total, (n) => `/blog?page=${n}`)}`,
    );
  });

  router.get('/blog/:slug', async (req, res) => {
    const slug = String(req.params.slug);
    if (!isSlug(slug)) return notFoundPage(pages, req, res);
    const p = await blogPost(rm, slug);
    if (!p) return notFoundPage(pages, req, res, 'No post has that address.');
    const faqs = p.faqs as { question: string; answer: string }[];
    const url = absolute(deps.settings.publicUrl, `/blog/${slug}`);
    const ld = [
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: plain(p.title),
        description: plain(p.summary),
        datePublished: p.published_at,
        author: { '@type': 'Person', name: plain(p.author) },
        mainEntityOfPage: url,
      }),
    ];
    if (faqs.length) ld.push(faqPageLd(faqs));
    await pages.send(
      req,
      res,
      { title: p.title, description: p.summary, section: 'blog', ogType: 'article', jsonLd: ld },
      html`<article class="post"><h1>${plain(p.title)}</h1><p class="muted">${shortDate(p.published_at)} · ${plain(p.author)}${p.tags.length ? ` · ${p.tags.join(', ')}` : ''}</p>
${markdown(p.markdown)}
${faqs.length ? html`<section id="faqs"><h2>FAQ</h2>${faqs.map((f) => html`<details class="faq"><summary>${plain(f.question)}</summary><p>${plain(f.answer)}</p></details>`)}</section>` : ''}</article>`,
    );
  });

  return router;
}
