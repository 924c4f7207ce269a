import express, { type Request, type Response } from 'express';
import { callerOf } from '../../api/actions/caller-of.ts';
import { clearSessionCookie, csrfMatches, currentSession, setSessionCookie } from '../../api/auth/sessions.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { siteFormBody } from '../kit/form-body.ts';
import { errorSummary, errorsOf, field, shown } from '../kit/forms.ts';
import { html } from '../kit/html.ts';
import { smallPage } from '../kit/member-pages.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { EXPIRED_FORM, preSessionForms } from '../kit/pre-session-forms.ts';
import { pageRenderer } from '../kit/render.ts';
import { type Refusal, refusalOf } from '../kit/site-operations.ts';
import { allowFormTarget } from '../security-headers.ts';

/** Where to go after signing in: a path of this site only (never `//host` or `/\\host`, which browsers read as another site). */
export const nextOf = (req: Request) => {
  const next = typeof req.query.next === 'string' ? req.query.next : '';
  return /^\/(?![/\\])/.test(next) ? next : '';
};

/** Signing up, in and out: server-rendered forms that work without JavaScript. */
export function signInPages(c: PageDeps & { returnSourceOf: (next: string) => Promise<string | null> }) {
  const router = express.Router();
  const page = smallPage(c);
  const secure = c.settings.publicUrl.startsWith('https://');
  const form = siteFormBody(pageRenderer(c))('20kb');
  const preSession = preSessionForms({ secrets: c.secrets, secure: c.settings.publicUrl.startsWith('https://') });

  const signupForm = (req: Request, res: Response, refusal?: Refusal, email = '', name = '') => {
    const errors = errorsOf(refusal);
    return page(
      req,
      res,
      'Sign up',
      html`${errorSummary(refusal, ['email', 'name', 'password'])}<form method="post" action="/signup">${preSession.field(req, res)}
${field({ name: 'email', label: 'Email', type: 'email', value: email, required: true, max: 254, errors })}
${field({ name: 'name', label: 'Name', value: name, max: 160, errors })}
${field({ name: 'password', label: 'Password (at least 10 characters)', type: 'password', required: true, max: 200, errors })}
<button type="submit">Create account</button></form><p>Have an account? <a href="/signin">Sign in</a></p>`,
      refusal?.status,
    );
  };
  router.get('/signup', (req, res) => signupForm(req, res));
  router.post('/signup', form, async (req, res) => {
    const input = { email: req.body.email, name: req.body.name, password: req.body.password };
    if (!preSession.holds(req)) return signupForm(req, res, EXPIRED_FORM, shown(input.email), shown(input.name));
    try {
      const { token } = await c.actions.signUp(input, callerOf(req, null));
      setSessionCookie(res, token, secure);
      res.redirect(303, '/account');
    } catch (error) {
      return signupForm(req, res, refusalOf(error), shown(input.email), shown(input.name));
    }
  });

  const signinForm = async (req: Request, res: Response, refusal?: Refusal, email = '') => {
    const next = nextOf(req);
    const errors = errorsOf(refusal);
    // Signing in for an app (OAuth), the post may end on the app's redirect URI: the page's CSP allows that one site.
    if (next) allowFormTarget(res, await c.returnSourceOf(next));
    return page(
      req,
      res,
      'Sign in',
      html`${errorSummary(refusal, ['email', 'password'])}<form method="post" action="/signin${next ? `?next=${encodeURIComponent(next)}` : ''}">${preSession.field(req, res)}
${field({ name: 'email', label: 'Email', type: 'email', value: email, required: true, max: 254, errors })}
${field({ name: 'password', label: 'Password', type: 'password', required: true, max: 200, errors })}
<button type="submit">Sign in</button></form><p><a href="/password/forgot">Forgot your password?</a> · <a href="/signup">Create an account</a></p>`,
      refusal?.status,
    );
  };
  router.get('/signin', (req, res) => signinForm(req, res));
  router.post('/signin', form, async (req, res) => {
    const input = { email: req.body.email, password: req.body.password };
    if (!preSession.holds(req)) return signinForm(req, res, EXPIRED_FORM, shown(input.email));
    try {
      const { token } = await c.actions.signIn(input, callerOf(req, null));
      setSessionCookie(res, token, secure);
      res.redirect(303, nextOf(req) || '/account');
    } catch (error) {
      const refusal = refusalOf(error);
      if (error instanceof DomainError && error.retryAfterSeconds !== null) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      // A wrong password is a failed authentication (401), not a forbidden act.
      return signinForm(req, res, { ...refusal, status: refusal.status === 403 ? 401 : refusal.status }, shown(input.email));
    }
  });

  router.post('/signout', form, async (req, res) => {
    const s = await currentSession(req, c.readModels, c.secrets);
    // Signed in, the form must carry the session's token: another site cannot sign a person out either.
    if (s && !csrfMatches(req.body, s.csrf)) return page(req, res, 'Forbidden', html`<p>This form has expired; sign out with the button above.</p>`, 403);
    if (s) await c.actions.signOut({ sessionHash: s.hash }, callerOf(req, s));
    clearSessionCookie(res, secure);
    res.redirect(303, '/');
  });
  return router;
}
