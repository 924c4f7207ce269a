import express, { type Request, type Response } from 'express';
import { callerOf } from '../../api/actions/caller-of.ts';
import type { Session } from '../../api/auth/sessions.ts';
import type { OAuthServer } from '../../api/oauth/oauth-server.ts';
import { connectedClientsOf } from '../../projections/queries/index.ts';
import { siteFormBody } from '../kit/form-body.ts';
import { actionButton } from '../kit/forms.ts';
import { html, safeUrl } from '../kit/html.ts';
import { signedIn } from '../kit/member-pages.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import type { PageRenderer } from '../kit/render.ts';
import { accountPage, notice } from './account-shell.ts';

/** The OAuth clients (AI assistants, MCP clients, integrations) a person let in, each with a revoke button. */
export function connectedAppsPage(c: PageDeps & { render: PageRenderer; oauth: Pick<OAuthServer, 'clientInfo' | 'endGrants'> }) {
  const router = express.Router();
  router.use('/account/connected-apps', siteFormBody(c.render)('10kb'), signedIn(c));
  const session = (res: Response): Session => res.locals.session;

  const show = async (req: Request, res: Response, status = 200) => {
    const s = session(res);
    const apps = await Promise.all(
      (await connectedClientsOf(c.readModels, s.account.id)).map(async (a) => ({ ...a, info: await c.oauth.clientInfo(a.client_id) })),
    );
    return accountPage(
      c.render,
      req,
      res,
      { session: s, area: '/account/connected-apps', title: 'Connected apps', status },
      html`${notice({ revoked: 'Access revoked: the app can no longer act for you.' }, req.query.done)}
<p>Apps you allowed to act for you through OAuth. Revoking ends their access at once, refresh tokens included.</p>
${
  apps.length
    ? html`<div class="table-wrap"><table><thead><tr><th scope="col">App</th><th scope="col">Access</th><th scope="col">Allowed</th><th scope="col"></th></tr></thead><tbody>${apps.map(
        (a) =>
          html`<tr><td>${a.info?.uri && safeUrl(a.info.uri) ? html`<a href="${safeUrl(a.info.uri)}" rel="nofollow noopener">${a.info.name}</a>` : (a.info?.name ?? a.client_id)}</td><td>${a.scopes.join(', ')}</td><td>${a.authorized_at.slice(0, 10)}</td><td>${actionButton(
            s,
            `/account/connected-apps/revoke`,
            'Revoke',
            html`<input type="hidden" name="client_id" value="${a.client_id}">`,
          )}</td></tr>`,
      )}</tbody></table></div>`
    : html`<p>No connected apps.</p>`
}`,
    );
  };

  router.get('/account/connected-apps', (req, res) => show(req, res));
  router.post('/account/connected-apps/revoke', async (req, res) => {
    const s = session(res);
    const app = (await connectedClientsOf(c.readModels, s.account.id)).find((a) => a.client_id === String(req.body.client_id ?? ''));
    if (!app) return show(req, res, 404);
    // The tokens end first: a crash before the event leaves the app listed, and revoking again finishes it.
    await c.oauth.endGrants(app.grant_ids);
    await c.actions.revokeClient({ clientId: app.client_id }, callerOf(req, s));
    res.redirect(303, '/account/connected-apps?done=revoked');
  });
  return router;
}
