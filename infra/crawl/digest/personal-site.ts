/**
 * Words by which a site calls itself a person's own: "Personal Website", "My Blog", "My resume", "Caleb's Website", "Jane Doe's homepage",
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
    // "My resume", "Mon CV", "Mein Lebenslauf": the title of one person's résumé.
    '^my (?:resume|résumé|cv|curriculum vitae|curriculum)$|^mon cv$|^mein lebenslauf$|^mi (?:cv|currículum|curriculum)(?: vitae)?$|^il mio (?:cv|curriculum)$|^mijn cv$',
    '^(?:(?:meine?|die) )?persönliche (?:web ?site|homepage|seite|webseite|blog)$|^mein(?:e)? (?:web ?site|homepage|webseite|blog)$',
    '^(?:mon )?site (?:web )?personnel$|^mon (?:site|blog)(?: personnel)?$|^(?:mi )?(?:p[aá]gina|sitio)(?: web)? personal$|^mi (?:sitio|blog)$',
    '^(?:il mio )?sito (?:web )?personale$|^il mio (?:sito|blog)$|^(?:mijn )?persoonlijke (?:web ?site|homepage|blog)$|^(?:moja )?strona (?:osobista|prywatna)$',
    '^(?:个人|個人)(?:主页|网站|博客|網站|主頁|部落格|サイト|ブログ|ホームページ)$',
  ].join('|'),
  'iu',
);
/** "Caleb's Website", "Jane Doe’s Blog", "molikto’s weblog": a name (or a handle) of one to three words, its possessive, and what the site is. */
const POSSESSIVE = new RegExp(
  `^(?:\\p{Lu}[\\p{L}.-]*(?: \\p{Lu}[\\p{L}.-]*){0,2}|[\\p{Ll}\\d][\\p{Ll}\\d_.-]{2,})['’]s? (?:(?:[Pp]ersonal|[Oo]wn|[Ll]ittle) )?${NOUN_CASED}$`,
  'u',
);

/**
 * A blog named for its writer's thoughts: "The mind of Brennan", "Musings of Jane Roe", "Les pensées de Marie", "Gedanken von Jan",
 * "Los pensamientos de Ana", "I pensieri di Luca": one person's writing, not a product.
 */
const THOUGHTS_OF =
  /^(?:(?:inside |in )?(?:the |les |los |las |i |le |die )?(?:mind|thoughts|musings|ramblings|brain|head|pensées|réflexions|gedanken|pensamientos|reflexiones|pensieri|riflessioni|gedachten) (?:of|de|d'|von|di|van) ?)(.+)$/iu;
/** The writer's name after those words: one to three capitalised words ("Brennan", "Jane Roe"), not "developers". */
const WRITER = /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,2}$/u;
// A title whose page name was left empty opens with its separator ("- The mind of Brennan").
const thoughtsOf = (part: string) => WRITER.test(THOUGHTS_OF.exec(part.replace(/^[-|–—·:\s]+/, ''))?.[1] ?? '');

/** A person's name: two or three capitalised words in lower-case letters, a particle before the surname ("Leandro Britez", "Jan van Otten"). */
const PERSON = /^\p{Lu}[\p{Ll}'’-]+(?: (?:van|von|de|da|di|del|der|den|du|dos|das))?(?: \p{Lu}[\p{Ll}'’.-]*){1,2}$/u;
/** A person's name that no firm's word makes a company's ("Jane Roe", not "Acme Studio"). */
const personsName = (p: string) => PERSON.test(p) && !FIRM_WORD.test(p);

/** One name or a handle: "Akshay", "Undex", "jdoe_dev". */
const ONE_NAME = /^(\p{Lu}[\p{Ll}'’-]+|\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+|[\p{Ll}\d][\p{Ll}\d_.-]{2,})$/u;
/** Words that make a capitalised name a firm's ("Acme Studio", "Nova Labs"), not a person's. */
const FIRM_WORD =
  /\b(corp|company|team|studios?|design|designs|labs?|agency|media|group|creative|digital|solutions|systems|software|technologies|inc|llc|ltd|gmbh|co)\b/i;
/** A title part that names the page a portfolio, résumé or blog of some trade: "Linux SysAdmin Portfolio", "Data Blog". */
const WORK_OF = /\b(portfolio|résumé|resume|cv|curriculum vitae|blog|weblog)$/i;

/** A person's trade, as a résumé heads it: "Data Scientist", "Full Stack Developer", "UX/UI Designer", "Desarrollador Web", "Experto en Ciberseguridad". */
const ROLE =
  /^(?:(?:senior|junior|lead|freelance|aspiring|full[- ]?stack|front[- ]?end|back[- ]?end|software|web|data|ux|ui|ux\/ui|ui\/ux|product|graphic|mobile|ios|android|devops|cloud|machine learning|ml|ai|bi|game|qa|it|java|python|react|\.net|business|behaviou?ral|visual|motion|interior|content|creative|technical|html|html-) )*(?:developer|engineer|designer|architect|scientist|analyst|researcher|programmer|photographer|illustrator|artist|writer|curator|ecologist|biologist|tester|верстальщик|дизайнер|разработчик|программист|фотограф|desarrollador(?:a)?(?: web| full ?stack| front[- ]?end| back[- ]?end)?|ingenier[oa](?: de software)?|diseñador(?:a)?(?: gráfic[oa]| web)?|entwickler(?:in)?|développeur(?:se)?(?: web)?|ingénieur(?:e)?|sviluppatore|programador(?:a)?|(?:grafisch |web ?)?ontwerper|(?:grafik|kommunikations|web)?-?designer(?:in)?|graphiste|designer graphique|designer gráfic[oa]|fotograf(?:in)?|fotograaf|photographe|fot[óo]graf[oa]|illustrat(?:eur|rice|ore|orin)|ilustrador(?:a)?|illustrator(?:in)?|künstler(?:in)?|artiste|kunstenaar|artista|grafic[oa]|desenvolvedor(?:a)?|(?:designer|diseñador(?:a)?|ontwerper) (?:de|d'|di|da|do|van) [a-zà-ÿ]+(?: [a-zà-ÿ]+)?|(?:expert[oa]?|experte|especialista|specialist|spécialiste|espert[oa]|consultor(?:a)?|consultant(?:e)?|berater(?:in)?) (?:en|in|für|de|em|di|in|on) [a-zà-ÿ]+(?: [a-zà-ÿ]+)?)$/i;

/** A title's parts, as its separators set them apart: "Jane Roe | Data Scientist", "Michigan DevFest 2025 – Detroit". */
export const partsOfTitle = (title: string) =>
  title
    .split(/\s+(?:[|–—·:-]|--)\s+|\s*[|｜·•]\s*/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** A Japanese or Chinese name beside "portfolio": "山田 花子 ポートフォリオ", "山田花子の作品集", "ポートフォリオ｜山田 花子". */
const CJK_PORTFOLIO =
  /^(?:[\p{Script=Han}]{1,3}[ 　]?[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,4}\s*の?\s*(?:ポートフォリオ|作品集|portfolio)|(?:ポートフォリオ|作品集|portfolio)\s*[|｜:：-]?\s*[\p{Script=Han}]{1,3}[ 　]?[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,4})$/iu;

/** A title part that says the page is about a person: "About Jane Roe", "Über Jonas Weber", "À propos de Claire Dumas", "Sobre Ana Silva". */
const ABOUT_PERSON = /^(?:about|über|à propos de|sobre|chi è|over)\s+(.+)$/i;

/**
 * Whether a title part lists only trades: "Data Scientist", "UX Designer & Fotograf", "Programador y Experto en Ciberseguridad".
 * "en" joins trades in Dutch ("Ontwerper en Fotograaf") and sets a field after one in Spanish and French ("Experto en …"): both are read.
 */
const tradesOnly = (part: string) =>
  [/\s*(?:&|,| and | und | et | e | y | i )\s*/, /\s*(?:&|,| and | und | et | e | y | en | i )\s*/].some((joins) =>
    part.split(joins).every((r) => ROLE.test(r)),
  );

/** Where a person works, beside their trade: "Vancouver Based …", "Berlin-based …", "… in Berlin", "… Vancouver". */
const PLACE_BEFORE = /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?[- ][Bb]ased\s+/u;
const PLACE_AFTER = [/\s+(?:(?:in|from|aus|à|en|em|a|di|uit) )?\p{Lu}\p{Ll}+$/u, /\s+(?:(?:in|from|aus|à|en|em|a|di|uit) )?\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u];

/** Whether a title part lists only trades, where the person works beside them or not ("Front-end Developer Vancouver"). */
const rolesOnly = (part: string) => {
  const bare = part.replace(PLACE_BEFORE, '').replace(/[.!]$/, '');
  return tradesOnly(part) || tradesOnly(bare) || PLACE_AFTER.some((place) => tradesOnly(bare.replace(place, '')));
};

/** Whether the title (any of its parts) or the main heading calls the site a person's own, or the title is a name and a trade. */
export function callsItselfPersonal(title: string, h1: string): boolean {
  if (CJK_PORTFOLIO.test(title.trim())) return true;
  const titleParts = partsOfTitle(title);
  if ([...titleParts, h1.replace(/\s+/g, ' ').trim()].some((p) => SAID.test(p) || POSSESSIVE.test(p) || thoughtsOf(p))) return true;
  // "Linux SysAdmin Portfolio | Syed Ammar", "Angel García - Data Blog": a portfolio, résumé or blog beside a person's (not a firm's) name.
  const person = (p: string) => personsName(p) && !WORK_OF.test(p);
  if (titleParts.some(person) && titleParts.some((p) => WORK_OF.test(p) && !person(p))) return true;
  // "Akshay | Portfolio", "Undex Portfolio", "Joseph Portfolio": one name or handle and the word portfolio, nothing else.
  const oneName = (p: string) => ONE_NAME.test(p) && !FIRM_WORD.test(p) && !WORK_OF.test(p);
  if (titleParts.some((p) => /^portfolio$/i.test(p)) && titleParts.some(oneName)) return true;
  if (titleParts.some((p) => oneName(p.replace(/\s+portfolio$/i, '')) && /\s+portfolio$/i.test(p))) return true;
  // "About Roman Roe — Senior FullStack Developer | Laravel, PHP": a page about a person, their trade after their name.
  const about = ABOUT_PERSON.exec(titleParts[0] ?? '')?.[1];
  if (about && person(about) && titleParts.length >= 2 && rolesOnly(titleParts[1])) return true;
  // "Leandro Britez - Data Scientist | BI Developer": a person's name and their trade is a résumé's title, not a product's.
  return person(titleParts[0] ?? '') && titleParts.length >= 2 && titleParts.slice(1).every(rolesOnly);
}

/** A person introducing themselves: "I'm Tobias Treppmann", "My name is …", "Ich bin …", "Je suis …", "Soy …", "Ik ben …". */
/** "I am" and "my name is" in the languages seen most: how a person introduces themselves. */
const I_AM = "I['’]m|I am|ich bin|je suis|soy|sono|ik ben|jestem|eu sou(?: a| o)?|sou(?: a| o)?";
const MY_NAME_IS = "my name is|my name['’]s|ich heiße|je m['’]appelle|me llamo|mi chiamo|mijn naam is|nazywam się|chamo-me|meu nome é";

const SELF_INTRODUCTION = new RegExp(`(?:^|[\\s.!,])(?:${I_AM}|${MY_NAME_IS})\\s+$`, 'iu');

/**
 * A title that names a person, who introduces themselves on the page in the first person ("Design Leadership | Tobias Treppmann" over
 * "I'm Tobias Treppmann, a Berlin-based design leader"): the person's own page, whatever else the title says.
 */
export function introducesTitledPerson(title: string, text: string): boolean {
  return partsOfTitle(title)
    .filter(personsName)
    .some((name) => {
      for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) if (SELF_INTRODUCTION.test(text.slice(Math.max(0, at - 24), at))) return true;
      return false;
    });
}

/**
 * A header that gives a person's name, then their trade ("Adam Sedwick" over "Front-End Architect"): a person's own site, as a
 * résumé's head is.
 */
export function headedByPersonAndTrade(lines: readonly { text: string; area: string; hidden?: boolean }[]): boolean {
  const head = lines.filter((l) => !l.hidden && (l.area === 'header' || l.area === 'nav'));
  return head.some((l, i) => personsName(l.text.trim()) && i + 1 < head.length && rolesOnly(head[i + 1].text.trim()));
}

/** The word portfolio alone, in the languages seen: a person's collection of work ("ポートフォリオ", "Портфолио", "Mein Portfolio"). */
const PORTFOLIO_ALONE = /^((my|mein|mon|mi|il mio|mijn|meu|moje) )?(portfolio|portfólio|portafolio|portefeuille|ポートフォリオ|портфолио|作品集|作品集网站)$/iu;

/** What a title or a heading says, without the dashes some wrap a name in ("Portfolio -Yoshitaka Nagai-"). */
const bareParts = (title: string) => partsOfTitle(title.replace(/\s-(\S[^-]*\S)-\s*$/u, ' - $1'));

/**
 * A title that calls the site a portfolio and names whose, in the forms `callsItselfPersonal` leaves: "Daiki Endo Portfolio",
 * "Portfólio de Diogo", "Portfolio -Yoshitaka Nagai-", the word alone ("ポートフォリオ"), or a person's name over a main heading
 * that is the word ("Алиса Филатова - HTML-верстальщик" over "Портфолио").
 */
export function portfolioTitled(title: string, h1: string): boolean {
  const parts = bareParts(title);
  if (parts.length === 1 && PORTFOLIO_ALONE.test(parts[0])) return true;
  if (parts.some((p) => /\s+portf[oó]lio$/i.test(p) && personsName(p.replace(/\s+portf[oó]lio$/i, '')))) return true;
  if (parts.some((p) => /^(portfolio|portfólio|portafolio) (of|de|da|do|von|van|di) /i.test(p) && ONE_NAME.test(p.split(' ').slice(2).join(' ')))) return true;
  if (parts.some((p) => PORTFOLIO_ALONE.test(p)) && parts.some(personsName)) return true;
  // "Portafolio Docente Abdel Trochez": the word, the person's trade, their name.
  const heading = /^(?:portfolio|portfólio|portafolio)(?: \p{Lu}\p{Ll}+)? (.+)$/iu.exec(h1.trim());
  if (heading && personsName(heading[1])) return true;
  return PORTFOLIO_ALONE.test(h1.trim()) && parts.some(personsName);
}

/** A title that greets and introduces a person ("Olá! eu sou a Danielle Farias", "Hi, I'm Jane Roe", "Hallo, ich bin Jan Meyer"). */
const GREETING_INTRODUCTION = new RegExp(
  `^(?:hi|hello|hey|olá|ola|oi|hola|hallo|salut|bonjour|ciao|hoi|cześć)[\\s!,.]*(?:${I_AM}|${MY_NAME_IS})\\s+(.+?)[.!]?$`,
  'iu',
);

/** Whether the title greets the reader as a person introducing themselves by their full name. */
export const greetsAsPerson = (title: string) => {
  const name = GREETING_INTRODUCTION.exec(title.trim())?.[1] ?? '';
  return personsName(name);
};

/** The home page's word beside a name in a title ("HOME | Francesco Valentini", "Jane Roe - Home"). */
const HOME_PART = /^(home|start|startseite|accueil|inicio|início|inizio|welcome|willkommen|bienvenue|bienvenido|benvenuto|about|about me)$/i;

/** A person's words about themselves, what they are: "I'm a software engineer", "Ich bin als Wissenschaftlerin …", "Sono un ragazzo …". */
const SELF_DESCRIPTION =
  /(?:^|[\s.!,;:])(?:I['’]m (?:a|an) |I am (?:a|an) |[Ii]ch bin (?:als |ein |eine )|[Jj]e suis (?:un|une) |[Ss]oy (?:un|una) |[Ss]ou (?:um|uma) |[Ss]ono (?:un|una|uno) |[Ii]k ben (?:een) )(?!.{0,40}\b(AI|bot|chatbot|assistant|app|agent|robot|customer|client|user)\b)/u;

/**
 * A title that is a person's name (or opens with it), over a page where the person says what they are ("Elizabeth Walker" over "I'm a
 * software engineer at M&T Bank", "HOME | Francesco Valentini" over "Sono un ragazzo del 2003…"), or over a line of trades ("Robert
 * Laking" over "Artist, Writer, Curator"), or that gives the trade after a comma ("Ben Kawam, behavioural ecologist"): the person's own.
 */
export function personAndTheirTrade(title: string, lines: readonly { text: string; hidden?: boolean; marks?: readonly string[] }[]): boolean {
  const parts = bareParts(title);
  const comma = /^([^,]+), (.+)$/.exec(title.trim());
  if (comma && personsName(comma[1]) && rolesOnly(comma[2])) return true;
  // The title is the name, beside the home page's word at most ("HOME | Francesco Valentini"): "My Page | Acme" is no one's.
  if (!parts.some(personsName) || !parts.every((p) => personsName(p) || HOME_PART.test(p))) return false;
  // The page's own words, not a customer's ("Jestem stałym klientem", "I'm a small business owner and …" in a testimonial).
  const own = lines.filter((l) => !l.hidden && !(l.marks ?? []).some((m) => m === 'quote' || m === 'post')).slice(0, 60);
  if (own.some((l) => SELF_DESCRIPTION.test(l.text))) return true;
  return own.slice(0, 15).some((l) => /[,&·|]/.test(l.text) && rolesOnly(l.text.trim()));
}
