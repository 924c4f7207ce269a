import type { Session } from '../../api/auth/sessions.ts';
import type { ListingSummary } from '../../projections/listing-search.ts';
import { shortDate } from './dates.ts';
import { html, plain } from './html.ts';

/** What a board ranks by, as a row shows it: the figure and the word for what it counts ("13", "votes this week"). */
export type Figure = { value: string; unit: string };

/** `note`: a label under the tagline (paid placement); `figure`: what a board ranks by. */
type Row = ListingSummary & { rank?: number; note?: string; figure?: Figure };

type RowOptions = {
  ordered?: boolean;
  empty?: string;
  /** Who is looking: a signed-in person upvotes from the row; anyone else is led to sign in and back. */
  viewer?: Session | null;
  /** The page the rows are on, where a vote from a row comes back to. */
  back?: string;
};

type Logo = { url: string; width: number; height: number } | null | undefined;

const COLOURS = ['#1d4ed8', '#7c3aed', '#be185d', '#b91c1c', '#c2410c', '#a16207', '#15803d', '#0f766e', '#0e7490', '#4338ca', '#6d28d9', '#374151'];

/** A colour of its own for a name, the same on every page. */
export const colourOf = (key: string) => COLOURS[[...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 0) % 12];

/**
 * The listing's mark: its logo as this site keeps it (read once from the product's site, served
 * from here, never hot-linked), or a monogram drawn as an image, its initial on a colour of its own.
 * Decorative either way: the name stands beside it.
 */
export function listingMark(name: string, slug: string, logo?: Logo) {
  if (logo?.url.startsWith('/images/'))
    return html`<img class="mark" src="${logo.url}" width="${logo.width}" height="${logo.height}" alt="" loading="lazy" decoding="async">`;
  const initial = plain(name).trim().charAt(0).toUpperCase() || '?';
  return html`<svg class="mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><rect width="40" height="40" rx="9" fill="${colourOf(slug)}"/><text x="20" y="27" text-anchor="middle" font-size="19" font-weight="800" fill="#fff" font-family="system-ui, sans-serif">${initial}</text></svg>`;
}

const mark = (l: Row) => listingMark(l.name, l.slug, l.logo_image);

/** An upvote with the count: a form post for a signed-in person (back to this page), a way to sign in for anyone else. */
function upvote(l: Row, options: RowOptions) {
  // The visible count leads the accessible name, the rest is said to screen readers only.
  const count = (what: string) =>
    html`<span class="arrow" aria-hidden="true">▲</span><span>${l.votes}</span><span class="visually-hidden"> vote${l.votes === 1 ? '' : 's'}: ${what} ${plain(l.name)}</span>`;
  if (options.viewer === undefined) return '';
  if (!options.viewer) return html`<a class="upvote" href="/signin?next=${encodeURIComponent(`/listings/${l.slug}`)}">${count('sign in to upvote')}</a>`;
  const back = options.back && /^\/(?!\/)/.test(options.back) ? options.back : `/listings/${l.slug}`;
  return html`<form method="post" action="/listings/${l.slug}/vote?back=${encodeURIComponent(back)}" class="upvote-form"><input type="hidden" name="csrf" value="${options.viewer.csrf}"><button class="upvote">${count('upvote')}</button></form>`;
}

/** The figure slot: the board's figure with its unit, or for a listing still to come, when it launches (votes are for launches). */
function figureOf(l: Row, options: RowOptions) {
  if (l.status !== 'live')
    return l.launch_week ? html`<span class="when">Launches <time datetime="${l.launch_week}">${shortDate(l.launch_week)}</time></span>` : '';
  // A list shown without upvotes still says how many votes each listing has.
  const figure = l.figure ?? (options.viewer === undefined ? { value: String(l.votes), unit: l.votes === 1 ? 'vote' : 'votes' } : null);
  return figure ? html`<span class="figure"><strong>${figure.value}</strong> ${figure.unit}</span>` : '';
}

/**
 * The one layout of every list of listings (boards, launches, categories, search, founders):
 * rank, mark, the name on one line, the tagline in at most two, the figure with its unit, and the
 * upvote. The stylesheet stacks the figure under the tagline when the list is narrow.
 */
export function listingCards(items: Row[], options: RowOptions = {}) {
  if (items.length === 0) return html`<p class="empty">${options.empty ?? 'Nothing here yet.'}</p>`;
  const rows = items.map(
    (l) => html`<li class="card${l.rank === undefined ? ' unranked' : ''}">${l.rank !== undefined ? html`<span class="rank">#${l.rank}</span>` : ''}${mark(l)}
<div class="what"><a class="name" href="/listings/${l.slug}">${plain(l.name)}</a>${l.tagline ? html`<p class="tagline">${plain(l.tagline)}</p>` : ''}${
      l.note ? html`<p class="note"><span class="paid">${l.note}</span></p>` : ''
    }</div>
${figureOf(l, options)}${l.status === 'live' ? upvote(l, options) : ''}</li>`,
  );
  return options.ordered ? html`<ol class="cards">${rows}</ol>` : html`<ul class="cards">${rows}</ul>`;
}

/** A short list for a sidebar (trending, coming up, related): mark, name and tagline, nothing to press but the name. */
export function sideList(items: ListingSummary[], empty: string, extra?: (l: ListingSummary) => ReturnType<typeof html> | '') {
  if (items.length === 0) return html`<p class="muted small">${empty}</p>`;
  return html`<ul class="side-list">${items.map(
    (l) =>
      html`<li>${listingMark(l.name, l.slug, l.logo_image)}<div><a href="/listings/${l.slug}">${plain(l.name)}</a>${l.tagline ? html`<p>${plain(l.tagline)}</p>` : ''}${extra ? extra(l) : ''}</div></li>`,
  )}</ul>`;
}

/** Previous / next links of a paged list; `href(page)` builds each page's address. */
export function pager(page: number, perPage: number, total: number, href: (page: number) => string) {
  const last = Math.max(1, Math.ceil(total / perPage));
  if (last === 1) return '';
  return html`<nav class="pager" aria-label="Pages">${page > 1 ? html`<a rel="prev" href="${href(page - 1)}">← Previous</a>` : ''}<span>Page ${page} of ${last}</span>${page < last ? html`<a rel="next" href="${href(page + 1)}">Next →</a>` : ''}</nav>`;
}
