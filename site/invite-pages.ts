import express from 'express';
import type { Session } from '../api/auth/sessions.ts';
import { escapeMarkup as e } from '../domain/shared/escape-markup.ts';
import { draftById } from '../projections/queries/index.ts';
import type { PageDeps } from './account-pages.ts';
import { failPage, signedIn as requireSession, simplePage } from './page-kit.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const page = simplePage;

/** Co-founders join a draft from their invite, signed in with the invited address, then edit their own entry. */
export function invitePages(c: PageDeps) {
  const router = express.Router();
  router.use(['/invites', '/drafts'], express.urlencoded({ extended: false, limit: '20kb' }));
  const signedIn = requireSession(c);
  const fail = failPage;

  router.get('/invites/:inviteId', signedIn, async (req, res) => {
    const draftId = String(req.query.draft ?? '');
    if (!UUID.test(draftId)) return res.status(400).type('html').send(page('Invalid invite', '<p>This invite link is incomplete.</p>'));
    const draft = await draftById(c.readModels, draftId);
    if (!draft) return res.status(404).type('html').send(page('Not found', '<p>This invite is for a draft that no longer exists.</p>'));
    const name = typeof draft.fields.name.value === 'string' ? draft.fields.name.value : draft.url;
    const s: Session = res.locals.session;
    res.type('html').send(
      page(
        `Join ${name}`,
        `<p>You are signed in as ${e(s.account.email)}. Accept to appear as a founder of <b>${e(name)}</b>; you can then edit your own entry.</p>
<form method="post" action="/invites/${e(req.params.inviteId as string)}"><input type="hidden" name="csrf" value="${e(s.csrf)}"><input type="hidden" name="draft" value="${e(draftId)}"><input type="hidden" name="token" value="${e(String(req.query.token ?? ''))}"><button>Accept invite</button></form>`,
      ),
    );
  });

  router.post('/invites/:inviteId', signedIn, async (req, res) => {
    const s: Session = res.locals.session;
    const draftId = String(req.body.draft ?? '');
    if (!UUID.test(draftId)) return res.status(400).type('html').send(page('Invalid invite', '<p>This invite link is incomplete.</p>'));
    try {
      const r = await c.commands.acceptInvite(
        {
          draftId,
          inviteId: req.params.inviteId as string,
          tokenHash: c.secrets.digest(String(req.body.token ?? '')),
          accountId: s.account.id,
          emailHash: c.secrets.digest(s.account.email),
          name: s.account.name || s.account.email.split('@')[0],
        },
        { actor: s.account.id },
      );
      await c.readModels.waitFor(r.position, c.settings.readYourWritesTimeoutMs);
    } catch (error) {
      return fail(res, error);
    }
    res.redirect(303, `/drafts/${draftId}/founder`);
  });

  router.get('/drafts/:draftId/founder', signedIn, async (req, res) => {
    const s: Session = res.locals.session;
    const draft = await draftById(c.readModels, String(req.params.draftId));
    const entry = draft?.extras.founders?.find((f) => f.accountId === s.account.id);
    if (!entry) return res.status(404).type('html').send(page('Not found', '<p>You have no founder entry on this listing.</p>'));
    res.type('html').send(
      page(
        'Your founder entry',
        `<form method="post"><input type="hidden" name="csrf" value="${e(s.csrf)}">
<label>Name <input name="name" required maxlength="160" value="${e(entry.name)}"></label>
<label>Role <input name="title" maxlength="160" value="${e(entry.title ?? '')}"></label>
<label>Bio <textarea name="bio" maxlength="3000" rows="6">${e(entry.bio ?? '')}</textarea></label><button>Save</button></form>`,
      ),
    );
  });

  router.post('/drafts/:draftId/founder', signedIn, async (req, res) => {
    const s: Session = res.locals.session;
    try {
      const r = await c.commands.editOwnFounderEntry(
        {
          draftId: req.params.draftId as string,
          accountId: s.account.id,
          name: String(req.body.name ?? ''),
          title: String(req.body.title ?? ''),
          bio: String(req.body.bio ?? ''),
        },
        { actor: s.account.id },
      );
      await c.readModels.waitFor(r.position, c.settings.readYourWritesTimeoutMs);
    } catch (error) {
      return fail(res, error);
    }
    res.redirect(303, `/drafts/${req.params.draftId}/founder`);
  });
  return router;
}
