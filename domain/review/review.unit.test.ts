import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { deleteReview, evolveReview, hideReview, initialReview, type ReviewEvent, unhideReview, writeReview } from './review.ts';

const who = { listingId: 4, accountId: 'bo' };
const ok = { listingIsLive: true, reviewerOwnsListing: false, reviewerConfirmed: true };
const written: ReviewEvent = { type: 'ReviewWritten', data: { ...who, rating: 4, text: 'Saves me an hour a week.' } };
const hidden: ReviewEvent = { type: 'ReviewHidden', data: { ...who, rating: 4, reason: 'spam' } };
const review = (history: ReviewEvent[]) => given(initialReview, evolveReview, history);

describe('a review', () => {
  it('given none, when a person reviews a live listing, then the review is written, its text trimmed', () => {
    review([])
      .when((s) => writeReview({ ...who, rating: 4, text: '  Saves me an hour a week.  ' }, s, ok))
      .then([written]);
  });

  it('given a review, when its author writes again, then it is edited, naming the rating it replaces', () => {
    review([written])
      .when((s) => writeReview({ ...who, rating: 5, text: 'Saves me a whole day.' }, s, ok))
      .then([{ type: 'ReviewEdited', data: { ...who, rating: 5, text: 'Saves me a whole day.', previousRating: 4, visible: true } }]);
  });

  it('given a review, when the same rating and text come again, then nothing is recorded', () => {
    review([written])
      .when((s) => writeReview({ ...who, rating: 4, text: 'Saves me an hour a week.' }, s, ok))
      .then([]);
  });

  it('when a listing not live is reviewed, then it is refused', () => {
    review([])
      .when((s) => writeReview({ ...who, rating: 4, text: 'Saves me an hour a week.' }, s, { ...ok, listingIsLive: false }))
      .thenRefuses('conflict', /live/);
  });

  it('when an owner reviews their own listing, then it is refused', () => {
    review([])
      .when((s) => writeReview({ ...who, rating: 5, text: 'Best product ever made.' }, s, { ...ok, reviewerOwnsListing: true }))
      .thenRefuses('forbidden', /owners/);
  });

  it('when a person whose address is not confirmed reviews, then it is refused', () => {
    review([])
      .when((s) => writeReview({ ...who, rating: 4, text: 'Saves me an hour a week.' }, s, { ...ok, reviewerConfirmed: false }))
      .thenRefuses('forbidden', /confirm your email/);
  });

  it('when the rating is not a whole number from 1 to 5, then it is refused naming the rating', () => {
    review([])
      .when((s) => writeReview({ ...who, rating: 4.5, text: 'Saves me an hour a week.' }, s, ok))
      .thenRefuses('invalid', /rating/);
  });

  it('when the text is under ten characters, then it is refused naming the text', () => {
    review([])
      .when((s) => writeReview({ ...who, rating: 4, text: 'Good.' }, s, ok))
      .thenRefuses('invalid', /text/);
  });

  it('given a hidden review, when its author deletes it, then it is deleted, saying it was not counted', () => {
    review([written, hidden])
      .when((s) => deleteReview(who, s))
      .then([{ type: 'ReviewDeleted', data: { ...who, previousRating: 4, visible: false } }]);
  });

  it('given no review, when one is deleted, then nothing is recorded', () => {
    review([])
      .when((s) => deleteReview(who, s))
      .then([]);
  });

  it('given a review, when the site team hides it, then it is hidden with the reason trimmed', () => {
    review([written])
      .when((s) => hideReview({ ...who, reason: ' spam ' }, s))
      .then([hidden]);
  });

  it('given a review, when it is hidden without a reason, then it is refused naming the reason', () => {
    review([written])
      .when((s) => hideReview({ ...who, reason: ' ' }, s))
      .thenRefuses('invalid', /reason/);
  });

  it('given a hidden review, when it is hidden again, then nothing is recorded', () => {
    review([written, hidden])
      .when((s) => hideReview({ ...who, reason: 'spam' }, s))
      .then([]);
  });

  it('given a hidden review, when it is shown again, then it counts again', () => {
    review([written, hidden])
      .when((s) => unhideReview(who, s))
      .then([{ type: 'ReviewUnhidden', data: { ...who, rating: 4 } }]);
  });

  it('given no review, when one is hidden, then it is not found', () => {
    review([])
      .when((s) => hideReview({ ...who, reason: 'spam' }, s))
      .thenRefuses('not_found');
  });
});
