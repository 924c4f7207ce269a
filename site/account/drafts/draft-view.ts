import type { Session } from '../../../api/auth/sessions.ts';
import { DRAFT_FIELDS } from '../../../domain/draft/fields.ts';
import type { DraftView, myDrafts } from '../../../projections/queries/index.ts';
import { actionButton, csrfField, errorSummary, errorsOf, field, postForm } from '../../kit/forms.ts';
import { html, type Renderable, safeUrl } from '../../kit/html.ts';
import type { Refusal } from '../../kit/site-operations.ts';
import { notice } from '../account-shell.ts';
import { fieldBlock, where } from './draft-field-view.ts';

/** The sentences a post may leave at the top of the page, by key: the address bar never carries text to show. */
const DONE: Record<string, string> = {
  saved: 'Saved.',
  nothing: 'Nothing changed.',
  redraft: 'Redrafting the field from your site; this page refreshes until it is back.',
  restored: "Restored the site's value.",
  invited: 'Invite sent.',
  'already-invited': 'That address was already invited.',
  category: 'Category set.',
};

/** Which drafter made the first draft, in words: a value in state `ai` came from it. */
const drafterName = (drafter: string | null) =>
  drafter === null
    ? null
    : drafter === 'evidence-extractor'
      ? 'the evidence extractor (rules over your pages, no AI model)'
      : `the model ${drafter.replace(/^openai:/, '')}`;

/** What submitting still needs, with the categories the site suggests as one-click choices (never set for the founder). */
function beforeSubmitting(s: Session, d: DraftView) {
  if (d.status !== 'ready' || d.submission.ready) return '';
  return html`<section class="notice" aria-labelledby="still-missing"><h2 id="still-missing">Before you can submit</h2>
<ul>${d.submission.missing.map((m) => html`<li>${m.reason}</li>`)}</ul>
${
  d.category_suggestions.length && d.submission.missing.some((m) => m.field === 'fields.categories')
    ? html`<p>Categories your site's own words suggest:</p><ul class="suggestions">${d.category_suggestions.map(
        (c) =>
          html`<li>${actionButton(s, `/account/drafts/${d.id}/category`, `Use ${c.name}`, html`<input type="hidden" name="slug" value="${c.slug}">`)} <q>${c.quote}</q></li>`,
      )}</ul>`
    : ''
}</section>`;
}

export const busy = (d: DraftView) => d.status === 'crawling' || d.status === 'drafting' || Object.values(d.fields).some((f) => f.state === 'drafting');

type Drafts = Awaited<ReturnType<typeof myDrafts>>;

/** The drafts page: the address form and the member's drafts. */
export function draftsView(s: Session, drafts: Drafts, url: string, refusal?: Refusal) {
  const errors = errorsOf(refusal);
  const table = drafts.items.length
    ? html`<div class="table-wrap"><table><thead><tr><th scope="col">Website</th><th scope="col">Status</th><th scope="col">Complete</th><th scope="col">Started</th></tr></thead><tbody>${drafts.items.map(
        (d) =>
          html`<tr><td><a href="/account/drafts/${d.id}">${where(d.url)}</a></td><td>${d.listing_id ? 'submitted' : d.status}</td><td>${d.completeness}%</td><td>${d.created_at.slice(0, 10)}</td></tr>`,
      )}</tbody></table></div>`
    : html`<p>No drafts yet.</p>`;
  return html`<p>Give us your product's website. We read it (respecting its robots.txt) and draft the listing, quoting the page each value came from. Anything your site doesn't say is left blank for you.</p>
${errorSummary(refusal, ['url'])}
${postForm(s, '/account/drafts', field({ name: 'url', label: 'Website address', type: 'url', value: url, required: true, max: 2048, hint: 'For example https://example.com', errors }), 'Read my site')}
<h2>Your drafts</h2>
${table}`;
}

/** A draft that is no longer being edited here, or not yet: submitted, still being read, or failed. */
export function draftStateView(d: DraftView): Renderable | null {
  if (d.listing_id)
    return html`<p>This draft was submitted as the listing <strong>${typeof d.fields.name.value === 'string' ? d.fields.name.value : ''}</strong>. <a href="/account/listings/${d.listing_id}">Manage the listing</a>.</p>`;
  if (d.status === 'crawling' || d.status === 'drafting')
    return html`<p role="status">${d.status === 'crawling' ? 'Reading' : 'Drafting the listing from'} <strong>${d.url}</strong>… This page refreshes itself; it usually takes a few seconds.</p><p><a href="/account/drafts/${d.id}">Refresh now</a></p>`;
  if (d.status === 'failed')
    return html`<p class="error" role="alert">We could not read ${d.url}: ${d.failure ?? 'the site did not answer'}.</p><p><a href="/account/drafts">Try again, or try another address</a>.</p>`;
  return null;
}

const found = (d: DraftView) =>
  html`${d.founders.length ? html`<h2>Founders found</h2><ul>${d.founders.map((f) => html`<li>${f.name}${f.title ? html`, ${f.title}` : ''}</li>`)}</ul>` : ''}
${d.faqs.length ? html`<h2>FAQs found</h2><dl>${d.faqs.map((f) => html`<dt>${f.question}</dt><dd>${f.answer}</dd>`)}</dl>` : ''}`;

/** A ready draft: every field with its evidence to review and edit, what submitting needs, invites, and submitting. */
export function draftView(s: Session, d: DraftView, done: unknown, refusal?: Refusal) {
  const errors = errorsOf(refusal);
  const by = drafterName(d.drafter);
  return html`${notice(DONE, done)}
${d.warnings.map((w) => html`<p class="error" role="alert">${w}</p>`)}
<p>Read from <a href="${safeUrl(d.url) ?? '#'}" rel="nofollow noopener noreferrer">${d.url}</a>. ${d.completeness}% complete${d.missing.length ? html`; missing: ${d.missing.join(', ')}` : ''}.${by ? html` Drafted by ${by}.` : ''}</p>
${beforeSubmitting(s, d)}
${errorSummary(
  refusal,
  DRAFT_FIELDS.map((f) => `fields.${f}`),
)}
<form method="post" action="/account/drafts/${d.id}" class="draft">${csrfField(s)}
${DRAFT_FIELDS.map((name) => fieldBlock(d.id, name, d.fields[name], errors))}
<p><button type="submit">Save changes</button></p></form>
${found(d)}
<h2>Invite a co-founder</h2>
<p>They get an email with a link; once they accept, they own the listing with you. ${d.invites.sent} of 10 invites sent, ${d.invites.accepted} accepted.</p>
${postForm(s, `/account/drafts/${d.id}/invites`, field({ name: 'email', label: 'Their email address', type: 'email', required: true, max: 254, errors }), 'Send the invite')}
<h2>Submit</h2>
<p>Submitting turns the draft into your listing. You choose how it goes live next: the free queue or a paid launch.</p>
${actionButton(s, `/account/drafts/${d.id}/submit`, 'Submit the listing')}`;
}
