import type { allReviewsOf, listingForSiteTeam, revenueFigure } from '../../../projections/queries/index.ts';
import { field } from '../../kit/forms.ts';
import { html, type Renderable } from '../../kit/html.ts';
import { money } from '../../kit/money.ts';
import { changesTable, minute } from './console-kit.ts';
import type { Act } from './moderation-views.ts';

type Listing = NonNullable<Awaited<ReturnType<typeof listingForSiteTeam>>>;
type Review = Awaited<ReturnType<typeof allReviewsOf>>[number];
type Version = { version: number; at: string; actor: string; cause: { event: string }; changes: Record<string, { before: unknown; after: unknown }> };

/** What the console shows of one listing: its facts, moderation, revenue, reviews and every version. */
export type ListingPageData = { listing: Listing; versions: Version[]; reviews: Review[]; revenue: Awaited<ReturnType<typeof revenueFigure>> };

const facts = (l: Listing) =>
  html`<dl class="facts"><dt>Status</dt><dd>${l.status}${l.hidden ? html` · hidden: ${l.hidden_reason ?? ''}` : ''}</dd><dt>Plan</dt><dd>${l.plan ?? '—'}</dd><dt>Week</dt><dd>${l.launch_week ?? '—'}</dd>
<dt>Website</dt><dd>${l.url}</dd><dt>Public page</dt><dd><a href="/listings/${l.slug}">/listings/${l.slug}</a></dd><dt>Unlocked</dt><dd>${l.unlocked.join(', ') || '—'}</dd></dl>`;

function moderation(l: Listing, csrf: Renderable, act: Act) {
  const id = l.listing_id;
  const hiding = l.hidden
    ? act(`/admin/listings/${id}/unhide`, 'Show it again')
    : html`<form method="post" action="/admin/listings/${id}/hide">${csrf}${field({ name: 'reason', label: 'Reason to hide it (its owners see this)', required: true, max: 500 })}<button type="submit">Hide from the public</button></form>`;
  const sections = (['story', 'milestones', 'media'] as const).map(
    (s) => html`<label><input type="checkbox" name="sections" value="${s}"${l.unlocked.includes(s) ? html` checked disabled` : ''}> ${s}</label>`,
  );
  return html`<h2>Moderation</h2>
${hiding}
<form method="post" action="/admin/listings/${id}/unlock">${csrf}<fieldset><legend>Unlock paid sections</legend>${sections}</fieldset><button type="submit">Unlock</button></form>`;
}

function revenueSection(id: number, revenue: ListingPageData['revenue'], csrf: Renderable) {
  const latest = revenue
    ? `Latest: ${money(revenue.mrr_cents)} a month in ${revenue.month}, ${revenue.verified ? 'verified' : 'reported by the owner'}.`
    : 'No figure yet.';
  return html`<h2>Revenue</h2><p>${latest} Record what you checked in the company’s payment provider; the revenue board labels it verified.</p>
<form method="post" action="/admin/listings/${id}/revenue">${csrf}${field({ name: 'mrr', label: 'Monthly recurring revenue (US dollars)', required: true })}${field({ name: 'month', label: 'Month (YYYY-MM)', value: revenue?.month ?? '', required: true, max: 7 })}${field({ name: 'evidence', label: 'What you checked (provider, and what it showed)', required: true, max: 500 })}<button type="submit">Record as verified</button></form>`;
}

function reviewsSection(id: number, reviews: Review[], act: Act) {
  const reason = (r: Review) =>
    html`<label for="why-${r.account_id}" class="visually-hidden">Reason</label><input id="why-${r.account_id}" type="text" name="reason" required maxlength="500" placeholder="Reason">`;
  const item = (r: Review) =>
    html`<li>${r.rating}/5 · ${r.text}${
      r.hidden
        ? html` · <strong>hidden</strong>: ${r.hidden_reason ?? ''} ${act(`/admin/listings/${id}/reviews/${r.account_id}/unhide`, 'Show')}`
        : html` ${act(`/admin/listings/${id}/reviews/${r.account_id}/hide`, 'Hide', reason(r))}`
    }</li>`;
  return html`<h2>Community reviews</h2>${reviews.length ? html`<ul>${reviews.map(item)}</ul>` : html`<p>None.</p>`}`;
}

const historySection = (id: number, versions: Version[]) =>
  html`<h2>Version history</h2><p>Every version since it was submitted, newest first: what caused it, who, and each field before and after. The same as <code>GET /admin/v1/listings/${id}/history</code>.</p>
${[...versions]
  .reverse()
  .map(
    (v) =>
      html`<details class="version"${v.version === versions.length ? html` open` : ''}><summary>Version ${v.version} · ${minute(v.at)} UTC · ${v.cause.event} by ${v.actor}</summary>${Object.keys(v.changes).length ? changesTable(v.changes) : html`<p>No field changed.</p>`}</details>`,
  )}`;

export const listingView = (d: ListingPageData, csrf: Renderable, act: Act) =>
  html`${facts(d.listing)}
${moderation(d.listing, csrf, act)}
${revenueSection(d.listing.listing_id, d.revenue, csrf)}
${reviewsSection(d.listing.listing_id, d.reviews, act)}
${historySection(d.listing.listing_id, d.versions)}`;
