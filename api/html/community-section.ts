import { REVIEW_TEXT } from '../../domain/review/review.ts';
import { escapeMarkup as e } from './escape.ts';

/** Where the person looking at a listing stands: what they may do, and what they did. */
export type Standing =
  | { kind: 'signed-out' }
  | { kind: 'signed-in'; csrf: string; owner: boolean; confirmed: boolean; voted: boolean; review: { rating: number; text: string } | null };

export type ShownReview = { author: string; rating: number; text: string; written_at: string; edited: boolean };

const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`;

/** The vote button of a listing page: a plain form (no script needed); who may not vote is told why. */
export function voteControl(slug: string, live: boolean, votes: number, s: Standing): string {
  if (!live) return '';
  const count = `<span id="votes">${votes} votes</span>`;
  if (s.kind === 'signed-out') return `<p>${count} · <a href="/signin?next=${e(encodeURIComponent(`/listings/${slug}`))}">Sign in to vote</a></p>`;
  if (s.owner) return `<p>${count} · <span class="muted">You own this listing: your vote would not count.</span></p>`;
  if (!s.confirmed) return `<p>${count} · <span class="muted">Confirm your email address to vote (<a href="/account/api-keys">resend the link</a>).</span></p>`;
  const action = s.voted ? 'unvote' : 'vote';
  return `<p>${count} · <form method="post" action="/listings/${e(slug)}/${action}" style="display:inline"><input type="hidden" name="csrf" value="${e(s.csrf)}"><button>${s.voted ? 'Take back your vote' : '▲ Upvote'}</button></form></p>`;
}

/** The reviews of a listing page: the community rating, visible reviews, and the person's own form. */
export function reviewsSection(slug: string, live: boolean, rating: { average: number | null; count: number }, reviews: ShownReview[], s: Standing): string {
  const summary = rating.count
    ? `<p id="rating">${rating.average} / 5 from ${rating.count} review${rating.count === 1 ? '' : 's'}</p>`
    : '<p id="rating">No reviews yet.</p>';
  const list = reviews
    .map(
      (r) =>
        `<article class="review"><p><span aria-label="${r.rating} out of 5">${stars(r.rating)}</span> <b>${e(r.author)}</b> <span class="muted">${e(r.written_at.slice(0, 10))}${r.edited ? ' (edited)' : ''}</span></p><p>${e(r.text).replace(/\n/g, '<br>')}</p></article>`,
    )
    .join('');
  let form = '';
  if (live && s.kind === 'signed-in' && !s.owner && s.confirmed) {
    const mine = s.review;
    const options = [5, 4, 3, 2, 1].map((n) => `<option value="${n}"${mine?.rating === n ? ' selected' : ''}>${n} – ${stars(n)}</option>`).join('');
    form = `<h3>${mine ? 'Your review' : 'Write a review'}</h3><form method="post" action="/listings/${e(slug)}/review"><input type="hidden" name="csrf" value="${e(s.csrf)}">
<label>Rating <select name="rating" required>${options}</select></label>
<label>Your review (${REVIEW_TEXT.min} to ${REVIEW_TEXT.max} characters) <textarea name="text" rows="4" required minlength="${REVIEW_TEXT.min}" maxlength="${REVIEW_TEXT.max}">${e(mine?.text ?? '')}</textarea></label>
<button>${mine ? 'Save your review' : 'Publish your review'}</button></form>${mine ? `<form method="post" action="/listings/${e(slug)}/review/delete"><input type="hidden" name="csrf" value="${e(s.csrf)}"><button>Delete your review</button></form>` : ''}`;
  }
  return `<section id="reviews"><h2>Reviews</h2>${summary}${list}${form}</section>`;
}
