import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DomainError } from '../../domain/shared/errors.ts';
import { commentById, isNewCommenter, keptTexts } from '../../projections/queries/index.ts';
import { action, memberOf, wrote } from './action.ts';
import type { HourlyLimit } from './hourly-limit.ts';

const COMMENT_ID = /^cmt_[a-f0-9]{16}$/;
const commentId = z.string().regex(COMMENT_ID, 'not a comment id');
// The bounds of a text are the decision's (3,000 characters); the door only keeps a form from sending a book.
const text = z.string().max(20_000);
const reason = z.string().max(2_000);

/**
 * The discussion under a listing: written only on the site (like votes), read through the API.
 * Posting is limited per account and per address, like votes.
 */
export const commentActions = (limit: HourlyLimit) => ({
  postComment: action({
    access: 'member',
    // A parent that is no comment is the decision's to name (`parent_id`), as the form calls it.
    input: z.object({ listingId: z.number().int().positive(), parentId: z.string().max(100).nullable(), text }),
    async run(i, caller, d) {
      const authorId = memberOf(caller);
      const keys = [`account:${authorId}`, `addr:${caller.address}`];
      const wait = limit.take(keys);
      if (wait > 0) throw new DomainError('rate_limited', `too many comments in the last hour; try again in ${Math.ceil(wait / 60)} minutes`, [], wait);
      try {
        const id = `cmt_${randomBytes(8).toString('hex')}`;
        const r = await d.commands.postComment(
          {
            commentId: id,
            listingId: i.listingId,
            parentId: i.parentId,
            authorId,
            text: i.text,
            authorConfirmed: caller.emailConfirmed,
            authorIsNew: await isNewCommenter(d.readModels, authorId),
          },
          caller,
        );
        const posted = r.events.find((e) => e.type === 'CommentPosted');
        const held = posted?.type === 'CommentPosted' && posted.data.held;
        return { ...wrote(r), body: { ...wrote(r).body, comment_id: id, held } };
      } catch (error) {
        limit.giveBack(keys);
        throw error;
      }
    },
  }),
  editComment: action({
    access: 'member',
    input: z.object({ commentId, text }),
    run: async (i, caller, d) => wrote(await d.commands.editComment({ commentId: i.commentId, authorId: memberOf(caller), text: i.text }, caller)),
  }),
  deleteComment: action({
    access: 'member',
    input: z.object({ commentId }),
    run: async (i, caller, d) => wrote(await d.commands.deleteComment({ commentId: i.commentId, authorId: memberOf(caller) }, caller)),
  }),
  reportComment: action({
    access: 'member',
    // The reason's list is the decision's: it names the field when the reason is not on it.
    input: z.object({ commentId, reason: z.string().max(100) }),
    run: async (i, caller, d) => wrote(await d.commands.reportComment({ commentId: i.commentId, reporterId: memberOf(caller), reason: i.reason }, caller)),
  }),
  hideComment: action({
    access: 'site-team',
    input: z.object({ commentId, reason }),
    run: async (i, caller, d) => wrote(await d.commands.hideComment(i, caller)),
  }),
  restoreComment: action({
    access: 'site-team',
    input: z.object({ commentId, reason }),
    run: async (i, caller, d) => wrote(await d.commands.restoreComment(i, caller)),
  }),
  chooseDiscussionFeeds: action({
    access: 'member',
    input: z.object({ listingId: z.number().int().positive(), commentsInFeeds: z.boolean() }),
    run: async (i, caller, d) => wrote(await d.commands.chooseDiscussionFeeds({ ...i, accountId: memberOf(caller) }, caller)),
  }),
  /** A comment's audit trail from its stream, and where it stands now: for the site team. */
  commentHistory: action({
    access: 'site-team',
    input: z.object({ commentId }),
    async run(i, _caller, d) {
      const [history, doc] = await Promise.all([d.streams.commentHistory(i.commentId), commentById(d.readModels, i.commentId)]);
      if (!history.length) throw new DomainError('not_found', 'comment not found');
      // Every version's words while the comment stands (edits keep their history); none once its author deleted it.
      const texts = await keptTexts(
        d.readModels,
        history.flatMap((h) => (h.text_id ? [h.text_id] : [])),
      );
      const entries = history.map((h) => (h.text_id ? { ...h, text: texts.get(h.text_id) ?? null } : h));
      return { body: { comment_id: i.commentId, listing_id: doc?.listing_id ?? null, state: doc?.state ?? null, history: entries } };
    },
  }),
});
