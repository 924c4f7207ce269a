import express from 'express';
import { callerOf } from '../../api/actions/caller-of.ts';
import type { Session } from '../../api/auth/sessions.ts';
import { draftById } from '../../projections/queries/index.ts';
import { siteFormBody } from '../kit/form-body.ts';
import { field, postForm } from '../kit/forms.ts';
import { html } from '../kit/html.ts';
import { failPage, signedIn, smallPage } from '../kit/member-pages.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import { pageRenderer } from '../kit/render.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Co-founders join a draft from their invite, signed in with the invited address, then edit their own entry. */
export function invitePages(c: PageDeps) {
  const router = express.Router();
  const page = smallPage(c);
  const fail = failPage(c);
  router.use(['/invites', '/drafts'], siteFormBody(pageRenderer(c))('20kb'), signedIn(c));

  router.get('/invites/:inviteId', async (req, res) => {
    const draftId = String(req.query.draft ?? '');
    if (!UUID.test(draftId)) return page(req, res, 'Invalid invite', html`<p>This invite link is incomplete.</p>`, 400);
    const draft = await draftById(c.readModels, draftId);
    if (!draft) return page(req, res, 'Not found', html`<p>This invite is for a draft that no longer exists.</p>`, 404);
    const name = typeof draft.fields.name.value === 'string' ? draft.fields.name.value : draft.url;
    const s: Session = res.locals.session;
    return page(
      req,
      res,
      `Join ${name}`,
      html`<p>You are signed in as ${s.account.email}. Accept to appear as a founder of <b>${name}</b>; you can then edit your own entry.</p>
${postForm(
  s,
  `/invites/${String(req.params.inviteId)}`,
  html`<input type="hidden" name="draft" value="${draftId}"><input type="hidden" name="token" value="${String(req.query.token ?? '')}">`,
  'Accept invite',
)}`,
    );
  });

  router.post('/invites/:inviteId', async (req, res) => {
    const draftId = String(req.body.draft ?? '');
    try {
      await c.actions.acceptInvite({ draftId, inviteId: String(req.params.inviteId), token: String(req.body.token ?? '') }, callerOf(req, res.locals.session));
    } catch (error) {
      return fail(req, res, error);
    }
    res.redirect(303, `/drafts/${draftId}/founder`);
  });

  router.get('/drafts/:draftId/founder', async (req, res) => {
    const s: Session = res.locals.session;
    const draftId = String(req.params.draftId);
    const draft = UUID.test(draftId) ? await draftById(c.readModels, draftId) : null;
    const entry = draft?.extras.founders?.find((f) => f.accountId === s.account.id);
    if (!entry) return page(req, res, 'Not found', html`<p>You have no founder entry on this listing.</p>`, 404);
    return page(
      req,
      res,
      'Your founder entry',
      postForm(
        s,
        `/drafts/${draftId}/founder`,
        html`${field({ name: 'name', label: 'Name', value: entry.name, required: true, max: 160 })}
${field({ name: 'title', label: 'Role', value: entry.title ?? '', max: 160 })}
${field({ name: 'bio', label: 'Bio', value: entry.bio ?? '', type: 'textarea', max: 3000, rows: 6 })}`,
        'Save',
      ),
    );
  });

  router.post('/drafts/:draftId/founder', async (req, res) => {
    const draftId = String(req.params.draftId);
    try {
      await c.actions.editOwnFounderEntry(
        { draftId, name: String(req.body.name ?? ''), title: String(req.body.title ?? ''), bio: String(req.body.bio ?? '') },
        callerOf(req, res.locals.session),
      );
    } catch (error) {
      return fail(req, res, error);
    }
    res.redirect(303, `/drafts/${draftId}/founder`);
  });
  return router;
}
