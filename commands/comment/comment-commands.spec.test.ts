import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commentStream } from '../../domain/comment/comment.ts';
import { discussionStream } from '../../domain/comment/discussion.ts';
import type { CommentTexts } from '../../domain/ports/comment-texts.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { ANY, inStream } from '../../test/support/spec.ts';
import { aLiveListing, at } from '../../test/support/spec-events.ts';

/** The texts store in memory: what a scenario looks into after the act. */
class Texts implements CommentTexts {
  readonly kept = new Map<string, string>();
  async put(id: string, text: string) {
    this.kept.set(id, text);
  }
  async erase(ids: string[]) {
    for (const id of ids) this.kept.delete(id);
  }
}

const post = { commentId: 'cmt_1', listingId: 3, parentId: null, authorId: 'bob', text: ' Works offline? ', authorConfirmed: true, authorIsNew: false };
const posted = {
  type: 'CommentPosted',
  data: { commentId: 'cmt_1', listingId: 3, parentId: null, authorId: 'bob', byMaker: false, textId: 'txt_1', held: false, at },
};

describe('the comment commands', () => {
  it('given a live listing, when a confirmed person comments, then the comment is posted naming a text id, and the text is kept apart', async () => {
    const texts = new Texts();
    await commandSpec({ commentTexts: texts })
      .given(aLiveListing(3))
      .when(({ commands }) => commands.postComment(post, as('bob')))
      .then(inStream(commentStream('cmt_1'), { type: 'CommentPosted', data: { ...posted.data, textId: ANY } }));
    assert.deepEqual([...texts.kept.values()], ['Works offline?']);
  });

  it('given a listing not yet live, when someone comments, then it is refused and no text is kept', async () => {
    const texts = new Texts();
    await commandSpec({ commentTexts: texts })
      .given()
      .when(({ commands }) => commands.postComment(post, as('bob')))
      .thenRefuses('conflict');
    assert.equal(texts.kept.size, 0);
  });

  it('given a comment, when its author deletes it, then the deletion and the redaction are recorded, and its text is erased', async () => {
    const texts = new Texts();
    texts.kept.set('txt_1', 'Works offline?');
    await commandSpec({ commentTexts: texts })
      .given(aLiveListing(3), inStream(commentStream('cmt_1'), posted))
      .when(({ commands }) => commands.deleteComment({ commentId: 'cmt_1', authorId: 'bob' }, as('bob')))
      .then(
        inStream(
          commentStream('cmt_1'),
          { type: 'CommentDeleted', data: { commentId: 'cmt_1', listingId: 3, parentId: null, authorId: 'bob' } },
          { type: 'CommentTextRedacted', data: { commentId: 'cmt_1', listingId: 3, textIds: ['txt_1'] } },
        ),
      );
    assert.equal(texts.kept.size, 0);
  });

  it('given a deletion whose erasure did not happen, when the redaction is asked, then the text is erased and the redaction recorded', async () => {
    const texts = new Texts();
    texts.kept.set('txt_1', 'Works offline?');
    const deleted = { type: 'CommentDeleted', data: { commentId: 'cmt_1', listingId: 3, parentId: null, authorId: 'bob' } };
    await commandSpec({ commentTexts: texts })
      .given(inStream(commentStream('cmt_1'), posted, deleted))
      .when(({ commands }) => commands.redactComment({ commentId: 'cmt_1' }, as('system:comment-redactor')))
      .then(inStream(commentStream('cmt_1'), { type: 'CommentTextRedacted', data: { commentId: 'cmt_1', listingId: 3, textIds: ['txt_1'] } }));
    assert.equal(texts.kept.size, 0);
  });

  it('given a comment, when the site team hides it saying why, then it is hidden', async () => {
    await commandSpec({ commentTexts: new Texts() })
      .given(inStream(commentStream('cmt_1'), posted))
      .when(({ commands }) => commands.hideComment({ commentId: 'cmt_1', reason: 'spam' }, as('admin')))
      .then(inStream(commentStream('cmt_1'), { type: 'CommentHidden', data: { commentId: 'cmt_1', listingId: 3, reason: 'spam' } }));
  });

  it('given a live listing, when someone who does not own it chooses its feeds, then the listing is answered as missing', async () => {
    await commandSpec()
      .given(aLiveListing(3, 'ann'))
      .when(({ commands }) => commands.chooseDiscussionFeeds({ listingId: 3, accountId: 'bob', commentsInFeeds: true }, as('bob')))
      .thenRefuses('not_found');
  });

  it('given a live listing, when its owner lets its feeds carry comments, then it is recorded', async () => {
    await commandSpec()
      .given(aLiveListing(3, 'ann'))
      .when(({ commands }) => commands.chooseDiscussionFeeds({ listingId: 3, accountId: 'ann', commentsInFeeds: true }, as('ann')))
      .then(inStream(discussionStream(3), { type: 'DiscussionFeedsChosen', data: { listingId: 3, commentsInFeeds: true } }));
  });
});
