import type { Session } from '../../../api/auth/sessions.ts';
import { csrfField, type FieldErrors, field } from '../../kit/forms.ts';
import { html } from '../../kit/html.ts';
import { currentValue, LIST_FIELDS, MAIN_FIELDS, MORE_FIELDS, type Owned, type TextField } from './owner-fields.ts';

const sistersChoice = (sisters: string[]) =>
  sisters.length
    ? html`<fieldset><legend>Also send the headline, summary and search copy changed here to</legend>${sisters.map(
        (k) => html`<label><input type="checkbox" name="apply_to" value="${k}"> ${k}</label>`,
      )}</fieldset>`
    : '';

/**
 * The profile and this site's copy, as one form: the main fields first, the rest folded (open when
 * one of them needs a change, so the error summary's links lead somewhere visible), and the sister
 * sites the changed copy can be sent to. `refused` are update_my_listing's problems, by contract field.
 */
export function profileSection(s: Session, l: Owned, refused: FieldErrors, sisters: string[]) {
  const errors: FieldErrors = new Map([...refused].map(([k, v]) => [k.replace(/^fields\./, ''), v]));
  const textField = ([name, label, max, type]: TextField) =>
    field({ name, label, value: currentValue(l, name), type, max, rows: type === 'textarea' ? (max > 1000 ? 6 : 3) : undefined, errors });
  const moreOpen = [...MORE_FIELDS.map(([n]) => n), ...LIST_FIELDS.map(([n]) => n), 'founded_year'].some((n) => errors.has(n));
  return html`<section class="panel" id="profile" aria-labelledby="edit-h"><h2 id="edit-h">Profile</h2>
<form method="post" action="/account/listings/${l.listing_id}/edit">${csrfField(s)}
${MAIN_FIELDS.map(textField)}
<details class="more-fields"${moreOpen ? html` open` : ''}><summary>More details: pricing, location, contact, features and search copy</summary>
${MORE_FIELDS.map(textField)}
${field({ name: 'founded_year', label: 'Founded (year)', value: currentValue(l, 'founded_year'), type: 'number', min: 1800, max: 2100, errors })}
${LIST_FIELDS.map(([name, label]) => field({ name, label, value: currentValue(l, name), type: 'textarea', rows: 4, errors }))}</details>
${sistersChoice(sisters)}
<div class="form-actions"><button type="submit">Save the profile</button></div></form></section>`;
}
