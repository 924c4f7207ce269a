import type { CommentEvent } from '../../domain/comment/comment.ts';
import type { JobBus } from '../../domain/ports/job-bus.ts';
import { publishJob } from '../../domain/ports/jobs.ts';
import { reactor } from '../engine/projection.ts';

/**
 * A deletion erases the comment's texts in the same request; should the process stop before
 * that, this job finishes it (the worker's redaction does nothing once it is done).
 */
export const commentJobsReactor = (bus: JobBus) =>
  reactor<CommentEvent>()({
    name: 'reactor-comments',
    version: 1,
    handles: ['CommentDeleted'],
    async react(e) {
      await publishJob(bus, 'comment.redact', { commentId: e.data.commentId }, `redact:${e.id}`);
    },
  });
