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

/** The listing's mark: its initial on a colour of its own (until logos are fetched and kept, never hot-linked). */
export function listingMark(name: string, slug: string) {
  const initial = plain(name).trim().charAt(0).toUpperCase() || '?';
  const hue = [...slug].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 0);
  return html`<span class="mark mark-${hue % 12}" aria-hidden="true">${initial}</span>`;
}

const monogram = (l: Card) => listingMark(l.name, l.slug);

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
    (l) => html`<li class="card">${l.rank !== undefined ? html`<span class="rank">#${l.rank}</span>` : ''}${monogram(l)}
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
