import type { Request, Response } from 'express';
import { html } from './kit/html.ts';
import type { PageRenderer } from './kit/render.ts';

/** The 404 of the site, in its look, with a way on. */
export function notFoundPage(pages: PageRenderer, req: Request, res: Response, message = 'There is no page at this address.') {
  return pages.send(
    req,
    res,
    { title: 'Page not found', noindex: true, status: 404 },
    html`<div class="narrow"><h1>Page not found</h1><div class="panel"><p>${message}</p><form role="search" action="/search" method="get"><label for="nf-search">Search the directory</label><div class="inline-form"><input id="nf-search" type="search" name="q"><button>Search</button></div></form><p><a href="/">Back to the home page</a></p></div></div>`,
  );
}

/** Browsers ask for HTML; API clients, curl and fetch ask for JSON or anything. */
export const wantsHtml = (req: Request) => req.accepts(['json', 'html']) === 'html';
