import express, { type Request, type Response } from 'express';
import type { Clock } from '../domain/ports/clock.ts';
import { addWeeks, isCalendarDate, mondayOf } from '../domain/shared/weeks.ts';
import type { CategoryNode } from '../projections/queries/categories.ts';
import {
  BOARDS,
  type Board,
  blogPost,
  categoryDetail,
  categoryTree,
  compare,
  founderDetail,
  launches,
  launchWeek,
  leaderboard,
  listAwards,
  listBlogPosts,
  listFounders,
  searchListings,
} from '../projections/queries/index.ts';
import { listingCards, pager } from './kit/cards.ts';
import { html, plain, safeUrl } from './kit/html.ts';
import { faqPageLd, jsonLd } from './kit/json-ld.ts';
import { absolute } from './kit/layout.ts';
import { markdown } from './kit/markdown.ts';
import { money } from './kit/money.ts';
import type { PageDeps } from './kit/page-deps.ts';
import { pageRenderer } from './kit/render.ts';
import { paragraphs } from './listing-page.ts';
import { notFoundPage } from './not-found-page.ts';

const SLUG = /^[a-z0-9][a-z0-9-]{0,219}$/;
const PER_PAGE = 20;

/** `?page=` as a page number: anything else is the first page (a page, unlike the API, forgives). */
const pageOf = (req: Request) => {
  const n = Number(req.query.page ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
};
const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

const BOARD_TITLES: Record<Board, string> = {
  'community-weekly': 'This week, by community votes',
  'community-all-time': 'All time, by community votes',
  billboard: 'Billboard (PAID)',
  'domain-rating': 'Domain rating',
  revenue: 'Revenue',
};

/** How many of each board the boards page shows. */
const BOARD_TOP = 5;

type BoardItem = Awaited<ReturnType<typeof leaderboard>>['items'][number];

/**
 * What a board ranks by, as its cards say it: money marked PAID on the billboard, revenue with its
 * month and source; nothing for the community boards, whose figure is the upvote's count.
 */
function boardFigure(board: Board, item: BoardItem): string | undefined {
  if (board === 'community-all-time') return undefined;
  if (board === 'billboard') return `PAID · ${money(item.metric)}`;
  if (board === 'revenue') return 'source' in item ? `${money(item.metric)}/month in ${item.month} · ${item.source}` : money(item.metric);
  if (board === 'domain-rating') return `DR ${item.metric}${'trend' in item ? ` (${item.trend})` : ''}`;
  // The week's votes, beside the upvote's all-time count.
  return `${item.metric} this week`;
}

/**
 * The public pages beyond home and listing: the launch calendar, boards, categories, founders,
 * blog, awards, comparisons and search. All read models, all working without JavaScript.
 */
export function publicPages(deps: PageDeps & { clock: Clock }) {
  const router = express.Router();
  const pages = pageRenderer(deps);
  const rm = deps.readModels;

  router.get('/launches', async (req, res) => {
    const viewer = await pages.viewer(req);
    const now = deps.clock.now();
    const section = text(req.query.section) || 'this-week';
    if (section !== 'this-week') {
      const allowed = ['today', 'trending', 'most-voted', 'recent', 'most-viewed', 'most-followed', 'upcoming'] as const;
      const chosen = allowed.find((s) => s === section);
      if (!chosen) return notFoundPage(pages, req, res);
      const page = pageOf(req);
      const r = await launches(rm, chosen, { page, perPage: PER_PAGE }, now);
      const title = {
        today: 'Launched today',
        trending: 'Trending',
        'most-voted': 'Most voted',
        recent: 'Recently launched',
        'most-viewed': 'Most viewed',
        'most-followed': 'Most followed',
        upcoming: 'Coming up',
      }[chosen];
      return pages.send(
        req,
        res,
        { session: viewer, title, section: 'launches', path: `/launches?section=${chosen}${page > 1 ? `&page=${page}` : ''}` },
        html`<h1>${title}</h1>${sectionNav(chosen)}${listingCards(
          r.items.map((l, i) => ({ ...l, rank: chosen === 'upcoming' || chosen === 'recent' ? undefined : (page - 1) * PER_PAGE + i + 1 })),
          { viewer, back: req.originalUrl, ordered: true },
        )}${pager(page, PER_PAGE, r.total, (n) => `/launches?section=${chosen}&page=${n}`)}`,
      );
    }
    return weekPage(req, res, mondayOf(now));
  });

  router.get('/launches/:week', async (req, res) => {
    const week = String(req.params.week);
    if (!isCalendarDate(week)) return notFoundPage(pages, req, res);
    const monday = mondayOf(new Date(`${week}T12:00:00Z`));
    if (monday !== week) return res.redirect(301, `/launches/${monday}`);
    return weekPage(req, res, week);
  });

  async function weekPage(req: Request, res: Response, week: string) {
    const viewer = await pages.viewer(req);
    const w = await launchWeek(rm, week, deps.clock.now());
    const nav = html`<nav class="calendar" aria-label="Weeks"><a href="/launches/${addWeeks(week, -1)}" rel="prev">← Week of ${addWeeks(week, -1)}</a>
<a href="/launches/${mondayOf(deps.clock.now())}">This week</a><a href="/launches/${addWeeks(week, 1)}" rel="next">Week of ${addWeeks(week, 1)} →</a></nav>`;
    if (!w)
      return pages.send(
        req,
        res,
        { session: viewer, title: `Week of ${week}`, noindex: true, section: 'launches', status: 404 },
        html`<h1>Week of ${week}</h1>${nav}<p>No launches in this week.</p>`,
      );
    const state = { closed: 'This week is over; the ranking is final.', running: 'Launching now: vote for your favourites.', upcoming: 'Coming up.' }[
      w.status as 'closed' | 'running' | 'upcoming'
    ];
    await pages.send(
      req,
      res,
      {
        title: `Launches of the week of ${week}`,
        description: `${w.items.length} products launched in the week of ${week}, ranked by community votes.`,
        section: 'launches',
        path: `/launches/${week}`,
      },
      html`<h1>Launches of the week of ${week}</h1>${nav}<p class="muted">${state}</p>${sectionNav('this-week')}
${
  w.featured.length
    ? html`<h2>Featured <span class="paid">paid</span></h2>${listingCards(
        w.featured.map((l) => ({ ...l, note: l.label })),
        { viewer, back: req.originalUrl },
      )}`
    : ''
}
<h2>Ranked by community votes</h2>${listingCards(w.items, { viewer, back: req.originalUrl, ordered: true, empty: 'Nothing live in this week yet.' })}
${w.scheduled.length ? html`<h2>Scheduled</h2>${listingCards(w.scheduled, { viewer, back: req.originalUrl })}` : ''}
${
  w.free_slots
    ? html`<p class="muted">Free launch slots: ${w.free_slots.left} of ${w.free_slots.capacity} left${w.free_slots.bookable_now ? ' (open to the free queue now)' : ''}.</p>`
    : ''
}`,
    );
  }

  router.get('/boards', async (req, res) => {
    const viewer = await pages.viewer(req);
    const now = deps.clock.now();
    const boards = Object.keys(BOARDS) as Board[];
    // The top of every board on one page: a visitor sees the rankings, not a list of links to them.
    const tops = await Promise.all(boards.map((b) => leaderboard(rm, b, b === 'community-weekly' ? mondayOf(now) : null, { page: 1, perPage: BOARD_TOP })));
    await pages.send(
      req,
      res,
      {
        session: viewer,
        title: 'Boards',
        description: 'Every ranking of the directory: community votes, the paid billboard, domain rating and revenue.',
        section: 'boards',
      },
      html`<h1>Boards</h1><div class="boards">${boards.map(
        (b, i) =>
          html`<section class="board" aria-labelledby="board-${b}"><h2 id="board-${b}"><a href="/boards/${b}">${BOARD_TITLES[b]}</a>${
            BOARDS[b].paid ? html` <span class="paid">PAID</span>` : ''
          }</h2><p class="muted">${BOARDS[b].description}</p>${listingCards(
            tops[i].items.map((item) => ({ ...item.listing, rank: item.rank, figure: boardFigure(b, item) })),
            { viewer, back: req.originalUrl, ordered: true, empty: 'Nothing ranked yet.' },
          )}<p><a href="/boards/${b}">The whole board →</a></p></section>`,
      )}</div>
<p><a href="/launches?section=trending"><strong>Trending</strong></a>: votes weighed by how recent they are (halved every 72 hours).</p>`,
    );
  });

  router.get('/boards/:board', async (req, res) => {
    const viewer = await pages.viewer(req);
    const board = String(req.params.board) as Board;
    if (!Object.hasOwn(BOARDS, board)) return notFoundPage(pages, req, res);
    const page = pageOf(req);
    const given = text(req.query.week, 10);
    const now = deps.clock.now();
    const week =
      board === 'community-weekly'
        ? isCalendarDate(given)
          ? mondayOf(new Date(`${given}T12:00:00Z`))
          : given === 'last'
            ? addWeeks(mondayOf(now), -1)
            : mondayOf(now)
        : null;
    const r = await leaderboard(rm, board, week, { page, perPage: PER_PAGE });
    const spec = BOARDS[board];
    const path = `/boards/${board}${week ? `?week=${week}` : ''}`;
    await pages.send(
      req,
      res,
      { session: viewer, title: BOARD_TITLES[board], description: spec.description, section: 'boards', path },
      html`<h1>${BOARD_TITLES[board]}${spec.paid ? html` <span class="paid">PAID</span>` : ''}</h1><p>${spec.description}</p>
${week ? html`<nav class="calendar" aria-label="Weeks"><a href="/boards/${board}?week=${addWeeks(week, -1)}">← Week of ${addWeeks(week, -1)}</a><span>Week of ${week}</span><a href="/boards/${board}?week=${addWeeks(week, 1)}">Week of ${addWeeks(week, 1)} →</a></nav>` : ''}
${listingCards(
  r.items.map((i) => ({ ...i.listing, rank: i.rank, figure: boardFigure(board, i) })),
  { viewer, back: req.originalUrl, ordered: true, empty: 'Nothing ranked yet.' },
)}${pager(page, PER_PAGE, r.total, (n) => `${path}${week ? '&' : '?'}page=${n}`)}`,
    );
  });

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
    if (!SLUG.test(slug)) return notFoundPage(pages, req, res);
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
      html`<h1>Founders</h1><form method="get" action="/founders"><label for="founder-q">Find a founder by name</label><input id="founder-q" type="search" name="q" value="${q}"> <button>Find</button></form>
${r.items.length ? html`<ul>${r.items.map((f) => html`<li><a href="/founders/${f.slug}">${plain(f.name)}</a>${f.title ? html` — ${plain(f.title)}` : ''}${f.country ? html` <span class="muted">(${f.country})</span>` : ''}</li>`)}</ul>` : html`<p class="muted">No founders found.</p>`}
${pager(page, PER_PAGE, r.total, (n) => `/founders?page=${n}${q ? `&q=${encodeURIComponent(q)}` : ''}`)}`,
    );
  });

  router.get('/founders/:slug', async (req, res) => {
    const viewer = await pages.viewer(req);
    const slug = String(req.params.slug);
    if (!SLUG.test(slug)) return notFoundPage(pages, req, res);
    const f = await founderDetail(rm, slug);
    if (!f) return notFoundPage(pages, req, res, 'No founder has that address.');
    const socials = Object.entries(f.socials ?? {}).flatMap(([k, v]) => {
      const href = safeUrl(v);
      return href ? [html`<li><a href="${href}" rel="nofollow noopener me">${k}</a></li>`] : [];
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
      html`<h1>${plain(f.name)}</h1>${f.title ? html`<p class="headline">${plain(f.title)}</p>` : ''}${f.bio ? paragraphs(f.bio) : ''}
${socials.length ? html`<ul>${socials}</ul>` : ''}
<h2>Companies</h2>${listingCards(f.companies, { viewer, back: req.originalUrl, empty: 'No public listings yet.' })}
${f.stories.map(
  (s) =>
    html`<section><h2>Story: <a href="/listings/${s.listing}#story">${plain(String(s.title ?? s.listing))}</a></h2>${s.story ? paragraphs(String(s.story)) : ''}</section>`,
)}
${
  f.interview.length
    ? html`<section id="interview"><h2>Interview</h2><dl>${f.interview.map((a: { question: string; answer: string }) => html`<dt>${plain(a.question)}</dt><dd>${paragraphs(a.answer)}</dd>`)}</dl></section>`
    : ''
}`,
    );
  });

  router.get('/blog', async (req, res) => {
    const page = pageOf(req);
    const r = await listBlogPosts(rm, undefined, { page, perPage: PER_PAGE });
    await pages.send(
      req,
      res,
      { title: 'Blog', description: 'News and guides from the team behind the directory.', section: 'blog', path: page > 1 ? `/blog?page=${page}` : '/blog' },
      html`<h1>Blog</h1>${
        r.items.length
          ? r.items.map(
              (p) =>
                html`<article><h2><a href="/blog/${p.slug}">${plain(p.title)}</a></h2><p class="muted">${p.published_at.slice(0, 10)} · ${plain(p.author)}</p><p>${plain(p.summary)}</p></article>`,
            )
          : html`<p class="muted">No posts yet.</p>`
      }${pager(page, PER_PAGE, r.total, (n) => `/blog?page=${n}`)}`,
    );
  });

  router.get('/blog/:slug', async (req, res) => {
    const slug = String(req.params.slug);
    if (!SLUG.test(slug)) return notFoundPage(pages, req, res);
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
      html`<article class="post"><h1>${plain(p.title)}</h1><p class="muted">${p.published_at.slice(0, 10)} · ${plain(p.author)}${p.tags.length ? ` · ${p.tags.join(', ')}` : ''}</p>
${markdown(p.markdown)}
${faqs.length ? html`<section id="faqs"><h2>FAQ</h2><dl>${faqs.map((f) => html`<dt>${plain(f.question)}</dt><dd>${plain(f.answer)}</dd>`)}</dl></section>` : ''}</article>`,
    );
  });

  router.get('/awards', async (req, res) => {
    const page = pageOf(req);
    const r = await listAwards(rm, undefined, { page, perPage: 30 });
    const byWeek = new Map<string, typeof r.items>();
    for (const a of r.items) byWeek.set(a.week, [...(byWeek.get(a.week) ?? []), a]);
    await pages.send(
      req,
      res,
      {
        title: 'Awards',
        description: 'Launch of the Week #1, #2 and #3 of every week, by community votes alone.',
        section: 'awards',
        path: page > 1 ? `/awards?page=${page}` : '/awards',
      },
      html`<h1>Launch of the Week awards</h1><p>Granted when a week closes, to its top three by community votes. Paid placement and views never count.</p>
${
  byWeek.size
    ? [...byWeek].map(
        ([week, awards]) =>
          html`<section><h2><a href="/launches/${week}">Week of ${week}</a></h2><ol class="cards">${awards.map(
            (a) =>
              html`<li class="card"><span class="rank">#${a.place}</span><span>${a.listing ? html`<a href="/listings/${a.listing.slug}">${plain(a.listing.name)}</a>` : 'A listing no longer public'}</span><span class="votes">${a.votes} votes</span></li>`,
          )}</ol></section>`,
      )
    : html`<p class="muted">No awards yet: the first week has not closed.</p>`
}${pager(page, 30, r.total, (n) => `/awards?page=${n}`)}`,
    );
  });

  router.get('/compare/:a/:b', async (req, res) => {
    const [a, b] = [String(req.params.a), String(req.params.b)];
    if (!SLUG.test(a) || !SLUG.test(b)) return notFoundPage(pages, req, res);
    const c = await compare(rm, a, b);
    if ('missing' in c) return notFoundPage(pages, req, res, `No live listing ${c.missing}.`);
    const cell = (v: unknown) => (v === null || v === undefined ? '—' : Array.isArray(v) ? v.join(', ') : String(v));
    await pages.send(
      req,
      res,
      { title: `${c.a.name} vs ${c.b.name}`, description: `${c.a.name} and ${c.b.name} side by side.`, path: `/compare/${a}/${b}` },
      html`<h1>${plain(c.a.name)} vs ${plain(c.b.name)}</h1><table><caption class="visually-hidden">Comparison</caption><thead><tr><th scope="col">Attribute</th><th scope="col"><a href="/listings/${c.a.slug}">${plain(c.a.name)}</a></th><th scope="col"><a href="/listings/${c.b.slug}">${plain(c.b.name)}</a></th></tr></thead>
<tbody>${c.rows.map((r) => html`<tr><th scope="row">${r.attribute.replaceAll('_', ' ')}</th><td>${plain(cell(r.a))}</td><td>${plain(cell(r.b))}</td></tr>`)}</tbody></table>`,
    );
  });

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
      html`<h1>Search</h1><form method="get" action="/search" class="filters">
<label for="q">Words</label><input id="q" type="search" name="q" value="${q}">
<label for="category">Category</label><select id="category" name="category"><option value="">Any</option>${flat.map((c) => html`<option value="${c.slug}"${c.slug === category ? html` selected` : ''}>${c.name}</option>`)}</select>
<label for="pricing">Pricing</label><select id="pricing" name="pricing_model"><option value="">Any</option>${['free', 'freemium', 'subscription', 'one-time', 'usage-based', 'open-source'].map((m) => html`<option value="${m}"${m === pricing ? html` selected` : ''}>${m}</option>`)}</select>
<label for="status">Status</label><select id="status" name="status"><option value="live">Live</option><option value="upcoming"${status === 'upcoming' ? html` selected` : ''}>Upcoming</option></select>
<label for="sort">Sort by</label><select id="sort" name="sort">${sorts.map((s) => html`<option value="${s}"${s === sort ? html` selected` : ''}>${s.replaceAll('_', ' ')}</option>`)}</select>
<p><button>Search</button></p></form>
<p class="muted" role="status">${r.total} result${r.total === 1 ? '' : 's'}</p>${listingCards(r.items, { viewer, back: req.originalUrl, empty: 'Nothing matched. Try fewer words or another category.' })}${pager(page, PER_PAGE, r.total, query)}`,
    );
  });

  return router;
}

function sectionNav(current: string) {
  const sections: [string, string][] = [
    ['this-week', 'This week'],
    ['today', 'Today'],
    ['trending', 'Trending'],
    ['most-voted', 'Most voted'],
    ['recent', 'Recent'],
    ['most-viewed', 'Most viewed'],
    ['most-followed', 'Most followed'],
    ['upcoming', 'Coming up'],
  ];
  return html`<nav aria-label="Sections" class="calendar">${sections.map(([key, label]) =>
    key === current
      ? html`<strong aria-current="page">${label}</strong>`
      : html`<a href="/launches${key === 'this-week' ? '' : `?section=${key}`}">${label}</a>`,
  )}</nav>`;
}
