import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Caller } from '../../api/actions/index.ts';
import { csrfMatches, currentSession, readCookie, type Session } from '../../api/auth/sessions.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { Secrets } from '../../domain/ports/secrets.ts';
import type { ReadModels } from '../../projections/index.ts';
import { siteFormBody } from '../kit/form-body.ts';
import { field } from '../kit/forms.ts';
import { html, type Renderable } from '../kit/html.ts';
import { EXPIRED_FORM, preSessionForms } from '../kit/pre-session-forms.ts';
import type { PageRenderer } from '../kit/render.ts';

const ADMIN_COOKIE = 'ld_admin';

/** Who is at the console: an account with the admin role, or whoever holds ADMIN_TOKEN. */
export type SiteTeamMember = { actor: string; label: string; csrf: string; session: Session | null };

const digest = (s: string) => createHash('sha256').update(s).digest('base64url');

const AREAS: [string, string][] = [
  ['/admin', 'Console'],
  ['/admin/edits', 'Edits to review'],
  ['/admin/listings', 'Listings'],
  ['/admin/comments', 'Comments'],
  ['/admin/claims', 'Claims'],
  ['/admin/orders', 'Orders'],
  ['/admin/settings', 'Site settings'],
  ['/admin/categories', 'Categories'],
  ['/admin/products', 'Products'],
  ['/admin/interview', 'Interview'],
  ['/admin/blog', 'Blog'],
];

/** The console's own navigation, the current area marked. */
export const consoleNav = (current: string) =>
  html`<nav aria-label="Site team console" class="subnav"><ul>${AREAS.map(
    ([href, label]) => html`<li><a href="${href}"${href === current ? html` aria-current="page"` : ''}>${label}</a></li>`,
  )}</ul></nav>`;

/** The site team member as the actions see them: the team, acting as their account or as `admin`. */
export const teamCaller = (req: Request, m: SiteTeamMember): Caller => ({
  actor: m.actor,
  accountId: m.session?.account.id ?? null,
  emailConfirmed: m.session?.account.email_confirmed === true,
  siteTeam: true,
  address: req.ip ?? '',
  correlationId: req.correlationId,
});

export const teamCsrf = (m: SiteTeamMember) => html`<input type="hidden" name="csrf" value="${m.csrf}">`;

/** A one-button form of the console. */
export const teamAction = (m: SiteTeamMember, action: string, label: string, extra: Renderable = '') =>
  html`<form method="post" action="${action}" class="inline">${teamCsrf(m)}${extra}<button type="submit">${label}</button></form>`;

export type ConsoleDeps = { readModels: ReadModels; secrets: Secrets; clock: Clock; adminToken: string | null; render: PageRenderer; secure: boolean };

/** Sends a console page: never indexed or cached, in the site's look with the console's navigation. */
export function consolePage(
  c: ConsoleDeps,
  req: Request,
  res: Response,
  o: { member: SiteTeamMember; area: string; title: string; status?: number },
  body: Renderable,
) {
  res.setHeader('Cache-Control', 'no-store');
  return c.render.send(
    req,
    res,
    { title: o.title, noindex: true, session: o.member.session, status: o.status },
    html`${consoleNav(o.area)}<h1>${o.title}</h1><p class="hint">Signed in to the console as ${o.member.label}.</p>${body}`,
  );
}

/**
 * The door to the console: the site team signs in with an account that has the admin role, or
 * with ADMIN_TOKEN on the console's sign-in page (kept as a cookie for the console only). Every
 * console form carries a CSRF token tied to that sign-in; anyone else is sent to sign in.
 */
export function siteTeamDoor(c: ConsoleDeps) {
  const router = express.Router();
  const tokenCookie = c.adminToken ? digest(`console:${c.adminToken}`) : null;
  router.use('/admin', siteFormBody(c.render)('300kb'));

  const preSession = preSessionForms({ secrets: c.secrets, secure: c.secure });

  const memberOf = async (req: Request): Promise<SiteTeamMember | null> => {
    const s = await currentSession(req, c.readModels, c.secrets);
    if (s?.account.role === 'admin') return { actor: s.account.id, label: s.account.email, csrf: s.csrf, session: s };
    const cookie = readCookie(req, ADMIN_COOKIE);
    if (tokenCookie && cookie && cookie.length === tokenCookie.length && timingSafeEqual(Buffer.from(cookie), Buffer.from(tokenCookie)))
      return { actor: 'admin', label: 'the admin token', csrf: digest(`console-csrf:${cookie}`), session: s };
    return null;
  };

  const signInPage = (req: Request, res: Response, status = 200, error = '') =>
    c.render.send(
      req,
      res,
      { title: 'Site team sign-in', noindex: true, status },
      html`<h1>Site team sign-in</h1>
${error ? html`<p class="error" role="alert">${error}</p>` : ''}
<p>Sign in with <a href="/signin?next=/admin">an account of the site team</a>, or with the admin token:</p>
${
  c.adminToken
    ? html`<form method="post" action="/admin/token">${preSession.field(req, res)}${field({ name: 'token', label: 'Admin token', type: 'password', required: true, max: 500 })}<button type="submit">Open the console</button></form>`
    : html`<p>The admin token is not set on this server (ADMIN_TOKEN).</p>`
}`,
    );

  router.post('/admin/token', (req, res) => {
    if (!preSession.holds(req)) return signInPage(req, res, 403, EXPIRED_FORM.message);
    const given = typeof req.body.token === 'string' ? req.body.token : '';
    if (!tokenCookie || !c.adminToken || digest(given) !== digest(c.adminToken)) return signInPage(req, res, 401, 'That token is not the admin token.');
    res.cookie(ADMIN_COOKIE, tokenCookie, { httpOnly: true, sameSite: 'strict', secure: c.secure, path: '/admin', maxAge: 12 * 3_600_000 });
    res.redirect(303, '/admin');
  });

  // Everything else under /admin (but the admin API, which takes the bearer token) is the site team's.
  router.use('/admin', async (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/v1/') || req.path === '/v1') return next();
    const member = await memberOf(req);
    if (!member) return signInPage(req, res, 401);
    if (req.method === 'POST' && !csrfMatches(req.body, member.csrf))
      return c.render.send(
        req,
        res,
        { title: 'Forbidden', noindex: true, status: 403 },
        html`<h1>Forbidden</h1><p>This form has expired; reload the page.</p>`,
      );
    res.locals.member = member;
    next();
  });
  router.post('/admin/signout', (_req, res) => {
    res.clearCookie(ADMIN_COOKIE, { httpOnly: true, sameSite: 'strict', secure: c.secure, path: '/admin' });
    res.redirect(303, '/');
  });
  return router;
}

export const memberOf = (res: Response): SiteTeamMember => res.locals.member;
