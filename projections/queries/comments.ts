import { TRUSTED_AFTER } from '../../domain/comment/comment.ts';
import { COMMENT_TEXTS_COLLECTION, type CommentTextDoc } from '../../domain/ports/comment-texts.ts';
import type { CommentDoc, DiscussionDoc } from '../comments.ts';
import type { ReadModels } from '../engine/read-models.ts';
import type { ListingDoc } from '../listing-doc.ts';
import type { AccountDoc } from './accounts.ts';
import { type Page, paged } from './pagination.ts';

/** A comment as the public reads it; a removed one (deleted or hidden) keeps its place only when its thread has replies, without author or text. */
export type ShownComment = {
  comment_id: string;
  state: 'shown' | 'removed' | 'held';
  author: { name: string; is_maker: boolean } | null;
  text: string | null;
  posted_at: string;
  edited_at: string | null;
  pinned: boolean;
  /** For the page: the signed-in person wrote it (may edit within the window, or delete it). */
  mine?: boolean;
};
export type CommentThread = ShownComment & { replies: ShownComment[] };

// A discussion is read whole and cut into pages here: a listing's comments number in the hundreds, not more.
const DISCUSSION_LIMIT = 5000;

async function commentsOf(rm: ReadModels, listingId: number) {
  return (await (await rm.collection<CommentDoc>('comments')).find({ where: { listing_id: listingId }, sort: [['posted_at', 'asc']], limit: DISCUSSION_LIMIT }))
    .items;
}

/** The texts of the comments shown, from the texts store; only for shown comments, so a hidden or deleted one is never read. */
async function textsOf(rm: ReadModels, docs: CommentDoc[]) {
  const ids = docs.flatMap((d) => (d.text_id ? [d.text_id] : []));
  const texts = ids.length ? await rm.kept<CommentTextDoc>(COMMENT_TEXTS_COLLECTION).getMany(ids) : [];
  return new Map(texts.map((t) => [t.id, t.text]));
}

async function namesOf(rm: ReadModels, docs: CommentDoc[]) {
  const ids = [...new Set(docs.flatMap((d) => (d.author_id ? [d.author_id] : [])))];
  const accounts = ids.length ? await (await rm.collection<AccountDoc>('accounts')).getMany(ids) : [];
  return new Map(accounts.map((a) => [a.id, a.name || 'A member']));
}

export type DiscussionView = {
  /** When the listing went live: its makers' first comment is pinned on that day. */
  launchedAt: string | null;
  now: Date;
  /** The signed-in person: their own held comments show to them, marked as waiting. */
  viewerId?: string | null;
};

/**
 * A listing's discussion: threads (a comment and its replies, oldest reply first), the thread
 * with the newest activity first, the makers' first comment pinned on launch day. Held comments
 * show only to their author; hidden and deleted ones to nobody (a thread whose first comment is
 * gone keeps its replies under a "removed" mark).
 */
export async function discussion(rm: ReadModels, listingId: number, page: Page, view: DiscussionView) {
  const all = await commentsOf(rm, listingId);
  const visibleTo = (d: CommentDoc) => d.state === 'shown' || (d.state === 'held' && !!view.viewerId && d.author_id === view.viewerId);
  const replies = new Map<string, CommentDoc[]>();
  for (const d of all) if (d.parent_id && visibleTo(d)) replies.set(d.parent_id, [...(replies.get(d.parent_id) ?? []), d]);
  const tops = all.filter((d) => d.parent_id === null && (visibleTo(d) || (replies.get(d.id)?.length ?? 0) > 0));
  const launchDay = view.launchedAt && view.launchedAt.slice(0, 10) === view.now.toISOString().slice(0, 10);
  const pinned = launchDay ? tops.find((d) => d.by_maker && d.state === 'shown') : undefined;
  tops.sort((a, b) => (a === pinned ? -1 : b === pinned ? 1 : a.active_at < b.active_at ? 1 : a.active_at > b.active_at ? -1 : 0));
  const from = (page.page - 1) * page.perPage;
  const onPage = tops.slice(from, from + page.perPage);
  const docs = onPage.flatMap((t) => [t, ...(replies.get(t.id) ?? [])]);
  const shownDocs = docs.filter(visibleTo);
  const [texts, names] = await Promise.all([textsOf(rm, shownDocs), namesOf(rm, shownDocs)]);
  const shape = (d: CommentDoc): ShownComment => {
    const visible = visibleTo(d);
    return {
      comment_id: d.id,
      state: !visible ? 'removed' : d.state === 'held' ? 'held' : 'shown',
      author: visible && d.author_id ? { name: names.get(d.author_id) ?? 'A member', is_maker: d.by_maker } : null,
      text: visible && d.text_id ? (texts.get(d.text_id) ?? null) : null,
      posted_at: d.posted_at,
      edited_at: visible ? d.edited_at : null,
      pinned: d === pinned,
      ...(view.viewerId && visible && d.author_id === view.viewerId ? { mine: true } : {}),
    };
  };
  const items: CommentThread[] = onPage.map((t) => ({ ...shape(t), replies: (replies.get(t.id) ?? []).map(shape) }));
  return paged(items, tops.length, page);
}

/** How many comments of a listing the public sees. */
export async function commentCount(rm: ReadModels, listingId: number): Promise<number> {
  return (await rm.collection<CommentDoc>('comments')).count({ listing_id: listingId, state: 'shown' });
}

/** A person is new to the discussion until `TRUSTED_AFTER` of their comments were shown: their links wait for the site team. */
export async function isNewCommenter(rm: ReadModels, accountId: string): Promise<boolean> {
  return (await (await rm.collection<CommentDoc>('comments')).count({ author_id: accountId, state: 'shown' })) < TRUSTED_AFTER;
}

export async function commentById(rm: ReadModels, commentId: string): Promise<CommentDoc | null> {
  return (await rm.collection<CommentDoc>('comments')).get(commentId);
}

/** The site team's queue: held and reported comments not yet decided, oldest first, with their text and author. */
export async function moderationQueue(rm: ReadModels, page: Page) {
  const r = await (await rm.collection<CommentDoc>('comments')).find({
    where: { queued: true },
    sort: [['posted_at', 'asc']],
    skip: (page.page - 1) * page.perPage,
    limit: page.perPage,
  });
  const [texts, names, listings] = await Promise.all([
    textsOf(rm, r.items),
    namesOf(rm, r.items),
    (async () => (await rm.collection<ListingDoc>('listings')).getMany([...new Set(r.items.map((d) => String(d.listing_id)))]))(),
  ]);
  const listingNames = new Map(listings.map((l) => [l.listing_id, l.name]));
  const items = r.items.map((d) => ({
    ...d,
    listing_name: listingNames.get(d.listing_id) ?? `Listing ${d.listing_id}`,
    text: d.text_id ? (texts.get(d.text_id) ?? '') : '',
    author: d.author_id ? (names.get(d.author_id) ?? 'A member') : '',
  }));
  return paged(items, r.total, page);
}

/** Shown comments of a listing, newest first, with text and author: what its feeds carry. */
export async function latestCommentsOf(rm: ReadModels, listingId: number, limit: number) {
  const r = await (await rm.collection<CommentDoc>('comments')).find({
    where: { listing_id: listingId, state: 'shown' },
    sort: [['posted_at', 'desc']],
    limit,
  });
  const [texts, names] = await Promise.all([textsOf(rm, r.items), namesOf(rm, r.items)]);
  return r.items.map((d) => ({
    comment_id: d.id,
    reply: d.parent_id !== null,
    author: d.author_id ? (names.get(d.author_id) ?? 'A member') : 'A member',
    is_maker: d.by_maker,
    text: d.text_id ? (texts.get(d.text_id) ?? '') : '',
    posted_at: d.posted_at,
  }));
}

/** Whether a listing's owners let its feeds carry its discussion (off until they choose). */
export async function commentsInFeeds(rm: ReadModels, listingId: number): Promise<boolean> {
  return (await (await rm.collection<DiscussionDoc>('discussions')).get(String(listingId)))?.comments_in_feeds === true;
}

/** Top-level comments shown now that were posted in [from, to) by people who are not makers: what an hour's digest to the makers carries. */
export async function newTopLevelComments(rm: ReadModels, from: string, to: string) {
  const r = await (await rm.collection<CommentDoc>('comments')).find({
    where: { parent_id: null, state: 'shown', by_maker: false, posted_at: { gte: from, lt: to } },
    sort: [['posted_at', 'asc']],
    limit: DISCUSSION_LIMIT,
  });
  const [texts, names] = await Promise.all([textsOf(rm, r.items), namesOf(rm, r.items)]);
  return r.items.map((d) => ({
    comment_id: d.id,
    listing_id: d.listing_id,
    author: d.author_id ? (names.get(d.author_id) ?? 'A member') : 'A member',
    text: d.text_id ? (texts.get(d.text_id) ?? '') : '',
  }));
}

/** A reply and the comment it answers, with their texts and authors: what a mail to the person answered needs. */
export async function replyAndParent(rm: ReadModels, replyId: string) {
  const comments = await rm.collection<CommentDoc>('comments');
  const reply = await comments.get(replyId);
  const parent = reply?.parent_id ? await comments.get(reply.parent_id) : null;
  if (!reply || !parent) return null;
  const [texts, names] = await Promise.all([textsOf(rm, [reply]), namesOf(rm, [reply])]);
  return {
    reply: {
      ...reply,
      text: reply.text_id ? (texts.get(reply.text_id) ?? '') : '',
      author: reply.author_id ? (names.get(reply.author_id) ?? 'A maker') : 'A maker',
    },
    parent,
  };
}

/** The texts still kept under these ids (an erased one is absent): the versions of a comment, for the site team. */
export async function keptTexts(rm: ReadModels, textIds: string[]): Promise<Map<string, string>> {
  const texts = textIds.length ? await rm.kept<CommentTextDoc>(COMMENT_TEXTS_COLLECTION).getMany(textIds) : [];
  return new Map(texts.map((t) => [t.id, t.text]));
}
