import { describe, it } from 'node:test';
import type { CommentEvent } from '../domain/comment/comment.ts';
import { commentsProjection } from './comments.ts';
import { givenEvents } from './engine/given-events.ts';

const T0 = '2026-11-16T10:00:00.000Z';
const T1 = '2026-11-16T11:00:00.000Z';
const posted: CommentEvent = {
  type: 'CommentPosted',
  data: { commentId: 'cmt_1', listingId: 4, parentId: null, authorId: 'bo', byMaker: false, textId: 'txt_1', held: false, at: T0 },
};
const reply: CommentEvent = {
  type: 'CommentPosted',
  data: { commentId: 'cmt_2', listingId: 4, parentId: 'cmt_1', authorId: 'mo', byMaker: true, textId: 'txt_2', held: false, at: T1 },
};
const deleted: CommentEvent = { type: 'CommentDeleted', data: { commentId: 'cmt_1', listingId: 4, parentId: null, authorId: 'bo' } };

describe('the comments projection', () => {
  it('when a comment is posted, then it shows with its text id and no text', async () => {
    await givenEvents(commentsProjection, [])
      .when(posted)
      .then({ comments: { cmt_1: { state: 'shown', text_id: 'txt_1', author_id: 'bo', by_maker: false, posted_at: T0, active_at: T0, queued: false } } });
  });

  it('when a held comment is posted, then it waits in the queue', async () => {
    await givenEvents(commentsProjection, [])
      .when({ ...posted, data: { ...posted.data, held: true } } as CommentEvent)
      .then({ comments: { cmt_1: { state: 'held', queued: true } } });
  });

  it('given a comment, when a maker replies, then the reply is under it, marked as the maker’s, and the thread is active again', async () => {
    await givenEvents(commentsProjection, [posted])
      .when(reply)
      .then({ comments: { cmt_2: { parent_id: 'cmt_1', by_maker: true }, cmt_1: { active_at: T1 } } });
  });

  it('given a comment, when it is edited, then it names the new text and when', async () => {
    await givenEvents(commentsProjection, [posted])
      .when({ type: 'CommentEdited', data: { commentId: 'cmt_1', listingId: 4, textId: 'txt_9', previousTextId: 'txt_1', at: T1 } })
      .then({ comments: { cmt_1: { text_id: 'txt_9', edited_at: T1 } } });
  });

  it('given a comment, when it is reported, then it is queued with the count and the reason', async () => {
    await givenEvents(commentsProjection, [posted])
      .when({ type: 'CommentReported', data: { commentId: 'cmt_1', listingId: 4, reporterId: 'cy', reason: 'spam' } })
      .then({ comments: { cmt_1: { reports: 1, report_reasons: ['spam'], queued: true } } });
  });

  it('given a reported comment, when the site team hides it, then it is hidden, off the queue, with who and why', async () => {
    await givenEvents(commentsProjection, [posted, { type: 'CommentReported', data: { commentId: 'cmt_1', listingId: 4, reporterId: 'cy', reason: 'spam' } }])
      .when({ type: 'CommentHidden', data: { commentId: 'cmt_1', listingId: 4, reason: 'spam' }, at: T1 })
      .then({
        comments: {
          cmt_1: { state: 'hidden', queued: false, 'moderation.action': 'hidden', 'moderation.by': 'spec', 'moderation.reason': 'spam', 'moderation.at': T1 },
        },
      });
  });

  it('given a hidden comment, when the site team restores it, then it shows again', async () => {
    await givenEvents(commentsProjection, [posted, { type: 'CommentHidden', data: { commentId: 'cmt_1', listingId: 4, reason: 'spam' } }])
      .when({ type: 'CommentRestored', data: { commentId: 'cmt_1', listingId: 4, reason: 'fine on review' } })
      .then({ comments: { cmt_1: { state: 'shown', 'moderation.action': 'restored' } } });
  });

  it('given a comment with a reply, when its author deletes it, then a tombstone stays without author or text id, and the reply stays', async () => {
    await givenEvents(commentsProjection, [posted, reply])
      .when(deleted)
      .then({ comments: { cmt_1: { state: 'deleted', text_id: null, author_id: null }, cmt_2: { state: 'shown', text_id: 'txt_2' } } });
  });

  it('given a deleted comment, when its texts are redacted, then it stays a tombstone', async () => {
    await givenEvents(commentsProjection, [posted, deleted])
      .when({ type: 'CommentTextRedacted', data: { commentId: 'cmt_1', listingId: 4, textIds: ['txt_1'] } })
      .then({ comments: { cmt_1: { state: 'deleted', text_id: null } } });
  });

  it('when an owner lets the feeds carry comments, then the discussion says so', async () => {
    await givenEvents(commentsProjection, [])
      .when({ type: 'DiscussionFeedsChosen', data: { listingId: 4, commentsInFeeds: true } })
      .then({ discussions: { '4': { listing_id: 4, comments_in_feeds: true } } });
  });
});
