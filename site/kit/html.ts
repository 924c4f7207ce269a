import { escapeMarkup } from '../../domain/shared/escape-markup.ts';

/** Markup that is already safe: made only by `html`, `raw` or the kit's helpers, never from user text directly. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

export type Renderable = SafeHtml | string | number | boolean | null | undefined | Renderable[];

function render(value: Renderable): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeMarkup(String(value));
}

/**
 * The site's templating: every interpolated value is escaped unless it is itself `html` (nested
 * templates, lists of them). Text from people cannot become markup by forgetting to escape it.
 */
export function html(strings: TemplateStringsArray, ...values: Renderable[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new SafeHtml(out);
}

/** Markup the code made itself (a rendered Markdown document, a serialized JSON-LD block). */
export const raw = (markup: string) => new SafeHtml(markup);

/**
 * A link target people supplied, fit for href/src: http(s) and mailto only, else nothing (no
 * `javascript:`, `data:` or protocol-relative tricks). Our own paths start with one slash.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  try {
    const u = new URL(trimmed);
    return u.protocol === 'http:' || u.protocol === 'https:' || u.protocol === 'mailto:' ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * Text shown as text: bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069) removed,
 * so a name cannot reverse the text around it.
 */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202A-\u202E\u2066-\u2069]/g, '');

/** Text whose line breaks stay line breaks. */
export const withBreaks = (text: string) =>
  plain(text)
    .split('\n')
    .map((line, i) => (i ? [html`<br>`, line] : line));
