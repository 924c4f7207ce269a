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
 * posts, so a post whose Origin names another site, or names nothing readable, is refused with
 * 403 before any handler runs (as a problem, or a page for a browser that asks for HTML). A post
 * without Origin, or with `null`, is left to the form's CSRF token, which every form carries.
 */
export function sameOriginPosts(req: Request, res: Response, next: NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  const origin = req.headers.origin;
  // `null` is what a page with `Referrer-Policy: no-referrer` (the checkout) sends: the form's CSRF token decides.
  if (origin === undefined || origin === 'null') return next();
  if (originHost(origin) === req.headers.host) return next();
  const detail = 'This form was posted from another site.';
  res.status(403);
  if (req.accepts(['application/problem+json', 'html']) === 'html')
    return res.type('html').send(`<!doctype html>${html`<html lang="en"><title>Forbidden</title><h1>Forbidden</h1><p>${detail}</p></html>`}`);
  res.type('application/problem+json').send(JSON.stringify({ type: '/problems/cross-site-post', title: 'Forbidden', status: 403, detail }));
}
