import type { PageLine } from '../../../domain/draft/page.ts';
import { partsOfTitle } from './personal-site.ts';

/**
 * Words that describe a wiki rather than name its subject: "Team wiki", "Personal Wiki", "Open source wiki" are what wiki software
 * calls itself on its own site; "Fluxbox Wiki" is a wiki about Fluxbox.
 */
const WIKI_KIND =
  /^(a|an|the|your|our|my|team|teams|personal|company|corporate|internal|open|source|open-source|self-hosted|simple|modern|free|collaborative|knowledge|base|markdown|wysiwyg|enterprise|structured|fast|lightweight|static|git|powered|&|and)$/i;

/**
 * A wiki's own name, as its title or main heading gives it: "Fluxbox Wiki", "Welcome to the Fluxbox Wiki", "ArchLinux-Wiki",
 * "Wiki de Fluxbox", "Das Fluxbox-Wiki", "Fluxbox 维基". Its subject's name, then "wiki" as a word of its own.
 */
const WIKI_NAME =
  /^(?:welcome to (?:the )?|bienvenue sur (?:le )?|willkommen (?:im|in der|beim|zum) |bienvenid[oa] a (?:la )?|benvenut[oi] (?:nel|sul|su) |welkom (?:op|bij) (?:de |het )?|witamy (?:w|na) |(?:das|le|la|el|il|o|het|de) )?(.{2,40}?)(?:[ -](?:wiki|wikipedia)|\s*(?:维基|維基|ウィキ))[.!]?$|^wiki (?:de la |de l'|del |de |du |des |von |di |do |da |van )(.{2,40}?)[.!]?$/iu;

/** Whether the title or the main heading names the site a wiki about something ("Fluxbox Wiki"), not wiki software. */
export function wikiFront(title: string, h1: string): boolean {
  return [...partsOfTitle(title).slice(0, 1), h1.replace(/\s+/g, ' ').trim()].some((part) => {
    const m = WIKI_NAME.exec(part);
    const subject = (m?.[1] ?? m?.[2] ?? '').trim();
    // The subject is a name (its first letter a capital or a digit), not a phrase nor words that say what kind of wiki it is
    // ("Acme: the open source wiki").
    const last = subject.split(/\s+/).at(-1) ?? '';
    // A subject opening with an article or a possessive describes ("The Friendly Wiki", "Your Team Wiki"); a name does not.
    const described = /^(a|an|the|your|our|my|la|le|el|der|die|das|een|un|une|una)\s/i.test(subject);
    return /^[\p{Lu}\p{N}]/u.test(subject) && !/[:;,!?]/.test(subject) && !WIKI_KIND.test(last) && !described;
  });
}

/** A periodical's kind, as its title names it, in the languages seen most: "Specimen Magazine", "Magazine pesca, cucina…", "Revista X". */
const PERIODICAL =
  /(?:^|\s)(magazine|magazin|magazyn|mag|zine|e-?zine|webzine|revista|rivista|revue|zeitschrift|tijdschrift|tidskrift|czasopismo|雑誌|杂志|雜誌|マガジン)(?:$|\s)/iu;

/**
 * What a periodical's front page says of its editions and its articles: "This issue", "Previous issues", "Issues", "Issue #12",
 * "Ausgaben", "Numéros", "Articoli recenti", "Latest articles", "Most read".
 */
const EDITIONS =
  /^((this|current|latest|new|previous|past|back|all|older|recent) issues?:?|issues|archive of issues|issue\s*(#|no\.?\s*)?\d+|(aktuelle|neue|alle|frühere) ausgaben?|ausgaben|(derniers |anciens |tous les )?numéros|(últimos |todos los )?números|(ultimi |tutti i )?numeri|(alle )?nummers|(wszystkie )?wydania|(recent|latest|popular|most read|featured) (articles|stories)|most read|articoli (recenti|popolari|in evidenza)|(derniers|articles) (articles|populaires|récents)|artículos (recientes|populares)|(neueste|beliebte) artikel|meistgelesen|(laatste|populaire) artikelen|(najnowsze|popularne) artykuły|最新(文章|記事|号)|バックナンバー|往期)$/iu;

/** A title part that names one issue of a periodical: "Issue No. 2: The Specimen", "Issue #12", "Vol. 3, No. 2", "Ausgabe 4", "Numéro 5". */
const ISSUE_TITLE =
  /^(issue|vol\.?|volume|ausgabe|heft|numéro|número|numero|nummer|editie|wydanie|numer)\s*(no\.?|nr\.?|n[°º]|#)?\s*\d+\b|^第\s*\d+\s*[号期]/iu;

/** An issue's number anywhere in a title: "Issue 02", "Ausgabe 4", "No. 12" after a periodical's name. */
const ISSUE_NUMBER = /(?:^|\s)(?:issue|ausgabe|heft|numéro|número|numero|nummer|editie|wydanie|vol\.?|volume)\s*(?:no\.?|nr\.?|n[°º]|#)?\s*\d+\b/iu;

/**
 * A sentence in which the site says it is a magazine: "The Slow Press is an independent food magazine fixated on…", "Acme ist ein
 * Magazin für …", "Acme est un magazine consacré à …". The periodical is what the sentence's subject is, not what it makes
 * ("a magazine builder", "a magazine app").
 */
const IS_A_MAGAZINE =
  /^[\p{Lu}\p{N}][^.!?]{0,50}?\s(?:is|ist|est|es|è|is|é)\s+(?:an?|ein(?:e)?|un(?:e|a)?|een|uma?)\s+(?:[\p{L}-]+\s+){0,4}(?:magazine|magazin|zine|fanzine|webzine|revista|rivista|revue|zeitschrift|tijdschrift|periodical|quarterly|biannual)(?=\s*[,.;:—–]|\s+(?:about|for|on|that|which|dedicated|fixated|focused|published|based|featuring|celebrating|exploring|of|from|in|by|für|über|pour|sur|consacrée?|para|sobre|dedicad[oa]|per|su|dedicat[oa]|voor|over)(?![\p{L}])|$)/iu;

/** Whether the page's first paragraphs say the site is a magazine. */
export const saysItIsAMagazine = (lines: PageLine[]) =>
  lines
    .filter((l) => !l.hidden && l.area === 'main' && l.tag === 'p')
    .slice(0, 3)
    .some((l) => IS_A_MAGAZINE.test(l.text));

/**
 * Whether the title names the site a magazine (or another periodical) and its page speaks of its issues or lists its articles;
 * or the title names one of its issues ("NOW — Issue No. 2: The Specimen"), or its headings list its issues.
 */
export function magazineFront(title: string, lines: PageLine[]): boolean {
  const parts = partsOfTitle(title);
  if (parts.slice(1).some((p) => ISSUE_TITLE.test(p))) return true;
  // Its back issues listed under their numbers ("Issue 17", "Issue 16", "Issue 15"): a newsletter's or a magazine's archive.
  if (lines.filter((l) => !l.hidden && /^h[1-4]$/.test(l.tag) && l.text.length <= 60 && ISSUE_TITLE.test(l.text)).length >= 3) return true;
  if (!parts.some((p) => PERIODICAL.test(p))) return false;
  // "Talk Magazine Issue 02": a periodical named with the number of its issue.
  if (ISSUE_NUMBER.test(title)) return true;
  return lines.some((l) => !l.hidden && l.text.length <= 40 && EDITIONS.test(l.text.replace(/\s+/g, ' ').trim()));
}

/** A title part that calls the site a guide and nothing more: "En guide", "A guide", "Der Ratgeber", "La guía", "The complete guide". */
const GUIDE =
  /^(?:(?:a|an|the|en|ett|ein|eine|der|die|le|la|un|une|el|una|uma|o|il|een|de|het)\s+)?(?:(?:complete|ultimate|practical|little|komplette|kleine|praktische|complète|petit|completa|pequeña|piccola|praktisk|liten|kompletta)\s+)?(?:guide|guida|guía|guia|ratgeber|leitfaden|gids|poradnik|handledning|vägledning|guiden)$/iu;

/**
 * Whether the title calls the site a guide beside its subject ("Profilkläder och arbetskläder - En guide"): a guide's pages
 * inform about a subject, they are no product's own site. Only a part after the first: a product may be named "Guide".
 */
export const guideTitle = (title: string) =>
  partsOfTitle(title)
    .slice(1)
    .some((p) => GUIDE.test(p));

/**
 * A security advisory's identifier opening a title ("JVNDB-2018-013542 - JVN iPedia", "CVE-2021-44228 Detail", "USN-6543-1: …",
 * "GHSA-jfh8-c2jp-5v3q"): a vulnerability database's record of one flaw in someone's product, never that product's own page.
 */
const ADVISORY_ID =
  /^(?:CVE-\d{4}-\d{4,}|JVNDB-\d{4}-\d{4,}|JVN#\d{6,}|GHSA(?:-[a-z0-9]{4}){3}|(?:RHSA|RHBA|RHEA)-\d{4}:\d{3,}|USN-\d{3,}-\d+|DSA-\d{3,}(?:-\d+)?|DLA-\d{3,}(?:-\d+)?|ZDI-\d{2}-\d{3,}|VU#\d{5,}|CNVD-\d{4}-\d{4,}|CNNVD-\d{6}-\d{3,})(?![\w-])/i;

/** Whether the title opens with a security advisory's identifier: a record of a vulnerability database. */
export const advisoryRecord = (title: string) => ADVISORY_ID.test(partsOfTitle(title)[0] ?? title.trim());
