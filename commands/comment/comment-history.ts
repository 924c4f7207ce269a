import type { CommentEvent } from '../../domain/comment/comment.ts';
import { commentStream } from '../../domain/comment/comment.ts';
import type { EventStore } from '../../domain/ports/event-store.ts';
import { readAggregate } from '../command.ts';

export type CommentAuditEntry = { event: CommentEvent['type']; actor: string; at: string; reason?: string; text_id?: string; text_ids?: string[] };

/**
 * A comment's audit trail, replayed from its stream: that it existed, who posted, edited,
 * reported, hid, restored or deleted it, when and why, and which texts were erased. Never its
 * words: the log never held them (each version names its text id in the texts store).
 */
export async function readCommentHistory(store: EventStore, commentId: string): Promise<CommentAuditEntry[]> {
  const events = await readAggregate<CommentEvent>(store, commentStream(commentId));
  return events.map((e) => ({
    event: e.type,
    actor: e.metadata.actor,
    at: e.metadata.time,
    ...('reason' in e.data ? { reason: e.data.reason } : {}),
    ...(e.type === 'CommentPosted' || e.type === 'CommentEdited' ? { text_id: e.data.textId } : {}),
    ...(e.type === 'CommentTextRedacted' ? { text_ids: e.data.textIds } : {}),
  }));
}
