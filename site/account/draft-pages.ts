import express, { type Request, type Response } from 'express';
import type { Session } from '../../api/auth/sessions.ts';
import { type DraftView, myDrafts, ownDraft } from '../../projections/queries/index.ts';
import { siteFormBody } from '../kit/form-body.ts';
import { html, type Renderable } from '../kit/html.ts';
import { signedIn } from '../kit/member-pages.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import type { PageRenderer } from '../kit/render.ts';
import { type Refusal, refusalOf, type SiteOperations } from '../kit/site-operations.ts';
import { accountPage } from './account-shell.ts';
import { where } from './drafts/draft-field-view.ts';
import { changedFields, newLocks } from './drafts/draft-form.ts';
import { busy, draftStateView, draftsView, draftView } from './drafts/draft-view.ts';

/**
 * The founder's drafts on the site: submit a URL, watch the site being read, review each value
 * beside the quotes that support it, edit, lock, redraft or restore a field, invite co-founders,
 * and submit the draft as a listing. Every change runs the API's own operation.
 */
export function draftPages(c: PageDeps & { render: PageRenderer; ops: SiteOperations }) {
  const router = express.Router();
  router.use('/account/drafts', siteFormBody(c.render)('200kb'), signedIn(c));
  const session = (res: Response): Session => res.locals.session;
  const page = (req: Request, res: Response, title: string, body: Renderable, o: { status?: number; refreshSeconds?: number } = {}) =>
    accountPage(c.render, req, res, { session: session(res), area: '/account/drafts', title, ...o }, body);

  const listPage = async (req: Request, res: Response, refusal?: Refusal, url = '') => {
    const drafts = await myDrafts(c.readModels, session(res).account.id, { page: 1, perPage: 50 });
    return page(req, res, 'Submit a product', draftsView(session(res), drafts, url, refusal), { status: refusal?.status });
  };
  router.get('/account/drafts', (req, res) => listPage(req, res));
  router.post('/account/drafts', async (req, res) => {
    const url = String(req.body?.url ?? '').trim();
    try {
      const draft = await c.ops.submit_listing(req, session(res), { body: { url } });
      res.redirect(303, `/account/drafts/${draft.id}`);
    } catch (error) {
      return listPage(req, res, refusalOf(error), url);
    }
  });

  const draftPage = async (req: Request, res: Response, d: DraftView, refusal?: Refusal) => {
    const title = `Draft for ${where(d.url)}`;
    const state = draftStateView(d);
    if (state)
      return page(req, res, title, state, { status: refusal?.status, refreshSeconds: d.status === 'crawling' || d.status === 'drafting' ? 2 : undefined });
    return page(req, res, title, draftView(session(res), d, req.query.done, refusal), { status: refusal?.status, refreshSeconds: busy(d) ? 3 : undefined });
  };
  const withDraft = (handle: (req: Request, res: Response, d: DraftView) => Promise<unknown>) => async (req: Request, res: Response) => {
    const d = await ownDraft(c.readModels, String(req.params.id), session(res).account.id);
    if (!d)
      return page(req, res, 'Draft not found', html`<p>No draft of yours has this address. <a href="/account/drafts">Your drafts</a>.</p>`, { status: 404 });
    return handle(req, res, d);
  };
  const update = async (req: Request, res: Response, d: DraftView, body: Record<string, unknown>, done: string) => {
    try {
      await c.ops.update_draft(req, session(res), { path: { id: d.id }, body });
    } catch (error) {
      return draftPage(req, res, (await ownDraft(c.readModels, d.id, session(res).account.id)) ?? d, refusalOf(error));
    }
    res.redirect(303, `/account/drafts/${d.id}?done=${done}`);
  };
  const fieldOf = (req: Request) => String(req.query.field ?? '');
  const body = (req: Request): Record<string, unknown> => req.body ?? {};

  router.get('/account/drafts/:id', withDraft(draftPage));
  router.post(
    '/account/drafts/:id',
    withDraft((req, res, d) => {
      const fields = changedFields(d, body(req));
      const lock = newLocks(d, body(req));
      if (!Object.keys(fields).length && !lock.length) return Promise.resolve(res.redirect(303, `/account/drafts/${d.id}?done=nothing`));
      return update(req, res, d, { ...(Object.keys(fields).length ? { fields } : {}), ...(lock.length ? { lock_fields: lock } : {}) }, 'saved');
    }),
  );
  router.post(
    '/account/drafts/:id/regenerate',
    withDraft((req, res, d) => update(req, res, d, { regenerate: [fieldOf(req)] }, 'redraft')),
  );
  router.post(
    '/account/drafts/:id/restore',
    withDraft((req, res, d) => update(req, res, d, { restore: [fieldOf(req)] }, 'restored')),
  );
  router.post(
    '/account/drafts/:id/category',
    withDraft((req, res, d) => update(req, res, d, { fields: { categories: [String(body(req).slug ?? '')] } }, 'category')),
  );
  router.post(
    '/account/drafts/:id/invites',
    withDraft(async (req, res, d) => {
      try {
        const invite = await c.ops.invite_cofounder(req, session(res), { path: { id: d.id }, body: { email: String(body(req).email ?? '') } });
        res.redirect(303, `/account/drafts/${d.id}?done=${invite.status === 'sent' ? 'invited' : 'already-invited'}`);
      } catch (error) {
        return draftPage(req, res, d, refusalOf(error));
      }
    }),
  );
  router.post(
    '/account/drafts/:id/submit',
    withDraft(async (req, res, d) => {
      try {
        const listing = await c.ops.submit_draft(req, session(res), { path: { id: d.id } });
        res.redirect(303, `/account/listings/${listing.listing_id}?done=submitted`);
      } catch (error) {
        return draftPage(req, res, d, refusalOf(error));
      }
    }),
  );
  return router;
}
