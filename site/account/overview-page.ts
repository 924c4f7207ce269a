import express, { type Response } from 'express';
import type { Session } from '../../api/auth/sessions.ts';
import { myClaims, myDrafts, myListings, myOrders } from '../../projections/queries/index.ts';
import { actionButton } from '../kit/forms.ts';
import { html } from '../kit/html.ts';
import { signedIn } from '../kit/member-pages.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import type { PageRenderer } from '../kit/render.ts';
import { accountPage, notice } from './account-shell.ts';

/** Where a signed-in person lands: what they have on the site and what to do next. */
export function overviewPage(c: PageDeps & { render: PageRenderer }) {
  const router = express.Router();
  router.get('/account', signedIn(c), async (req, res: Response) => {
    const s: Session = res.locals.session;
    const one = { page: 1, perPage: 5 };
    const [drafts, listings, claims, orders] = await Promise.all([
      myDrafts(c.readModels, s.account.id, one),
      myListings(c.readModels, s.account.id, one),
      myClaims(c.readModels, s.account.id, one, c.clock.now()),
      myOrders(c.readModels, s.account.id, one),
    ]);
    const confirm = s.account.email_confirmed
      ? ''
      : html`<div class="notice"><p>Confirm your address from the link we mailed to ${s.account.email}: then you can vote and review.</p>${actionButton(s, '/account/confirm-email', 'Send the link again')}</div>`;
    return accountPage(
      c.render,
      req,
      res,
      { session: s, area: '/account', title: `Hello${s.account.name ? `, ${s.account.name}` : ''}` },
      html`${notice({ sent: 'We sent a new link.' }, req.query.confirmation)}${confirm}
<p><a class="button" href="/account/drafts">Submit a product</a></p>
<ul class="tiles">
<li><a href="/account/drafts"><strong>${drafts.total}</strong> drafts</a></li>
<li><a href="/account/listings"><strong>${listings.total}</strong> listings</a></li>
<li><a href="/account/claims"><strong>${claims.total}</strong> claims</a></li>
<li><a href="/account/orders"><strong>${orders.total}</strong> orders</a></li></ul>
${
  listings.items.length
    ? html`<h2>Latest listings</h2><ul>${listings.items.map((l) => html`<li><a href="/account/listings/${l.listing_id}">${l.name}</a>: ${l.status.replace('_', ' ')}</li>`)}</ul>`
    : ''
}
<h2>For developers</h2><p><a href="/account/api-keys">API keys</a> for scripts, and <a href="/account/connected-apps">apps you connected</a> with OAuth (AI assistants, MCP clients).</p>`,
    );
  });
  return router;
}
