import { randomUUID } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { AttemptLimiter } from '../api/auth/attempt-limiter.ts';
import { clearSessionCookie, currentSession, SESSION_DAYS, type Session, setSessionCookie } from '../api/auth/sessions.ts';
import { SCOPES } from '../domain/account/account.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { escapeMarkup as e } from '../domain/shared/escape-markup.ts';
import { apiKeysOf } from '../projections/queries/index.ts';
import { accountNav } from './account/account-shell.ts';
import { plainPage } from './kit/layout.ts';
import type { PageDeps } from './kit/page-deps.ts';
import { signedIn } from './page-kit.ts';

export type { PageDeps };

const page = (title: string, body: string, session?: Session | null) => plainPage(title, body, { session });

const errorBox = (message?: string) => (message ? `<p class="error" role="alert">${e(message)}</p>` : '');

/**
 * The site's account pages, server-rendered and working without JavaScript: sign up, sign
 * in and out, password reset by emailed link, and the API keys area.
 */
export function accountPages(c: PageDeps) {
  /** An unknown address costs as much as a wrong password, so timing does not tell which it was. */
  const spendAsLongAsAVerify = async () => {
    await c.secrets.hashPassword('timing');
    return false;
  };
  const router = express.Router();
  const secure = c.settings.publicUrl.startsWith('https://');
  const attempts = new AttemptLimiter();
  // A new key's secret, held for its owner's next page view only (then forgotten): post, redirect, show once.
  const freshKeys = new Map<string, { key: string; until: number }>();
  router.use(express.urlencoded({ extended: false, limit: '20kb' }));

  const startSession = async (res: Response, accountId: string) => {
    const token = c.secrets.token();
    const r = await c.commands.signIn(
      { accountId, sessionHash: c.secrets.digest(token), expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString() },
      { actor: accountId },
    );
    await c.readModels.waitFor(r.position, c.settings.readYourWritesTimeoutMs);
    setSessionCookie(res, token, secure);
  };

  const signupForm = (error?: string, email = '') =>
    page(
      'Sign up',
      `${errorBox(error)}<form method="post" action="/signup">
<label>Email <input type="email" name="email" required maxlength="254" value="${e(email)}" autocomplete="email"></label>
<label>Name <input type="text" name="name" maxlength="160" autocomplete="name"></label>
<label>Password (at least 10 characters) <input type="password" name="password" required minlength="10" maxlength="200" autocomplete="new-password"></label>
<button type="submit">Create account</button></form><p>Have an account? <a href="/signin">Sign in</a></p>`,
    );

  router.get('/signup', (_req, res) => res.type('html').send(signupForm()));
  router.post('/signup', async (req, res) => {
    const email = String(req.body.email ?? '').trim();
    const password = String(req.body.password ?? '');
    if (password.length < 10 || password.length > 200)
      return res.status(400).type('html').send(signupForm('The password must be 10 to 200 characters.', email));
    try {
      const accountId = c.secrets.newAccountId();
      await c.commands.signUp(
        { accountId, email, name: String(req.body.name ?? '').trim(), passwordHash: await c.secrets.hashPassword(password), role: 'user' },
        { actor: accountId, correlationId: req.correlationId },
      );
      await startSession(res, accountId);
      res.redirect(303, '/account');
    } catch (error) {
      if (error instanceof DomainError)
        return res
          .status(error.kind === 'conflict' ? 409 : 400)
          .type('html')
          .send(signupForm(error.message, email));
      throw error;
    }
  });

  const signinForm = (error?: string, email = '', next = '') =>
    page(
      'Sign in',
      `${errorBox(error)}<form method="post" action="/signin${next ? `?next=${e(encodeURIComponent(next))}` : ''}">
<label>Email <input type="email" name="email" required maxlength="254" value="${e(email)}" autocomplete="email"></label>
<label>Password <input type="password" name="password" required maxlength="200" autocomplete="current-password"></label>
<button type="submit">Sign in</button></form><p><a href="/password/forgot">Forgot your password?</a> · <a href="/signup">Create an account</a></p>`,
    );

  const nextOf = (req: Request) => {
    const next = String(req.query.next ?? '');
    return next.startsWith('/') && !next.startsWith('//') ? next : '';
  };
  router.get('/signin', (req, res) => res.type('html').send(signinForm(undefined, '', nextOf(req))));
  router.post('/signin', async (req, res) => {
    const email = String(req.body.email ?? '')
      .trim()
      .toLowerCase();
    const keys = [`email:${email}`, `addr:${req.ip}`];
    const wait = attempts.blockedFor(keys);
    if (wait > 0)
      return res
        .status(429)
        .setHeader('Retry-After', String(wait))
        .type('html')
        .send(signinForm(`Too many attempts. Try again in ${Math.ceil(wait / 60)} minutes.`, email, nextOf(req)));
    const account = email.length <= 254 ? await c.commands.findAccountByEmail(email) : null;
    // The same answer, and the same work, whether or not the address has an account.
    const ok = account ? await c.secrets.verifyPassword(String(req.body.password ?? ''), account.passwordHash) : await spendAsLongAsAVerify();
    if (!ok || !account) {
      attempts.fail(keys);
      return res
        .status(401)
        .type('html')
        .send(signinForm('The email or password is wrong.', email, nextOf(req)));
    }
    attempts.succeed(keys);
    await startSession(res, account.accountId);
    res.redirect(303, nextOf(req) || '/account');
  });

  router.post('/signout', async (req, res) => {
    const s = await currentSession(req, c.readModels, c.secrets);
    if (s && req.body.csrf === s.csrf) {
      const r = await c.commands.signOut({ accountId: s.account.id, sessionHash: s.hash }, { actor: s.account.id });
      await c.readModels.waitFor(r.position, c.settings.readYourWritesTimeoutMs);
    }
    clearSessionCookie(res, secure);
    res.redirect(303, '/');
  });

  router.get('/password/forgot', (_req, res) =>
    res
      .type('html')
      .send(
        page(
          'Reset your password',
          `<form method="post" action="/password/forgot"><label>Email <input type="email" name="email" required maxlength="254"></label><button>Email me a link</button></form>`,
        ),
      ),
  );
  router.post('/password/forgot', async (req, res) => {
    const email = String(req.body.email ?? '')
      .trim()
      .toLowerCase();
    const keys = [`reset:${email}`, `reset-addr:${req.ip}`];
    if (attempts.blockedFor(keys) === 0) {
      attempts.fail(keys);
      const account = email.length <= 254 ? await c.commands.findAccountByEmail(email) : null;
      // The link is mailed by a worker once the request is recorded.
      if (account)
        await c.commands.requestPasswordReset(
          { accountId: account.accountId, resetId: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
          { actor: account.accountId },
        );
    }
    res
      .type('html')
      .send(page('Check your email', '<p>If an account uses that address, we sent it a link to choose a new password. The link works for an hour.</p>'));
  });

  const resetForm = (account: string, token: string, error?: string) =>
    page(
      'Choose a new password',
      `${errorBox(error)}<form method="post" action="/password/reset"><input type="hidden" name="account" value="${e(account)}"><input type="hidden" name="token" value="${e(token)}">
<label>New password (at least 10 characters) <input type="password" name="password" required minlength="10" maxlength="200" autocomplete="new-password"></label><button>Save password</button></form>`,
    );
  router.get('/password/reset', (req, res) => res.type('html').send(resetForm(String(req.query.account ?? ''), String(req.query.token ?? ''))));
  router.post('/password/reset', async (req, res) => {
    const account = String(req.body.account ?? '');
    const token = String(req.body.token ?? '');
    const password = String(req.body.password ?? '');
    if (password.length < 10 || password.length > 200)
      return res
        .status(400)
        .type('html')
        .send(resetForm(account, token, 'The password must be 10 to 200 characters.'));
    if (!/^acct_[a-f0-9]{16}$/.test(account))
      return res
        .status(400)
        .type('html')
        .send(resetForm(account, token, 'This reset link is invalid or has expired.'));
    try {
      await c.commands.resetPassword(
        { accountId: account, tokenHash: c.secrets.digest(token), passwordHash: await c.secrets.hashPassword(password) },
        { actor: account },
      );
    } catch (error) {
      if (error instanceof DomainError)
        return res
          .status(400)
          .type('html')
          .send(resetForm(account, token, 'This reset link is invalid or has expired.'));
      throw error;
    }
    res.redirect(303, '/signin');
  });

  // The link mailed to a new address: opening it confirms the address (no session needed: the token is the proof).
  router.get('/confirm-email', async (req, res) => {
    const account = String(req.query.account ?? '');
    const request = String(req.query.request ?? '');
    if (!/^acct_[a-f0-9]{16}$/.test(account) || !request || request.length > 100)
      return res.status(400).type('html').send(page('Invalid link', '<p>This confirmation link is incomplete.</p>'));
    try {
      const r = await c.commands.confirmEmail({ accountId: account, requestId: request, token: String(req.query.token ?? '') }, { actor: account });
      await c.readModels.waitFor(r.position, c.settings.readYourWritesTimeoutMs, ['EmailConfirmed']);
    } catch (error) {
      if (error instanceof DomainError)
        return res
          .status(400)
          .type('html')
          .send(page('Invalid link', '<p>This confirmation link is not valid. Sign in and ask for a new one from your account page.</p>'));
      throw error;
    }
    res
      .type('html')
      .send(
        page('Address confirmed', '<p>Thank you: your address is confirmed. You can now vote for launches and write reviews.</p><p><a href="/">Home</a></p>'),
      );
  });

  // Everything under /account needs a session, and its forms the session's CSRF token.
  router.use('/account', signedIn(c));

  const keysPage = async (s: Session, extra = '') => {
    const keys = await apiKeysOf(c.readModels, s.account.id);
    const usage = await c.usage.lastUsed(keys.map((k) => k.id));
    const rows = keys
      .map(
        (
          k,
        ) => `<tr><td>${e(k.name)}</td><td><code>ld_${e(k.prefix)}_…</code></td><td>${k.scopes.map((x) => e(x)).join(', ')}</td><td>${e(k.created_at.slice(0, 16).replace('T', ' '))}</td><td>${e(usage.get(k.id)?.slice(0, 16).replace('T', ' ') ?? 'never')}</td>
<td>${k.revoked_at ? 'revoked' : `<form method="post" action="/account/api-keys/${e(k.id)}/revoke"><input type="hidden" name="csrf" value="${e(s.csrf)}"><button>Revoke</button></form>`}</td></tr>`,
      )
      .join('');
    const scopes = SCOPES.map((x) => `<label><input type="checkbox" name="scopes" value="${x}"> <code>${x}</code></label>`).join('');
    return plainPage(
      'API keys',
      `${extra}<h2>Create a key</h2><form method="post" action="/account/api-keys"><input type="hidden" name="csrf" value="${e(s.csrf)}">
<label>Name <input type="text" name="name" required maxlength="100"></label><fieldset><legend>Scopes</legend>${scopes}</fieldset><button>Create key</button></form>
<h2>Your keys</h2>${keys.length ? `<table><tr><th>Name</th><th>Key</th><th>Scopes</th><th>Created</th><th>Last used</th><th></th></tr>${rows}</table>` : '<p>No keys yet.</p>'}`,
      { session: s, before: accountNav('/account/api-keys').toString() },
    );
  };

  router.post('/account/confirm-email', async (_req, res) => {
    const s: Session = res.locals.session;
    const r = await c.commands.requestEmailConfirmation(
      { accountId: s.account.id, requestId: randomUUID(), lastRequestedAt: s.account.confirmation_requested_at ?? null },
      { actor: s.account.id },
    );
    await c.readModels.waitFor(r.position, c.settings.readYourWritesTimeoutMs, ['EmailConfirmationRequested']);
    res.redirect(303, '/account?confirmation=sent');
  });

  router.get('/account/api-keys', async (req, res) => {
    const s: Session = res.locals.session;
    const fresh = freshKeys.get(s.hash);
    freshKeys.delete(s.hash);
    const shown =
      fresh && fresh.until > Date.now()
        ? `<p role="status">Your new key. Copy it now: it is shown only once.</p><p class="secret" id="new-key">${e(fresh.key)}</p>`
        : '';
    const confirm = s.account.email_confirmed
      ? ''
      : `<p role="status">${req.query.confirmation === 'sent' ? 'We sent a new link.' : ''} Confirm your address from the link we mailed to ${e(s.account.email)} to vote and review.</p>
<form method="post" action="/account/confirm-email"><input type="hidden" name="csrf" value="${e(s.csrf)}"><button>Send the link again</button></form>`;
    res.type('html').send(await keysPage(s, confirm + shown));
  });
  router.post('/account/api-keys', async (req, res) => {
    const s: Session = res.locals.session;
    const scopes = ([] as string[]).concat(req.body.scopes ?? []);
    const { key, prefix, keyId } = c.secrets.newApiKey();
    try {
      const r = await c.commands.createApiKey(
        { accountId: s.account.id, keyId, name: String(req.body.name ?? '').trim(), scopes, prefix, secretHash: c.secrets.digest(key) },
        { actor: s.account.id },
      );
      await c.readModels.waitFor(r.position, c.settings.readYourWritesTimeoutMs);
    } catch (error) {
      if (error instanceof DomainError)
        return res
          .status(400)
          .type('html')
          .send(await keysPage(s, errorBox(error.message)));
      throw error;
    }
    freshKeys.set(s.hash, { key, until: Date.now() + 5 * 60_000 });
    res.redirect(303, '/account/api-keys');
  });
  router.post('/account/api-keys/:keyId/revoke', async (req, res) => {
    const s: Session = res.locals.session;
    const keyId = req.params.keyId as string;
    const key = (await apiKeysOf(c.readModels, s.account.id)).find((k) => k.id === keyId);
    if (!key)
      return res
        .status(404)
        .type('html')
        .send(page('Not found', '<p>No such key.</p>', s));
    const r = await c.commands.revokeApiKey({ accountId: s.account.id, keyId }, { actor: s.account.id });
    await c.readModels.waitFor(r.position, c.settings.readYourWritesTimeoutMs);
    res.redirect(303, '/account/api-keys');
  });
  return router;
}
