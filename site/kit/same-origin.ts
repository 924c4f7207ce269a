import type { NextFunction, Request, Response } from 'express';
import { html } from './html.ts';

/** The host an Origin header names, or null when it names none a browser would send (garbage, another scheme). */
function originHost(origin: string): string | null {
  try {
    const u = new URL(origin);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.host : null;
  } catch {
    return null;
  }
}

/**
 * Every form post of the site must come from the site's own pages: browsers send Origin on form
 * posts, so a post whose Origin names another site, or names none — `null`, as a sandboxed frame,
 * a `data:` page or a redirect across sites sends, or garbage — is refused with 403 before any
 * handler runs (as a problem, or a page for a browser that asks for HTML). Only a post without
 * Origin (an old browser, a script) is left to the form's CSRF token, which every form carries;
 * our own pages never send `null` (none has `Referrer-Policy: no-referrer`, which would make them).
 */
export function sameOriginPosts(req: Request, res: Response, next: NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  const origin = req.headers.origin;
  if (origin === undefined) return next();
  if (originHost(origin) === req.headers.host) return next();
  const detail = origin === 'null' ? 'This form was posted from a page that would not say its site.' : 'This form was posted from another site.';
  res.status(403);
  if (req.accepts(['application/problem+json', 'html']) === 'html')
    return res.type('html').send(`<!doctype html>${html`<html lang="en"><title>Forbidden</title><h1>Forbidden</h1><p>${detail}</p></html>`}`);
  res.type('application/problem+json').send(JSON.stringify({ type: '/problems/cross-site-post', title: 'Forbidden', status: 403, detail }));
}
