import express from 'express';
import type { Session } from '../api/auth/sessions.ts';
import { escapeMarkup as e } from '../domain/shared/escape-markup.ts';
import { claimById } from '../projections/queries/index.ts';
import type { PageDeps } from './account-pages.ts';
import { failPage, signedIn, simplePage } from './page-kit.ts';

const CLAIM_ID = /^[1-9]\d{0,9}$/;

/**
 * The link an email claim mails: opened while signed in as the claimant, one button confirms it
 * (a plain form with the session's CSRF token; no JavaScript). Anyone else signed in is refused.
 */
export function claimPages(c: PageDeps) {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });

  router.get('/claims/:claimId/confirm', signedIn(c), async (req, res) => {
    const id = String(req.params.claimId);
    const claim = CLAIM_ID.test(id) ? await claimById(c.readModels, Number(id)) : null;
    if (!claim) return res.status(404).type('html').send(simplePage('Not found', '<p>There is no such claim.</p>'));
    const s: Session = res.locals.session;
    res.type('html').send(
      simplePage(
        `Confirm your claim of ${claim.slug}`,
        `<p>You are signed in as ${e(s.account.email)}. Confirm that you run <b>${e(claim.domain)}</b> and want to co-own its listing.</p>
<form method="post" action="/claims/${e(id)}/confirm"><input type="hidden" name="csrf" value="${e(s.csrf)}"><input type="hidden" name="token" value="${e(String(req.query.token ?? ''))}"><button>Confirm claim</button></form>`,
      ),
    );
  });

  router.post('/claims/:claimId/confirm', form, signedIn(c), async (req, res) => {
    const id = String(req.params.claimId);
    if (!CLAIM_ID.test(id)) return res.status(404).type('html').send(simplePage('Not found', '<p>There is no such claim.</p>'));
    const s: Session = res.locals.session;
    try {
      const r = await c.commands.confirmClaimByEmail(
        { claimId: Number(id), accountId: s.account.id, token: String(req.body.token ?? '') },
        { actor: s.account.id },
      );
      await c.readModels.waitFor(
        r.position,
        c.settings.readYourWritesTimeoutMs,
        r.events.map((ev) => ev.type),
      );
    } catch (error) {
      return failPage(res, error);
    }
    const claim = await claimById(c.readModels, Number(id));
    res
      .type('html')
      .send(simplePage('Claim verified', `<p>You now co-own the listing <a href="/listings/${e(claim?.slug ?? '')}">${e(claim?.slug ?? '')}</a>.</p>`));
  });
  return router;
}
