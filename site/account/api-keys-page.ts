import express, { type Request, type Response } from 'express';
import { callerOf } from '../../api/actions/caller-of.ts';
import type { Session } from '../../api/auth/sessions.ts';
import { SCOPES } from '../../domain/account/account.ts';
import { apiKeysOf } from '../../projections/queries/index.ts';
import { siteFormBody } from '../kit/form-body.ts';
import { actionButton, errorSummary, errorsOf, field, postForm } from '../kit/forms.ts';
import { html, type Renderable } from '../kit/html.ts';
import { signedIn } from '../kit/member-pages.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import type { PageRenderer } from '../kit/render.ts';
import { type Refusal, refusalOf } from '../kit/site-operations.ts';
import { accountPage, notice } from './account-shell.ts';

const when = (iso: string | null | undefined) => (iso ? iso.slice(0, 16).replace('T', ' ') : 'never');

/** A member's API keys: create one with chosen scopes (its secret shown once), see when each was last used, revoke it. */
export function apiKeysPage(c: PageDeps & { render: PageRenderer }) {
  const router = express.Router();
  const form = siteFormBody(c.render)('8kb');
  // A new key's secret, held for its owner's next page view only (then forgotten): post, redirect, show once.
  const freshKeys = new Map<string, { key: string; until: number }>();
  router.use(['/account/api-keys', '/account/confirm-email'], form, signedIn(c));
  const session = (res: Response): Session => res.locals.session;

  const show = async (req: Request, res: Response, o: { refusal?: Refusal; fresh?: string } = {}) => {
    const s = session(res);
    const keys = await apiKeysOf(c.readModels, s.account.id);
    const usage = await c.usage.lastUsed(keys.map((k) => k.id));
    const confirm: Renderable = s.account.email_confirmed
      ? ''
      : html`<p role="status">Confirm your address from the link we mailed to ${s.account.email} to vote and review.</p>${actionButton(s, '/account/confirm-email', 'Send the link again')}`;
    return accountPage(
      c.render,
      req,
      res,
      { session: s, area: '/account/api-keys', title: 'API keys', status: o.refusal?.status },
      html`${notice({ sent: 'We sent a new link.' }, req.query.confirmation)}${confirm}${
        o.fresh ? html`<p role="status">Your new key. Copy it now: it is shown only once.</p><p class="secret" id="new-key">${o.fresh}</p>` : ''
      }
<h2>Create a key</h2>${errorSummary(o.refusal, ['name'])}${postForm(
        s,
        '/account/api-keys',
        html`${field({ name: 'name', label: 'Name', required: true, max: 100, errors: errorsOf(o.refusal) })}<fieldset><legend>Scopes</legend>${SCOPES.map(
          (x) => html`<label><input type="checkbox" name="scopes" value="${x}"> <code>${x}</code></label>`,
        )}</fieldset>`,
        'Create key',
      )}
<h2>Your keys</h2>${
        keys.length
          ? html`<div class="table-wrap"><table><thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Scopes</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead><tbody>${keys.map(
              (k) =>
                html`<tr><td>${k.name}</td><td><code>ld_${k.prefix}_…</code></td><td>${k.scopes.join(', ')}</td><td>${when(k.created_at)}</td><td>${when(usage.get(k.id))}</td><td>${
                  k.revoked_at ? 'revoked' : actionButton(s, `/account/api-keys/${k.id}/revoke`, 'Revoke')
                }</td></tr>`,
            )}</tbody></table></div>`
          : html`<p>No keys yet.</p>`
      }`,
    );
  };

  router.post('/account/confirm-email', async (req, res) => {
    await c.actions.requestEmailConfirmation({}, callerOf(req, session(res)));
    res.redirect(303, '/account?confirmation=sent');
  });
  router.get('/account/api-keys', async (req, res) => {
    const s = session(res);
    const fresh = freshKeys.get(s.hash);
    freshKeys.delete(s.hash);
    return show(req, res, { fresh: fresh && fresh.until > c.clock.now().getTime() ? fresh.key : undefined });
  });
  router.post('/account/api-keys', async (req, res) => {
    const s = session(res);
    try {
      const { key } = await c.actions.createApiKey(
        { name: String(req.body.name ?? ''), scopes: ([] as string[]).concat(req.body.scopes ?? []) },
        callerOf(req, s),
      );
      freshKeys.set(s.hash, { key, until: c.clock.now().getTime() + 5 * 60_000 });
    } catch (error) {
      return show(req, res, { refusal: refusalOf(error) });
    }
    res.redirect(303, '/account/api-keys');
  });
  router.post('/account/api-keys/:keyId/revoke', async (req, res) => {
    try {
      await c.actions.revokeApiKey({ keyId: String(req.params.keyId) }, callerOf(req, session(res)));
    } catch (error) {
      return show(req, res, { refusal: refusalOf(error) });
    }
    res.redirect(303, '/account/api-keys');
  });
  return router;
}
