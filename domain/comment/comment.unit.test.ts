import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import {
  type CommentEvent,
  deleteComment,
  editComment,
  evolveComment,
  hideComment,
  initialComment,
  type PostingFacts,
  postComment,
  redactComment,
  reportComment,
  restoreComment,
} from './comment.ts';

const NOW = new Date('2026-11-16T10:00:00.000Z');
const minutesLater = (m: number) => new Date(NOW.getTime() + m * 60_000);
const at = NOW.toISOString();
const ok: PostingFacts = { listingIsLive: true, authorConfirmed: true, authorIsMaker: false, authorIsNew: false, parent: null };
const post = { commentId: 'cmt_1', listingId: 4, parentId: null, authorId: 'bo', text: 'Does it work offline?', textId: 'txt_1' };
const posted: CommentEvent = {
  type: 'CommentPosted',
  data: { commentId: 'cmt_1', listingId: 4, parentId: null, authorId: 'bo', byMaker: false, textId: 'txt_1', held: false, at },
};
const comment = (history: CommentEvent[]) => given(initialComment, evolveComment, history);
const stateOf = (history: CommentEvent[]) => history.reduce(evolveComment, initialComment());

describe('a comment', () => {
  it('given none, when a confirmed person comments on a live listing, then it is posted, naming its text by id', () => {
    comment([])
      .when((s) => postComment(post, s, ok, NOW))
      .then([posted]);
  });

  it('when one of the makers comments, then the comment is marked as the maker’s', () => {
    comment([])
      .when((s) => postComment(post, s, { ...ok, authorIsMaker: true }, NOW))
      .then([{ ...posted, data: { ...posted.data, byMaker: true } } as CommentEvent]);
  });

  it('when a new account comments with a link, then the comment is held for the site team', () => {
    comment([])
      .when((s) => postComment({ ...post, text: 'Cheaper at https://spam.example' }, s, { ...ok, authorIsNew: true }, NOW))
      .then([{ ...posted, data: { ...posted.data, held: true } } as CommentEvent]);
  });

  it('when a new account comments without a link, then it is shown at once', () => {
    comment([])
      .when((s) => postComment(post, s, { ...ok, authorIsNew: true }, NOW))
      .then([posted]);
  });

  it('when a maker of a new account comments with a link, then it is shown at once', () => {
    comment([])
      .when((s) => postComment({ ...post, text: 'Docs: https://docs.example' }, s, { ...ok, authorIsNew: true, authorIsMaker: true }, NOW))
      .then([{ ...posted, data: { ...posted.data, byMaker: true } } as CommentEvent]);
  });

  it('when a person whose address is not confirmed comments, then it is refused', () => {
    comment([])
      .when((s) => postComment(post, s, { ...ok, authorConfirmed: false }, NOW))
      .thenRefuses('forbidden', /confirm your email/);
  });

  it('when the listing is not live, then it is refused', () => {
    comment([])
      .when((s) => postComment(post, s, { ...ok, listingIsLive: false }, NOW))
      .thenRefuses('conflict', /live/);
  });

  it('when the text is blank, then it is refused naming the text', () => {
    comment([])
      .when((s) => postComment({ ...post, text: '  \n ' }, s, ok, NOW))
      .thenRefuses('invalid', /^text: /);
  });

  it('when the text is over 3,000 characters, then it is refused naming the text', () => {
    comment([])
      .when((s) => postComment({ ...post, text: 'x'.repeat(3001) }, s, ok, NOW))
      .thenRefuses('invalid', /^text: .*3000/);
  });

  it('given a comment, when someone replies to it, then the reply is posted under it', () => {
    comment([])
      .when((s) => postComment({ ...post, commentId: 'cmt_2', parentId: 'cmt_1', textId: 'txt_2' }, s, { ...ok, parent: stateOf([posted]) }, NOW))
      .then([{ type: 'CommentPosted', data: { ...posted.data, commentId: 'cmt_2', parentId: 'cmt_1', textId: 'txt_2' } }]);
  });

  it('given a reply, when someone replies to the reply, then it is refused: threads are two levels deep', () => {
    const reply: CommentEvent = { type: 'CommentPosted', data: { ...posted.data, commentId: 'cmt_2', parentId: 'cmt_1' } };
    comment([])
      .when((s) => postComment({ ...post, commentId: 'cmt_3', parentId: 'cmt_2' }, s, { ...ok, parent: stateOf([reply]) }, NOW))
      .thenRefuses('invalid', /^parent_id: .*two levels/);
  });

  it('when a reply names a comment of another listing, then it is refused naming the parent', () => {
    comment([])
      .when((s) => postComment({ ...post, commentId: 'cmt_2', listingId: 5, parentId: 'cmt_1' }, s, { ...ok, parent: stateOf([posted]) }, NOW))
      .thenRefuses('invalid', /^parent_id: /);
  });

  it('given a comment, when its id is posted again, then it is refused', () => {
    comment([posted])
      .when((s) => postComment(post, s, ok, NOW))
      .thenRefuses('conflict', /already/);
  });

  it('given a comment, when its author edits it within 15 minutes, then the new text is a new version', () => {
    comment([posted])
      .when((s) => editComment({ commentId: 'cmt_1', authorId: 'bo', text: 'Does it work offline, on iOS?', textId: 'txt_2' }, s, minutesLater(14)))
      .then([
        { type: 'CommentEdited', data: { commentId: 'cmt_1', listingId: 4, textId: 'txt_2', previousTextId: 'txt_1', at: minutesLater(14).toISOString() } },
      ]);
  });

  it('given a comment, when its author edits it after 15 minutes, then it is refused', () => {
    comment([posted])
      .when((s) => editComment({ commentId: 'cmt_1', authorId: 'bo', text: 'Late edit', textId: 'txt_2' }, s, minutesLater(16)))
      .thenRefuses('conflict', /15 minutes/);
  });

  it('given a comment, when someone else edits it, then it is answered as missing', () => {
    comment([posted])
      .when((s) => editComment({ commentId: 'cmt_1', authorId: 'eve', text: 'Mine now', textId: 'txt_2' }, s, minutesLater(1)))
      .thenRefuses('not_found');
  });

  it('given a comment, when its author deletes it, then it is deleted, naming who wrote it', () => {
    comment([posted])
      .when((s) => deleteComment({ commentId: 'cmt_1', authorId: 'bo' }, s))
      .then([{ type: 'CommentDeleted', data: { commentId: 'cmt_1', listingId: 4, parentId: null, authorId: 'bo' } }]);
  });

  it('given a deleted comment, when its author deletes it again, then nothing is recorded', () => {
    comment([posted, { type: 'CommentDeleted', data: { commentId: 'cmt_1', listingId: 4, parentId: null, authorId: 'bo' } }])
      .when((s) => deleteComment({ commentId: 'cmt_1', authorId: 'bo' }, s))
      .then([]);
  });

  it('given a comment, when someone else deletes it, then it is answered as missing', () => {
    comment([posted])
      .when((s) => deleteComment({ commentId: 'cmt_1', authorId: 'eve' }, s))
      .thenRefuses('not_found');
  });

  it('given an edited comment deleted by its author, when the texts are erased, then the redaction names every version', () => {
    const edited: CommentEvent = { type: 'CommentEdited', data: { commentId: 'cmt_1', listingId: 4, textId: 'txt_2', previousTextId: 'txt_1', at } };
    comment([posted, edited, { type: 'CommentDeleted', data: { commentId: 'cmt_1', listingId: 4, parentId: null, authorId: 'bo' } }])
      .when((s) => redactComment({ commentId: 'cmt_1' }, s))
      .then([{ type: 'CommentTextRedacted', data: { commentId: 'cmt_1', listingId: 4, textIds: ['txt_1', 'txt_2'] } }]);
  });

  it('given a redacted comment, when the redaction is asked again, then nothing is recorded', () => {
    comment([
      posted,
      { type: 'CommentDeleted', data: { commentId: 'cmt_1', listingId: 4, parentId: null, authorId: 'bo' } },
      { type: 'CommentTextRedacted', data: { commentId: 'cmt_1', listingId: 4, textIds: ['txt_1'] } },
    ])
      .when((s) => redactComment({ commentId: 'cmt_1' }, s))
      .then([]);
  });

  it('given a comment not deleted, when a redaction is asked, then nothing is recorded', () => {
    comment([posted])
      .when((s) => redactComment({ commentId: 'cmt_1' }, s))
      .then([]);
  });

  it('given a comment, when someone reports it with a listed reason, then the report is recorded', () => {
    comment([posted])
      .when((s) => reportComment({ commentId: 'cmt_1', reporterId: 'cy', reason: 'spam' }, s))
      .then([{ type: 'CommentReported', data: { commentId: 'cmt_1', listingId: 4, reporterId: 'cy', reason: 'spam' } }]);
  });

  it('given a reported comment, when the same person reports it again, then nothing is recorded', () => {
    comment([posted, { type: 'CommentReported', data: { commentId: 'cmt_1', listingId: 4, reporterId: 'cy', reason: 'spam' } }])
      .when((s) => reportComment({ commentId: 'cmt_1', reporterId: 'cy', reason: 'abuse' }, s))
      .then([]);
  });

  it('when a report gives a reason not on the list, then it is refused naming the reason', () => {
    comment([posted])
      .when((s) => reportComment({ commentId: 'cmt_1', reporterId: 'cy', reason: 'meh' }, s))
      .thenRefuses('invalid', /^reason: /);
  });

  it('when its author reports their own comment, then it is refused', () => {
    comment([posted])
      .when((s) => reportComment({ commentId: 'cmt_1', reporterId: 'bo', reason: 'spam' }, s))
      .thenRefuses('invalid', /your own/);
  });

  it('given a comment, when the site team hides it saying why, then it is hidden with the reason', () => {
    comment([posted])
      .when((s) => hideComment({ commentId: 'cmt_1', reason: ' spam ' }, s))
      .then([{ type: 'CommentHidden', data: { commentId: 'cmt_1', listingId: 4, reason: 'spam' } }]);
  });

  it('when the site team hides a comment without saying why, then it is refused naming the reason', () => {
    comment([posted])
      .when((s) => hideComment({ commentId: 'cmt_1', reason: '' }, s))
      .thenRefuses('invalid', /^reason: /);
  });

  it('given a held comment, when the site team restores it, then it is shown, with why', () => {
    comment([{ ...posted, data: { ...posted.data, held: true } } as CommentEvent])
      .when((s) => restoreComment({ commentId: 'cmt_1', reason: 'fine on review' }, s))
      .then([{ type: 'CommentRestored', data: { commentId: 'cmt_1', listingId: 4, reason: 'fine on review' } }]);
  });

  it('given a shown comment, when the site team restores it, then nothing is recorded', () => {
    comment([posted])
      .when((s) => restoreComment({ commentId: 'cmt_1', reason: 'fine on review' }, s))
      .then([]);
  });

  it('given a deleted comment, when the site team hides it, then it is answered as missing', () => {
    comment([posted, { type: 'CommentDeleted', data: { commentId: 'cmt_1', listingId: 4, parentId: null, authorId: 'bo' } }])
      .when((s) => hideComment({ commentId: 'cmt_1', reason: 'spam' }, s))
      .thenRefuses('not_found');
  });
});
