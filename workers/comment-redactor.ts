import type { Commands } from '../commands/index.ts';
import { ack, type JobBus } from '../domain/ports/job-bus.ts';
import { consumeJobs } from '../domain/ports/jobs.ts';

/** Finishes a deleted comment's redaction (erase its texts, record it) when the deletion's own request did not. */
export function commentRedactor(deps: { bus: JobBus; commands: Pick<Commands, 'redactComment'> }) {
  const consumer = consumeJobs(deps.bus, 'comment.redact', { group: 'comment-redactor', maxAttempts: 10, ackWaitMs: 60_000 }, async ({ commentId }) => {
    await deps.commands.redactComment({ commentId }, { actor: 'system:comment-redactor' });
    return ack();
  });
  return { stop: () => consumer.stop() };
}
