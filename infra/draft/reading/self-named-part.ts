import { letters } from './text.ts';

/**
 * The title part the site gives as its own name elsewhere (its declared site name or a main heading says exactly it), holding
 * another of the host's words than the one a later part matched: on haushaltshilfe-hannover.com the title "Alltagshilfe Hannover |
 * Haushaltshilfe & Alltagshilfe in Hannover" under the site name "Alltagshilfe Hannover" names the service "Alltagshilfe Hannover";
 * "Haushaltshilfe" in its second part is the trade the host is named for. One word of a hyphenated host is as often a trade's or a
 * town's word as a name's, so the part the site itself repeats as its name wins over it.
 */
export function selfNamedPart(
  parts: string[],
  matched: string,
  said: string[],
  holdsOtherHostWord: (part: string) => boolean,
  isName: (part: string) => boolean,
): string | null {
  const saidAs = new Set(said.filter(Boolean).map((s) => letters(s)));
  const found = parts.find((p) => p !== matched && !letters(p).includes(letters(matched)) && saidAs.has(letters(p)) && isName(p) && holdsOtherHostWord(p));
  return found ?? null;
}
