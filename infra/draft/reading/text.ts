import type { PageDigest, PageLine } from '../../../domain/draft/page.ts';

/** What a reader found: the value, the words it was read from, and the page they are on. */
export type Reading<T = string> = { value: T; quotes: string[]; url: string };

export const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Letters and digits only, lower case, accents dropped: how a name is compared with a host or another spelling. */
export const letters = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

export const sentences = (text: string) =>
  text
    .split(/(?<=[.!?。！？])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The page's lines; a page read before lines were kept gives its paragraphs, list items and headings instead. */
export function linesOf(page: PageDigest): PageLine[] {
  if (page.lines) return page.lines;
  return [
    ...page.headings.map((text, i) => ({ text, tag: i === 0 ? 'h1' : 'h2', area: 'main' as const })),
    ...page.paragraphs.map((text) => ({ text, tag: 'p', area: 'main' as const })),
    ...page.lists.flatMap((l) => l.items.map((text) => ({ text, tag: 'li', area: 'main' as const }))),
  ];
}

/** The page's blocks of text (paragraphs, list items, FAQ answers) as written: quotes never straddle two blocks. */
export const blocks = (pg: PageDigest) => [...pg.paragraphs, ...pg.lists.flatMap((l) => l.items), ...pg.faqs.map((f) => f.answer)];

/** The host's names: its labels and their hyphenated parts, without `www` and the top-level domain. */
export function hostNames(url: string): string[] {
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return [];
  }
  if (/^[\d.]+$|^\[|^localhost$/.test(host)) return [];
  const labels = host.split('.').filter((l) => l && l !== 'www');
  const names = labels.slice(0, -1);
  const out = new Set<string>();
  for (const l of names) {
    out.add(letters(l));
    // "acme-counselling-uk": "acmecounselling" before "acme" (the longest run of its words first), then each word.
    const parts = l.split('-').filter(Boolean);
    for (let n = parts.length - 1; n >= 1; n--) out.add(letters(parts.slice(0, n).join('')));
    for (const part of parts) if (part.length >= 3) out.add(letters(part));
  }
  return [...out].filter((n) => n.length >= 2);
}

/** Whether a page's text is code (never evidence for a fact). */
export const inCode = (page: PageDigest, text: string) => (page.code ?? []).some((c) => c.includes(text));

/** A page whose own metadata is a template's placeholder ("this is meta description", lorem ipsum): its facts are the template's, not the site's. */
export const isPlaceholderPage = (page: PageDigest) =>
  /^(this is (the |a )?(meta )?description|lorem ipsum|page description|your (site |page )?description|description goes here|site description)\b/i.test(
    page.meta.description ?? '',
  ) || /^lorem ipsum/i.test(page.title);

/** Lorem ipsum and other filler text: never a fact. */
export const isFiller = (text: string) => /\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipiscing\b/i.test(text);

/** The first page whose address path is the site's root or the submitted page. */
export const homeOf = (pages: PageDigest[]) => pages[0];

/** A page's address path, lower case. */
export const pathOf = (page: PageDigest) => {
  try {
    return decodeURIComponent(new URL(page.url).pathname).toLowerCase();
  } catch {
    return '';
  }
};
