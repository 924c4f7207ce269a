import express from 'express';
import { categoryTree, searchListings } from '../../projections/queries/index.ts';
import { listingCards, pager } from '../kit/cards.ts';
import { html } from '../kit/html.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';
import { PER_PAGE, pageOf, text } from './public-kit.ts';

const SORT_NAMES = {
  relevance: 'Relevance',
  newest: 'Newest',
  votes: 'Most voted',
  trending: 'Trending',
  most_viewed: 'Most viewed',
  most_followed: 'Most followed',
} as const;

const PRICING_NAMES = {
  free: 'Free',
  freemium: 'Freemium',
  subscription: 'Subscription',
  'one-time': 'One-time',
  'usage-based': 'Usage-based',
  'open-source': 'Open source',
} as const;

/** Search with filters, as a form that works without JavaScript. */
export function searchPage(deps: PageDeps) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  const rm = deps.readModels;
  router.get('/search', async (req, res) => {
    const viewer = await pages.viewer(req);
    const q = text(req.query.q, 200);
    const page = pageOf(req);
    const category = text(req.query.category, 100);
    const pricing = text(req.query.pricing_model, 40);
    const sorts = ['relevance', 'newest', 'votes', 'trending', 'most_viewed', 'most_followed'] as const;
    const sort = sorts.find((s) => s === text(req.query.sort, 20)) ?? 'relevance';
    const status = text(req.query.status, 10) === 'upcoming' ? 'upcoming' : 'live';
    const [r, tree] = await Promise.all([
      searchListings(rm, {
        q: q || undefined,
        category: category || undefined,
        pricingModel: pricing || undefined,
        status,
        sort,
        page,
        perPage: PER_PAGE,
        now: deps.clock.now(),
      }),
      categoryTree(rm, false),
    ]);
    const flat = tree.flatMap((n) => [n, ...n.subcategories]);
    const query = (n: number) =>
      `/search?${new URLSearchParams({ ...(q ? { q } : {}), ...(category ? { category } : {}), ...(pricing ? { pricing_model: pricing } : {}), sort, status, page: String(n) })}`;
    await pages.send(
      req,
      res,
      { session: viewer, title: q ? `Search: ${q}` : 'Search', noindex: true, section: 'search' },
      html`<header class="page-head"><h1>${q ? html`Results for “${q}”` : 'Search'}</h1><p>Typo-tolerant search over names, taglines, descriptions and keywords.</p></header>
<form method="get" action="/search" class="filters">
<div class="wide"><label for="q">Words</label><input id="q" type="search" name="q" value="${q}"></div>
<div><label for="category">Category</label><select id="category" name="category"><option value="">Any</option>${flat.map((c) => html`<option value="${c.slug}"${c.slug === category ? html` selected` : ''}>${c.name}</option>`)}</select></div>
<div><label for="pricing">Pricing</label><select id="pricing" name="pricing_model"><option value="">Any</option>${Object.entries(PRICING_NAMES).map(([m, name]) => html`<option value="${m}"${m === pricing ? html` selected` : ''}>${name}</option>`)}</select></div>
<div><label for="status">Status</label><select id="status" name="status"><option value="live">Live</option><option value="upcoming"${status === 'upcoming' ? html` selected` : ''}>Upcoming</option></select></div>
<div><label for="sort">Sort by</label><select id="sort" name="sort">${sorts.map((s) => html`<option value="${s}"${s === sort ? html` selected` : ''}>${SORT_NAMES[s]}</option>`)}</select></div>
<p><button>Search</button></p></form>
<p class="muted" role="status">${r.total} result${r.total === 1 ? '' : 's'}</p>${listingCards(r.items, { viewer, back: req.originalUrl, empty: 'Nothing matched. Try fewer words or another category.' })}${pager(page, PER_PAGE, r.total, query)}`,
    );
  });

  return router;
}
