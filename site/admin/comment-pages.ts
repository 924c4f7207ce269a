import express, { type Request, type Response } from 'express';
import type { Actions } from '../../api/actions/index.ts';
import { statusOf } from '../../api/problem.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { moderationQueue } from '../../projections/queries/index.ts';
import { notice } from '../account/account-shell.ts';
import { commentBody } from '../discussion-section.ts';
import { html, type Renderable } from '../kit/html.ts';
import { type ConsoleDeps, consolePage, memberOf, teamAction, teamCaller } from './site-team.ts';

const DONE: Record<string, string> = {
  'comment-hidden': 'Comment hidden: gone from the page, the API and the feeds.',
  'comment-restored': 'Comment shown.',
  unchanged: 'Nothing changed.',
};

const HIDE_REASONS = ['spam', 'abuse', 'off-topic', 'misleading', 'personal data'];

/**
 * The console's moderation queue for the discussion: comments held for review (a new account's
 * links) and reported ones, each with one-click hide or show; and a comment's audit trail. What
 * the team does is recorded with who (the event's actor) and why (the reason given).
 */
export function commentModerationPages(c: ConsoleDeps & { actions: Actions }) {
  const router = express.Router();
  const page = (req: Request, res: Response, title: string, body: Renderable, status?: number) =>
    consolePage(c, req, res, { member: memberOf(res), area: '/admin/comments', title, status }, html`${notice(DONE, req.query.done)}${body}`);
  // A comment id of the wrong form is the actions' declaration to refuse.
  const commentIdOf = (req: Request) => String(req.params.comment);
  const act = (run: Actions['hideComment'] | Actions['restoreComment'], done: string) => async (req: Request, res: Response) => {
    try {
      const r = await run({ commentId: commentIdOf(req), reason: String(req.body.reason ?? '') }, teamCaller(req, memberOf(res)));
      res.redirect(303, `/admin/comments?done=${r.changed ? done : 'unchanged'}`);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return page(
        req,
        res,
        'That did not work',
        html`<p class="error" role="alert">${error.message}</p><p><a href="/admin/comments">Back</a></p>`,
        statusOf(error),
      );
    }
  };

  router.get('/admin/comments', async (req, res) => {
    const p = Math.min(1000, Math.max(1, Number.parseInt(String(req.query.page ?? '1'), 10) || 1));
    const queue = await moderationQueue(c.readModels, { page: p, perPage: 50 });
    const m = memberOf(res);
    return page(
      req,
      res,
      'Comments to review',
      html`<p>Comments held for review (a new account's first comments with a link) and reported ones, oldest first. Hiding takes a comment off the page, the API and the feeds; showing puts it back. Both are kept with who and why.</p>
${
  queue.items.length
    ? queue.items.map(
        (
          q,
        ) => html`<article class="card" aria-labelledby="q-${q.id}"><h2 id="q-${q.id}">${q.author} <span class="state">${q.state === 'held' ? 'held for review' : `reported ${q.reports}×: ${q.report_reasons.join(', ')}`}</span></h2>
<p class="muted small">${q.posted_at.slice(0, 16).replace('T', ' ')} UTC · <a href="/admin/listings/${q.listing_id}">${q.listing_name}</a>${q.by_maker ? ' · by a maker' : ''} · <a href="/admin/comments/${q.id}">audit trail</a></p>
<div class="comment-body"><p>${commentBody(q.text)}</p></div>
<div class="form-actions">${teamAction(
          m,
          `/admin/comments/${q.id}/hide`,
          'Hide',
          html`<label class="visually-hidden" for="hide-${q.id}">Why hide</label><select id="hide-${q.id}" name="reason">${HIDE_REASONS.map((r) => html`<option>${r}</option>`)}</select> `,
        )}${teamAction(m, `/admin/comments/${q.id}/restore`, q.state === 'held' ? 'Show' : 'Keep shown', html`<input type="hidden" name="reason" value="fine on review">`)}</div></article>`,
      )
    : html`<p>Nothing waits for review.</p>`
}`,
    );
  });

  router.get('/admin/comments/:comment', async (req, res) => {
    try {
      const a = await c.actions.commentHistory({ commentId: commentIdOf(req) }, teamCaller(req, memberOf(res)));
      return page(
        req,
        res,
        `Comment ${a.comment_id}`,
        html`<p>Now: ${a.state ?? 'unknown'}${a.listing_id ? html` · listing <a href="/admin/listings/${a.listing_id}">${a.listing_id}</a>` : ''}. Its history from the event log (the log never holds a comment's words):</p>
<div class="table-wrap"><table><thead><tr><th scope="col">When (UTC)</th><th scope="col">What</th><th scope="col">Who</th><th scope="col">Why</th><th scope="col">Words of this version</th></tr></thead><tbody>${a.history.map(
          (h) =>
            html`<tr><td>${h.at.slice(0, 16).replace('T', ' ')}</td><td>${h.event}</td><td>${h.actor}</td><td>${h.reason ?? (h.text_ids ? `texts erased: ${h.text_ids.length}` : '')}</td><td>${
              'text' in h ? (h.text === null ? html`<em>erased</em>` : commentBody(h.text ?? '')) : ''
            }</td></tr>`,
        )}</tbody></table></div>`,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return page(req, res, 'No such comment', html`<p class="error" role="alert">${error.message}</p>`, statusOf(error));
    }
  });
  router.post('/admin/comments/:comment/hide', act(c.actions.hideComment, 'comment-hidden'));
  router.post('/admin/comments/:comment/restore', act(c.actions.restoreComment, 'comment-restored'));
  return router;
}
