import { randomBytes } from 'node:crypto';
import * as comment from '../../domain/comment/comment.ts';
import { commentText } from '../../domain/comment/comment-text.ts';
import { chooseDiscussionFeeds as decideFeeds } from '../../domain/comment/discussion.ts';
import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import type { CommentTexts } from '../../domain/ports/comment-texts.ts';
import { type CommandContext, type CommandDeps, command, loadState } from '../command.ts';
import { onComment, onDiscussion } from '../streams.ts';

type Deps = Pick<CommandDeps, 'store' | 'clock'> & { commentTexts: CommentTexts };

const newTextId = () => `txt_${randomBytes(12).toString('hex')}`;

/**
 * A decision that records a new version of a comment's text: the text is put in the store under a
 * fresh id before the event names it, and erased again when the decision records nothing (refused,
 * or a lost race), so a text is only ever kept for an event that names it.
 */
function withText<C extends { text: string }, R extends { events: unknown[] }>(
  deps: Deps,
  run: (c: C & { textId: string }, ctx: CommandContext) => Promise<R>,
) {
  return async (c: C, ctx: CommandContext): Promise<R> => {
    const textId = newTextId();
    const text = commentText(c.text);
    await deps.commentTexts.put(textId, text);
    let kept = false;
    try {
      const r = await run({ ...c, text, textId }, ctx);
      kept = r.events.length > 0;
      return r;
    } finally {
      if (!kept) await deps.commentTexts.erase([textId]);
    }
  };
}

type PostInput = {
  commentId: string;
  listingId: number;
  parentId: string | null;
  authorId: string;
  text: string;
  authorConfirmed: boolean;
  authorIsNew: boolean;
};

export const postComment = (deps: Deps) =>
  withText(
    deps,
    command({
      ...onComment,
      decide: async (c: PostInput & { textId: string }, state, { now, load }) => {
        const listing = await load(listingStream(c.listingId), initialListing, evolveListing);
        const parent = c.parentId ? await load(comment.commentStream(c.parentId), comment.initialComment, comment.evolveComment) : null;
        return comment.postComment(
          c,
          state,
          {
            listingIsLive: listing.status === 'live' && !listing.hidden,
            authorConfirmed: c.authorConfirmed,
            authorIsMaker: listing.status !== 'none' && listing.owners.includes(c.authorId),
            authorIsNew: c.authorIsNew,
            parent,
          },
          now,
        );
      },
    })(deps),
  );

type EditInput = { commentId: string; authorId: string; text: string };
export const editComment = (deps: Deps) =>
  withText(deps, command({ ...onComment, decide: (c: EditInput & { textId: string }, state, { now }) => comment.editComment(c, state, now) })(deps));

const recordDeletion = command({ ...onComment, decide: (c: { commentId: string; authorId: string }, state) => comment.deleteComment(c, state) });
const recordRedaction = command({ ...onComment, decide: (c: { commentId: string }, state) => comment.redactComment(c, state) });

/**
 * Erases every version of a deleted comment's text from the store, then records
 * `CommentTextRedacted`; nothing when it is not deleted or already redacted. Asked again after a
 * crash between the two steps, it finishes them: erasing twice is no error.
 */
export const redactComment = (deps: Deps) => async (c: { commentId: string }, ctx: CommandContext) => {
  const state = await loadComment(deps, c.commentId);
  if (state.status === 'none' || !state.deleted || state.redacted) return { stream: comment.commentStream(c.commentId), events: [], position: 0 };
  await deps.commentTexts.erase(state.textIds);
  return recordRedaction(deps)(c, ctx);
};

/**
 * Its author deletes a comment: the deletion is recorded first (from then on no page, read model
 * or answer shows the comment), then its texts are erased and the erasure recorded. Should the
 * process stop in between, `reactor-comments` asks the worker to redact it again.
 */
export const deleteComment = (deps: Deps) => async (c: { commentId: string; authorId: string }, ctx: CommandContext) => {
  const deleted = await recordDeletion(deps)(c, ctx);
  const redacted = await redactComment(deps)({ commentId: c.commentId }, ctx);
  return redacted.events.length ? { ...redacted, events: [...deleted.events, ...redacted.events] } : deleted;
};

function loadComment(deps: Deps, commentId: string) {
  return loadState(deps.store, comment.commentStream(commentId), comment.initialComment, comment.evolveComment);
}

export const reportComment = command({
  ...onComment,
  decide: (c: { commentId: string; reporterId: string; reason: string }, state) => comment.reportComment(c, state),
});
export const hideComment = command({ ...onComment, decide: (c: { commentId: string; reason: string }, state) => comment.hideComment(c, state) });
export const restoreComment = command({ ...onComment, decide: (c: { commentId: string; reason: string }, state) => comment.restoreComment(c, state) });

/** An owner chooses whether the listing's feeds carry its discussion. */
export const chooseDiscussionFeeds = command({
  ...onDiscussion,
  decide: async (c: { listingId: number; accountId: string; commentsInFeeds: boolean }, state, { load }) => {
    const listing = await load(listingStream(c.listingId), initialListing, evolveListing);
    return decideFeeds(c, state, { askerOwnsListing: listing.status !== 'none' && listing.owners.includes(c.accountId) });
  },
});
