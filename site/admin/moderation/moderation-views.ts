import type { allClaims, allListings, allOrders, editsFeed, flaggedListings } from '../../../projections/queries/index.ts';
import { html, type Renderable } from '../../kit/html.ts';
import { changesTable, consolePager, minute } from './console-kit.ts';

/**
 * The console's lists as views: the overview, the edits to review, listings, claims and orders. `action(path,
 * label)` makes a member's one-button form (their token inside).
 */
export type Act = (path: string, label: string, extra?: Renderable) => Renderable;

type Edits = Awaited<ReturnType<typeof editsFeed>>;
type Counts = { edits: Edits; listings: number; flagged: number; toFulfil: number };

export const overviewView = (counts: Counts, act: Act) =>
  html`<ul class="tiles"><li><a href="/admin/edits"><strong>${counts.edits.total}</strong> edits</a></li><li><a href="/admin/listings"><strong>${counts.listings}</strong> listings</a></li>
<li><a href="/admin/listings?flagged=1"><strong>${counts.flagged}</strong> missing badges</a></li><li><a href="/admin/orders?status=paid"><strong>${counts.toFulfil}</strong> orders to fulfil</a></li></ul>
<h2>Latest edits</h2><ul>${counts.edits.items.map((e) => html`<li>${minute(e.at)} · ${e.listing.name ?? e.listing.listing_id} · ${e.source} · ${Object.keys(e.changes).join(', ')}</li>`)}</ul>
${act('/admin/signout', 'Leave the console')}`;

const editCard = (e: Edits['items'][number], act: Act) =>
  html`<article class="card" aria-labelledby="edit-${e.edit_id}"><h2 id="edit-${e.edit_id}"><a href="/admin/listings/${e.listing.listing_id}">${e.listing.name ?? `Listing ${e.listing.listing_id}`}</a> <span class="state">${e.source}</span></h2>
<p>${minute(e.at)} UTC by ${e.actor}${e.reverts ? ' (a revert)' : ''}${e.reverted_by ? ' · reverted since' : ''}</p>${changesTable(e.changes)}
${e.reverted_by || e.reverts ? '' : act(`/admin/edits/${e.edit_id}/revert`, 'Revert this edit')}</article>`;

export const editsView = (feed: Edits, page: number, act: Act) =>
  html`<p>Every change to a listing, newest first, with what it was before. Reverting is an edit of its own, kept in the history.</p>
${feed.items.map((e) => editCard(e, act))}${consolePager('/admin/edits', page, feed.total_pages)}`;

export const LISTING_STATES = ['draft', 'awaiting_badge', 'scheduled', 'live'] as const;
type Listings = Awaited<ReturnType<typeof allListings>> | Awaited<ReturnType<typeof flaggedListings>>;

export function listingsView(list: Listings, filter: { flagged: boolean; status?: string }, page: number) {
  const base = filter.flagged ? '/admin/listings?flagged=1' : filter.status ? `/admin/listings?status=${filter.status}` : '/admin/listings';
  const row = (l: Listings['items'][number]) =>
    html`<tr><td>${l.listing_id}</td><td><a href="/admin/listings/${l.listing_id}">${l.name}</a></td><td>${l.url}</td><td>${'status' in l ? l.status : `badge missed ${l.misses} times`}${l.hidden ? ' · hidden' : ''}</td></tr>`;
  return html`<p>Show: <a href="/admin/listings">all</a> · ${LISTING_STATES.map((s) => html`<a href="/admin/listings?status=${s}">${s.replace('_', ' ')}</a> · `)}<a href="/admin/listings?flagged=1">missing badge</a></p>
<div class="table-wrap"><table><thead><tr><th scope="col">#</th><th scope="col">Listing</th><th scope="col">Website</th><th scope="col">State</th></tr></thead><tbody>${list.items.map(row)}</tbody></table></div>${consolePager(base, page, list.total_pages)}`;
}

type Claims = Awaited<ReturnType<typeof allClaims>>;

export function claimsView(claims: Claims, page: number, now: Date) {
  const state = (k: Claims['items'][number]) => (k.status === 'pending' && Date.parse(k.expires_at) < now.getTime() ? 'expired' : k.status);
  return html`<div class="table-wrap"><table><thead><tr><th scope="col">#</th><th scope="col">Listing</th><th scope="col">Method</th><th scope="col">Status</th><th scope="col">Started</th><th scope="col">Last check</th></tr></thead><tbody>${claims.items.map(
    (k) =>
      html`<tr><td>${k.claim_id}</td><td><a href="/admin/listings/${k.listing_id}">${k.slug}</a></td><td>${k.method}</td><td>${state(k)}</td><td>${k.created_at.slice(0, 10)}</td><td>${k.checks.at(-1)?.detail ?? '—'}</td></tr>`,
  )}</tbody></table></div>${consolePager('/admin/claims', page, claims.total_pages)}`;
}

export const ORDER_STATES = ['pending', 'paid', 'fulfilled', 'failed', 'expired', 'refunded'] as const;
type Orders = Awaited<ReturnType<typeof allOrders>>;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function ordersView(orders: Orders, status: string | undefined, page: number) {
  const row = (o: Orders['items'][number]) =>
    html`<tr><td>${o.number}</td><td>${o.created_at.slice(0, 10)}</td><td>${o.billing?.name ?? o.account_id}</td><td>${o.lines.map((l) => html`${l.description}${l.fulfilled ? ' ✓' : ''}<br>`)}</td><td class="n">${dollars(o.totals.totalCents)}</td><td>${o.status}${o.refunded_cents ? html` (refunded ${dollars(o.refunded_cents)})` : ''}</td></tr>`;
  return html`<div class="table-wrap"><table><thead><tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Buyer</th><th scope="col">Lines</th><th scope="col" class="n">Total</th><th scope="col">Status</th></tr></thead><tbody>${orders.items.map(row)}</tbody></table></div>${consolePager(status ? `/admin/orders?status=${status}` : '/admin/orders', page, orders.total_pages)}`;
}
