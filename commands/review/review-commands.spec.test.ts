import { describe, it } from 'node:test';
import { reviewStream } from '../../domain/review/review.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { aListing, aLiveListing } from '../../test/support/spec-events.ts';

const spec = commandSpec();
const written = { type: 'ReviewWritten', data: { listingId: 3, accountId: 'bob', rating: 4, text: 'Solid widgets.' } };
const write = { listingId: 3, accountId: 'bob', rating: 4, text: 'Solid widgets.', reviewerConfirmed: true };

describe('the review commands', () => {
  it('given a live listing, when a confirmed person reviews it, then the review is written', async () => {
    await spec
      .given(aLiveListing(3))
      .when(({ commands }) => commands.writeReview(write, as('bob')))
      .then(inStream(reviewStream(3, 'bob'), written));
  });

  it('given a listing not yet live, when someone reviews it, then it is refused', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.writeReview(write, as('bob')))
      .thenRefuses('conflict');
  });

  it('given a live listing, when its owner reviews it, then it is refused', async () => {
    await spec
      .given(aLiveListing(3, 'bob'))
      .when(({ commands }) => commands.writeReview(write, as('bob')))
      .thenRefuses('forbidden');
  });

  it('given a review, when the site team hides it, then it is hidden with the reason', async () => {
    await spec
      .given(aLiveListing(3), inStream(reviewStream(3, 'bob'), written))
      .when(({ commands }) => commands.hideReview({ listingId: 3, accountId: 'bob', reason: 'off topic' }, as('admin')))
      .then(inStream(reviewStream(3, 'bob'), { type: 'ReviewHidden', data: { listingId: 3, accountId: 'bob', rating: 4, reason: 'off topic' } }));
  });

  it('given a hidden review, when it is unhidden, then it shows again', async () => {
    const hidden = { type: 'ReviewHidden', data: { listingId: 3, accountId: 'bob', rating: 4, reason: 'off topic' } };
    await spec
      .given(aLiveListing(3), inStream(reviewStream(3, 'bob'), written, hidden))
      .when(({ commands }) => commands.unhideReview({ listingId: 3, accountId: 'bob' }, as('admin')))
      .then(inStream(reviewStream(3, 'bob'), { type: 'ReviewUnhidden', data: { listingId: 3, accountId: 'bob', rating: 4 } }));
  });

  it('given a review, when its writer deletes it, then it is deleted with the rating it had', async () => {
    await spec
      .given(aLiveListing(3), inStream(reviewStream(3, 'bob'), written))
      .when(({ commands }) => commands.deleteReview({ listingId: 3, accountId: 'bob' }, as('bob')))
      .then(inStream(reviewStream(3, 'bob'), { type: 'ReviewDeleted', data: { listingId: 3, accountId: 'bob', previousRating: 4, visible: true } }));
  });
});
