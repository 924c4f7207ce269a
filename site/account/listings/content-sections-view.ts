import type { Session } from '../../../api/auth/sessions.ts';
import { actionButton, type FieldErrors, field, postForm } from '../../kit/forms.ts';
import { html, safeUrl } from '../../kit/html.ts';
import { type Owned, STORY } from './owner-fields.ts';

/** The founder story: the title and the story first, the other parts folded unless one has words or needs a change. */
export function storySection(s: Session, l: Owned, refused: FieldErrors) {
  const story = l.story as Record<string, string>;
  const errors = new Map([...refused].map(([k, v]) => [`story.${k}`, v]));
  const storyField = ([name, label]: [string, string]) =>
    field({
      name: `story.${name}`,
      label,
      value: story[name] ?? '',
      type: name === 'title' ? 'text' : 'textarea',
      max: name === 'title' ? 200 : 8000,
      rows: name === 'story' ? 5 : 3,
      errors,
    });
  const rest = STORY.slice(2);
  const open = rest.some(([k]) => story[k] || errors.has(`story.${k}`));
  return html`<section class="panel" id="story" aria-labelledby="story-h"><h2 id="story-h">Founder story</h2>${l.sections.story?.shown_publicly ? '' : html`<p class="hint">Shown publicly with a paid launch or once unlocked.</p>`}
${postForm(
  s,
  `/account/listings/${l.listing_id}/story`,
  html`${STORY.slice(0, 2).map(storyField)}<details class="more-fields"${open ? html` open` : ''}><summary>More sections: why you started, the problem, the journey…</summary>${rest.map(storyField)}</details>`,
  'Save the story',
)}</section>`;
}

/** The milestones, each with its delete button, and the form to add one. */
export function milestonesSection(s: Session, l: Owned, errors: FieldErrors) {
  const list = l.milestones.length
    ? html`<ul class="milestone-list">${l.milestones.map(
        (m) =>
          html`<li><span><strong>${m.date}</strong> ${m.title}${m.url && safeUrl(m.url) ? html` (<a href="${safeUrl(m.url)}" rel="nofollow noopener">link</a>)` : ''}</span> ${actionButton(s, `/account/listings/${l.listing_id}/milestones/${m.milestone_id}/delete`, 'Delete')}</li>`,
      )}</ul>`
    : html`<p class="empty">No milestones yet: the first customer, a funding round, a big release.</p>`;
  return html`<section class="panel" id="milestones" aria-labelledby="ms-h"><h2 id="ms-h">Milestones</h2>${l.sections.milestones?.shown_publicly ? '' : html`<p class="hint">Shown publicly with a paid launch or once unlocked; you can prepare them now.</p>`}
${list}
${postForm(
  s,
  `/account/listings/${l.listing_id}/milestones`,
  html`<div class="field-row">${field({ name: 'date', label: 'Date', type: 'date', required: true, errors })}${field({ name: 'title', label: 'Milestone', max: 200, required: true, errors })}</div>${field({ name: 'description', label: 'Details (optional)', type: 'textarea', max: 2000, rows: 2, errors })}${field({ name: 'url', label: 'Link (optional, https)', type: 'url', max: 500, errors })}`,
  'Add the milestone',
)}</section>`;
}

/** The form to post an update; its inputs are named apart from the other forms' title (post_listing_update's title and body). */
export function updatesSection(s: Session, l: Owned, refused: FieldErrors) {
  const renamed = (from: string, to: string) => new Map([...refused].map(([k, v]) => [k === from ? to : k, v]));
  return html`<section class="panel" id="updates" aria-labelledby="upd-h"><h2 id="upd-h">Post an update</h2><p class="hint">Followers get it by email; it shows on your listing and in the site’s latest updates.</p>
${postForm(
  s,
  `/account/listings/${l.listing_id}/updates`,
  html`${field({ name: 'update_title', label: 'Title', max: 200, required: true, errors: renamed('title', 'update_title') })}${field({ name: 'update_body', label: 'What’s new', type: 'textarea', max: 5000, required: true, rows: 5, errors: renamed('body', 'update_body') })}`,
  'Post the update',
)}</section>`;
}
