import { invalid } from '../shared/errors.ts';
import { webLink } from '../shared/links.ts';

export const COMMENT_TEXT_MAX = 3000;

/** A comment's text as kept: plain text, line ends as \n, trimmed, 1 to 3,000 characters. */
export function commentText(raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!text) throw invalid('text', 'write something');
  if (text.length > COMMENT_TEXT_MAX) throw invalid('text', `must be at most ${COMMENT_TEXT_MAX} characters`);
  return text;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

// A run of characters that could be a link; what the link rule refuses stays plain text.
const CANDIDATE = /https?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than a link.
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * A comment's text cut into plain text and links, each link through the one link rule
 * (domain/shared/links.ts): what renders it escapes the text and marks the links `ugc nofollow`.
 */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(CANDIDATE)) {
    const start = m.index ?? 0;
    const candidate = m[0].replace(TRAILING, '');
    const checked = webLink(candidate);
    if (!checked.ok) continue;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'link', href: checked.value, text: candidate });
    at = start + candidate.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
