import type { Request, Response } from 'express';
import { readCookie } from '../../api/auth/sessions.ts';
import { sameSecret } from '../../api/orders/checkout-token-check.ts';
import type { Secrets } from '../../domain/ports/secrets.ts';
import { html, type SafeHtml } from './html.ts';

const COOKIE_VALUE = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The CSRF token of the forms a person posts before there is a session to tie one to: sign-up,
 * sign-in and the forgotten password. Without it another site can sign a visitor in to the
 * attacker's own account (login CSRF): what the visitor then types — a draft, an API key, billing
 * details — lands in the attacker's account. An Origin check alone does not stop that: a sandboxed
 * frame posts with `Origin: null`, and some clients send no Origin at all.
 *
 * The design is a pre-session cookie, stateless on our side: serving the form sets a random
 * cookie (httpOnly, SameSite=Strict) and the form carries an HMAC of it under the server's key; a
 * post is taken only when its token is the HMAC of the cookie it came with. A cross-site post
 * carries no Strict cookie and cannot read the token off our page; a pair the attacker fetched
 * for themselves is of no use, as their cookie cannot be put in the visitor's browser (the
 * `__Host-` prefix on TLS keeps a sibling subdomain from planting one; the HMAC keeps a planted
 * cookie from coming with a token anyone but us can make). Nothing is stored per visitor, so
 * reading the sign-in page writes nothing, and every tab of one browser shares the cookie.
 */
export function preSessionForms(c: { secrets: Pick<Secrets, 'token' | 'derivedToken' | 'digest'>; secure: boolean }) {
  const secure = c.secure;
  const name = secure ? '__Host-ld_form' : 'ld_form';
  const tokenOf = (cookie: string) => c.secrets.derivedToken('pre-session-form', cookie);
  const cookieOf = (req: Request) => {
    const value = readCookie(req, name);
    return value && COOKIE_VALUE.test(value) ? value : null;
  };
  return {
    /** The hidden field of a form served to this browser, setting its pre-session cookie when it has none. */
    field(req: Request, res: Response): SafeHtml {
      let cookie = cookieOf(req);
      if (!cookie) {
        cookie = c.secrets.token();
        // A browser-session cookie: it lives as long as the tab's form may still be sent.
        res.cookie(name, cookie, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
      }
      return html`<input type="hidden" name="csrf" value="${tokenOf(cookie)}">`;
    },
    /** Whether a post carries the token of the pre-session cookie it came with. */
    holds(req: Request): boolean {
      const cookie = cookieOf(req);
      const given = (req.body as Record<string, unknown> | undefined)?.csrf;
      return cookie !== null && typeof given === 'string' && sameSecret(c.secrets, given, tokenOf(cookie));
    },
  };
}

export type PreSessionForms = ReturnType<typeof preSessionForms>;

/** What a form says when its token is missing or not its cookie's: send it again (the page gives a fresh one). */
export const EXPIRED_FORM = {
  status: 403,
  message: 'This form had expired or was not sent from this site: please send it again.',
  issues: [{ field: 'csrf', message: 'is missing, or is not the token of this browser’s form cookie' }],
};
