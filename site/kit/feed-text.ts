import { html } from './html.ts';

/**
 * People's text inside a feed item. Feed readers read an item's title and description as HTML, so
 * the text is escaped as HTML here (readers show it as text, never run it); the XML builder then
 * escapes it again as XML. Control characters that XML 1.0 forbids are dropped; bidi overrides go
 * with the HTML escape.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids, named to drop them
export const feedText = (text: string) => html`${text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')}`.toString();
