import express from 'express';
import { callerOf } from '../../api/actions/caller-of.ts';
import type { Session } from '../../api/auth/sessions.ts';
import { claimById } from '../../projections/queries/index.ts';
import { siteFormBody } from '../kit/form-body.ts';
import { actionButton } from '../kit/forms.ts';
import { html } from '../kit/html.ts';
import { failPage, signedIn, smallPage } from '../kit/member-pages.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';

const CLAIM_ID = /^[1-9]\d{0,9}$/;

/**
 * The link an email claim mails: opened while signed in as the claimant, one button confirms it
 * (a plain form with the session's CSRF token; no JavaScript). Anyone else signed in is refused.
 */
export function claimConfirmPage(c: PageDeps) {
  const router = express.Router();
  const page = smallPage(c);
  const fail = failPage(c);
  router.use('/claims', siteFormBody(pageRenderer(c))('4kb'), signedIn(c));

  router.get('/claims/:claimId/confirm', async (req, res) => {
    const id = String(req.params.claimId);
    const claim = CLAIM_ID.test(id) ? await claimById(c.readModels, Number(id)) : null;
    if (!claim) return page(req, res, 'Not found', html`<p>There is no such claim.</p>`, 404);
    const s: Session = res.locals.session;
    return page(
      req,
      res,
      `Confirm your claim of ${claim.slug}`,
      html`<p>You are signed in as ${s.account.email}. Confirm that you run <b>${claim.domain}</b> and want to co-own its listing.</p>
${actionButton(s, `/claims/${id}/confirm`, 'Confirm claim', html`<input type="hidden" name="token" value="${String(req.query.token ?? '')}">`)}`,
    );
  });

  router.post('/claims/:claimId/confirm', async (req, res) => {
    const id = String(req.params.claimId);
    if (!CLAIM_ID.test(id)) return page(req, res, 'Not found', html`<p>There is no such claim.</p>`, 404);
    try {
      await c.actions.confirmClaimByEmail({ claimId: Number(id), token: String(req.body.token ?? '') }, callerOf(req, res.locals.session));
    } catch (error) {
      return fail(req, res, error);
    }
    const claim = await claimById(c.readModels, Number(id));
    return page(req, res, 'Claim verified', html`<p>You now co-own the listing <a href="/listings/${claim?.slug ?? ''}">${claim?.slug ?? ''}</a>.</p>`);
  });
  return router;
}
