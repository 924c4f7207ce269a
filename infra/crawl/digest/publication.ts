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
    return /^[\p{Lu}\p{N}]/u.test(subject) && !/[:;,!?]/.test(subject) && !WIKI_KIND.test(last);
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

/** Whether the title names the site a magazine (or another periodical) and its page speaks of its issues or lists its articles. */
export function magazineFront(title: string, lines: PageLine[]): boolean {
  if (!partsOfTitle(title).some((p) => PERIODICAL.test(p))) return false;
  return lines.some((l) => !l.hidden && l.text.length <= 40 && EDITIONS.test(l.text.replace(/\s+/g, ' ').trim()));
}
