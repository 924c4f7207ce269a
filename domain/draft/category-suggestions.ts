import type { PageDigest } from './page.ts';

/** A category the site's own words point at: a suggestion for the founder, never a value of the draft. */
export type CategorySuggestion = { slug: string; name: string; quote: string; url: string };

export type CategoryInfo = { slug: string; name: string; description?: string; parent?: string | null };

const STOP = new Set(
  'a an and are as at be by for from help helps in into is it its of on or that the their them they this to with your you our we who what when where which while people teams team software tools tool products product services service online get got make made more most other'.split(
    ' ',
  ),
);

/** A word as matched: lower case, a plural or a verb ending taken off, so "invoices" meets "invoicing". */
export const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/(ing|ings|ers|er|ed|es|s)$/, '')
    .replace(/e$/, '');

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? [];

/** The words that say what a category is about: its name's words count twice, its description's once. */
function vocabulary(c: CategoryInfo): Map<string, number> {
  const out = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const w of words(text)) {
      if (w.length < 3 || STOP.has(w)) continue;
      const s = stem(w);
      if (s.length >= 2) out.set(s, Math.max(out.get(s) ?? 0, weight));
    }
  };
  add(c.description ?? '', 1);
  add(c.name, 2);
  return out;
}

/**
 * Sentences of the page where a product says what it is: title, meta description and headings
 * (where it names itself), then the first paragraphs.
 */
function statements(page: PageDigest): { text: string; self: boolean }[] {
  const meta = [page.meta.description, page.meta['og:description']].filter((x): x is string => Boolean(x));
  const split = (texts: string[], self: boolean) =>
    texts
      .flatMap((t) => t.split(/(?<=[.!?])\s+/))
      .map((t) => t.replace(/\s+/g, ' ').trim())
      .filter((t) => t.length >= 12 && t.length <= 300)
      .map((text) => ({ text, self }));
  return [...split([page.title, ...meta, ...page.headings.slice(0, 8)], true), ...split(page.paragraphs.slice(0, 8), false)];
}

/**
 * Up to three categories the site's own words suggest, each with the sentence that suggests it
 * (found verbatim on the page, so the founder sees why). A category needs a sentence that uses two
 * of its words, or its whole name (a one-word name only where the product describes itself); a
 * subcategory wins a tie with its parent, being more exact.
 * These are offered to the founder beside the blank field: they are never written into the draft.
 */
export function suggestCategories(pages: PageDigest[], categories: CategoryInfo[], max = 3): CategorySuggestion[] {
  const page = pages[0];
  if (!page) return [];
  const sentences = statements(page).map((s) => ({ ...s, stems: new Set(words(s.text).map(stem)) }));
  const scored: (CategorySuggestion & { score: number; specific: number })[] = [];
  for (const c of categories) {
    const vocab = vocabulary(c);
    // A one-word name in running text is often a stray word ("won't put you to sleep"): it counts where the product names itself.
    const oneWord = !c.name.trim().includes(' ');
    const wholeName = new RegExp(`(^|[^\\p{L}])${c.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'iu');
    let best: { text: string; score: number } | null = null;
    for (const s of sentences) {
      let score = 0;
      let hits = 0;
      for (const [w, weight] of vocab)
        if (s.stems.has(w)) {
          score += weight;
          hits += 1;
        }
      const named = wholeName.test(s.text) && (s.self || !oneWord);
      if (named) score += 3;
      else if (hits < 2) continue;
      if (!best || score > best.score) best = { text: s.text, score };
    }
    if (best) scored.push({ slug: c.slug, name: c.name, quote: best.text, url: page.url, score: best.score, specific: c.parent ? 1 : 0 });
  }
  return scored
    .sort((a, b) => b.score - a.score || b.specific - a.specific || a.slug.localeCompare(b.slug))
    .slice(0, max)
    .map(({ slug, name, quote, url }) => ({ slug, name, quote, url }));
}
