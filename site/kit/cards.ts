import type { Session } from '../../api/auth/sessions.ts';
import type { ListingSummary } from '../../projections/listing-search.ts';
import { html, plain } from './html.ts';

/** `note`: a label beside the name (paid placement); `figure`: what a board ranks by, in place of the votes. */
type Card = ListingSummary & { rank?: number; note?: string; figure?: string };

type CardOptions = {
  ordered?: boolean;
  empty?: string;
  /** Who is looking: a signed-in person upvotes from the card; anyone else is led to sign in and back. */
  viewer?: Session | null;
  /** The page the cards are on, where a vote from a card comes back to. */
  back?: string;
};

type Logo = { url: string; width: number; height: number } | null | undefined;

const COLOURS = ['#1d4ed8', '#7c3aed', '#be185d', '#b91c1c', '#c2410c', '#a16207', '#15803d', '#0f766e', '#0e7490', '#4338ca', '#6d28d9', '#374151'];

/**
 * The listing's mark: its logo as this site keeps it (read once from the product's site, served
 * from here, never hot-linked), or a monogram drawn as an image, its initial on a colour of its own.
 * Decorative either way: the name stands beside it.
 */
export function listingMark(name: string, slug: string, logo?: Logo) {
  if (logo?.url.startsWith('/images/'))
    return html`<img class="mark" src="${logo.url}" width="${logo.width}" height="${logo.height}" alt="" loading="lazy" decoding="async">`;
  const initial = plain(name).trim().charAt(0).toUpperCase() || '?';
  const hue = [...slug].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 0);
  return html`<svg class="mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><rect width="40" height="40" rx="8" fill="${COLOURS[hue % 12]}"/><text x="20" y="27" text-anchor="middle" font-size="19" font-weight="800" fill="#fff" font-family="system-ui, sans-serif">${initial}</text></svg>`;
}

const mark = (l: Card) => listingMark(l.name, l.slug, l.logo_image);

/** An upvote with the count: a form post for a signed-in person (back to this page), a way to sign in for anyone else. */
function upvote(l: Card, options: CardOptions) {
  // The visible count leads the accessible name, the rest is said to screen readers only.
  const count = (what: string) =>
    html`<span aria-hidden="true">▲</span> ${l.votes}<span class="visually-hidden"> vote${l.votes === 1 ? '' : 's'}: ${what} ${plain(l.name)}</span>`;
  if (options.viewer === undefined) return '';
  // Votes are for launches: a listing still to come says when it launches instead.
  if (l.status !== 'live') return l.launch_week ? html`<span class="votes">launches ${l.launch_week}</span>` : '';
  if (!options.viewer) return html`<a class="upvote" href="/signin?next=${encodeURIComponent(`/listings/${l.slug}`)}">${count('sign in to upvote')}</a>`;
  const back = options.back && /^\/(?!\/)/.test(options.back) ? options.back : `/listings/${l.slug}`;
  return html`<form method="post" action="/listings/${l.slug}/vote?back=${encodeURIComponent(back)}" class="upvote-form"><input type="hidden" name="csrf" value="${options.viewer.csrf}"><button class="upvote">${count('upvote')}</button></form>`;
}

/** A list of listings as the boards and sections show them: mark, rank, name, tagline, the board's figure, an upvote. */
export function listingCards(items: Card[], options: CardOptions = {}) {
  if (items.length === 0) return html`<p class="muted">${options.empty ?? 'Nothing here yet.'}</p>`;
  const cards = items.map(
    (l) => html`<li class="card">${l.rank !== undefined ? html`<span class="rank">#${l.rank}</span>` : ''}${mark(l)}
<span class="what"><a href="/listings/${l.slug}"><strong>${plain(l.name)}</strong></a>${l.tagline ? html` — ${plain(l.tagline)}` : ''}${l.note ? html` <span class="paid">${l.note}</span>` : ''}</span>
${l.figure ? html`<span class="votes">${l.figure}</span>` : options.viewer === undefined ? html`<span class="votes">${l.votes} vote${l.votes === 1 ? '' : 's'}</span>` : ''}${upvote(l, options)}</li>`,
  );
  return options.ordered ? html`<ol class="cards">${cards}</ol>` : html`<ul class="cards">${cards}</ul>`;
}

/** Previous / next links of a paged list; `href(page)` builds each page's address. */
export function pager(page: number, perPage: number, total: number, href: (page: number) => string) {
  const last = Math.max(1, Math.ceil(total / perPage));
  if (last === 1) return '';
  return html`<nav class="pager" aria-label="Pages">${page > 1 ? html`<a rel="prev" href="${href(page - 1)}">← Previous</a>` : ''}<span>Page ${page} of ${last}</span>${page < last ? html`<a rel="next" href="${href(page + 1)}">Next →</a>` : ''}</nav>`;
}
