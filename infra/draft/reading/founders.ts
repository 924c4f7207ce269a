import { brandHandle } from '../../../domain/draft/brand-handle.ts';
import type { PageDigest, PageLine } from '../../../domain/draft/page.ts';
import type { FounderEntry } from '../../../domain/listing/profile.ts';
import { ANOTHERS_WORK } from './another-work.ts';
import { OTHER_ORGANIZATION, PHRASE_WORD } from './founding.ts';
import { ownNames, signsWith } from './own-names.ts';
import { isFiller, letters, linesOf, pathOf, type Reading, sentences, squash, withoutEmojiAround } from './text.ts';

/** Pages about the company and its people. */
const TEAM_PAGE =
  /about|team|people|staff|company|founder|leadership|who-we-are|our-story|story|über|ueber|uber-uns|unternehmen|a-propos|qui-sommes|equipe|équipe|nosotros|quienes|quem-somos|sobre|empresa|equipo|over-ons|wie-zijn|chi-siamo|azienda|o-nas|o-firmie|zespol|会社|私たち/i;

export type FounderReading = Reading<FounderEntry>;

const PARTICLE = '(?:de|da|das|do|dos|du|del|della|di|van|von|der|den|ten|ter|le|la|y|e|bin|al|el|zu|af)';
/** A capitalised name, with a surname's prefix before its second capital ("McCaughey", "MacDonald", "O'Brien", "DeMarco"). */
const WORD = "(?:(?:Mc|Mac|O['’]|D['’]|De|Di|Da|La|Le|Fitz)\\p{Lu}|\\p{Lu})[\\p{Ll}\\p{M}'’-]+(?:-\\p{Lu}[\\p{Ll}\\p{M}'’-]+)?";
/** Initials written as a first name: "CJ", "J.R.". */
const INITIALS = '(?:\\p{Lu}{2}|(?:\\p{Lu}\\.){1,3})';
/** A person's name as sites write it: two to four capitalised words, with the particles names carry. */
export const PERSON = `(?:${WORD}|${INITIALS})(?:\\s+(?:${PARTICLE}\\s+)?(?:${WORD}|\\p{Lu}\\.)){1,3}`;
const HANDLE = '@[A-Za-z0-9_]{2,30}';
/**
 * Words that make a run of capitalised words a company, a team or a thing rather than a person, or a section's heading in the
 * corpus languages ("Unsere Werte", "Perché sceglierci", "Chi siamo", "Über uns").
 */
const NOT_A_PERSON =
  /\b(inc|ltd|llc|gmbh|ag|sa|sas|sarl|srl|s\.r\.l|bv|b\.v|oy|ab|corp|co|company|team|studio|studios|labs?|agency|apps?|web|webs|websites?|creative|consulting|marketing|development|devs?|interactive|productions?|ventures?|partners|industries|enterprises?|holdings?|group|media|digital|design|software|solutions|systems|technologies|foundation|association|university|college|school|institute|network|project|community|the|our|your|and|with|for|from|in|on|at|by|to|of|love|us|we|theme|template|wordpress|bootstrap|jekyll|blox|github|google|apple|microsoft|amazon|chief|officer|founder|director|manager|unsere?|unseren|perch[eé]|sceglierci|siamo|noi|nostr[aei]|nuestr[ao]s?|nosotros|notre|nous|onze|wij|wir|über|sobre|warum|pourquoi|why|who|what|how|meet|about|welcome|willkommen|bienvenue|bienvenid[oa]s?|benvenut[oi]|welkom|werte|leistungen|angebot|kontakt|contatti|contacto|impressum|datenschutz|owners|users|makers|builders|founders|developers|engineers|designers|lovers|fans|enthusiasts|players|gamers|people|parents|teachers|students|farmers|creators|entrepreneurs|professionals|experts|veterans|nerds|geeks|friends|members|volunteers|humans|customers|families)\b/i;

/** A company's legal form written after its name. */
const LEGAL_FORM =
  /^\s*,?\s*(inc|ltd|llc|llp|plc|gmbh|ug|ag|kg|sa|sas|sarl|srl|s\.?r\.?l|s\.?a|bv|b\.v|nv|oy|ab|as|aps|corp|co|pty|pvt|limited|s\.?l|ltda|eireli|sp\.? z o\.?o|kk|株式会社)(?![\p{L}])/iu;

/**
 * A name set beside what it is, an organisation ("PostPilot is gebouwd door Toms Ambitie, een venture club uit Zwolle", "built by Northwind,
 * a design studio in Oslo", "entwickelt von Blauwerk, einer Agentur aus Köln"): a company's, a studio's or a club's name, no person's.
 */
const ORGANISATION_BESIDE =
  /^\s*[,(–—-]\s*(a|an|the|our|een|ons|ein|eine|einer|unser\p{L}*|un|une|notre|una?|nuestr[ao]|um|uma|nosso|nossa|il|lo|la|nostr[ao])\s+(\p{L}+\s+){0,3}?(company|studio|agency|club|collective|group|firm|start-?up|venture|ventures|lab|labs|organi[sz]ation|foundation|association|co-?op|cooperative|consultancy|software house|bedrijf|bureau|stichting|vereniging|collectief|agentur|firma|unternehmen|verein|stiftung|kollektiv|agence|société|entreprise|empresa|agencia|estudio|fundación|agência|estúdio|azienda|società|agenzia|fondazione|associazione)(?![\p{L}])/iu;

/** Roles that say a person founded, owns or created the company or product, in the languages seen most. */
const FOUNDER_ROLE =
  /\b(co-?founder|founder|founding|owner|creator|maker|ceo|chief executive|gründer(in)?|mitgründer(in)?|inhaber(in)?|geschäftsführer(in)?|fondat(eur|rice)|cofondat(eur|rice)|co-?fondat(eur|rice)|propriétaire|fundador(a)?|cofundador(a)?|co-?fundador(a)?|dueñ[oa]|propietari[oa]|proprietári[oa]|fondat(ore|rice)|titolare|oprichter|medeoprichter|eigenaar|eigenares|założyciel(ka)?|współzałożyciel(ka)?|właściciel(ka)?|創業者|創設者|代表取締役|创始人)\b/i;
/**
 * A role held for the founder, the owner or the CEO, or a kinship with them, not their role ("Assistant to the CEO", "Executive
 * Assistant to the Founder", "Founder's Associate", "Asistente del fundador", "CEO Office Manager", "Son of the founder", "Épouse du
 * propriétaire"): the role's founder is someone else.
 */
const SERVES_A_FOUNDER =
  /(?<![\p{L}])((assistant[ea]?|assistent[ea]?|assistentin|asistente|associate|secretary|sekretär(in)?|secrétaire|secretari[ao]|segretari[ao]|chief of staff|aide|ea|pa|intern|stagiaire|praktikant(in)?|wife|husband|son|daughter|grandson|granddaughter|brother|sister|widow|ehefrau|ehemann|frau|sohn|tochter|bruder|schwester|épouse|époux|femme|mari|fils|fille|frère|sœur|soeur|esposa|esposo|marido|hij[oa]|filh[oa]|herman[oa]|irmão|irmã|moglie|figli[oa]|fratello|sorella|vrouw|zoon|dochter|broer|zus)\s+(to|of|for|du|de|de la|des|der|al|del|della|dello|do|da|dos|das|van|van de|dla)\s+(the\s+|la\s+|le\s+|l['’])?(ceo|co-?founders?|founders?|owners?|fondat\p{L}*|gründer\p{L}*|geschäftsführ\p{L}*|inhaber\p{L}*|fundador\p{L}*|propriétaire|eigenaar|oprichter\p{L}*|właściciel\p{L}*)|(ceo|founder|owner|fondateur|gründer)['’]s\s+\p{L}+|(ceo|founders?)\s+office|owner relations)(?![\p{L}])/iu;
/**
 * A founder's word that qualifies another job, an early hire's or a team's for creators ("Founding Engineer", "Founding Designer",
 * "Creator Success Manager", "Maker Community Lead"): no founder's role.
 */
const QUALIFIES_A_JOB =
  /(?<![\p{L}])(founding|creators?|makers?|owners?)\s+(engineer|designer|developer|team|employee|hire|staff|success|community|relations|marketing|partnerships?|support|programs?|programme|advocate|economy|experience|onboarding|growth|content|operations)(?![\p{L}])/giu;
/** A role that says its holder founded, owns or runs the company, once the roles held for a founder or beside one are set aside. */
const foundersRole = (role: string) => FOUNDER_ROLE.test(role.replace(new RegExp(SERVES_A_FOUNDER.source, 'giu'), ' ').replace(QUALIFIES_A_JOB, ' '));

/**
 * The people a template names until the site puts its own ("Max Mustermann", "Erika Musterfrau", a stock team's "Sarah Jhonson", a
 * card's "Name Surname" or "Vorname Nachname"), and a CSS framework's test page's author ("Written by Jon Doe", "John Doe", "Joe
 * Bloggs"; the HTML5 Test Page many frameworks show their styles on, "Made by @cbracco").
 */
const STAND_IN_PERSON =
  /(?<![\p{L}])(muster(mann|frau)|sarah jhonson|jo(h)?n doe|joe bloggs|@cbracco|(first |your )?name (surname|last ?name)|first ?name last ?name|your name|vorname nachname|prénom nom|nombre apellidos?|nome cognome|voornaam achternaam|imię nazwisko)(?![\p{L}])/iu;

/**
 * The names design kits and the templates built on them put on every card until the site puts its own ("Marvin McKinney",
 * "Cameron Williamson", "Esther Howard"): one of them on a line of its own anywhere on the site (a team card, a testimonial's
 * signature) says the site's cards are the template's, the other names on them ("Sophia Rodriguez, CEO & Founder") as much
 * stand-ins as it. A real team whose site kept the template's testimonials loses its cards' founders: a blank, never a stand-in.
 */
const KIT_PERSON =
  /^(marvin mckinney|cameron williamson|esther howard|brooklyn simmons|leslie alexander|savannah nguyen|darlene robertson|theresa webb|bessie cooper|eleanor pena|kathryn murphy|dianne russell|darrell steward|arlene mccoy|courtney henry|kristin watson|annette black|albert flores|ronald richards|jerome bell|guy hawkins|wade warren|jane cooper|floyd miles|devon lane|cody fisher|ralph edwards)$/iu;
const kitTeam = (pages: PageDigest[]) =>
  pages.some((pg) => linesOf(pg).some((l) => l.text.length <= 40 && KIT_PERSON.test(squash(l.text).replace(/[.,]$/, ''))));

/** Verbs that say who made or started it, followed by "by". */
const BY_VERB =
  /(founded|co-?founded|started|launched|created|built|made|designed|developed|written|crafted|coded|gegründet|ins leben gerufen|entwickelt|fondée?|créée?|conçue?|développée?|réalisée?|fundad[ao]|cread[ao]|desarrollad[ao]|criad[ao]|desenvolvid[ao]|fondat[ao]|creat[ao]|sviluppat[ao]|realizzat[ao]|opgericht|gemaakt|gebouwd|ontwikkeld|założon[aey]|stworzon[aey])/i;
/** A place a founding names before its founders ("founded in 2021 in Lisbon, Portugal by A"): capitalised words, a comma between. */
const PLACE = "\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)?(?:,\\s*\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)?)?";
/** A company's name in brackets after a credited person ("(Delta Corp.)", "(Acme Apps LLC)"): whom the person worked for. */
const FOR_A_COMPANY = /\([^()]*\b(inc|ltd|llc|llp|plc|gmbh|corp|pty|limited|ltda|s\.?a\.?s?|s\.?r\.?l|b\.?v)\b\.?\s*\)/i;
/** Headings of a credits line: "Developers: A, B and C". */
const CREDITS =
  /^(developers?|authors?|maintainers?|creators?|founders?|co-?founders?|made by|created by|entwickler|auteurs?|autores?|autori|ontwikkelaars|twórcy)\s*:\s*/i;
/** A person as the subject of a founding verb: "Jane Doe founded Acme", "Max Muster gründete …", "Jean Dupont a fondé …", "Juan Pérez fundó …". */
const FOUNDED_VERB =
  '(co-?founded|founded|gründete|mitbegründete|a (?:co-?)?fondé|fundó|cofundó|fundou|cofundou|ha (?:co-?)?fondato|fondò|założył[a]?|współzałożył[a]?)';
/** A founder's role stated before the name, alone on its line: "Inhaber: Max Mustermann", "Gründer und Geschäftsführer: …", "Owner: …". */
const ROLE_FIRST =
  /^((?:co-?)?founders?|owners?|ceo|gründer(?:in)?|mitgründer(?:in)?|inhaber(?:in)?|geschäftsführer(?:in)?|fondat(?:eur|rice)s?|propriétaire|fundador(?:a|es)?|propietari[oa]|proprietári[oa]|fondat(?:ore|rice|ori)|titolare|oprichters?|eigenaar|eigenares|właściciel(?:ka)?)(?:\s+(?:und|and|&|et|y|e|en|i)\s+[\p{L}-]+)?\s*[:：]\s*/iu;

/** A heading over the founder's name or portrait: "Our founder", "Meet the founders", "Die Gründerin", "Le fondateur", "Nuestros fundadores". */
const FOUNDER_HEADING =
  /^((meet|about) )?((the|our|your) )?(co-?)?(founders?|makers?)$|^((über |ueber )?(den |die |der |unsere? )?)(gründer(in|innen)?)$|^((le|la|les|nos|notre) )?(co-?)?fondat(eur|rice|eurs|rices)$|^((el|la|los|las|nuestros?|nuestras?|conoce a (los|la|el|nuestros?)) )?(co-?)?fundador(a|es|as)?$|^((o|a|os|as|nossos?|nossas?|conheça (os|a|o)) )?(co-?)?fundador(a|es|as)?$|^((il|la|i|le|i nostri|il nostro) )?fondator(e|i|ice|rici)$|^((de|onze) )?oprichters?$/iu;
/**
 * Roles that lead the company, read only on its team or about pages and only as the whole role
 * ("CTO", "Chief Operating Officer", "Managing Director"): a role at another body ("Président de
 * la conférence des présidents d'Université", on a board's list) is not this company's.
 */
const LEAD_ROLE =
  /^(co-?founder\s*(&|and|und|et|y|e)\s*)?(cto|coo|cfo|cmo|cpo|chief [\p{L}]+ officer|managing director|managing partner|directeur général|director general|diretor geral|amministratore delegato|algemeen directeur)(\s*(&|and|und|et|y|e)\s*co-?founder)?$/iu;
/** A founding that names its founder by what they saw: "nata dalla visione di Maria Urso", "born from the vision of …". */
const VISION = /\b(visione di|vision of|idea of|idée de|idea de|ideia de|idee von|idee van)\s+/i;

/** A self-introduction's verb or a greeting, capitalised at a sentence's head, that would read as a first name. */
const SPEAKERS_VERB =
  /^(soy|sou|sono|jestem|somos|siamo|hola|hallo|hello|ciao|olá|ola|bonjour|salut|cześć|witam|welcome|willkommen|bienvenue|bienvenid[oa]s?|benvenut[oi]|bem-vind[oa]s?|welkom)\s/iu;

/** A person naming themself, in the languages seen most: "My name is A", "Ich heiße A", "Je m'appelle A". */
const MY_NAME_IS =
  /(?:^|[.!?]\s+|,\s+)(?:(?:hi|hello|hallo|bonjour|hola|ciao|hoi|olá)[,!]?\s+)?(?:my name is|mein name ist|ich heiße|ich heisse|je m'appelle|je m’appelle|me llamo|mi nombre es|meu nome é|o meu nome é|mi chiamo|il mio nome è|mijn naam is|ik heet|nazywam się|mam na imię|I['’]m|I am|ich bin|je suis|soy|sou|sono|ik ben|jestem)\s+/iu;
/** The people a site's "we" are: "We are A and B", "Wir sind A und B", "Wij: A en B". */
const WE_ARE = /(?:^|[.!?]\s+)(?:we are|we're|wir sind|nous sommes|somos|wij zijn|siamo|jesteśmy|wij|wir|we)\s*[:–—-]?\s+/iu;

/** The people a sentence says the speakers are: "My name is A", "Ich heiße A", "Wir sind A und B", "Wij: A en B". */
function selfNamed(sentence: string): string[] {
  const out: string[] = [];
  const mine = MY_NAME_IS.exec(sentence);
  const me = mine ? new RegExp(`^(${PERSON})`, 'u').exec(sentence.slice(mine.index + mine[0].length)) : null;
  if (me) out.push(me[1]);
  const we = WE_ARE.exec(sentence);
  const pair = we
    ? new RegExp(`^(${PERSON})(?:\\s*,\\s*(${PERSON}))?,?\\s+(?:and|und|et|y|en|e|i|&)\\s+(${PERSON})(?=$|[\\s.,!;:])`, 'u').exec(
        sentence.slice(we.index + we[0].length),
      )
    : null;
  if (pair) out.push(...[pair[1], pair[2], pair[3]].filter((n): n is string => Boolean(n)));
  return out.filter((n) => personName(n));
}

// An emoji beside a name on a card ("Jane Roe 👋") greets; it is no part of the name.
const cleanName = (name: string) => withoutEmojiAround(squash(name.replace(/\s*\([^)]*\)\s*/g, ' '))).replace(/[.,;:]+$/, '');

/**
 * A name set in capitals ("JANE ROE", a team card's "BARTEK JASIŃSKI"), as a person writes it down: "Jane Roe". Mixed case stays as
 * written. Read so on team cards only: elsewhere a line in capitals ("ACME LABS") is more often a heading than a person.
 */
const fromCapitals = (name: string) =>
  /\p{Ll}/u.test(name) || !/\p{Lu}.*\p{Lu}/u.test(name)
    ? name
    : name.toLocaleLowerCase().replace(/(^|[\s'’-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase());

export function personName(text: string): string | null {
  const t = cleanName(text);
  if (new RegExp(`^${HANDLE}$`).test(t)) return t;
  const m = new RegExp(`^${PERSON}$`, 'u').exec(t);
  // "I'm Jane Doe": the speaker's "I'm" is not a first name, nor is a self-introduction's or a greeting's first word at a sentence's
  // head ("Soy Ana López", "Sono Marco Rossi", "Jestem Piotr Nowak", "Hola Ana López").
  if (!m || NOT_A_PERSON.test(t) || /^I['’]/.test(t) || SPEAKERS_VERB.test(t) || t.length > 60) return null;
  return t;
}

/**
 * Two people joined by "y", "e" or "i" ("Claire Morel y Juan Pérez", "Ana Costa e João Silva"): the particle a name may carry
 * ("José Ortega y Gasset") stands before one surname, not between two full names.
 */
const twoPeople = (name: string): string[] => {
  const m = /^(\S+\s.*?\S)\s+(?:y|e|i)\s+(\S+\s.*\S)$/u.exec(name);
  const a = m ? personName(m[1]) : null;
  const b = m ? personName(m[2]) : null;
  return a && b ? [a, b] : [name];
};

const namesIn = (text: string): string[] => {
  const out: string[] = [];
  // A name begins a word: "IO Based" is no one in "YGGDRASIL STUDIO Based in Korea".
  for (const m of text.matchAll(new RegExp(`(${HANDLE}|(?<![\\p{L}\\p{M}])${PERSON})`, 'gu'))) {
    const n = personName(m[1]);
    if (n) out.push(...twoPeople(n));
  }
  return out;
};

/**
 * The people who founded, own or made the product, as the site names them: structured data's
 * founders; a founding or making statement ("founded by A and B", "OK Video is built by A",
 * "Designed with ♥ by A", "nata dalla visione di A"); a credits line ("Developers: A, B, C"); a
 * name on the about or team pages with a founder's role beside it ("A, Co-founder", a team card
 * whose role says founder, owner or CEO). Never the people in testimonials, news or the credits
 * for someone else's work ("Roboto, designed by …").
 */
/** Whether the words after "founder of" name the product or the company speaking ("Acme", "this company", "our studio"). */
const ownWords = (text: string, brand: string) =>
  (brand.length >= 3 && letters(text).startsWith(brand)) ||
  /^(this|the company|our|it\b|unserem?|diese[rm]?|notre|cette|nuestra|nossa|questa|ons|onze)/i.test(text.trim());

/**
 * Words that put a person beside the company, not in it: an advisor, a board or investor, a mentor, a customer's voice.
 * Their founder's role is at their own company ("Jane Doe, Founder of BigCo, joined our board").
 */
const ADVISORY =
  /(?<![\p{L}])(advis[eo]rs?|advisory|board|investors?|backers?|angels?|mentors?|testimonials?|reviews?|what (people|(our )?(customers|clients|users|partners)) (say|think|are saying)|kind words|loved by|trusted by|(brands|customers|clients|users|people|teams|makers|creators) (love|trust) (us|it)|wall of love|hear from (our )?(customers|clients|users)|don['’]t take our word|kundenstimmen|was (unsere )?kunden sagen|erfahrungsberichte|ils nous font confiance|témoignages|ce que (disent|pensent) nos clients|avis (de nos )?clients|lo que dicen|testimonios|opiniones de (nuestros )?clientes|o que dizem|depoimentos|dicono di noi|testimonianze|cosa dicono i (nostri )?clienti|wat (onze )?klanten zeggen|klantervaringen|ervaringen van klanten|opinie klientów|お客様の声|beirat|aufsichtsrat|investoren|conseil|conseillers?|investisseurs?|asesor(es)?|inversores|consejo|conselho|investidores|consulenti|investitori|adviseurs?|raad van)(?![\p{L}])/iu;

/** The subject of a founding sentence when it is a name ("BigCo was founded by …"). */
const NAMED_SUBJECT =
  /(?:^|[,;:]\s*)(\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*){0,3})\s+(?:is|was|has been|were|wurde|ist|a été|est|fue|foi|è stata|è stato|werd|is)$/u;

/** An organisation's name set off by a comma before a founding ("Northwind Ventures, founded in 2008 by …"). */
const SET_OFF_NAME = /(?:^|[.;:]\s+)(\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}&.'’-]*|&|of|and)){0,3})\s*,$/u;

/**
 * Words before a founding that say whose it is: a customer's, a client's or a partner's, or one the company worked for ("Our client
 * BigCo, founded by …", "Unser Kunde BigCo wurde von … gegründet", "We worked with BigCo, a bakery founded by …"): their founder.
 */
const THEIRS =
  /(?<![\p{L}])(clients?|customers?|partners?|kund(e|en|in|innen)|partnern?|clientes?|partenaires?|parceiros?|socios?|klanten?|klant|klient\p{L}*|helped|worked (with|for)|work (with|for)|accompagn\p{L}*|aidé|geholfen|betreut|begleitet|ayudamos|ajudamos|geholpen)(?![\p{L}])/iu;

/** Words of a job's title, not a company's name: what a second role after a comma is made of ("Founder, Lead Designer"). */
const A_ROLE =
  /(?<![\p{L}])(lead|head|chief|senior|junior|principal|director|manager|officer|president|partner|designer|developer|engineer|architect|consultant|artist|author|writer|editor|photographer|coach|trainer|teacher|advisor|adviser|strategist|analyst|scientist|researcher|product|marketing|sales|operations|technology|design|engineering|cto|coo|cfo|cmo|cpo|vp)(?![\p{L}])/iu;

type Add = (name: string, title: string | undefined, quote: string, url: string) => void;

/** Small words a role after a name may open with ("the founder of Acme", "notre fondatrice", "y fundadora"). */
const ROLE_LEAD = /^(the|a|an|our|and|&|der|die|unser[e]?|und|le|la|l|notre|et|el|nuestr[oa]|y|o|a|nosso|nossa|e|il|lo|de|onze|en)$/i;
/**
 * Whether the words after a name and a comma are a role ("Co-founder & CEO", "the founder of Acme", "Gründerin"), not a clause
 * that goes on about something else ("Intelligent Automation, meet the studio and its founder"): they open with a role's word,
 * a capital or a small word before one.
 */
function roleOpening(words: string): boolean {
  const first = squash(words).split(/\s+/)[0] ?? '';
  return /^\p{Lu}/u.test(first) || FOUNDER_ROLE.test(first) || A_ROLE.test(first) || ROLE_LEAD.test(first.replace(/['’]$/, ''));
}

/** A heading that names the founder's section ("The Founder", "Unsere Gründerin") over a button ("See All Services"): it heads what follows, it is no one's role. */
const sectionHeading = (l: { tag: string; text: string }) => {
  const text = squash(l.text).replace(/[:.!]$/, '');
  if (!FOUNDER_HEADING.test(text)) return false;
  // "About the founder", "Meet the founders": a heading's words whatever the tag (an eyebrow set in a div over the founder's name).
  return /^(meet|about|über|ueber|conoce|conheça)\s/i.test(text) || (/^h[1-6]$/.test(l.tag) && text.split(' ').length > 1);
};

/**
 * People a sentence names with their founder's role: "Jane Doe, Co-founder & CEO", "Jane Doe
 * (Founder)", "Jane Doe founded Acme", "I'm Jane Doe, the founder of Acme", "Our founders, A and B".
 */
function namedWithRole(sentence: string, pg: PageDigest, b: string, add: Add, section = '', afterQuote = false) {
  // "Jane Doe, Co-founder & CEO", "Jane Doe (Founder)"
  const titled =
    new RegExp(`^(${PERSON})\\s*[,–—|·•-]\\s*(.{2,60})$`, 'u').exec(sentence) ?? new RegExp(`^(${PERSON})\\s*\\(([^()]{2,60})\\)$`, 'u').exec(sentence);
  // A role at someone else's company ("Jane Doe, founder of BigCo, spoke at …") is not this one's founder.
  const whose = titled ? /(?<![\p{L}])(?:of|von|des|du|di|do|del|van|at|bei|chez)\s+(.+)$/u.exec(titled[2]) : null;
  // "Jane Doe, CEO, Globex", "John Roe — Founder @ Initech", "Jane Doe, Co-founder | Globex": the role at the company named after it
  // (a speaker's or a customer's signature), unless that is this one or another role ("Founder, Lead Designer").
  const at = titled ? /^[^,|@–—·]+?\s*(?:,|\||@|–|—|·)\s*(\p{Lu}[\p{L}\p{N}&.'’ -]{1,40})$/u.exec(titled[2]) : null;
  const company = whose?.[1] ?? (at && !FOUNDER_ROLE.test(at[1]) && !A_ROLE.test(at[1]) ? at[1] : null);
  // Under a testimonials', advisors' or investors' heading, or under a quotation (its speaker's signature), a role at a company not
  // named as this one is always elsewhere.
  const elsewhere =
    company !== null && !ownWords(company, b) && (!TEAM_PAGE.test(pathOf(pg)) || afterQuote || ADVISORY.test(sentence) || ADVISORY.test(section));
  if (titled && foundersRole(titled[2]) && roleOpening(titled[2]) && personName(titled[1]) && !elsewhere) add(titled[1], titled[2], sentence, pg.url);
  // "Jane Doe founded Acme in 2019", "Max Mustermann gründete Acme", "Juan Pérez fundó Acme".
  const subject = new RegExp(`^(${PERSON})(?:\\s*,[^,.]{0,60},)?\\s+${FOUNDED_VERB}(?![\\p{L}])`, 'u').exec(sentence);
  // "Jane Roe founded Initech in 2001" under "Our advisors", or naming a company the site never signs with: her own company's founder.
  const founded = subject ? FOUNDED_OBJECT.exec(sentence.slice(subject[0].length))?.[1] : undefined;
  const elsewhereFounded =
    ADVISORY.test(section) ||
    (founded !== undefined && !PHRASE_WORD.test(founded.split(/\s+/)[0]) && !ownWords(founded, b) && !signsWith(founded, ownNames([pg], b)));
  if (subject && personName(subject[1]) && !elsewhereFounded)
    add(subject[1], /co-?found|mitbegr|cofund|co-?fond|współ/i.test(subject[2]) ? 'Co-founder' : 'Founder', sentence, pg.url);
  // "Jane Doe is the founder of Acme", "Hi, I'm Jane Doe, the founder of Acme", "Max Muster ist der Gründer von Acme".
  const of = new RegExp(
    `(?:(?:I['’]m|I am|Ich bin|Je suis|Soy|Sou|Sono|Ik ben)\\s+|^|[.!?]\\s+)(${PERSON})\\s*(?:,\\s*|\\s+(?:is|was|ist|war|est|était|es|era|é|è|is de)\\s+)(?:(?:the|der|die|le|la|el|o|a|il|de|one of the|our|unser|notre|nuestro|nosso|il nostro)\\s+)?([\\p{L}-]+(?:\\s+(?:and|&|und|et|y|e|en)\\s+[\\p{L}-]+)?)\\s+(?:of|von|des|de|du|di|do|da|del|van|at|bei|chez)\\s+(.{1,60})`,
    'u',
  ).exec(sentence);
  if (
    of &&
    FOUNDER_ROLE.test(of[2]) &&
    personName(of[1]) &&
    (ownWords(of[3], b) || (TEAM_PAGE.test(pathOf(pg)) && !ADVISORY.test(sentence) && !ADVISORY.test(section)))
  )
    add(of[1], of[2], sentence, pg.url);
  // "Our founders, Jane Doe and John Roe, started it in a garage."
  const founders = new RegExp(
    `(?:^|[\\s,])(?:(?:[Oo]ur|[Tt]he|[Uu]nsere|[Nn]os|[Nn]uestros|[Nn]ossos|[Ii] nostri|[Oo]nze)\\s+)?(?:[Cc]o-?)?(?:[Ff]ounders|[Gg]ründer|[Ff]ondateurs|[Ff]undadores|[Ff]ondatori|[Oo]prichters),?\\s+((?:${PERSON})(?:\\s*,\\s*(?:${PERSON}))*,?\\s+(?:and|und|et|y|e|en|&)\\s+(?:${PERSON}))`,
    'u',
  ).exec(sentence);
  if (founders) for (const n of namesIn(founders[1])) add(n, 'Founder', sentence, pg.url);
}

/** The name a founding verb is followed by ("founded Initech in 2001", "gründete die Globex GmbH"): what was founded. */
const FOUNDED_OBJECT = /^\s+(?:(?:the|die|der|das|la|le|l['’]|el|il|o|a|de|het)\s+)?(\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*){0,3})/u;

/** "Acme is / wordt / est / fue / è stata … made by": the product as the subject of a making verb, spelled as letters. */
const COPULAS = [
  '',
  'is',
  'was',
  'hasbeen',
  'are',
  'were',
  'wordt',
  'werd',
  'est',
  'aete',
  'es',
  'fue',
  'hasido',
  'e',
  'foi',
  'estato',
  'estata',
  'wird',
  'wurde',
  'ist',
];

/** Verbs that credit who built or designed a website, in the languages seen most: a footer's credit for the site's maker. */
const SITE_VERB = /^(designed|developed|coded|crafted|entwickelt|conçue?|desarrollad[ao]|desenvolvid[ao]|sviluppat[ao]|ontwikkeld)$/i;
/** A footer's copyright held by a company by its legal form ("© 2026 Arretxe Motos S.L.", "© Acme GmbH"). */
const COMPANY_COPYRIGHT =
  /(©|\(c\)|copyright).{0,80}(?<![\p{L}])(s\.?l\.?u?|s\.?a\.?|gmbh|ug|ag|kg|llc|ltd|inc|sarl|sas|s\.?r\.?l|b\.?v|oy|ab|pty|limited|sp\.? z o\.?o)(?![\p{L}])/iu;
const companyCopyright = (pg: PageDigest) => linesOf(pg).some((l) => l.area === 'footer' && COMPANY_COPYRIGHT.test(l.text));

/**
 * A subject that is the website or a text on it, not the product ("This website was designed by A", "This page was written by
 * A", "This theme was created by A"): its maker made the site or the text, and founded nothing.
 */
const SITE_OR_TEXT =
  /^(this|the|our)\s+(web ?site|site|web ?page|page|homepage|theme|template|web ?design|design|documentation|docs|manual|guide|article|post|tutorial|blog|translations?|logo|icons?|document|governance( model)?|policy|code of conduct|guidelines?|readme|faq|licen[cs]e|notice|text|changelog|release notes)\b/i;
/** A part of the product or a place beside it, as the subject of a start ("The Windows port", "the German translation", "Our forum"). */
const PART_SUBJECT =
  /(?<![\p{L}])(ports?|versions?|editions?|translations?|plugins?|add-?ons?|extensions?|apps?|clients?|bindings|builds?|packages?|themes?|wiki|forums?|blog|chat|servers?|mailing list|portierung|übersetzung|version|traduction|traducción|tradução|traduzione|vertaling)(?![\p{L}])/iu;
/** A date after the names of "Written by A": a post's byline ("Written by A on August 24, 2014", "… | 24.08.2014"), not a credit. */
const BYLINE_DATE =
  /^\s*(,|\||·|–|—|-)?\s*((on|am|le|el|il|op|em|den)\s+)?(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}(st|nd|rd|th)?\.?\s+(de\s+)?\p{L}{3,12}\.?(\s+de)?\s+\d{4}|\p{L}{3,12}\.?\s+\d{1,2}(st|nd|rd|th)?,?\s+\d{4})/iu;

/**
 * "founded by A and B", "X is built by A", "Designed with ♥ by A": the names credited after "by", when said of the product (and
 * before the verb, as German and Dutch say it: `madeByLast`). In a
 * footer under a company's copyright, "Developed by A" credits the website's maker, not the company's (`footer`).
 */
function creditedBy(sentence: string, pg: PageDigest, b: string, add: Add, footer = false) {
  madeByLast(sentence, pg, b, add);
  const by = new RegExp(
    `${BY_VERB.source}(?:\\s+(?:(?:in|en|em|im|nel)\\s+\\d{4}|\\d{4}|with\\s+\\S{1,12}|together))?(?:\\s+(?:in|en|em|im|nel|à|a)\\s+${PLACE})?\\s+(?:by|von|par|por|da|door|przez)\\s+`,
    'iu',
  ).exec(sentence);
  // The names right after "by", with their case as written: "A", "A and B", "A, B and C".
  const named = by
    ? new RegExp(`^((?:${HANDLE}|${PERSON})(?:\\s*,\\s*(?:${HANDLE}|${PERSON}))*(?:,?\\s+(?:and|und|et|y|e|en|i|&)\\s+(?:${HANDLE}|${PERSON}))?)`, 'u').exec(
        sentence.slice(by.index + by[0].length),
      )
    : null;
  if (by && named) {
    const before = sentence.slice(0, by.index).trim();
    const verb = by[1].toLowerCase();
    // Said of the product: a founding verb, a credit line that opens with the verb, or the product (or "it", "we") as its subject.
    const founding = /found|gegründet|fond|fundad|opgericht|założon|started|launched|ins leben/.test(verb);
    // "Acme was originally created by A": the word for first times belongs to the credit.
    const lb = letters(before).replace(/(originally|initially|first|ursprunglich|alorigine|originalmente|originariamente|oorspronkelijk)$/, '');
    const subject =
      before === '' || /^(this|it|we|i)\b/i.test(before) || /^[^\p{L}]*$/u.test(before) || (b.length >= 3 && COPULAS.some((v) => lb.endsWith(`${b}${v}`)));
    // "Created by Dynamite Apps LLC": a name that a company's legal form follows is a company (a web agency's credit), not a person.
    const rest = sentence.slice(by.index + by[0].length + named[1].length);
    // "BigCo was founded by Jane Doe" (BigCo not the brand, nor "The company"): another company's founder.
    const whoseFounding = NAMED_SUBJECT.exec(before);
    const otherSubject =
      whoseFounding !== null &&
      b.length >= 3 &&
      !/^(the|our|this|it|we|die|der|das|unser\p{L}*|la|le|el|o|a|il|de|het|notre|nuestra|nossa)\b/iu.test(whoseFounding[1]) &&
      !letters(whoseFounding[1]).includes(b) &&
      !b.includes(letters(whoseFounding[1]));
    // "Northwind Ventures, founded in 2008 by Alex Kim, led our seed round": a name set off before the founding, one the site never
    // signs with (its brand, host, title or copyright holder), is another organisation's; its founder is theirs.
    const setOff = founding ? SET_OFF_NAME.exec(before) : null;
    const anothers = setOff !== null && !signsWith(setOff[1], ownNames([pg], b));
    const sitesMaker =
      (footer && SITE_VERB.test(verb) && companyCopyright(pg)) || SITE_OR_TEXT.test(before) || ANOTHERS_WORK.test(before.split(/[.!?](?:\s|$)/).pop() ?? '');
    const byline = /^(written|posted)$/.test(verb) && BYLINE_DATE.test(rest);
    // "The Windows port was started by A", "The German translation was launched by A": a part's start, not the product's.
    const partStarted = /^(started|launched)$/.test(verb) && PART_SUBJECT.test(before.split(/,\s/).pop() ?? '');
    if (
      (founding || subject) &&
      !otherSubject &&
      !anothers &&
      !sitesMaker &&
      !byline &&
      !partStarted &&
      !THEIRS.test(before) &&
      !LEGAL_FORM.test(rest) &&
      !ORGANISATION_BESIDE.test(rest)
    )
      for (const n of namesIn(named[1])) add(n, founding ? (/co-?found/.test(verb) ? 'Co-founder' : 'Founder') : undefined, sentence, pg.url);
  }
}

/** The headings of a page's sections that hold lorem ipsum: a template's sections left in place. */
function fillerSections(pg: PageDigest): Set<string> {
  const out = new Set<string>();
  let section = '';
  for (const line of linesOf(pg)) {
    if (/^h[1-6]$/.test(line.tag) && !personName(line.text)) section = line.text;
    else if (isFiller(line.text)) out.add(section);
  }
  return out;
}

/** Making verbs said last, as German and Dutch write them: "… von A entwickelt", "… door A gemaakt". */
const MADE_LAST = '(entwickelt|gemacht|gebaut|programmiert|erstellt|gestaltet|gemaakt|gebouwd|ontwikkeld|ontworpen)';

/**
 * "Acme wird von A entwickelt", "Acme wordt door A gemaakt": the product, as the subject, made by the people named between "von"
 * or "door" and the verb. Only with the product as the subject: "die Website wird von A gestaltet" credits a site's maker.
 */
function madeByLast(sentence: string, pg: PageDigest, b: string, add: Add) {
  const m = new RegExp(
    String.raw`^(.{1,40}?)\s+(?:wird|wurde|ist|wordt|werd|is)\s+(?:[\p{L}]+\s+){0,2}?(?:von|door)\s+((?:${HANDLE}|${PERSON})(?:,?\s+(?:und|en|&)\s+(?:${HANDLE}|${PERSON}))?)(?:\s*,[^,.]{0,60},)?\s+(?:[\p{L}]+\s+){0,2}?${MADE_LAST}(?![\p{L}])`,
    'u',
  ).exec(sentence);
  if (m && b.length >= 3 && letters(m[1]) === b) for (const n of namesIn(m[2])) add(n, undefined, sentence, pg.url);
}

/** A role as a card writes it, without the email or address after it ("Właściciel sauber.jan@gmail.com") or a closing stop ("cofondatrice."). */
const roleOnly = (title: string) =>
  squash(title)
    .replace(/\s*\S+@\S+.*$|\s*https?:\/\/.*$/u, '')
    .replace(/[\s.,;:]+$/u, '')
    .slice(0, 160);

/**
 * The brand itself, or its handle ("Made by @pinecastfm" on Pinecast's site: a handle that opens with the brand, or is it with the words
 * handles add): the company credits itself, no person.
 */
const companysOwn = (name: string, b: string) =>
  letters(name) === b || (name.startsWith('@') && b.length >= 4 && (letters(name).startsWith(b) || brandHandle(name, b)));

export function foundersOf(pages: PageDigest[], brand: string | null): FounderReading[] {
  const out: FounderReading[] = [];
  const add = (name: string, title: string | undefined, quote: string, url: string) => {
    const clean = cleanName(name);
    if (!clean || out.length >= 6 || STAND_IN_PERSON.test(clean) || KIT_PERSON.test(clean) || out.some((f) => letters(f.value.name) === letters(clean))) return;
    if (brand && companysOwn(clean, letters(brand))) return;
    const role = title ? roleOnly(title) : '';
    out.push({ value: role ? { name: clean, title: role } : { name: clean }, quotes: [quote], url });
  };
  const b = brand ? letters(brand) : '';
  const templateCards = kitTeam(pages);
  for (const pg of pages) {
    for (const [k, v] of Object.entries(pg.structured))
      if ((/\.(founders?|founder\[\d+\]|founders\[\d+\])(\.name)?$/.test(k) || /\.founders?\[\d+\]\.name$/.test(k)) && !OTHER_ORGANIZATION.test(k)) {
        const n = personName(v);
        if (n) add(n, 'Founder', v, pg.url);
      }
  }
  // A page's own description that names its founder with the role ("Frederic Bochmann — Gründer von Valoris …").
  for (const pg of pages)
    for (const d of new Set([pg.meta.description ?? '', pg.meta['og:description'] ?? '']))
      for (const sentence of sentences(d)) if (sentence.length <= 400) namedWithRole(sentence, pg, b, add);
  for (const pg of pages) {
    const lines = linesOf(pg).filter((l) => !(l.marks ?? []).some((m) => m === 'quote' || m === 'post') && l.area !== 'nav' && !isFiller(l.text));
    // A team section whose words are lorem ipsum is a template's, its people stand-ins ("Walter White, Chief Executive Officer").
    const templateSections = fillerSections(pg);
    // The heading a line sits under: an advisors', investors' or testimonials' section holds no founder of this company.
    let section = '';
    for (const [i, line] of lines.entries()) {
      if (/^h[1-6]$/.test(line.tag) && !personName(line.text)) section = line.text;
      const afterQuote = i > 0 && /^["“«„'‘]|["”»]$/.test(lines[i - 1].text.trim());
      for (const sentence of line.text.length <= 400 ? [line.text] : sentences(line.text)) {
        if (sentence.length > 400) continue;
        creditedBy(sentence, pg, b, add, line.area === 'footer');
        // Verb last, as German and Dutch write it: "wurde von A und B gegründet", "werd door A opgericht".
        const last = new RegExp(
          `(?<![\\p{L}])(?:von|door)\\s+((?:${HANDLE}|${PERSON})(?:\\s*,\\s*(?:${HANDLE}|${PERSON}))*(?:,?\\s+(?:und|en|&)\\s+(?:${HANDLE}|${PERSON}))?)(?:\\s*,[^,.]{0,60},)?\\s+(?:[\\p{L}]+\\s+){0,3}?(gegründet|ins leben gerufen|opgericht|mitbegründet)(?![\\p{L}])`,
          'u',
        ).exec(sentence);
        if (last && !THEIRS.test(sentence.slice(0, last.index))) for (const n of namesIn(last[1])) add(n, 'Founder', sentence, pg.url);
        const vision = VISION.exec(sentence);

        if (vision && /\b(nata|nato|nasce|born|née?|nacid[ao]|nasceu|entstanden|ontstaan|founded|fondée?|fundad[ao])\b/i.test(sentence)) {
          const n = namesIn(sentence.slice(vision.index + vision[0].length))[0];
          if (n) add(n, 'Founder', sentence, pg.url);
        }
        namedWithRole(sentence === line.text ? brokenAfterName(line) : sentence, pg, b, add, section, afterQuote);
      }
      // On an about or team page, the people who say who they are: "My name is A and I took over the apiary", "We: A and B".
      if (TEAM_PAGE.test(pathOf(pg)) || TEAM_PAGE.test(pg.title))
        for (const sentence of sentences(line.text).filter((x) => x.length <= 400)) for (const n of selfNamed(sentence)) add(n, undefined, sentence, pg.url);
      // "Inhaber: Max Mustermann", alone on its line.
      const roleFirst = ROLE_FIRST.exec(line.text);
      const roleName = roleFirst ? personName(line.text.slice(roleFirst[0].length)) : null;
      if (roleFirst && roleName) add(roleName, roleFirst[0].replace(/\s*[:：]\s*$/, ''), line.text, pg.url);
      // "Developers: A (a), B (b), C (c)"; "Developer : A (Delta Corp.)" names the company A made it for: its developer, no founder.
      const credits = CREDITS.exec(line.text);
      if (credits && line.text.length <= 300 && !(FOR_A_COMPANY.test(line.text) && !FOUNDER_ROLE.test(credits[1])))
        for (const n of creditedNames(line.text.slice(credits[0].length))) add(n, credits[1].replace(/s$/i, ''), line.text, pg.url);
      // "Our founder" over the founder's name, or over a sentence that opens with it ("Meet the founder" / "Jane Doe is a designer from Porto").
      const next = lines[i + 1];
      const headed = next ? founderUnderHeading(line, next) : null;
      if (headed && next) add(headed, 'Founder', `${line.text} ${next.text}`.slice(0, 400), pg.url);
      // A team card on an about or team page: a name on its own line, the founder's role on the next (not a testimonial's signature).
      const teamPage = !templateCards && (TEAM_PAGE.test(pathOf(pg)) || TEAM_PAGE.test(pg.title) || (line.marks ?? []).includes('team'));
      const name = teamPage && !afterQuote && /^(h\d|p|div|li|dt|strong|span|td)$/.test(line.tag) ? personName(fromCapitals(line.text)) : null;
      const role = lines[i + 1];
      if (
        name &&
        role &&
        role.text.length <= 80 &&
        (foundersRole(role.text) || LEAD_ROLE.test(squash(role.text))) &&
        !personName(role.text) &&
        !ADVISORY.test(section) &&
        !templateSections.has(section) &&
        !sectionHeading(role)
      )
        add(name, role.text, `${line.text} ${role.text}`, pg.url);
      // A card's heading that sets the role under the name inside it ("<h3>Jane Roe<br><small>Founder</small></h3>"): one line, the name then the role.
      const inHeading =
        teamPage && !afterQuote && /^h[2-6]$/.test(line.tag) && !ADVISORY.test(section) && !templateSections.has(section) ? nameThenRole(line.text) : null;
      if (inHeading) add(inHeading.name, inHeading.role, line.text, pg.url);
      const prev = lines[i - 1];
      if (teamPage && !afterQuote && !name && !(prev && personName(prev.text)) && !ADVISORY.test(section)) roleAbove(line, role, lines[i + 2], pg.url, add);
    }
  }
  return out.filter((f) => !handleOfNamed(f.value.name, out) && !shortFormOf(f.value.name, out));
}

/**
 * A card's line broken after the person's name ("<strong>Lee Yunseok</strong><br>Creator, Owner"): the name, then what follows it, as
 * a comma sets them apart; the break, not the capitals, ends the name ("Lee Yunseok Creator" is no one).
 */
function brokenAfterName(line: PageLine): string {
  const [name, rest, ...more] = (line.parts ?? []).map((p) => p.trim());
  return rest && !more.length && personName(name) === name ? `${name}, ${rest}` : line.text;
}

/**
 * The people a credits line names after its heading, the people's handles in brackets left out. A press kit's fact sheet runs its facts
 * on in one line ("Developer: Studio Flip Location: Sydney Publisher: …"): the credit ends where the next label begins.
 */
const creditedNames = (text: string) => namesIn(text.split(/\s(?=\p{Lu}\p{Ll}+\s*[:：])/u)[0].replace(/\([^)]*\)/g, ' '));

/** A name another founder's name goes on from ("Salah Mahdi" beside "Salah Mahdi Saleh"): the same person, named in full there. */
const shortFormOf = (name: string, all: FounderReading[]) =>
  name.split(/\s+/).length >= 2 && all.some((o) => o.value.name !== name && o.value.name.startsWith(`${name} `));

/** The founder's name under a heading that says "Our founder" ("Meet the founder" over "Jane Doe", or over "Jane Doe is a designer…"). */
function founderUnderHeading(line: PageLine, next: PageLine): string | null {
  if (!/^h[1-6]$/.test(line.tag) || !FOUNDER_HEADING.test(squash(line.text).replace(/[:.!]$/, ''))) return null;
  const lead = personName(next.text)
    ? next.text
    : new RegExp(`^(${PERSON})(?=\\s+(?:is|was|has|ist|war|hat|est|était|a|es|era|é|è|heeft)\\s)`, 'u').exec(next.text)?.[1];
  return lead ? personName(lead) : null;
}

/** A person's name of two to four words, then a founder's role and nothing else ("Jane Roe Co-founder & CEO"). */
function nameThenRole(text: string): { name: string; role: string } | null {
  const words = squash(text).split(' ');
  for (let k = 2; k <= Math.min(4, words.length - 1); k++) {
    const name = personName(fromCapitals(words.slice(0, k).join(' ')));
    const role = words.slice(k).join(' ');
    if (name && role.length <= 80 && foundersRole(role) && !personName(role)) return { name, role };
  }
  return null;
}

/**
 * A handle that spells a part of a founder the site names in full ("@jdoe" beside "Jane Doe, founder"): the same person, named as the
 * site names people; the handle is no second founder.
 */
const handleOfNamed = (name: string, all: FounderReading[]) =>
  name.startsWith('@') &&
  all.some(
    (o) =>
      !o.value.name.startsWith('@') &&
      o.value.name
        .split(/\s+/)
        .map(letters)
        .some((w) => w.length >= 3 && letters(name).includes(w)),
  );

/**
 * A team card that puts the role above the name ("Founder & President" over "Jane Doe", as many card grids do). Read only where the
 * line above the role is no name and the line below the name is no role: in a grid that writes name then role, the role belongs to
 * the name above it. The role line holds the role alone ("Co-Founder & Consultant"), not a name run into it ("Jane Doe Co-Founder").
 */
function roleAbove(line: PageLine, next: PageLine | undefined, after: PageLine | undefined, url: string, add: Add) {
  if (!next || !/^(h\d|p|div|span|strong|b|dt|li)$/.test(line.tag) || line.text.length > 60 || personName(line.text)) return;
  if (!foundersRole(line.text) || sectionHeading(line) || (after && foundersRole(after.text) && after.text.length <= 60)) return;
  const rest = line.text
    .replace(new RegExp(FOUNDER_ROLE.source, 'giu'), ' ')
    .replace(/[&/,·|+]|(?<![\p{L}])(and|und|et|y|e|en|i|the|our|der|die|le|la|el|il|de|o|a)(?![\p{L}])/giu, ' ');
  if (squash(rest).split(' ').filter(Boolean).length > 2) return;
  // A page's or section's heading below is no card's name ("Unsere Werte" reads like one).
  const n = next.text.length <= 60 && !/^h[12]$/.test(next.tag) ? personName(next.text) : null;
  if (n && letters(n) === letters(next.text)) add(n, line.text, `${line.text} ${next.text}`, url);
}
