import type { Session } from '../../api/auth/sessions.ts';
import { html, type Renderable, type SafeHtml } from './html.ts';
import type { Refusal } from './site-operations.ts';

/** Every form of a signed-in page carries the session's token; a post without it is refused. */
export const csrfField = (s: Session) => html`<input type="hidden" name="csrf" value="${s.csrf}">`;

/** The problems of a refused post, by the name of the input at fault (the contract's field path). */
export type FieldErrors = Map<string, string>;
export const errorsOf = (refusal: Refusal | null | undefined): FieldErrors =>
  new Map((refusal?.issues ?? []).map((i) => [i.field.replace(/^body\./, ''), i.message]));

const idOf = (name: string) => `f-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

/**
 * The refusal at the top of the form, linking to each field at fault, announced to screen
 * readers; problems with no input of their own are listed as text.
 */
export function errorSummary(refusal: Refusal | null | undefined, inputs: string[] = []): SafeHtml | '' {
  if (!refusal) return '';
  const issues = refusal.issues.map((i) => ({ ...i, field: i.field.replace(/^body\./, '') }));
  // A message that only repeats its fields' problems gives way to the list of them.
  const repeats = issues.length > 0 && issues.every((i) => refusal.message.includes(i.message));
  return html`<div class="error" role="alert" tabindex="-1" id="form-errors"><p>${repeats ? 'Please correct these fields:' : refusal.message}</p>${
    issues.length
      ? html`<ul>${issues.map((i) =>
          inputs.includes(i.field) ? html`<li><a href="#${idOf(i.field)}">${i.field}</a>: ${i.message}</li>` : html`<li>${i.field}: ${i.message}</li>`,
        )}</ul>`
      : ''
  }</div>`;
}

type Field = {
  name: string;
  label: string;
  value?: string | number | null;
  type?: 'text' | 'email' | 'url' | 'number' | 'date' | 'textarea' | 'password';
  hint?: Renderable;
  max?: number;
  min?: number;
  rows?: number;
  required?: boolean;
  errors?: FieldErrors;
  /** Shown beside the input: what supports the value (a draft's evidence). */
  aside?: Renderable;
};

/** One labelled input, its hint and its error tied to it with aria-describedby. */
export function field(f: Field): SafeHtml {
  const id = idOf(f.name);
  const error = f.errors?.get(f.name);
  const describedBy = [f.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = html`id="${id}" name="${f.name}"${f.required ? html` required` : ''}${f.max !== undefined && f.type !== 'number' ? html` maxlength="${f.max}"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}${error ? html` aria-invalid="true"` : ''}`;
  const value = f.value === null || f.value === undefined ? '' : String(f.value);
  const input =
    f.type === 'textarea'
      ? html`<textarea ${common} rows="${f.rows ?? 4}">${value}</textarea>`
      : html`<input type="${f.type ?? 'text'}" ${common} value="${value}"${f.type === 'number' && f.min !== undefined ? html` min="${f.min}"` : ''}${f.type === 'number' && f.max !== undefined ? html` max="${f.max}"` : ''}>`;
  return html`<div class="field${error ? ' invalid' : ''}"><label for="${id}">${f.label}</label>${f.hint ? html`<p class="hint" id="${id}-hint">${f.hint}</p>` : ''}${error ? html`<p class="field-error" id="${id}-error">${error}</p>` : ''}${input}${f.aside ?? ''}</div>`;
}

/** A posted value as a form shows it again: the text sent, else nothing (a repeated field is a list, which inputs refuse). */
export const shown = (value: unknown) => (typeof value === 'string' ? value : '');

/** A list edited as one entry per line. */
export const lines = (value: unknown) => (Array.isArray(value) ? value.map(String).join('\n') : '');
export const fromLines = (text: unknown) =>
  String(text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** A form that posts to `action` with the session's token, and a submit button. */
export const postForm = (s: Session, action: string, body: Renderable, button: string, attrs: { class?: string } = {}) =>
  html`<form method="post" action="${action}"${attrs.class ? html` class="${attrs.class}"` : ''}>${csrfField(s)}${body}<button type="submit">${button}</button></form>`;

/** A one-button form (an action on a record: revoke, delete, verify). */
export const actionButton = (s: Session, action: string, label: string, extra: Renderable = '') =>
  html`<form method="post" action="${action}" class="inline">${csrfField(s)}${extra}<button type="submit">${label}</button></form>`;
