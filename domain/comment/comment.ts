import { conflict, DomainError, invalid, notFound } from '../shared/errors.ts';
import { commentText } from './comment-text.ts';

/**
 * A comment under a listing, on its own stream (`comment-<id>`): a top-level comment or a reply to
 * one (two levels, never deeper). Its text is never in an event: each version is kept in the
 * comment texts store (domain/ports/comment-texts.ts) under a text id, and the events name that
 * id. So the log can forget: when the author deletes a comment, its texts are erased from the
 * store and `CommentTextRedacted` records which ones and when. A replay of the log shows that the
 * comment existed, who posted, edited, reported, hid or deleted it and why — never what it said.
 * The text of a comment the site team hid stays in the store (the team may restore it).
 */
export type CommentEvent =
  | {
      type: 'CommentPosted';
      data: { commentId: string; listingId: number; parentId: string | null; authorId: string; byMaker: boolean; textId: string; held: boolean; at: string };
    }
  | { type: 'CommentEdited'; data: { commentId: string; listingId: number; textId: string; previousTextId: string; at: string } }
  | { type: 'CommentDeleted'; data: { commentId: string; listingId: number; parentId: string | null; authorId: string } }
  | { type: 'CommentTextRedacted'; data: { commentId: string; listingId: number; textIds: string[] } }
  | { type: 'CommentReported'; data: { commentId: string; listingId: number; reporterId: string; reason: ReportReason } }
  | { type: 'CommentHidden'; data: { commentId: string; listingId: number; reason: string } }
  | { type: 'CommentRestored'; data: { commentId: string; listingId: number; reason: string } };

/** Why a person reports a comment: a short list, so the queue can be sorted at a glance. */
export const REPORT_REASONS = ['spam', 'abuse', 'off-topic', 'misleading', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How long after posting its author may still edit a comment. */
export const EDIT_WINDOW_MS = 15 * 60_000;

/** A comment is shown, held for the site team (a new account's link), hidden by the team, or deleted by its author. */
export type Visibility = 'shown' | 'held' | 'hidden';

export type Comment =
  | { status: 'none' }
  | {
      status: 'posted';
      listingId: number;
      parentId: string | null;
      authorId: string;
      postedAt: string;
      textIds: string[];
      visibility: Visibility;
      deleted: boolean;
      redacted: boolean;
      reporters: string[];
    };

export const initialComment = (): Comment => ({ status: 'none' });

export function evolveComment(s: Comment, e: CommentEvent): Comment {
  // Only a posted comment moves; an event of a comment never posted changes nothing.
  const posted = (change: (p: Extract<Comment, { status: 'posted' }>) => Comment) => (s.status === 'posted' ? change(s) : s);
  switch (e.type) {
    case 'CommentPosted': {
      const { listingId, parentId, authorId, textId, held, at } = e.data;
      return {
        status: 'posted',
        listingId,
        parentId,
        authorId,
        postedAt: at,
        textIds: [textId],
        visibility: held ? 'held' : 'shown',
        deleted: false,
        redacted: false,
        reporters: [],
      };
    }
    case 'CommentEdited':
      return posted((p) => ({ ...p, textIds: [...p.textIds, e.data.textId] }));
    case 'CommentDeleted':
      return posted((p) => ({ ...p, deleted: true }));
    case 'CommentTextRedacted':
      return posted((p) => ({ ...p, redacted: true, textIds: [] }));
    case 'CommentReported':
      return posted((p) => ({ ...p, reporters: [...p.reporters, e.data.reporterId] }));
    case 'CommentHidden':
      return posted((p) => ({ ...p, visibility: 'hidden' }));
    case 'CommentRestored':
      return posted((p) => ({ ...p, visibility: 'shown' }));
  }
}

export const commentStream = (commentId: string) => `comment-${commentId}`;

/** What a decision to post needs to know beyond the comment itself. */
export type PostingFacts = {
  listingIsLive: boolean;
  authorConfirmed: boolean;
  authorIsMaker: boolean;
  /** Fewer than `TRUSTED_AFTER` of the author's comments were shown so far. */
  authorIsNew: boolean;
  /** The comment replied to, when this is a reply. */
  parent: Comment | null;
};

/** A new account's comments with a link wait for the site team until this many of its comments were shown. */
export const TRUSTED_AFTER = 3;

const LINK = /\bhttps?:\/\/|\bwww\./i;

export function postComment(
  c: { commentId: string; listingId: number; parentId: string | null; authorId: string; text: string; textId: string },
  state: Comment,
  facts: PostingFacts,
  now: Date,
): CommentEvent[] {
  if (state.status !== 'none') throw conflict('that comment was posted already');
  if (!facts.authorConfirmed) throw new DomainError('forbidden', 'confirm your email address first: the link is in the mail we sent you');
  if (!facts.listingIsLive) throw conflict('only live listings have a discussion');
  const text = commentText(c.text);
  if (c.parentId !== null) {
    const p = facts.parent;
    if (!p || p.status === 'none' || p.listingId !== c.listingId || p.deleted || p.visibility !== 'shown')
      throw invalid('parent_id', 'no such comment to reply to');
    if (p.parentId !== null) throw invalid('parent_id', 'reply to the comment the thread starts with: threads are two levels deep');
  }
  const held = facts.authorIsNew && !facts.authorIsMaker && LINK.test(text);
  const { commentId, listingId, parentId, authorId, textId } = c;
  return [{ type: 'CommentPosted', data: { commentId, listingId, parentId, authorId, byMaker: facts.authorIsMaker, textId, held, at: now.toISOString() } }];
}

function ownLiveComment(state: Comment, authorId: string) {
  // Someone else's comment is answered as missing: its author's id is not theirs to probe.
  if (state.status === 'none' || state.deleted || state.authorId !== authorId) throw notFound('comment');
  return state;
}

/** Its author edits a comment within 15 minutes of posting; every version's text stays in the store until a deletion. */
export function editComment(c: { commentId: string; authorId: string; text: string; textId: string }, state: Comment, now: Date): CommentEvent[] {
  const s = ownLiveComment(state, c.authorId);
  commentText(c.text);
  if (now.getTime() - Date.parse(s.postedAt) > EDIT_WINDOW_MS)
    throw conflict('a comment can be edited for 15 minutes after posting; delete it and post again instead');
  const previousTextId = s.textIds.at(-1) ?? '';
  return [{ type: 'CommentEdited', data: { commentId: c.commentId, listingId: s.listingId, textId: c.textId, previousTextId, at: now.toISOString() } }];
}

/** Its author deletes a comment: gone from every page and read model; its texts are erased next (`redactComment`). */
export function deleteComment(c: { commentId: string; authorId: string }, state: Comment): CommentEvent[] {
  if (state.status !== 'none' && state.deleted && state.authorId === c.authorId) return [];
  const s = ownLiveComment(state, c.authorId);
  return [{ type: 'CommentDeleted', data: { commentId: c.commentId, listingId: s.listingId, parentId: s.parentId, authorId: s.authorId } }];
}

/** Records that a deleted comment's texts were erased from the store, naming them; once. */
export function redactComment(c: { commentId: string }, state: Comment): CommentEvent[] {
  if (state.status === 'none' || !state.deleted || state.redacted) return [];
  return [{ type: 'CommentTextRedacted', data: { commentId: c.commentId, listingId: state.listingId, textIds: state.textIds } }];
}

/** Anyone signed in reports a comment, once each, with a reason from the list. */
export function reportComment(c: { commentId: string; reporterId: string; reason: string }, state: Comment): CommentEvent[] {
  if (state.status === 'none' || state.deleted) throw notFound('comment');
  if (!(REPORT_REASONS as readonly string[]).includes(c.reason)) throw invalid('reason', `must be one of ${REPORT_REASONS.join(', ')}`);
  if (state.authorId === c.reporterId) throw invalid('comment_id', 'that is your own comment: delete it instead');
  if (state.reporters.includes(c.reporterId)) return [];
  return [
    { type: 'CommentReported', data: { commentId: c.commentId, listingId: state.listingId, reporterId: c.reporterId, reason: c.reason as ReportReason } },
  ];
}

const teamReason = (reason: string) => {
  const r = reason.trim();
  if (!r || r.length > 500) throw invalid('reason', 'say why, in at most 500 characters');
  return r;
};

/** The site team hides a comment (from the queue or anywhere), saying why. */
export function hideComment(c: { commentId: string; reason: string }, state: Comment): CommentEvent[] {
  if (state.status === 'none' || state.deleted) throw notFound('comment');
  const reason = teamReason(c.reason);
  return state.visibility === 'hidden' ? [] : [{ type: 'CommentHidden', data: { commentId: c.commentId, listingId: state.listingId, reason } }];
}

/** The site team shows a held or hidden comment, saying why. */
export function restoreComment(c: { commentId: string; reason: string }, state: Comment): CommentEvent[] {
  if (state.status === 'none' || state.deleted) throw notFound('comment');
  const reason = teamReason(c.reason);
  return state.visibility === 'shown' ? [] : [{ type: 'CommentRestored', data: { commentId: c.commentId, listingId: state.listingId, reason } }];
}
