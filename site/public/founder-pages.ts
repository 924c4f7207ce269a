import express from 'express';
import { isSlug } from '../../domain/shared/slug.ts';
import { founderDetail, listFounders } from '../../projections/queries/index.ts';
import { avatar } from '../kit/avatar.ts';
import { listingCards, pager } from '../kit/cards.ts';
import { html, plain, safeUrl } from '../kit/html.ts';
import { jsonLd } from '../kit/json-ld.ts';
import { absolute } from '../kit/layout.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';
import { paragraphs } from '../listing-page.ts';
import { notFoundPage } from '../not-found-page.ts';
import { PER_PAGE, pageOf, text } from './public-kit.ts';

/** Founders: the list, and each founder with their companies and interview answers. */
export function founderPages(deps: PageDeps) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  const rm = deps.readModels;
  router.get('/founders', async (req, res) => {
    const page = pageOf(req);
    const q = text(req.query.q, 100);
    const r = await listFounders(rm, q || undefined, undefined, { page, perPage: PER_PAGE });
    await pages.send(
      req,
      res,
      {
        title: 'Founders',
        description: 'The people behind the products listed here.',
        section: 'founders',
        path: page > 1 ? `/founders?page=${page}` : '/founders',
      },
      html`<header class="page-head"><h1>Founders</h1><p>The people behind the products listed here.</p></header>
<form method="get" action="/founders" class="filters"><div class="wide"><label for="founder-q">Find a founder by name</label><div class="inline-form"><input id="founder-q" type="search" name="q" value="${q}"><button>Find</button></div></div></form>
${
  r.items.length
    ? html`<ul class="people">${r.items.map(
        (f) =>
          html`<li>${avatar(f.name, f.slug)}<a href="/founders/${f.slug}">${plain(f.name)}</a><span class="role">${[f.title, f.country].filter(Boolean).map(plain).join(' · ')}</span></li>`,
      )}</ul>`
    : html`<p class="empty">No founders found.</p>`
}
${pager(page, PER_PAGE, r.total, (n) => `/founders?page=${n}${q ? `&q=${encodeURIComponent(q)}` : ''}`)}`,
    );
  });

  router.get('/founders/:slug', async (req, res) => {
    const viewer = await pages.viewer(req);
    const slug = String(req.params.slug);
    if (!isSlug(slug)) return notFoundPage(pages, req, res);
    const f = await founderDetail(rm, slug);
    if (!f) return notFoundPage(pages, req, res, 'No founder has that address.');
    const socials = Object.entries(f.socials ?? {}).flatMap(([k, v]) => {
      const href = safeUrl(v);
      return href ? [html`<li><a class="pill" href="${href}" rel="nofollow noopener me">${k}</a></li>`] : [];
    });
    await pages.send(
      req,
      res,
      {
        session: viewer,
        title: f.name,
        description: f.bio ? f.bio.slice(0, 160) : `${f.name}, founder${f.companies[0] ? ` of ${f.companies[0].name}` : ''}.`,
        section: 'founders',
        ogType: 'website',
        jsonLd: [
          jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Person',
            name: plain(f.name),
            ...(f.title ? { jobTitle: plain(f.title) } : {}),
            url: absolute(deps.settings.publicUrl, `/founders/${slug}`),
          }),
        ],
      },
      html`<header class="profile-head">${avatar(f.name, slug, 'large')}<div><h1>${plain(f.name)}</h1>${f.title ? html`<p class="role">${plain(f.title)}${f.companies[0] ? html` · ${plain(f.companies[0].name)}` : ''}</p>` : ''}${
        f.bio ? html`<div class="bio">${paragraphs(f.bio)}</div>` : ''
      }${socials.length ? html`<ul class="pills" aria-label="Elsewhere">${socials}</ul>` : ''}</div></header>
<div class="section-head"><h2>Companies</h2></div>${listingCards(f.companies, { viewer, back: req.originalUrl, empty: 'No public listings yet.' })}
${f.stories.map(
  (s) =>
    html`<section><h2>Story: <a href="/listings/${s.listing}#story">${plain(String(s.title ?? s.listing))}</a></h2>${s.story ? html`<div class="prose">${paragraphs(String(s.story))}</div>` : ''}</section>`,
)}
${
  f.interview.length
    ? html`<section id="interview"><h2>Interview</h2><dl class="prose">${f.interview.map((a: { question: string; answer: string }) => html`<dt>${plain(a.question)}</dt><dd>${paragraphs(a.answer)}</dd>`)}</dl></section>`
    : ''
}`,
    );
  });

  return router;
}
