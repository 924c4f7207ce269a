/** Printable ASCII and the usual whitespace: text with nothing to decompose or strip. */
const ASCII = /^[\t\n\r -~]*$/;

/** Words as the index sees them: lowercase, without diacritics, letters and digits only. */
export function tokenize(text: string): string[] {
  // ASCII text has nothing to decompose or strip: the common case skips both passes (a rebuild tokenizes every listing).
  return (ASCII.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
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
