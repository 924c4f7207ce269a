import type { NextFunction, Request, Response } from 'express';
import { csrfMatches, currentSession } from '../../api/auth/sessions.ts';
import { html, type Renderable } from './html.ts';
import type { PageDeps } from './page-deps.ts';
import { pageRenderer } from './render.ts';
import { refusalOf } from './site-operations.ts';

/** A small page of the signed-in flows (invites, claims): a title and a body, never indexed or cached. */
export function smallPage(c: Pick<PageDeps, 'readModels' | 'secrets' | 'settings'>) {
  const render = pageRenderer(c);
  return (req: Request, res: Response, title: string, body: Renderable, status = 200) => {
    res.setHeader('Cache-Control', 'no-store');
    // A form on its own (sign in, sign up, a password, a refusal): a narrow card in the middle of the page.
    return render.send(
      req,
      res,
      { title, noindex: true, section: 'account', status },
      html`<div class="narrow"><h1>${title}</h1><div class="panel">${body}</div></div>`,
    );
  };
}

/** Needs a session (else to sign-in and back), and a form post must carry the session's CSRF token. */
export const signedIn = (c: Pick<PageDeps, 'readModels' | 'secrets' | 'settings'>) => {
  const page = smallPage(c);
  return async (req: Request, res: Response, next: NextFunction) => {
    const s = await currentSession(req, c.readModels, c.secrets);
    if (!s) return res.redirect(303, `/signin?next=${encodeURIComponent(req.originalUrl)}`);
    if (req.method === 'POST' && !csrfMatches(req.body, s.csrf)) return page(req, res, 'Forbidden', html`<p>This form has expired; reload the page.</p>`, 403);
    res.locals.session = s;
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
};

/** A refused action as a page with the reason and the matching status. */
export function failPage(c: Pick<PageDeps, 'readModels' | 'secrets' | 'settings'>) {
  const page = smallPage(c);
  return (req: Request, res: Response, error: unknown) => {
    const refusal = refusalOf(error);
    return page(req, res, 'That did not work', html`<p class="error" role="alert">${refusal.message}</p>`, refusal.status);
  };
}
