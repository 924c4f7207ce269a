import { editDistanceWithin } from './edit-distance.ts';

const grams = (term: string): string[] => {
  const padded = `^${term}$`;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
};

/**
 * The words of an index, found again from a misspelling: candidates share trigrams with the
 * query word (an edit breaks at most three; a transposition four), then an exact edit distance decides.
 */
export class FuzzyVocabulary {
  private readonly terms: string[] = [];
  private readonly known = new Set<string>();
  private readonly postings = new Map<string, number[]>();

  get size(): number {
    return this.terms.length;
  }

  has(term: string): boolean {
    return this.known.has(term);
  }

  add(term: string): void {
    if (this.known.has(term)) return;
    this.known.add(term);
    const id = this.terms.push(term) - 1;
    for (const g of new Set(grams(term))) {
      let list = this.postings.get(g);
      if (!list) {
        list = [];
        this.postings.set(g, list);
      }
      list.push(id);
    }
  }

  /** Known words within `maxEdits` of `word`, nearest first (the word itself when known). */
  near(word: string, maxEdits: number, limit = 8): string[] {
    const found: { term: string; d: number }[] = [];
    if (this.known.has(word)) found.push({ term: word, d: 0 });
    if (maxEdits > 0) {
      const qGrams = [...new Set(grams(word))];
      const needed = Math.max(1, qGrams.length - 4 * maxEdits);
      const shared = new Map<number, number>();
      for (const g of qGrams) for (const id of this.postings.get(g) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
      for (const [id, count] of shared) {
        if (count < needed) continue;
        const term = this.terms[id];
        if (term === word) continue;
        const d = editDistanceWithin(word, term, maxEdits);
        if (d !== null) found.push({ term, d });
      }
    }
    found.sort((a, b) => a.d - b.d || a.term.length - b.term.length || (a.term < b.term ? -1 : 1));
    return found.slice(0, limit).map((f) => f.term);
  }
}
