/** Words as the index sees them: lowercase, without diacritics, letters and digits only. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/** Edits tolerated for a query word of this length (the rule Elasticsearch calls AUTO). */
export function allowedEdits(word: string): number {
  if (word.length <= 2) return 0;
  if (word.length <= 5) return 1;
  return 2;
}
