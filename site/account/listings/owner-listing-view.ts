import type { Session } from '../../../api/auth/sessions.ts';
import type { myListings } from '../../../projections/queries/index.ts';
import { errorSummary, errorsOf, type FieldErrors } from '../../kit/forms.ts';
import { html } from '../../kit/html.ts';
import type { Refusal } from '../../kit/site-operations.ts';
import { notice } from '../account-shell.ts';
import { mediaSection } from '../listing-media-section.ts';
import { statsSection } from '../listing-stats-section.ts';
import { milestonesSection, storySection, updatesSection } from './content-sections-view.ts';
import { discussionSection, type Interview, interviewSection } from './discussion-interview-view.ts';
import { goingLiveView, type ListedBadge } from './going-live-view.ts';
import { LIST_FIELDS, type Owned, TEXT_FIELDS } from './owner-fields.ts';
import { profileSection } from './profile-view.ts';
import { type RevenueData, revenueSection } from './revenue-view.ts';

/** The notice after a post, by its `?done=` key. */
const DONE: Record<string, string> = {
  submitted: 'Submitted. Choose how it goes live: the free queue or a paid launch.',
  saved: 'Saved.',
  nothing: 'Nothing changed.',
  free: 'Queued for the free launch. Put the badge on your homepage: we check for it and schedule the launch once it is found.',
  checking: 'Checking your homepage for the badge now; this page shows what the check found.',
  scheduled:
    'Your homepage was checked less than a minute ago, and checks you ask for run at most once a minute: the next check is at the time shown below, with no need to ask again. This page then shows what it found.',
  update: 'Update posted; followers hear about it.',
  milestone: 'Milestone added.',
  'milestone-deleted': 'Milestone deleted.',
  story: 'Story saved.',
  interview: 'Interview answers saved.',
  revenue: 'Revenue recorded: the revenue board shows it as reported.',
  image: 'Image added: it is being read and checked, and shows here once kept.',
  'image-deleted': 'Image removed.',
  discussion: 'Saved: your feeds follow the choice.',
};

const STATUS: Record<string, string> = {
  draft: 'Submitted, not published: choose how it goes live',
  awaiting_badge: 'Waiting for the badge on your homepage',
  scheduled: 'Scheduled',
  live: 'Live',
};

/** The inputs of every form on the page, which the error summary links to. */
const INPUTS = [
  ...TEXT_FIELDS.map(([n]) => `fields.${n}`),
  ...LIST_FIELDS.map(([n]) => `fields.${n}`),
  'fields.founded_year',
  'mrr',
  'month',
  'url',
  'caption',
];

/** A founder's listings, each with its state, plan, launch week and votes. */
export const myListingsView = (items: Awaited<ReturnType<typeof myListings>>['items']) =>
  items.length
    ? html`<div class="table-wrap"><table><thead><tr><th scope="col">Listing</th><th scope="col">Status</th><th scope="col">Plan</th><th scope="col">Launch week</th><th scope="col">Votes</th></tr></thead><tbody>${items.map(
        (l) =>
          html`<tr><td><a href="/account/listings/${l.listing_id}">${l.name}</a></td><td>${STATUS[l.status] ?? l.status}${l.hidden ? ' (hidden by the site team)' : ''}</td><td>${l.plan ?? '—'}</td><td>${l.launch_week ?? '—'}</td><td>${l.counts.votes}</td></tr>`,
      )}</tbody></table></div>`
    : html`<p>No listings yet. <a href="/account/drafts">Submit your product</a>: we draft the listing from your site.</p>`;

const summary = (l: Owned) =>
  html`<dl class="owner-summary"><div><dt>Status</dt><dd>${STATUS[l.status] ?? l.status}${l.hidden ? html` — hidden by the site team${l.hidden_reason ? html`: ${l.hidden_reason}` : ''}` : ''}</dd></div>
<div><dt>Plan</dt><dd>${l.plan ?? 'not chosen'}</dd></div><div><dt>Launch week</dt><dd>${l.launch_week ?? '—'}</dd></div>
<div><dt>Public page</dt><dd>${l.public_status ? html`<a href="/listings/${l.slug}">/listings/${l.slug}</a>` : 'not published yet'}</dd></div>
<div><dt>Votes · views · followers</dt><dd>${l.counts.votes} · ${l.counts.views} · ${l.counts.followers}</dd></div></dl>`;

const contents = (l: Owned) => {
  const sections: [string, string][] = [
    ['launch', l.status === 'live' ? 'Launch' : 'Going live'],
    ['stats', 'Stats'],
    ['profile', 'Profile'],
    ['media', 'Media'],
    ['story', 'Story'],
    ['milestones', 'Milestones'],
    ['updates', 'Updates'],
    ['revenue', 'Revenue'],
    ['discussion', 'Discussion'],
    ['interview', 'Interview'],
  ];
  return html`<nav class="toc" aria-label="On this page"><ul>${sections.map(([id, label]) => html`<li><a href="#${id}">${label}</a></li>`)}</ul></nav>`;
};

/** Everything the owner's page of one listing shows, read before it is drawn. */
export type OwnerListingData = {
  listing: Owned;
  badge: ListedBadge | null;
  sisters: string[];
  interview: Interview;
  revenue: RevenueData;
  commentsInFeeds: boolean;
};

/**
 * The owner's page of one listing: the notice after a post, the refusal of one (its problems marked on
 * the form that was sent: several forms share field names such as title and date), the summary, and
 * a section per thing the owner does.
 */
export function ownerListingView(s: Session, d: OwnerListingData, after: { done?: unknown; refusal?: Refusal; form?: string }) {
  const l = d.listing;
  const errors = errorsOf(after.refusal);
  const of = (form: string): FieldErrors => (after.form === form ? errors : new Map());
  return html`${notice(DONE, after.done)}${errorSummary(after.refusal, INPUTS)}
${summary(l)}
<div class="owner-layout">${contents(l)}
<div class="owner-sections">
<section class="panel" id="launch" aria-labelledby="live-h"><h2 id="live-h">${l.status === 'live' ? 'Launch' : 'Going live'}</h2>${goingLiveView(s, l, d.badge, of('create_checkout'))}</section>
${statsSection(l.stats)}
${profileSection(s, l, of('update_my_listing'), d.sisters)}
${mediaSection(s, l, of('add_gallery_image'))}
${storySection(s, l, of('set_founder_story'))}
${milestonesSection(s, l, of('add_milestone'))}
${updatesSection(s, l, of('post_listing_update'))}
${revenueSection(s, l.listing_id, d.revenue, of('report_revenue'))}
${discussionSection(s, l, d.commentsInFeeds)}
${interviewSection(s, l, d.interview, of('answer_interview'))}</div></div>`;
}
