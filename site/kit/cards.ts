import type { ListingSummary } from '../../projections/listing-search.ts';
import { html, plain } from './html.ts';

/** `note`: a label beside the name (paid placement); `figure`: what a board ranks by, in place of the votes. */
type Card = ListingSummary & { rank?: number; note?: string; figure?: string };

/** A list of listings as the boards and sections show them: rank, name, tagline, votes. */
export function listingCards(items: Card[], options: { ordered?: boolean; empty?: string } = {}) {
  if (items.length === 0) return html`<p class="muted">${options.empty ?? 'Nothing here yet.'}</p>`;
  const cards = items.map(
    (l) => html`<li class="card">${l.rank !== undefined ? html`<span class="rank">#${l.rank}</span>` : ''}
<span><a href="/listings/${l.slug}"><strong>${plain(l.name)}</strong></a>${l.tagline ? html` — ${plain(l.tagline)}` : ''}${l.note ? html` <span class="paid">${l.note}</span>` : ''}</span>
<span class="votes">${l.figure ?? `${l.votes} vote${l.votes === 1 ? '' : 's'}`}</span></li>`,
  );
  return options.ordered ? html`<ol class="cards">${cards}</ol>` : html`<ul class="cards">${cards}</ul>`;
}

/** Previous / next links of a paged list; `href(page)` builds each page's address. */
export function pager(page: number, perPage: number, total: number, href: (page: number) => string) {
  const last = Math.max(1, Math.ceil(total / perPage));
  if (last === 1) return '';
  return html`<nav class="pager" aria-label="Pages">${page > 1 ? html`<a rel="prev" href="${href(page - 1)}">← Previous</a>` : ''}<span>Page ${page} of ${last}</span>${page < last ? html`<a rel="next" href="${href(page + 1)}">Next →</a>` : ''}</nav>`;
}
