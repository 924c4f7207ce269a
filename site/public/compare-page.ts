import express from 'express';
import { isSlug } from '../../domain/shared/slug.ts';
import { compare } from '../../projections/queries/index.ts';
import { html, plain } from '../kit/html.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';
import { notFoundPage } from '../not-found-page.ts';

/** Two listings side by side. */
export function comparePage(deps: PageDeps) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  const rm = deps.readModels;
  router.get('/compare/:a/:b', async (req, res) => {
    const [a, b] = [String(req.params.a), String(req.params.b)];
    if (!isSlug(a) || !isSlug(b)) return notFoundPage(pages, req, res);
    const c = await compare(rm, a, b);
    if ('missing' in c) return notFoundPage(pages, req, res, `No live listing ${c.missing}.`);
    const cell = (v: unknown) => (v === null || v === undefined ? '—' : Array.isArray(v) ? v.join(', ') : String(v));
    await pages.send(
      req,
      res,
      { title: `${c.a.name} vs ${c.b.name}`, description: `${c.a.name} and ${c.b.name} side by side.`, path: `/compare/${a}/${b}` },
      html`<h1>${plain(c.a.name)} vs ${plain(c.b.name)}</h1><div class="table-wrap"><table><caption class="visually-hidden">Comparison</caption><thead><tr><th scope="col">Attribute</th><th scope="col"><a href="/listings/${c.a.slug}">${plain(c.a.name)}</a></th><th scope="col"><a href="/listings/${c.b.slug}">${plain(c.b.name)}</a></th></tr></thead>
<tbody>${c.rows.map((r) => html`<tr><th scope="row">${r.attribute.replaceAll('_', ' ')}</th><td>${plain(cell(r.a))}</td><td>${plain(cell(r.b))}</td></tr>`)}</tbody></table></div>`,
    );
  });

  return router;
}
