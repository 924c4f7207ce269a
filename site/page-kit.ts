import type { NextFunction, Request, Response } from 'express';
import { currentSession } from '../api/auth/sessions.ts';
import { statusOf } from '../api/problem.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { escapeMarkup as e } from '../domain/shared/escape-markup.ts';
import { plainPage } from './kit/layout.ts';
import type { PageDeps } from './kit/page-deps.ts';

/** A small page of the signed-in flows (invites, claims): a title and a body. */
export const simplePage = (title: string, body: string) => plainPage(title, body);

/** Needs a session (else to sign-in and back), and a form post must carry the session's CSRF token. */
export const signedIn = (c: Pick<PageDeps, 'readModels' | 'secrets'>) => async (req: Request, res: Response, next: NextFunction) => {
  const s = await currentSession(req, c.readModels, c.secrets);
  if (!s) return res.redirect(303, `/signin?next=${encodeURIComponent(req.originalUrl)}`);
  if (req.method === 'POST' && req.body?.csrf !== s.csrf)
    return res.status(403).type('html').send(simplePage('Forbidden', '<p>This form has expired; reload the page.</p>'));
  res.locals.session = s;
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** A refused command as a page with the reason and the matching status. */
export function failPage(res: Response, error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  res
    .status(statusOf(error))
    .type('html')
    .send(simplePage('That did not work', `<p class="error">${e(error.message)}</p>`));
}
