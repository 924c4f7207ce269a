/**
 * Words that name another work or body the product stands on, comes from or belongs to ("based on", "a fork of", "builds on", "uses",
 * "brings Git", "a member project of", "hosted by", "the successor of"; de fr es pt it nl): what follows is that other thing, so a
 * founding or a credit said after it ("…, started by Linus Torvalds in 2005", "…, founded in 2010") is its own, not the product's.
 */
export const ANOTHERS_WORK =
  /(?<![\p{L}])(based on|built (with|on|upon)|builds? (on|upon)|uses?|using|powered by|fork(ed)? (of|from)|derived from|adapted from|inspired by|port(ed)? (of|from)|on top of|brings|member (project )?of|hosted by|successor (of|to)|basiert auf|basierend auf|nutzt|verwendet|gehostet von|basé sur|utilise|héberg(é|ée) par|basado en|usa|utiliza|alojado por|baseado em|basato su|gebaseerd op|gebruikt)\s+\S/iu;

/** A founding word after such words: "a fork of MPlayer, which was started in 2000", "hosted by the Acme Foundation, founded in 2010". */
const FOUNDING_WORD =
  /(?<![\p{L}])(founded|co-?founded|established|started|launched|created|began|begun|gegründet|gestartet|fondée?|créée?|lancée?|fundad[ao]|iniciad[ao]|lanzad[ao]|criad[ao]|fondat[ao]|avviat[ao]|opgericht|gestart)(?![\p{L}])/iu;

/** Whether a sentence's founding word comes after words that name another work or body. */
export function anothersFounding(sentence: string): boolean {
  const other = ANOTHERS_WORK.exec(sentence);
  if (!other) return false;
  return FOUNDING_WORD.test(sentence.slice(other.index + other[0].length - 1));
}
