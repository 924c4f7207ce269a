import { letters } from './text.ts';

/**
 * A button's verb before the brand in a heading or title ("Get Gareth" on getgareth.com, "Try Quillmate" on tryquillmate.com,
 * "Meet Acme"): the host carries the verb to make its name free to register, the site's own name is what follows.
 */
const ACTING_WORD = /^(get|try|use|join|download|meet|say hello to)\s+(?=\p{L})/iu;

/**
 * The name without a leading button verb, unless the site signs with the verb as part of its name ("© 2025 Get Gareth Ltd"),
 * in which case the verb is the name's.
 */
export function withoutActingWord(run: string, holders: string[]): string {
  const rest = run.replace(ACTING_WORD, '');
  if (rest === run || letters(rest).length < 2) return run;
  return holders.some((h) => letters(h).startsWith(letters(run))) ? run : rest;
}
