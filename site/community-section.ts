import { REVIEW_TEXT } from '../domain/review/review.ts';
import { html, plain, type SafeHtml, withBreaks } from './kit/html.ts';

/** Where the person looking at a listing stands: what they may do, and what they did. */
export type Standing =
  | { kind: 'signed-out' }
  | { kind: 'signed-in'; csrf: string; owner: boolean; confirmed: boolean; voted: boolean; review: { rating: number; text: string } | null };

export type ShownReview = { author: string; rating: number; text: string; written_at: string; edited: boolean };

const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`;

/**
 * The upvote of a listing page, beside "Visit website" and follow: a plain form (no script
 * needed) with the count; who may not vote sees the count and is told why, under the buttons.
 */
export function voteControl(slug: string, live: boolean, votes: number, s: Standing): SafeHtml {
  if (!live) return html``;
  const count = html`<span class="count" id="votes">${votes} vote${votes === 1 ? '' : 's'}</span>`;
  const arrow = html`<span class="arrow" aria-hidden="true">▲</span>`;
  if (s.kind === 'signed-out')
    return html`<a class="upvote wide" href="/signin?next=${encodeURIComponent(`/listings/${slug}`)}">${arrow} Upvote ${count}<span class="visually-hidden"> (sign in to vote)</span></a>`;
  if (s.owner) return html`<span class="upvote wide">${arrow} ${count}</span><p class="note">You own this listing: your vote would not count.</p>`;
  if (!s.confirmed)
    return html`<span class="upvote wide">${arrow} ${count}</span><p class="note">Confirm your email address to vote (<a href="/account/api-keys">resend the link</a>).</p>`;
  const action = s.voted ? 'unvote' : 'vote';
  return html`<form method="post" action="/listings/${slug}/${action}" class="upvote-form"><input type="hidden" name="csrf" value="${s.csrf}"><button class="upvote wide${s.voted ? ' voted' : ''}">${
    s.voted ? html`${arrow} Take back your vote` : html`▲ Upvote`
  } ${count}</button></form>`;
}

/** The reviews of a listing page: the community rating, visible reviews, and the person's own form. */
export function reviewsSection(slug: string, live: boolean, rating: { average: number | null; count: number }, reviews: ShownReview[], s: Standing): SafeHtml {
  const summary = rating.count
    ? html`<p id="rating">${rating.average} / 5 from ${rating.count} review${rating.count === 1 ? '' : 's'}</p>`
    : html`<p id="rating">No reviews yet.</p>`;
  const list = reviews.map(
    (r) =>
      html`<article class="review"><p><span class="stars" role="img" aria-label="${r.rating} out of 5">${stars(r.rating)}</span> <b>${plain(r.author)}</b> <span class="muted">${r.written_at.slice(0, 10)}${r.edited ? ' (edited)' : ''}</span></p><p>${withBreaks(r.text)}</p></article>`,
  );
  let form: SafeHtml | string = '';
  if (live && s.kind === 'signed-in' && !s.owner && s.confirmed) {
    const mine = s.review;
    const options = [5, 4, 3, 2, 1].map((n) => html`<option value="${n}"${mine?.rating === n ? html` selected` : ''}>${n} – ${stars(n)}</option>`);
    form = html`<h3>${mine ? 'Your review' : 'Write a review'}</h3><form method="post" action="/listings/${slug}/review"><input type="hidden" name="csrf" value="${s.csrf}">
<div class="field"><label for="review-rating">Rating</label><select id="review-rating" name="rating" required>${options}</select></div>
<div class="field"><label for="review-text">Your review (${REVIEW_TEXT.min} to ${REVIEW_TEXT.max} characters)</label><textarea id="review-text" name="text" rows="4" required minlength="${REVIEW_TEXT.min}" maxlength="${REVIEW_TEXT.max}">${mine?.text ?? ''}</textarea></div>
<div class="form-actions"><button>${mine ? 'Save your review' : 'Publish your review'}</button></div></form>${
      mine
        ? html`<form method="post" action="/listings/${slug}/review/delete" class="danger"><input type="hidden" name="csrf" value="${s.csrf}"><button>Delete your review</button></form>`
        : ''
    }`;
  }
  return html`<section id="reviews"><h2>Reviews</h2>${summary}${list}${form}</section>`;
}
