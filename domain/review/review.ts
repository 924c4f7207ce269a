import { conflict, DomainError, invalid, notFound } from '../shared/errors.ts';

/**
 * One review per person and listing (its own stream): a rating of 1 to 5 and a text. Genuine
 * reviews only: by a person with a confirmed address who does not own the listing. The site team
 * can hide one. Each event carries what the listing's rating needs (the rating before and after,
 * whether it counted), so the community rating is kept without reading other read models.
 */
export type ReviewEvent =
  | { type: 'ReviewWritten'; data: { listingId: number; accountId: string; rating: number; text: string } }
  | { type: 'ReviewEdited'; data: { listingId: number; accountId: string; rating: number; text: string; previousRating: number; visible: boolean } }
  | { type: 'ReviewDeleted'; data: { listingId: number; accountId: string; previousRating: number; visible: boolean } }
  | { type: 'ReviewHidden'; data: { listingId: number; accountId: string; rating: number; reason: string } }
  | { type: 'ReviewUnhidden'; data: { listingId: number; accountId: string; rating: number } };

export type Review = { status: 'none' } | { status: 'written'; rating: number; text: string; hidden: boolean };
export const initialReview = (): Review => ({ status: 'none' });
export function evolveReview(state: Review, e: ReviewEvent): Review {
  switch (e.type) {
    case 'ReviewWritten':
      return { status: 'written', rating: e.data.rating, text: e.data.text, hidden: false };
    case 'ReviewEdited':
      return state.status === 'written' ? { ...state, rating: e.data.rating, text: e.data.text } : state;
    case 'ReviewDeleted':
      return { status: 'none' };
    case 'ReviewHidden':
      return state.status === 'written' ? { ...state, hidden: true } : state;
    case 'ReviewUnhidden':
      return state.status === 'written' ? { ...state, hidden: false } : state;
  }
}
export const reviewStream = (listingId: number, accountId: string) => `review-${listingId}-${accountId}`;

export const REVIEW_TEXT = { min: 10, max: 2000 } as const;

export type ReviewerFacts = { listingIsLive: boolean; reviewerOwnsListing: boolean; reviewerConfirmed: boolean };

/** Writes the person's review of a listing, or edits the one they wrote. */
export function writeReview(cmd: { listingId: number; accountId: string; rating: number; text: string }, state: Review, facts: ReviewerFacts): ReviewEvent[] {
  if (!facts.listingIsLive) throw conflict('only live listings can be reviewed');
  if (facts.reviewerOwnsListing) throw new DomainError('forbidden', "owners don't review their own listing");
  if (!facts.reviewerConfirmed) throw new DomainError('forbidden', 'confirm your email address first: the link is in the mail we sent you');
  if (!Number.isInteger(cmd.rating) || cmd.rating < 1 || cmd.rating > 5) throw invalid('rating', 'must be a whole number from 1 to 5');
  const text = cmd.text.trim().replace(/\r\n/g, '\n');
  if (text.length < REVIEW_TEXT.min || text.length > REVIEW_TEXT.max) throw invalid('text', `must be ${REVIEW_TEXT.min} to ${REVIEW_TEXT.max} characters`);
  const { listingId, accountId, rating } = cmd;
  if (state.status === 'none') return [{ type: 'ReviewWritten', data: { listingId, accountId, rating, text } }];
  if (state.rating === rating && state.text === text) return [];
  return [{ type: 'ReviewEdited', data: { listingId, accountId, rating, text, previousRating: state.rating, visible: !state.hidden } }];
}

export function deleteReview(cmd: { listingId: number; accountId: string }, state: Review): ReviewEvent[] {
  if (state.status === 'none') return [];
  return [{ type: 'ReviewDeleted', data: { ...cmd, previousRating: state.rating, visible: !state.hidden } }];
}

/** The site team hides a review (spam, abuse) or shows it again. */
export function hideReview(cmd: { listingId: number; accountId: string; reason: string }, state: Review): ReviewEvent[] {
  if (state.status === 'none') throw notFound('review');
  if (!cmd.reason.trim() || cmd.reason.length > 500) throw invalid('reason', 'say why, in at most 500 characters');
  return state.hidden ? [] : [{ type: 'ReviewHidden', data: { ...cmd, reason: cmd.reason.trim(), rating: state.rating } }];
}

export function unhideReview(cmd: { listingId: number; accountId: string }, state: Review): ReviewEvent[] {
  if (state.status === 'none') throw notFound('review');
  return state.hidden ? [{ type: 'ReviewUnhidden', data: { ...cmd, rating: state.rating } }] : [];
}
