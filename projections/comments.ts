import type { CommentEvent, ReportReason } from '../domain/comment/comment.ts';
import type { DiscussionEvent } from '../domain/comment/discussion.ts';
import { projection } from './engine/projection.ts';

/**
 * A comment as the discussion shows it. It never holds a text, only the id of its current version
 * in the comment texts store: the read model rebuilds from the log byte for byte, and a deleted
 * comment has no text id to read (its texts are erased). A deleted comment stays as a tombstone
 * without author or text, so its replies keep their thread.
 */
export type CommentDoc = {
  id: string;
  listing_id: number;
  parent_id: string | null;
  author_id: string | null;
  by_maker: boolean;
  state: 'shown' | 'held' | 'hidden' | 'deleted';
  text_id: string | null;
  posted_at: string;
  edited_at: string | null;
  /** A thread's latest activity (its newest reply): the discussion is ordered by it, newest first. */
  active_at: string;
  reports: number;
  report_reasons: ReportReason[];
  /** Waiting for the site team: held on posting, or reported since the team last decided. */
  queued: boolean;
  /** The site team's last decision: what, who, why, when. */
  moderation: { action: 'hidden' | 'restored'; by: string; reason: string; at: string } | null;
};

/** A listing's discussion settings: whether its feeds carry its comments. */
export type DiscussionDoc = { id: string; listing_id: number; comments_in_feeds: boolean };

export const commentsProjection = projection<CommentEvent | DiscussionEvent>()({
  name: 'comments',
  version: 1,
  collections: { comments: { indexes: ['listing_id', 'parent_id', 'author_id', 'state', 'queued', 'active_at', 'posted_at'] }, discussions: { indexes: [] } },
  handles: [
    'CommentPosted',
    'CommentEdited',
    'CommentDeleted',
    'CommentTextRedacted',
    'CommentReported',
    'CommentHidden',
    'CommentRestored',
    'DiscussionFeedsChosen',
  ],
  async apply(e, w) {
    const at = e.metadata.time;
    if (e.type === 'DiscussionFeedsChosen') {
      const { listingId, commentsInFeeds } = e.data;
      return w.put('discussions', { id: String(listingId), listing_id: listingId, comments_in_feeds: commentsInFeeds } satisfies DiscussionDoc);
    }
    if (e.type === 'CommentPosted') {
      const d = e.data;
      w.put('comments', {
        id: d.commentId,
        listing_id: d.listingId,
        parent_id: d.parentId,
        author_id: d.authorId,
        by_maker: d.byMaker,
        state: d.held ? 'held' : 'shown',
        text_id: d.textId,
        posted_at: d.at,
        edited_at: null,
        active_at: d.at,
        reports: 0,
        report_reasons: [],
        queued: d.held,
        moderation: null,
      } satisfies CommentDoc);
      if (d.parentId && !d.held) {
        const parent = await w.get<CommentDoc>('comments', d.parentId);
        if (parent) w.put('comments', { ...parent, active_at: d.at });
      }
      return;
    }
    const doc = await w.get<CommentDoc>('comments', e.data.commentId);
    if (!doc) return;
    switch (e.type) {
      case 'CommentEdited':
        return w.put('comments', { ...doc, text_id: e.data.textId, edited_at: e.data.at });
      case 'CommentDeleted':
      case 'CommentTextRedacted':
        return w.put('comments', { ...doc, state: 'deleted', text_id: null, author_id: null, queued: false, report_reasons: [], reports: 0 });
      case 'CommentReported':
        return w.put('comments', {
          ...doc,
          reports: doc.reports + 1,
          report_reasons: doc.report_reasons.includes(e.data.reason) ? doc.report_reasons : [...doc.report_reasons, e.data.reason],
          queued: doc.state === 'shown' || doc.state === 'held',
        });
      case 'CommentHidden':
        return w.put('comments', { ...doc, state: 'hidden', queued: false, moderation: { action: 'hidden', by: e.metadata.actor, reason: e.data.reason, at } });
      case 'CommentRestored':
        return w.put('comments', {
          ...doc,
          state: 'shown',
          queued: false,
          moderation: { action: 'restored', by: e.metadata.actor, reason: e.data.reason, at },
        });
    }
  },
});
