import { type DraftFieldName, isListField } from '../../../domain/draft/fields.ts';
import type { DraftView } from '../../../projections/queries/index.ts';
import { type FieldErrors, field, lines } from '../../kit/forms.ts';
import { html, safeUrl } from '../../kit/html.ts';

const LABELS: Record<DraftFieldName, string> = {
  name: 'Name',
  tagline: 'Tagline',
  short_description: 'Short description',
  description: 'Description',
  stage: 'Stage',
  categories: 'Categories (one per line)',
  tags: 'Tags (one per line)',
  pricing_model: 'Pricing model',
  pricing_summary: 'Pricing summary',
  country: 'Country',
  city: 'City',
  founded_year: 'Founded (year)',
  features: 'Features (one per line)',
  usps: 'What sets it apart (one per line)',
  keywords: 'Keywords (one per line)',
  contact_email: 'Contact email',
  demo_video_url: 'Demo video URL',
  logo_url: 'Logo URL',
};

const STATE: Record<string, string> = {
  ai: 'From your site',
  not_found: 'Not found on your site: left blank',
  edited: 'Edited by you',
  manual: 'Written by you',
  override: 'Locked: redrafts leave it',
  deleted: 'Removed by you',
  drafting: 'Being redrafted…',
};

/** A page's address as people read it: host and path. */
export const where = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return url;
  }
};

type Field = DraftView['fields'][string];

/** The quotes that support a value, each linked to the page it was found on. */
const evidence = (f: Field) =>
  f.evidence.length
    ? html`<details class="evidence"${f.state === 'ai' ? html` open` : ''}><summary>Evidence from your site (${f.evidence.length})</summary><ul>${f.evidence.map(
        (e) =>
          html`<li><blockquote>${e.quote}</blockquote> ${
            safeUrl(e.url) ? html`<a href="${safeUrl(e.url)}" rel="nofollow noopener noreferrer">found on ${where(e.url)}</a>` : html`found on ${where(e.url)}`
          }</li>`,
      )}</ul></details>`
    : '';

const formValue = (f: Field) => (Array.isArray(f.value) ? lines(f.value) : (f.value ?? ''));

/** One field of the draft: its value to edit, its state, the quotes behind it, and its lock, redraft and restore. */
export function fieldBlock(draftId: string, name: DraftFieldName, f: Field, errors: FieldErrors) {
  const list = isListField(name);
  const restorable = ['edited', 'manual', 'override', 'deleted'].includes(f.state);
  return html`<fieldset class="draft-field" id="field-${name}"><legend>${LABELS[name]} <span class="state state-${f.state}">${STATE[f.state] ?? f.state}</span></legend>
${field({
  name: `fields.${name}`,
  label: `${LABELS[name]} value`,
  value: formValue(f),
  type: list || name === 'description' ? 'textarea' : 'text',
  rows: name === 'description' ? 8 : list ? 4 : undefined,
  max: list ? undefined : name === 'description' ? 20000 : 500,
  errors,
  aside: evidence(f),
})}
<p class="field-actions"><label><input type="checkbox" name="lock_fields" value="${name}"${f.state === 'override' ? html` checked disabled` : ''}> Lock against redrafts</label>
<button type="submit" class="secondary" formaction="/account/drafts/${draftId}/regenerate?field=${name}">Redraft from the site</button>
${restorable ? html`<button type="submit" class="secondary" formaction="/account/drafts/${draftId}/restore?field=${name}">Restore the site's value</button>` : ''}</p></fieldset>`;
}
