/**
 * Words by which a site calls itself a person's own: "Personal Website", "My Blog", "Caleb's Website", "Jane Doe's homepage",
 * "Persönliche Homepage", "Mon site personnel", "个人主页". A person's homepage, blog or portfolio is no product's site, however
 * its name and its "Web Developer & Designer" read as a brand and a slogan.
 */
// Not "page" alone: "My Page" is a member's own area on many sites.
const NOUN = '(?:web ?site|site|homepage|home page|blog|weblog|portfolio|corner of the (?:web|internet)|digital garden)';
const NOUN_CASED = NOUN.replace(/([a-z])([a-z]*)/g, (_, first: string, rest: string) => `[${first}${first.toUpperCase()}]${rest}`);
const SAID = new RegExp(
  [
    `^(?:(?:my|the) )?personal (?:${NOUN}|page|web ?page)$`,
    `^my (?:(?:own|personal|little) )?${NOUN}$`,
    `^welcome to my (?:(?:own|personal|little) )?${NOUN}[.!]?$`,
    '^(?:(?:meine?|die) )?persönliche (?:web ?site|homepage|seite|webseite|blog)$|^mein(?:e)? (?:web ?site|homepage|webseite|blog)$',
    '^(?:mon )?site (?:web )?personnel$|^mon (?:site|blog)(?: personnel)?$|^(?:mi )?(?:p[aá]gina|sitio)(?: web)? personal$|^mi (?:sitio|blog)$',
    '^(?:il mio )?sito (?:web )?personale$|^il mio (?:sito|blog)$|^(?:mijn )?persoonlijke (?:web ?site|homepage|blog)$|^(?:moja )?strona (?:osobista|prywatna)$',
    '^(?:个人|個人)(?:主页|网站|博客|網站|主頁|部落格|サイト|ブログ|ホームページ)$',
  ].join('|'),
  'iu',
);
/** "Caleb's Website", "Jane Doe’s Blog": a name of one to three capitalised words, its possessive, and what the site is. */
const POSSESSIVE = new RegExp(`^\\p{Lu}[\\p{L}.-]*(?: \\p{Lu}[\\p{L}.-]*){0,2}['’]s? (?:(?:[Pp]ersonal|[Oo]wn|[Ll]ittle) )?${NOUN_CASED}$`, 'u');

/** Whether the title (any of its parts) or the main heading calls the site a person's own. */
export function callsItselfPersonal(title: string, h1: string): boolean {
  const parts = [...title.split(/\s+[|–—·:-]\s+|\s*[|｜·•]\s*/), h1].map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return parts.some((p) => SAID.test(p) || POSSESSIVE.test(p));
}
