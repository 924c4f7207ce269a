/** The letter pairs of a text, its letters and digits only: how alike two wordings are, in any script (spaces or none). */
function pairs(text: string): Map<string, number> {
  const k = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const out = new Map<string, number>();
  for (let i = 0; i < k.length - 1; i++) out.set(k.slice(i, i + 2), (out.get(k.slice(i, i + 2)) ?? 0) + 1);
  return out;
}

/** How many letter pairs two texts share, from 0 to 1 (Dice's coefficient). */
export function alike(a: string, b: string): number {
  const x = pairs(a);
  const y = pairs(b);
  let shared = 0;
  let all = 0;
  for (const [p, n] of x) {
    shared += Math.min(n, y.get(p) ?? 0);
    all += n;
  }
  for (const n of y.values()) all += n;
  return all ? (2 * shared) / all : 0;
}

/**
 * A question the page already asks in other words, with the same answer ("Which trades is Provaro for?" in structured data beside
 * the visible "Which trades is it for?", "Var ligger HM Motor?" beside "Var ligger ni?"): a site's structured data restates its
 * visible FAQ for search engines, the visitor reads it once. Two questions that merely share an answer ("on Android" and "on
 * iPhone") differ in more than the name.
 */
export const restated = (f: { question: string; answer: string }, asked: { question: string; answer: string }[]) =>
  asked.some((o) => alike(o.question, f.question) >= 0.55 && alike(o.answer.slice(0, 300), f.answer.slice(0, 300)) >= 0.7);
