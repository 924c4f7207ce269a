import type { Request, Response } from 'express';
import type { Session } from '../../api/auth/sessions.ts';
import { html, type Renderable } from '../kit/html.ts';
import type { PageRenderer } from '../kit/render.ts';

const AREAS: [string, string][] = [
  ['/account', 'Overview'],
  ['/account/drafts', 'Submit & drafts'],
  ['/account/listings', 'My listings'],
  ['/account/claims', 'Claims'],
  ['/account/orders', 'Orders'],
  ['/account/api-keys', 'API keys'],
  ['/account/connected-apps', 'Connected apps'],
];

/** The account area's own navigation, the current area marked. */
export const accountNav = (current: string) =>
  html`<nav aria-label="Your account" class="subnav"><ul>${AREAS.map(
    ([href, label]) => html`<li><a href="${href}"${href === current ? html` aria-current="page"` : ''}>${label}</a></li>`,
  )}</ul></nav>`;

/** Sends an account page: never indexed, never cached, in the site's look with the account navigation. */
export function accountPage(
  render: PageRenderer,
  req: Request,
  res: Response,
  o: { session: Session; area: string; title: string; status?: number; refreshSeconds?: number },
  body: Renderable,
) {
  return render.send(
    req,
    res,
    { title: o.title, noindex: true, session: o.session, section: 'account', status: o.status, refreshSeconds: o.refreshSeconds },
    html`${accountNav(o.area)}<h1>${o.title}</h1>${body}`,
  );
}

/**
 * The sentence for the top of the page after a post, chosen by the `?done=` key from the page's
 * own table (so a link cannot put words on our page), announced politely.
 */
export function notice(table: Record<string, string>, key: unknown) {
  const text = typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : null;
  return text ? html`<p role="status" class="notice">${text}</p>` : '';
}
