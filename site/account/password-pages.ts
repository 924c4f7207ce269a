import express from 'express';
import { callerOf } from '../../api/actions/caller-of.ts';
import { siteFormBody } from '../kit/form-body.ts';
import { errorSummary, errorsOf, field, shown } from '../kit/forms.ts';
import { html } from '../kit/html.ts';
import { smallPage } from '../kit/member-pages.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { EXPIRED_FORM, preSessionForms } from '../kit/pre-session-forms.ts';
import { pageRenderer } from '../kit/render.ts';
import { type Refusal, refusalOf } from '../kit/site-operations.ts';

/** A forgotten password, reset by the link mailed to the address; and the link that confirms a new address. */
export function passwordPages(c: PageDeps) {
  const router = express.Router();
  const page = smallPage(c);
  const form = siteFormBody(pageRenderer(c))('8kb');
  const preSession = preSessionForms({ secrets: c.secrets, secure: c.settings.publicUrl.startsWith('https://') });

  const forgotForm = (req: express.Request, res: express.Response, refusal?: Refusal, email = '') =>
    page(
      req,
      res,
      'Reset your password',
      html`${errorSummary(refusal, ['email'])}<form method="post" action="/password/forgot">${preSession.field(req, res)}${field({ name: 'email', label: 'Email', type: 'email', value: email, required: true, max: 254, errors: errorsOf(refusal) })}<button>Email me a link</button></form>`,
      refusal?.status,
    );
  router.get('/password/forgot', (req, res) => forgotForm(req, res));
  router.post('/password/forgot', form, async (req, res) => {
    const email = req.body.email;
    if (!preSession.holds(req)) return forgotForm(req, res, EXPIRED_FORM, shown(email));
    try {
      await c.actions.requestPasswordReset({ email }, callerOf(req, null));
    } catch (error) {
      // Only a malformed address is refused (an unknown one is not: the answer must not tell).
      return forgotForm(req, res, refusalOf(error), shown(email));
    }
    // The same page whatever the address: it does not tell whether an account uses it.
    return page(
      req,
      res,
      'Check your email',
      html`<p>If an account uses that address, we sent it a link to choose a new password. The link works for an hour.</p>`,
    );
  });

  const resetForm = (req: express.Request, res: express.Response, account: string, token: string, refusal?: Refusal) =>
    page(
      req,
      res,
      'Choose a new password',
      html`${errorSummary(refusal, ['password'])}<form method="post" action="/password/reset">${preSession.field(req, res)}<input type="hidden" name="account" value="${account}"><input type="hidden" name="token" value="${token}">
${field({ name: 'password', label: 'New password (at least 10 characters)', type: 'password', required: true, max: 200, errors: errorsOf(refusal) })}<button>Save password</button></form>`,
      refusal?.status,
    );
  router.get('/password/reset', (req, res) => resetForm(req, res, shown(req.query.account), shown(req.query.token)));
  router.post('/password/reset', form, async (req, res) => {
    const input = { accountId: req.body.account, token: req.body.token, password: req.body.password };
    if (!preSession.holds(req)) return resetForm(req, res, shown(input.accountId), shown(input.token), EXPIRED_FORM);
    try {
      await c.actions.resetPassword(input, callerOf(req, null));
    } catch (error) {
      const refusal = refusalOf(error);
      // A malformed link reads as what it is to the person: a link that does not work.
      const linkAtFault = refusal.issues.some((i) => i.field === 'accountId' || i.field === 'token');
      return resetForm(
        req,
        res,
        shown(input.accountId),
        shown(input.token),
        linkAtFault
          ? { status: 400, message: 'This reset link is invalid or has expired.', issues: [{ field: 'token', message: 'is invalid or has expired' }] }
          : refusal,
      );
    }
    res.redirect(303, '/signin');
  });

  // The link mailed to a new address: opening it confirms the address (no session needed: the token is the proof).
  router.get('/confirm-email', async (req, res) => {
    const input = { accountId: String(req.query.account ?? ''), requestId: String(req.query.request ?? ''), token: String(req.query.token ?? '') };
    try {
      await c.actions.confirmEmail(input, callerOf(req, null));
    } catch (error) {
      refusalOf(error);
      return page(req, res, 'Invalid link', html`<p>This confirmation link is not valid. Sign in and ask for a new one from your account page.</p>`, 400);
    }
    return page(
      req,
      res,
      'Address confirmed',
      html`<p>Thank you: your address is confirmed. You can now vote for launches and write reviews.</p><p><a href="/">Home</a></p>`,
    );
  });
  return router;
}
