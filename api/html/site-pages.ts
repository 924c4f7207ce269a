import express, { type Request, type Response } from 'express';
import type { Clock } from '../../domain/ports/clock.ts';
import type { ReadModels } from '../../projections/index.ts';
import { launches, listingProfile, siteSettings } from '../../projections/queries/index.ts';
import { problem, sendProblem } from '../problem.ts';
import { escapeMarkup as e } from './escape.ts';

const SLUG = /^[a-z0-9][a-z0-9-]{0,219}$/;

const layout = (site: string, title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)} · ${e(site)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#111}a{color:#2563eb}li{margin:.4rem 0}.muted{color:#555}</style>
</head><body><p><a href="/">${e(site)}</a></p>${body}</body></html>`;

/** Server-rendered public pages (no JavaScript): the home page and each listing's page, which badges link to. */
export function sitePages(deps: { readModels: ReadModels; clock: Clock }) {
  const router = express.Router();
  const siteName = async () => (await siteSettings(deps.readModels))?.name ?? 'Launch Directory';

  router.get('/', async (_req: Request, res: Response) => {
    const site = await siteName();
    const week = await launches(deps.readModels, 'this-week', { page: 1, perPage: 50 }, deps.clock.now());
    const items = week.items
      .map((l) => `<li><a href="/listings/${e(l.slug)}">${e(l.name)}</a> — ${e(l.tagline ?? '')} <span class="muted">(${l.votes} votes)</span></li>`)
      .join('');
    res
      .type('html')
      .send(layout(site, 'This week', `<h1>${e(site)}</h1><h2>Launching this week</h2><ol>${items}</ol><p><a href="/api/v1/docs">API reference</a></p>`));
  });

  router.get('/listings/:slug', async (req: Request, res: Response) => {
    const slug = String(req.params.slug);
    if (!SLUG.test(slug)) return sendProblem(res, problem(400, 'invalid slug', [{ field: 'slug', message: 'must match ^[a-z0-9][a-z0-9-]{0,219}$' }]));
    const p = await listingProfile(deps.readModels, slug);
    if (!p) return sendProblem(res, problem(404, `listing ${slug} not found`));
    const site = await siteName();
    const list = (xs: string[]) => (xs.length ? `<ul>${xs.map((x) => `<li>${e(x)}</li>`).join('')}</ul>` : '');
    const body = `<h1>${e(p.name)}</h1><p>${e(p.tagline ?? '')}</p>
<p><a href="${e(p.url)}" rel="nofollow noopener">${e(p.domain)}</a> · ${p.votes} votes · ${e(p.status === 'live' ? `launched week of ${p.launch_week}` : `launching week of ${p.launch_week}`)}</p>
<p>${e(p.description ?? '')}</p>${list(p.features)}
<p class="muted">${e([p.pricing.model, p.pricing.summary].filter(Boolean).join(': '))}</p>
<p>Categories: ${p.categories.map((c) => e(c.name)).join(', ')}</p>
${p.founders.length ? `<p>Founders: ${p.founders.map((f) => e(f.title ? `${f.name} (${f.title})` : f.name)).join(', ')}</p>` : ''}
<p><a href="/badges/${e(slug)}/listed.svg"><img src="/badges/${e(slug)}/listed.svg" alt="${e(`${p.name}: listed on ${site}`)}"></a></p>`;
    res.type('html').send(layout(site, p.name, body));
  });
  return router;
}
