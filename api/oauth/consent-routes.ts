import { createHash } from 'node:crypto';
import express, { type Response } from 'express';
import type Provider from 'oidc-provider';
import type { Secrets } from '../../domain/ports/secrets.ts';
import { escapeMarkup as e } from '../../domain/shared/escape-markup.ts';
import type { ReadModels } from '../../projections/index.ts';
import { callerOf } from '../actions/caller-of.ts';
import type { Actions } from '../actions/index.ts';
import { csrfFor, csrfMatches, currentSession } from '../auth/sessions.ts';
import { formBody } from '../form-body.ts';
import { REFRESH_TOKEN_DAYS } from './client-policy.ts';

const SCOPE_TEXT: Record<string, string> = {
  'account:read': 'See who you are and your own drafts, listings, claims and orders',
  'listings:write': 'Submit and edit your drafts and listings, updates, milestones, story, interview answers, the free plan, claims and co-founder invites',
  'orders:write': 'Price orders and create checkouts (you still pay yourself, on our checkout page)',
  openid: 'Know your account id',
  email: 'Know your email address',
  offline_access: 'Stay connected until you revoke access',
};

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}button{margin-right:1rem}';
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The CSP source that names the site of a client's redirect URI: its origin, or its scheme alone for an app's own scheme (`com.example.app:`). */
export function redirectSource(redirectUri: unknown): string | null {
  const u = typeof redirectUri === 'string' ? URL.parse(redirectUri) : null;
  if (!u) return null;
  if (u.origin !== 'null') return u.origin;
  return /^[a-z][a-z0-9+.-]*:$/.test(u.protocol) && !['javascript:', 'data:', 'file:'].includes(u.protocol) ? u.protocol : null;
}

/**
 * The consent page: its own small page, never framed (a framed "Allow access" button is a
 * clickjacking target), styled by its one hashed style. Its form posts here, and the answer then
 * takes the person back to the client's redirect URI: Chromium checks those redirects against
 * the page's form-action too, so the page allows this site and the one site of the redirect URI
 * the request was checked against, and no other.
 */
function consentHeaders(res: Response, redirectUri: unknown) {
  const target = redirectSource(redirectUri);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'${target ? ` ${target}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
  );
}

export type ConsentDeps = { readModels: ReadModels; actions: Pick<Actions, 'authorizeClient'>; secrets: Secrets };

/** Where sign-in and consent happen for the provider: sign-in is the site's page, consent is this one. */
export function consentRoutes(provider: Provider, c: ConsentDeps) {
  const interaction = express.Router();
  // The consent form's body, always an object; another type, or a body too large, is refused before the handler.
  interaction.use(
    formBody('10kb', (_req, res, r) =>
      res
        .status(r.status)
        .type('html')
        .send(`<!doctype html><title>Not a form</title><p>${e(r.field)} ${e(r.message)}.</p>`),
    ),
  );
  interaction.get('/:uid', async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const session = await currentSession(req, c.readModels, c.secrets);
    if (details.prompt.name === 'login') {
      if (!session) return res.redirect(303, `/signin?next=${encodeURIComponent(req.originalUrl)}`);
      return provider.interactionFinished(req, res, { login: { accountId: session.account.id } }, { mergeWithLastSubmission: false });
    }
    if (!session || session.account.id !== details.session?.accountId) return res.redirect(303, `/signin?next=${encodeURIComponent(req.originalUrl)}`);
    const client = await provider.Client.find(String(details.params.client_id));
    const missing = [
      ...new Set([
        ...((details.prompt.details.missingOIDCScope as string[]) ?? []),
        ...Object.values((details.prompt.details.missingResourceScopes as Record<string, string[]>) ?? {}).flat(),
      ]),
    ];
    // A native app is asked about every time (RFC 8252 §8.6: anyone can claim its loopback redirect), allowed before or not:
    // the page then lists what the request asks for.
    const requested = missing.length
      ? missing
      : String(details.params.scope ?? '')
          .split(' ')
          .filter(Boolean);
    const items = requested.map((s) => `<li><code>${e(s)}</code>: ${e(SCOPE_TEXT[s] ?? s)}</li>`).join('');
    // A client allowed the refresh grant stays connected: the person is told so before allowing it.
    const stays = client?.grantTypeAllowed('refresh_token')
      ? ` It stays connected until you revoke it on your account's Connected apps page, or until it goes ${REFRESH_TOKEN_DAYS} days without using it.`
      : '';
    consentHeaders(res, details.params.redirect_uri);
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Allow access?</title>
<style>${STYLE}</style></head><body>
<h1>Allow access?</h1><p><b>${e(client?.clientName ?? String(details.params.client_id))}</b> asks to use your Launch Directory account <b>${e(session.account.email)}</b>:</p>
<ul>${items}</ul><p>It will not see your password.${e(stays)} You can revoke this access at any time.</p>
<form method="post" action="/oauth/interaction/${e(req.params.uid as string)}/confirm"><input type="hidden" name="csrf" value="${e(csrfFor(c.secrets, session.token))}">
<button type="submit" name="decision" value="allow">Allow access</button><button type="submit" name="decision" value="deny">Deny</button></form></body></html>`);
  });

  interaction.post('/:uid/confirm', async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const session = await currentSession(req, c.readModels, c.secrets);
    if (!session || session.account.id !== details.session?.accountId || !csrfMatches(req.body, session.csrf))
      return res
        .status(403)
        .type('html')
        .send('<!doctype html><title>Forbidden</title><p>This consent form has expired; start again from the application.</p>');
    if (req.body.decision !== 'allow')
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'the person denied access' },
        { mergeWithLastSubmission: false },
      );
    const accountId = session.account.id;
    const clientId = String(details.params.client_id);
    const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ?? new provider.Grant({ accountId, clientId });
    const oidc = (details.prompt.details.missingOIDCScope as string[]) ?? [];
    const perResource = (details.prompt.details.missingResourceScopes as Record<string, string[]>) ?? {};
    if (oidc.length) grant.addOIDCScope(oidc.join(' '));
    for (const [indicator, scopes] of Object.entries(perResource)) grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    await c.actions.authorizeClient({ clientId, scopes: [...oidc, ...Object.values(perResource).flat()], grantId }, callerOf(req, session));
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  });

  return {
    router: interaction,
    /**
     * The CSP source of the client a pending sign-in will take the person back to, when `path` is
     * that sign-in's interaction (the sign-in page's `next`): after the post, a client already
     * allowed goes straight back to its redirect URI, which the sign-in page's form-action must allow.
     */
    async returnSourceOf(path: string): Promise<string | null> {
      const uid = /^\/oauth\/interaction\/([\w-]{1,100})$/.exec(path)?.[1];
      const pending = uid ? await provider.Interaction.find(uid).catch(() => undefined) : undefined;
      return pending ? redirectSource(pending.params.redirect_uri) : null;
    },
  };
}
