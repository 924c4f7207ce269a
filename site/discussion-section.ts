import { EDIT_WINDOW_MS, REPORT_REASONS } from '../domain/comment/comment.ts';
import { COMMENT_TEXT_MAX, textParts } from '../domain/comment/comment-text.ts';
import type { CommentThread, ShownComment } from '../projections/queries/index.ts';
import { avatar } from './kit/avatar.ts';
import { shortDate } from './kit/dates.ts';
import { html, plain, type SafeHtml, withBreaks } from './kit/html.ts';

/** Who is looking at the discussion: what they may do in it. */
export type DiscussionViewer = { kind: 'signed-out' } | { kind: 'signed-in'; csrf: string; confirmed: boolean; accountId: string };

/** A comment's words: plain text with its links (through the link rule) marked as user content and not followed. */
export function commentBody(text: string): SafeHtml {
  return html`${textParts(text).map((p) => (p.kind === 'link' ? html`<a href="${p.href}" rel="ugc nofollow noopener">${plain(p.text)}</a>` : withBreaks(p.text)))}`;
}

const back = (slug: string, anchor: string) => `?back=${encodeURIComponent(`/listings/${slug}#${anchor}`)}`;
const csrf = (v: { csrf: string }) => html`<input type="hidden" name="csrf" value="${v.csrf}">`;

function ownControls(slug: string, c: ShownComment, v: Extract<DiscussionViewer, { kind: 'signed-in' }>, now: Date) {
  const editable = now.getTime() - Date.parse(c.posted_at) <= EDIT_WINDOW_MS;
  return html`${
    editable
      ? html`<details class="comment-edit"><summary>Edit</summary><form method="post" action="/listings/${slug}/comments/${c.comment_id}/edit${back(slug, `comment-${c.comment_id}`)}">${csrf(v)}
<div class="field"><label for="edit-${c.comment_id}">Your comment (up to ${COMMENT_TEXT_MAX.toLocaleString('en-US')} characters; editable for 15 minutes)</label><textarea id="edit-${c.comment_id}" name="text" rows="3" required maxlength="${COMMENT_TEXT_MAX}">${c.text ?? ''}</textarea></div>
<div class="form-actions"><button>Save the comment</button></div></form></details>`
      : ''
  }<form method="post" action="/listings/${slug}/comments/${c.comment_id}/delete${back(slug, 'discussion')}" class="inline">${csrf(v)}<button class="link">Delete</button></form>`;
}

function reportControl(slug: string, c: ShownComment, v: Extract<DiscussionViewer, { kind: 'signed-in' }>) {
  return html`<details class="comment-report"><summary>Report</summary><form method="post" action="/listings/${slug}/comments/${c.comment_id}/report${back(slug, `comment-${c.comment_id}`)}" class="inline-form">${csrf(v)}
<div class="field"><label for="report-${c.comment_id}">Why</label><select id="report-${c.comment_id}" name="reason">${REPORT_REASONS.map((r) => html`<option value="${r}">${r}</option>`)}</select></div>
<button class="secondary">Report to the site team</button></form></details>`;
}

function comment(slug: string, c: ShownComment, v: DiscussionViewer, now: Date, replyTo: string | null): SafeHtml {
  if (c.state === 'removed' || !c.author)
    return html`<article class="comment removed" id="comment-${c.comment_id}"><p class="muted">This comment was removed.</p></article>`;
  const who = c.author;
  const marks = html`${who.is_maker ? html` <span class="pill brand maker-mark">Maker</span>` : ''}${c.pinned ? html` <span class="pill">Pinned</span>` : ''}${
    c.state === 'held' ? html` <span class="pill state">Waiting for the site team</span>` : ''
  }`;
  const signedIn = v.kind === 'signed-in' ? v : null;
  const controls = signedIn
    ? html`<div class="comment-actions">${
        replyTo && signedIn.confirmed
          ? html`<details class="comment-reply"><summary>Reply</summary>${commentForm(slug, signedIn, replyTo, `reply-${c.comment_id}`, 'Post the reply')}</details>`
          : ''
      }${c.mine ? ownControls(slug, c, signedIn, now) : reportControl(slug, c, signedIn)}</div>`
    : '';
  return html`<article class="comment${who.is_maker ? ' by-maker' : ''}" id="comment-${c.comment_id}"><header class="comment-head">${avatar(who.name, who.name)}<b class="who">${plain(
    who.name,
  )}</b>${marks} <time class="muted small" datetime="${c.posted_at}">${shortDate(c.posted_at)}</time>${c.edited_at ? html` <span class="muted small">(edited)</span>` : ''}</header>
<div class="comment-body"><p>${commentBody(c.text ?? '')}</p></div>${controls}</article>`;
}

function commentForm(slug: string, v: Extract<DiscussionViewer, { kind: 'signed-in' }>, parentId: string | null, id: string, button: string) {
  return html`<form method="post" action="/listings/${slug}/comments${back(slug, 'discussion')}" class="comment-form">${csrf(v)}${
    parentId ? html`<input type="hidden" name="parent_id" value="${parentId}">` : ''
  }<div class="field"><label for="${id}">${parentId ? 'Your reply' : 'Your comment'} (plain text, links allowed; up to ${COMMENT_TEXT_MAX.toLocaleString('en-US')} characters)</label><textarea id="${id}" name="text" rows="3" required maxlength="${COMMENT_TEXT_MAX}"></textarea></div>
<div class="form-actions"><button>${button}</button></div></form>`;
}

/**
 * The discussion under a listing: the form for signed-in people with a confirmed address (no
 * script needed), then the threads, the newest activity first, each reply under its comment.
 */
export function discussionSection(
  slug: string,
  live: boolean,
  d: { items: CommentThread[]; total: number; page: number; total_pages: number },
  count: number,
  v: DiscussionViewer,
  now: Date,
): SafeHtml {
  if (!live) return html``;
  const form =
    v.kind === 'signed-out'
      ? html`<p><a href="/signin?next=${encodeURIComponent(`/listings/${slug}#discussion`)}">Sign in</a> to join the discussion.</p>`
      : v.confirmed
        ? commentForm(slug, v, null, 'comment-text', 'Post the comment')
        : html`<p class="note">Confirm your email address to comment (<a href="/account/api-keys">resend the link</a>).</p>`;
  const threads = d.items.map(
    (t) =>
      html`<li class="thread">${comment(slug, t, v, now, t.state === 'removed' ? null : t.comment_id)}${
        t.replies.length ? html`<ol class="replies">${t.replies.map((r) => html`<li>${comment(slug, r, v, now, null)}</li>`)}</ol>` : ''
      }</li>`,
  );
  const pages =
    d.total_pages > 1
      ? html`<nav class="pager" aria-label="Discussion pages">${d.page > 1 ? html`<a href="/listings/${slug}?comments=${d.page - 1}#discussion" rel="prev">Newer</a>` : ''} Page ${d.page} of ${d.total_pages} ${
          d.page < d.total_pages ? html`<a href="/listings/${slug}?comments=${d.page + 1}#discussion" rel="next">Older</a>` : ''
        }</nav>`
      : '';
  return html`<section id="discussion" aria-labelledby="discussion-title"><h2 id="discussion-title">Discussion <span class="muted">(${count})</span></h2>${form}${
    d.items.length ? html`<ol class="threads">${threads}</ol>${pages}` : html`<p class="muted">No comments yet: ask the makers something.</p>`
  }</section>`;
}
