import express, { type Request, type Response } from 'express';
import type { Session } from '../../api/auth/sessions.ts';
import { checkoutPath, checkoutToken } from '../../domain/order/checkout-link.ts';
import { myOrders } from '../../projections/queries/index.ts';
import { siteFormBody } from '../kit/form-body.ts';
import { actionButton, csrfField, errorSummary, errorsOf, field } from '../kit/forms.ts';
import { html } from '../kit/html.ts';
import { signedIn } from '../kit/member-pages.ts';
import { money } from '../kit/money.ts';
import type { PageDeps } from '../kit/page-deps.ts';
import type { PageRenderer } from '../kit/render.ts';
import { type Refusal, refusalOf, type SiteOperations } from '../kit/site-operations.ts';
import { accountPage, notice } from './account-shell.ts';

const METHODS: [string, string][] = [
  ['dns', 'A DNS TXT record on the domain'],
  ['meta', 'A meta tag on the homepage'],
  ['file', 'A file on the website'],
  ['email', 'A link mailed to an address at the domain'],
];

const DONE: Record<string, string> = {
  started: 'Claim started. Publish what it asks for, then verify.',
  verified: 'Verified: you now co-own the listing.',
  checked: 'Checked: not found yet. See what the check found below.',
};

/**
 * Claims (prove a listing is yours: what to publish and where, and a button that checks now)
 * and orders with their receipts, on the site.
 */
export function claimAndOrderPages(c: PageDeps & { render: PageRenderer; ops: SiteOperations }) {
  const router = express.Router();
  router.use(['/account/claims', '/account/orders'], siteFormBody(c.render)('20kb'), signedIn(c));
  const session = (res: Response): Session => res.locals.session;

  const claimsPage = async (req: Request, res: Response, refusal?: Refusal, sent: Record<string, string> = {}) => {
    const s = session(res);
    const claims = (await c.ops.list_my_claims(req, s, { query: { per_page: '100' } })).items;
    const errors = errorsOf(refusal);
    return accountPage(
      c.render,
      req,
      res,
      { session: s, area: '/account/claims', title: 'Claims', status: refusal?.status },
      html`${notice(DONE, req.query.done)}
<p>Is your product listed here already? Claim it: prove the website is yours and you co-own the listing, with the Verified badge.</p>
${errorSummary(refusal, ['slug', 'method', 'email'])}
<form method="post" action="/account/claims">${csrfField(s)}
${field({ name: 'slug', label: 'The listing’s address on this site (the part after /listings/)', value: sent.slug ?? String(req.query.slug ?? ''), required: true, max: 220, errors })}
<fieldset><legend>How you prove it</legend>${METHODS.map(
        ([value, label], i) =>
          html`<label><input type="radio" name="method" value="${value}"${(sent.method ?? 'dns') === value || (!sent.method && i === 0) ? html` checked` : ''}> ${label}</label>`,
      )}</fieldset>
${field({ name: 'email', label: 'Address at the company’s domain (for the emailed link)', type: 'email', value: sent.email ?? '', max: 254, errors })}
<button type="submit">Start the claim</button></form>
<h2>Your claims</h2>
${
  claims.length
    ? claims.map(
        (
          k,
        ) => html`<article class="card claim" aria-labelledby="claim-${k.claim_id}"><h3 id="claim-${k.claim_id}">${k.slug} <span class="state">${k.status}</span></h3>
<p>${k.next_step}</p>
${'tag' in k.record ? html`<div class="field"><label for="claim-${k.claim_id}-tag">Meta tag to copy</label><input id="claim-${k.claim_id}-tag" readonly value="${k.record.tag}"></div>` : ''}
${'value' in k.record ? html`<p>TXT record name <code>${k.record.name}</code>, value <code>${k.record.value}</code></p>` : ''}
${'content' in k.record ? html`<p>File <code>${k.record.url}</code> containing <code>${k.record.content}</code></p>` : ''}
<p>Expires ${k.expires_at.slice(0, 10)}.${k.checked_at ? html` Last checked ${k.checked_at.slice(0, 16).replace('T', ' ')} UTC.` : ''}</p>
${k.status === 'pending' && k.method !== 'email' ? actionButton(s, `/account/claims/${k.claim_id}/verify`, 'Check now') : ''}
${k.status === 'verified' ? html`<p><a href="/account/listings/${k.listing_id}">Manage the listing</a></p>` : ''}</article>`,
      )
    : html`<p>No claims yet.</p>`
}`,
    );
  };

  router.get('/account/claims', (req, res) => claimsPage(req, res));
  router.post('/account/claims', async (req, res) => {
    const sent = { slug: String(req.body.slug ?? '').trim(), method: String(req.body.method ?? ''), email: String(req.body.email ?? '').trim() };
    const body = { slug: sent.slug, method: sent.method, ...(sent.method === 'email' || sent.email ? { email: sent.email } : {}) };
    try {
      await c.ops.claim_listing(req, session(res), { body });
    } catch (error) {
      return claimsPage(req, res, refusalOf(error), sent);
    }
    res.redirect(303, '/account/claims?done=started');
  });
  router.post('/account/claims/:id/verify', async (req, res) => {
    try {
      const claim = await c.ops.verify_claim(req, session(res), { path: { claim_id: String(req.params.id) } });
      res.redirect(303, `/account/claims?done=${claim.status === 'verified' ? 'verified' : 'checked'}`);
    } catch (error) {
      return claimsPage(req, res, refusalOf(error));
    }
  });

  router.get('/account/orders', async (req, res) => {
    const s = session(res);
    const orders = await myOrders(c.readModels, s.account.id, { page: 1, perPage: 100 });
    return accountPage(
      c.render,
      req,
      res,
      { session: s, area: '/account/orders', title: 'Orders' },
      orders.items.length
        ? html`<div class="table-wrap"><table><thead><tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Items</th><th scope="col">Total</th><th scope="col">Status</th><th scope="col"></th></tr></thead><tbody>${orders.items.map(
            (o) =>
              html`<tr><td>${o.number}</td><td>${o.created_at.slice(0, 10)}</td><td>${o.lines.map((l) => l.description).join('; ')}</td><td>${money(o.totals.totalCents)}</td><td>${o.status}</td><td>${
                o.status === 'pending'
                  ? html`<a href="${checkoutPath(o.number, checkoutToken(c.secrets, o.number))}">Pay</a>`
                  : ['paid', 'fulfilled', 'refunded'].includes(o.status)
                    ? html`<a href="${checkoutPath(o.number, checkoutToken(c.secrets, o.number), '/receipt')}">Receipt</a>`
                    : ''
              }</td></tr>`,
          )}</tbody></table></div>`
        : html`<p>No orders yet. A paid launch is bought from <a href="/account/listings">one of your listings</a>.</p>`,
    );
  });
  return router;
}
