import express, { type Request, type Response } from 'express';
import type { Actions } from '../../api/actions/index.ts';
import { statusOf } from '../../api/problem.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import {
  allClaims,
  allListings,
  allOrders,
  allReviewsOf,
  editsFeed,
  flaggedListings,
  listingForSiteTeam,
  revenueFigure,
} from '../../projections/queries/index.ts';
import { notice } from '../account/account-shell.ts';
import { field } from '../kit/forms.ts';
import { html, type Renderable } from '../kit/html.ts';
import { centsFromDollars, money } from '../kit/money.ts';
import { type ConsoleDeps, consolePage, memberOf, teamAction, teamCaller, teamCsrf } from './site-team.ts';

const DONE: Record<string, string> = {
  reverted: 'Reverted: the listing is back to its values before that edit.',
  hidden: 'Hidden from every public read; its owners still see it.',
  shown: 'Shown again.',
  unlocked: 'Sections unlocked.',
  revenue: 'Revenue recorded as verified.',
  'review-hidden': 'Review hidden.',
  'review-shown': 'Review shown again.',
  unchanged: 'Nothing changed.',
};

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
const pageOf = (req: Request) => Math.min(1000, Math.max(1, Number.parseInt(String(req.query.page ?? '1'), 10) || 1));

/** A change's before and after, side by side. */
const changesTable = (changes: Record<string, { before: unknown; after: unknown }>) =>
  html`<div class="table-wrap"><table class="changes"><thead><tr><th scope="col">Field</th><th scope="col">Before</th><th scope="col">After</th></tr></thead><tbody>${Object.entries(
    changes,
  ).map(([k, v]) => html`<tr><th scope="row">${k}</th><td><del>${show(v.before)}</del></td><td><ins>${show(v.after)}</ins></td></tr>`)}</tbody></table></div>`;

const pager = (base: string, page: number, totalPages: number) =>
  totalPages > 1
    ? html`<nav class="pager" aria-label="Pages">${page > 1 ? html`<a href="${base}${base.includes('?') ? '&' : '?'}page=${page - 1}" rel="prev">Newer</a>` : ''} Page ${page} of ${totalPages} ${
        page < totalPages ? html`<a href="${base}${base.includes('?') ? '&' : '?'}page=${page + 1}" rel="next">Older</a>` : ''
      }</nav>`
    : '';

/**
 * What the site team watches and acts on: the feed of edits with their before and after (revert),
 * every listing with its version history (hide, show, unlock sections, hide reviews), claims,
 * orders, and free listings whose badge went missing.
 */
export function moderationPages(c: ConsoleDeps & { actions: Actions }) {
  const router = express.Router();
  const page = (req: Request, res: Response, area: string, title: string, body: Renderable, status?: number) =>
    consolePage(c, req, res, { member: memberOf(res), area, title, status }, html`${notice(DONE, req.query.done)}${body}`);
  const act =
    (run: (req: Request, res: Response) => Promise<{ changed: boolean }>, back: (req: Request) => string, done: string) =>
    async (req: Request, res: Response) => {
      try {
        const r = await run(req, res);
        res.redirect(303, `${back(req)}?done=${r.changed ? done : 'unchanged'}`);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return page(
          req,
          res,
          '/admin',
          'That did not work',
          html`<p class="error" role="alert">${error.message}</p><p><a href="${back(req)}">Back</a></p>`,
          statusOf(error),
        );
      }
    };
  const ctx = (res: Response) => teamCaller(res.req, memberOf(res));
  const listingIdOf = (req: Request) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id < 1) throw new DomainError('not_found', 'no such listing');
    return id;
  };

  router.get('/admin', async (req, res) => {
    const [edits, listings, flags, pending] = await Promise.all([
      editsFeed(c.readModels, {}, { page: 1, perPage: 5 }),
      allListings(c.readModels, {}, { page: 1, perPage: 1 }),
      flaggedListings(c.readModels, { page: 1, perPage: 10 }),
      allOrders(c.readModels, { status: 'paid' }, { page: 1, perPage: 1 }),
    ]);
    return page(
      req,
      res,
      '/admin',
      'Site team console',
      html`<ul class="tiles"><li><a href="/admin/edits"><strong>${edits.total}</strong> edits</a></li><li><a href="/admin/listings"><strong>${listings.total}</strong> listings</a></li>
<li><a href="/admin/listings?flagged=1"><strong>${flags.total}</strong> missing badges</a></li><li><a href="/admin/orders?status=paid"><strong>${pending.total}</strong> orders to fulfil</a></li></ul>
<h2>Latest edits</h2><ul>${edits.items.map((e) => html`<li>${e.at.slice(0, 16).replace('T', ' ')} · ${e.listing.name ?? e.listing.listing_id} · ${e.source} · ${Object.keys(e.changes).join(', ')}</li>`)}</ul>
${teamAction(memberOf(res), '/admin/signout', 'Leave the console')}`,
    );
  });

  router.get('/admin/edits', async (req, res) => {
    const p = pageOf(req);
    const feed = await editsFeed(c.readModels, {}, { page: p, perPage: 20 });
    return page(
      req,
      res,
      '/admin/edits',
      'Edits to review',
      html`<p>Every change to a listing, newest first, with what it was before. Reverting is an edit of its own, kept in the history.</p>
${feed.items.map(
  (
    e,
  ) => html`<article class="card" aria-labelledby="edit-${e.edit_id}"><h2 id="edit-${e.edit_id}"><a href="/admin/listings/${e.listing.listing_id}">${e.listing.name ?? `Listing ${e.listing.listing_id}`}</a> <span class="state">${e.source}</span></h2>
<p>${e.at.slice(0, 16).replace('T', ' ')} UTC by ${e.actor}${e.reverts ? ' (a revert)' : ''}${e.reverted_by ? ' · reverted since' : ''}</p>${changesTable(e.changes)}
${e.reverted_by || e.reverts ? '' : teamAction(memberOf(res), `/admin/edits/${e.edit_id}/revert`, 'Revert this edit')}</article>`,
)}${pager('/admin/edits', p, feed.total_pages)}`,
    );
  });
  router.post(
    '/admin/edits/:edit/revert',
    act(
      (req, res) => c.actions.run('revertEdit', { editId: String(req.params.edit) }, ctx(res)),
      () => '/admin/edits',
      'reverted',
    ),
  );

  router.get('/admin/listings', async (req, res) => {
    const p = pageOf(req);
    const flagged = req.query.flagged === '1';
    const status = ['draft', 'awaiting_badge', 'scheduled', 'live'].includes(String(req.query.status)) ? String(req.query.status) : undefined;
    const list = flagged
      ? await flaggedListings(c.readModels, { page: p, perPage: 50 })
      : await allListings(c.readModels, { status }, { page: p, perPage: 50 });
    return page(
      req,
      res,
      '/admin/listings',
      flagged ? 'Free listings whose badge went missing' : 'Listings',
      html`<p>Show: <a href="/admin/listings">all</a> · ${['draft', 'awaiting_badge', 'scheduled', 'live'].map((s) => html`<a href="/admin/listings?status=${s}">${s.replace('_', ' ')}</a> · `)}<a href="/admin/listings?flagged=1">missing badge</a></p>
<div class="table-wrap"><table><thead><tr><th scope="col">#</th><th scope="col">Listing</th><th scope="col">Website</th><th scope="col">State</th></tr></thead><tbody>${list.items.map(
        (l) =>
          html`<tr><td>${l.listing_id}</td><td><a href="/admin/listings/${l.listing_id}">${l.name}</a></td><td>${l.url}</td><td>${'status' in l ? l.status : `badge missed ${l.misses} times`}${l.hidden ? ' · hidden' : ''}</td></tr>`,
      )}</tbody></table></div>${pager(flagged ? '/admin/listings?flagged=1' : status ? `/admin/listings?status=${status}` : '/admin/listings', p, list.total_pages)}`,
    );
  });

  router.get('/admin/listings/:id', async (req, res) => {
    const id = Number(req.params.id);
    const l = Number.isSafeInteger(id) && id > 0 ? await listingForSiteTeam(c.readModels, id) : null;
    if (!l) return page(req, res, '/admin/listings', 'Listing not found', html`<p>No listing has this number.</p>`, 404);
    const [versions, reviews, revenue] = await Promise.all([
      c.actions.run('listingHistory', { listingId: id }, ctx(res)),
      allReviewsOf(c.readModels, id),
      revenueFigure(c.readModels, id),
    ]);
    const m = memberOf(res);
    return page(
      req,
      res,
      '/admin/listings',
      l.name,
      html`<dl class="facts"><dt>Status</dt><dd>${l.status}${l.hidden ? html` · hidden: ${l.hidden_reason ?? ''}` : ''}</dd><dt>Plan</dt><dd>${l.plan ?? '—'}</dd><dt>Week</dt><dd>${l.launch_week ?? '—'}</dd>
<dt>Website</dt><dd>${l.url}</dd><dt>Public page</dt><dd><a href="/listings/${l.slug}">/listings/${l.slug}</a></dd><dt>Unlocked</dt><dd>${l.unlocked.join(', ') || '—'}</dd></dl>
<h2>Moderation</h2>
${
  l.hidden
    ? teamAction(m, `/admin/listings/${id}/unhide`, 'Show it again')
    : html`<form method="post" action="/admin/listings/${id}/hide">${teamCsrf(m)}${field({ name: 'reason', label: 'Reason to hide it (its owners see this)', required: true, max: 500 })}<button type="submit">Hide from the public</button></form>`
}
<form method="post" action="/admin/listings/${id}/unlock">${teamCsrf(m)}<fieldset><legend>Unlock paid sections</legend>${(
        ['story', 'milestones', 'media'] as const
      ).map(
        (s) => html`<label><input type="checkbox" name="sections" value="${s}"${l.unlocked.includes(s) ? html` checked disabled` : ''}> ${s}</label>`,
      )}</fieldset><button type="submit">Unlock</button></form>
<h2>Revenue</h2><p>${revenue ? `Latest: ${money(revenue.mrr_cents)} a month in ${revenue.month}, ${revenue.verified ? 'verified' : 'reported by the owner'}.` : 'No figure yet.'} Record what you checked in the company’s payment provider; the revenue board labels it verified.</p>
<form method="post" action="/admin/listings/${id}/revenue">${teamCsrf(m)}${field({ name: 'mrr', label: 'Monthly recurring revenue (US dollars)', required: true })}${field({ name: 'month', label: 'Month (YYYY-MM)', value: revenue?.month ?? '', required: true, max: 7 })}${field({ name: 'evidence', label: 'What you checked (provider, and what it showed)', required: true, max: 500 })}<button type="submit">Record as verified</button></form>
<h2>Community reviews</h2>${
        reviews.length
          ? html`<ul>${reviews.map(
              (r) =>
                html`<li>${r.rating}/5 · ${r.text}${
                  r.hidden
                    ? html` · <strong>hidden</strong>: ${r.hidden_reason ?? ''} ${teamAction(m, `/admin/listings/${id}/reviews/${r.account_id}/unhide`, 'Show')}`
                    : html` ${teamAction(
                        m,
                        `/admin/listings/${id}/reviews/${r.account_id}/hide`,
                        'Hide',
                        html`<label for="why-${r.account_id}" class="visually-hidden">Reason</label><input id="why-${r.account_id}" type="text" name="reason" required maxlength="500" placeholder="Reason">`,
                      )}`
                }</li>`,
            )}</ul>`
          : html`<p>None.</p>`
      }
<h2>Version history</h2><p>Every version since it was submitted, newest first: what caused it, who, and each field before and after. The same as <code>GET /admin/v1/listings/${id}/history</code>.</p>
${[...versions]
  .reverse()
  .map(
    (v) =>
      html`<details class="version"${v.version === versions.length ? html` open` : ''}><summary>Version ${v.version} · ${v.at.slice(0, 16).replace('T', ' ')} UTC · ${v.cause.event} by ${v.actor}</summary>${Object.keys(v.changes).length ? changesTable(v.changes) : html`<p>No field changed.</p>`}</details>`,
  )}`,
    );
  });
  router.post(
    '/admin/listings/:id/hide',
    act(
      (req, res) => c.actions.run('hideListing', { listingId: listingIdOf(req), reason: String(req.body.reason ?? '').trim() }, ctx(res)),
      (req) => `/admin/listings/${req.params.id}`,
      'hidden',
    ),
  );
  router.post(
    '/admin/listings/:id/unhide',
    act(
      (req, res) => c.actions.run('unhideListing', { listingId: listingIdOf(req) }, ctx(res)),
      (req) => `/admin/listings/${req.params.id}`,
      'shown',
    ),
  );
  router.post(
    '/admin/listings/:id/unlock',
    act(
      (req, res) => c.actions.run('unlockSections', { listingId: listingIdOf(req), sections: ([] as string[]).concat(req.body.sections ?? []) }, ctx(res)),
      (req) => `/admin/listings/${req.params.id}`,
      'unlocked',
    ),
  );
  router.post(
    '/admin/listings/:id/revenue',
    act(
      (req, res) => {
        const mrrCents = centsFromDollars(req.body.mrr);
        if (mrrCents === null) throw new DomainError('invalid', 'enter US dollars a month, like 1250 or 1250.50', [{ field: 'mrr', message: 'not an amount' }]);
        const given = { month: String(req.body.month ?? '').trim(), evidence: String(req.body.evidence ?? '') };
        return c.actions.run('verifyRevenue', { listingId: listingIdOf(req), mrrCents, ...given }, ctx(res));
      },
      (req) => `/admin/listings/${req.params.id}`,
      'revenue',
    ),
  );
  const reviewer = (req: Request) => {
    const id = String(req.params.account);
    if (!/^acct_[a-f0-9]{16}$/.test(id)) throw new DomainError('not_found', 'no such review');
    return id;
  };
  router.post(
    '/admin/listings/:id/reviews/:account/hide',
    act(
      (req, res) =>
        c.actions.run('hideReview', { listingId: listingIdOf(req), accountId: reviewer(req), reason: String(req.body.reason ?? '').trim() }, ctx(res)),
      (req) => `/admin/listings/${req.params.id}`,
      'review-hidden',
    ),
  );
  router.post(
    '/admin/listings/:id/reviews/:account/unhide',
    act(
      (req, res) => c.actions.run('unhideReview', { listingId: listingIdOf(req), accountId: reviewer(req) }, ctx(res)),
      (req) => `/admin/listings/${req.params.id}`,
      'review-shown',
    ),
  );

  router.get('/admin/claims', async (req, res) => {
    const p = pageOf(req);
    const claims = await allClaims(c.readModels, { page: p, perPage: 50 });
    return page(
      req,
      res,
      '/admin/claims',
      'Claims',
      html`<div class="table-wrap"><table><thead><tr><th scope="col">#</th><th scope="col">Listing</th><th scope="col">Method</th><th scope="col">Status</th><th scope="col">Started</th><th scope="col">Last check</th></tr></thead><tbody>${claims.items.map(
        (k) =>
          html`<tr><td>${k.claim_id}</td><td><a href="/admin/listings/${k.listing_id}">${k.slug}</a></td><td>${k.method}</td><td>${k.status === 'pending' && Date.parse(k.expires_at) < c.clock.now().getTime() ? 'expired' : k.status}</td><td>${k.created_at.slice(0, 10)}</td><td>${k.checks.at(-1)?.detail ?? '—'}</td></tr>`,
      )}</tbody></table></div>${pager('/admin/claims', p, claims.total_pages)}`,
    );
  });

  router.get('/admin/orders', async (req, res) => {
    const p = pageOf(req);
    const status = ['pending', 'paid', 'fulfilled', 'failed', 'expired', 'refunded'].includes(String(req.query.status)) ? String(req.query.status) : undefined;
    const orders = await allOrders(c.readModels, { status }, { page: p, perPage: 50 });
    return page(
      req,
      res,
      '/admin/orders',
      'Orders',
      html`<div class="table-wrap"><table><thead><tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Buyer</th><th scope="col">Lines</th><th scope="col" class="n">Total</th><th scope="col">Status</th></tr></thead><tbody>${orders.items.map(
        (o) =>
          html`<tr><td>${o.number}</td><td>${o.created_at.slice(0, 10)}</td><td>${o.billing?.name ?? o.account_id}</td><td>${o.lines.map((l) => html`${l.description}${l.fulfilled ? ' ✓' : ''}<br>`)}</td><td class="n">$${(o.totals.totalCents / 100).toFixed(2)}</td><td>${o.status}${o.refunded_cents ? html` (refunded $${(o.refunded_cents / 100).toFixed(2)})` : ''}</td></tr>`,
      )}</tbody></table></div>${pager(status ? `/admin/orders?status=${status}` : '/admin/orders', p, orders.total_pages)}`,
    );
  });
  return router;
}
