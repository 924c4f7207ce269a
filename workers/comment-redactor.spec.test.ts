import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commentStream } from '../domain/comment/comment.ts';
import { ack } from '../domain/ports/job-bus.ts';
import { inStream } from '../test/support/spec.ts';
import { at } from '../test/support/spec-events.ts';
import { workerSpec } from '../test/support/worker-spec.ts';
import { commentRedactor } from './comment-redactor.ts';

const spec = workerSpec();
const posted = {
  type: 'CommentPosted',
  data: { commentId: 'cmt_1', listingId: 3, parentId: null, authorId: 'bob', byMaker: false, textId: 'txt_1', held: false, at },
};
const deleted = { type: 'CommentDeleted', data: { commentId: 'cmt_1', listingId: 3, parentId: null, authorId: 'bob' } };
const redacted = { type: 'CommentTextRedacted', data: { commentId: 'cmt_1', listingId: 3, textIds: ['txt_1'] } };

describe('the comment redactor', () => {
  it('given a deleted comment not yet redacted, when the job is delivered, then its redaction is recorded', async () => {
    const outcome = await spec
      .given(inStream(commentStream('cmt_1'), posted, deleted))
      .when(async (w) => {
        w.start(commentRedactor(w));
        return w.bus.deliver('comment.redact', { commentId: 'cmt_1' });
      })
      .then(inStream(commentStream('cmt_1'), redacted));
    assert.deepEqual(outcome, ack());
  });

  it('given a comment already redacted, when the job is delivered again, then nothing more is recorded', async () => {
    await spec
      .given(inStream(commentStream('cmt_1'), posted, deleted, redacted))
      .when(async (w) => {
        w.start(commentRedactor(w));
        return w.bus.deliver('comment.redact', { commentId: 'cmt_1' });
      })
      .then();
  });
});
