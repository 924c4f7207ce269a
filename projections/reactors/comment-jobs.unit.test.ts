import { describe, it } from 'node:test';
import { givenReaction } from '../engine/given-reaction.ts';
import { commentJobsReactor } from './comment-jobs.ts';

const reactor = () => givenReaction(({ bus }) => commentJobsReactor(bus));

describe('reactor-comments', () => {
  it('when its author deletes a comment, then its redaction is asked of the worker, once for the event', async () => {
    await reactor()
      .when({ type: 'CommentDeleted', data: { commentId: 'cmt_1', listingId: 4, parentId: null, authorId: 'bo' } })
      .then({ jobs: [{ subject: 'comment.redact', payload: { commentId: 'cmt_1' }, dedupId: 'redact:event-1' }] });
  });
});
