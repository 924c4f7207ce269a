import { notFound } from '../shared/errors.ts';

/**
 * A listing's discussion settings, chosen by its owners (stream `discussion-<listing>`): whether
 * the listing's Atom and JSON feeds carry its comments. Off until an owner turns it on: the feeds
 * are the owners' channel, and comments are other people's words.
 */
export type DiscussionEvent = { type: 'DiscussionFeedsChosen'; data: { listingId: number; commentsInFeeds: boolean } };

export type Discussion = { commentsInFeeds: boolean };
export const initialDiscussion = (): Discussion => ({ commentsInFeeds: false });
export const evolveDiscussion = (_s: Discussion, e: DiscussionEvent): Discussion => ({ commentsInFeeds: e.data.commentsInFeeds });
export const discussionStream = (listingId: number) => `discussion-${listingId}`;

export function chooseDiscussionFeeds(
  c: { listingId: number; commentsInFeeds: boolean },
  state: Discussion,
  facts: { askerOwnsListing: boolean },
): DiscussionEvent[] {
  // Someone else's listing is answered as missing, as every owner-only door does.
  if (!facts.askerOwnsListing) throw notFound(`listing ${c.listingId}`);
  if (state.commentsInFeeds === c.commentsInFeeds) return [];
  return [{ type: 'DiscussionFeedsChosen', data: { listingId: c.listingId, commentsInFeeds: c.commentsInFeeds } }];
}
