import type { Session } from '../../../api/auth/sessions.ts';
import type { listedBadge } from '../../../api/badges/listing-badges.ts';
import { BADGE_POLICY } from '../../../domain/listing/badge.ts';
import { actionButton, type FieldErrors, field, postForm } from '../../kit/forms.ts';
import { html, type Renderable } from '../../kit/html.ts';
import type { Owned } from './owner-fields.ts';

/** The "Listed on" badge a free listing puts on its homepage, when it has chosen the free launch. */
export type ListedBadge = ReturnType<typeof listedBadge>;

/** A time as the owner's page shows it: to the minute, UTC. */
export const when = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '');

const checksTable = (l: Owned) =>
  l.badge.checks.length
    ? html`<h3>Badge checks</h3><div class="table-wrap"><table><thead><tr><th scope="col">When</th><th scope="col">Found</th><th scope="col">Detail</th></tr></thead><tbody>${[
        ...l.badge.checks,
      ]
        .reverse()
        .map((k) => html`<tr><td>${when(k.at)}</td><td>${k.found ? 'yes' : 'no'}</td><td>${k.detail}</td></tr>`)}</tbody></table></div>`
    : '';

const freePlan = (s: Session, l: Owned) =>
  html`<div class="plan"><h3>Free</h3><p>Your listing joins the free queue: the first launch week with room, some weeks ahead. It goes live that Monday if the “Listed on” badge links to it from your homepage. ${BADGE_POLICY.summary}</p>
${actionButton(s, `/account/listings/${l.listing_id}/free`, l.plan === 'free' ? 'Check my homepage for the badge now' : 'Choose the free launch')}</div>`;

const paidPlan = (s: Session, l: Owned, checkoutErrors: FieldErrors) =>
  html`<div class="plan"><h3>Paid launch</h3><p>Live at once, or in the week you choose; the story, milestones and media sections are unlocked.</p>
${postForm(s, `/account/listings/${l.listing_id}/launch`, field({ name: 'items[0].week', label: 'Launch week (leave empty to go live at once)', type: 'date', hint: 'Any day of the week: it is snapped to its Monday.', errors: checkoutErrors }), 'Continue to checkout')}</div>`;

const awaitingBadge = (s: Session, l: Owned, badge: ListedBadge) =>
  html`<p>Booked for the free week of <strong>${l.launch_week}</strong>. Put this badge on your homepage (${l.url}): a visible, followed link to your listing. It must be found before Monday ${l.launch_week} 00:00 UTC.</p>
<div class="field"><label for="badge-snippet">Badge snippet to copy</label><textarea id="badge-snippet" readonly rows="4">${badge.embed_html}</textarea></div>
<p>Preview: <img src="${badge.svg_url}" alt="The Listed on badge"></p>
<p>${l.badge.next_check_at ? `Next check: ${when(l.badge.next_check_at)}.` : 'The first check runs within a minute.'} Once the badge is up, this button has your homepage checked at once (within a minute of the last check, a minute after it).</p>
${actionButton(s, `/account/listings/${l.listing_id}/free`, 'Check my homepage for the badge now')}`;

/**
 * How the listing goes live, by its state: live since when; scheduled for which week; waiting for
 * its badge (the snippet, the checks made, the paid launch still open); or the two plans to choose from.
 */
export function goingLiveView(s: Session, l: Owned, badge: ListedBadge | null, checkoutErrors: FieldErrors): Renderable {
  if (l.status === 'live')
    return html`<p>Live since ${l.launched_at?.slice(0, 10) ?? l.launch_week}. <a href="/listings/${l.slug}">See it on the site</a>.</p>`;
  const checks = checksTable(l);
  const paid = paidPlan(s, l, checkoutErrors);
  if (l.status === 'scheduled')
    return html`<p>Scheduled for the week of ${l.launch_week}: it goes live on Monday ${l.launch_week} 00:00 UTC.${l.plan === 'free' ? ' Keep the badge on your homepage: it is checked weekly after launch.' : ''}</p>${checks}`;
  if (l.status === 'awaiting_badge' && badge) return html`${awaitingBadge(s, l, badge)}${checks}${paid}`;
  return html`${l.badge.missed_week ? html`<p class="error">The free week of ${l.badge.missed_week} began before the badge was found; choose again.</p>` : ''}<div class="plans">${freePlan(s, l)}${paid}</div>${checks}`;
}
