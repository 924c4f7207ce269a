import { describe, it } from 'node:test';
import type { ReviewEvent } from '../domain/review/review.ts';
import { givenEvents } from './engine/given-events.ts';
import { reviewsProjection } from './reviews.ts';

const written: ReviewEvent = { type: 'ReviewWritten', data: { listingId: 4, accountId: 'bo', rating: 4, text: 'Saves me an hour a week.' } };
const edited: ReviewEvent = {
  type: 'ReviewEdited',
  data: { listingId: 4, accountId: 'bo', rating: 5, text: 'Saves me a day.', previousRating: 4, visible: true },
};

describe('the reviews projection', () => {
  it('when a review is written, then it shows, one per person and listing', async () => {
    await givenEvents(reviewsProjection, [])
      .when({ ...written, at: '2026-11-16T10:00:00.000Z' })
      .then({ reviews: { '4:bo': { rating: 4, text: 'Saves me an hour a week.', hidden: false, created_at: '2026-11-16T10:00:00.000Z' } } });
  });

  it('given a review, when it is edited, then the new rating and text replace the old, the first time stays', async () => {
    await givenEvents(reviewsProjection, [{ ...written, at: '2026-11-16T10:00:00.000Z' }])
      .when({ ...edited, at: '2026-11-17T10:00:00.000Z' })
      .then({ reviews: { '4:bo': { rating: 5, text: 'Saves me a day.', created_at: '2026-11-16T10:00:00.000Z', updated_at: '2026-11-17T10:00:00.000Z' } } });
  });

  it('given a review, when the site team hides it, then it is hidden with the reason', async () => {
    await givenEvents(reviewsProjection, [written])
      .when({ type: 'ReviewHidden', data: { listingId: 4, accountId: 'bo', reason: 'spam', rating: 4 } })
      .then({ reviews: { '4:bo': { hidden: true, hidden_reason: 'spam' } } });
  });

  it('given a hidden review, when it is shown again, then it shows with no reason', async () => {
    await givenEvents(reviewsProjection, [written, { type: 'ReviewHidden', data: { listingId: 4, accountId: 'bo', reason: 'spam', rating: 4 } }])
      .when({ type: 'ReviewUnhidden', data: { listingId: 4, accountId: 'bo', rating: 4 } })
      .then({ reviews: { '4:bo': { hidden: false, hidden_reason: null } } });
  });

  it('given a review, when its author deletes it, then it is gone', async () => {
    await givenEvents(reviewsProjection, [written])
      .when({ type: 'ReviewDeleted', data: { listingId: 4, accountId: 'bo', previousRating: 4, visible: true } })
      .then({ reviews: { '4:bo': null } });
  });
});
