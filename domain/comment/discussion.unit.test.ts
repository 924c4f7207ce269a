import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { chooseDiscussionFeeds, type DiscussionEvent, evolveDiscussion, initialDiscussion } from './discussion.ts';

const discussion = (history: DiscussionEvent[]) => given(initialDiscussion, evolveDiscussion, history);
const chosen = (on: boolean): DiscussionEvent => ({ type: 'DiscussionFeedsChosen', data: { listingId: 4, commentsInFeeds: on } });

describe("a listing's discussion settings", () => {
  it('given nothing chosen, when an owner lets the feeds carry comments, then it is recorded', () => {
    discussion([])
      .when((s) => chooseDiscussionFeeds({ listingId: 4, commentsInFeeds: true }, s, { askerOwnsListing: true }))
      .then([chosen(true)]);
  });

  it('given nothing chosen, when an owner keeps comments out of the feeds, then nothing is recorded: that is the default', () => {
    discussion([])
      .when((s) => chooseDiscussionFeeds({ listingId: 4, commentsInFeeds: false }, s, { askerOwnsListing: true }))
      .then([]);
  });

  it('given comments in the feeds, when an owner takes them out, then it is recorded', () => {
    discussion([chosen(true)])
      .when((s) => chooseDiscussionFeeds({ listingId: 4, commentsInFeeds: false }, s, { askerOwnsListing: true }))
      .then([chosen(false)]);
  });

  it('when someone who does not own the listing chooses, then the listing is answered as missing', () => {
    discussion([])
      .when((s) => chooseDiscussionFeeds({ listingId: 4, commentsInFeeds: true }, s, { askerOwnsListing: false }))
      .thenRefuses('not_found');
  });
});
