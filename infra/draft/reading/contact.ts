import type { PageDigest } from '../../../domain/draft/page.ts';
import { deobfuscated, ownDomainEmail, siteNamedEmail } from '../../../domain/draft/support.ts';
import { keyIdentityLines } from './key-identity.ts';
import { inCode, isPlaceholderPage, linesOf, pathOf, type Reading } from './text.ts';

const ADDRESS = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,24}/gu;
/** An address hidden from harvesters ("info(at)acme.de", "hello [at] acme [dot] de", "kontakt at acme dot de"), as written. */
const HIDDEN =
  /[\p{L}\p{N}._%+-]{1,64}\s*(?:\(at\)|\[at\]|\{at\}|\(@\)|\[@\]|\(ät\))\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\{dot\}|\(punkt\)|\[punkt\])\s*[\p{L}\p{N}-]+)+|[\p{L}\p{N}._%+-]{1,64}\s+at\s+[\p{L}\p{N}-]+\s+dot\s+\p{L}{2,24}(?![\p{L}])/giu;
/**
 * A label set right before the address with no space between their elements ("<span>E-Mail</span><a>zsolt@acme.de</a>" reads
 * "E-Mailzsolt@acme.de"): the label, capitalised as labels are, is not part of the mailbox.
 */
const GLUED_LABEL = /^(E-?Mail|Email|Mail|Courriel|Correo|Kontakt|Contact|Contatto|Contato)(?=[a-z0-9])/;

/** Template and example addresses, in the languages seen most ("max.mustermann@", "prenom.nom@", "tucorreo@", "xxx@"): never anyone's. */
const PLACEHOLDER =
  /^(you|your|yourname|name|email|e-mail|user|username|someone|test|example|john|jane|johndoe|janedoe|firstname|first\.last|me|mail|(max|erika|m)\.?mustermann|vorname\.nachname|ihre?|ihrname|deine?|prenom\.nom|nom\.prenom|pr[ée]nom|votre\.?nom|votre-?e?mail|nombre\.apellido|tu(correo|email|nombre)|nome\.cognome|voornaam\.achternaam|imie\.nazwisko|x{3,})@|@(example|domain|yourdomain|yoursite|email|company|mysite|website|test|sentry)\.|\.(png|jpe?g|gif|svg|webp)$/i;
/** Mailboxes that send and read nothing a person writes: a no-reply sender, an unsubscribe or bounce box. Never a contact address. */
const NO_ONE_READS = /^(no-?reply|do-?not-?reply|noreply[\w.-]*|unsubscribe|bounces?|mailer-daemon|notifications?)@/i;
/**
 * Mailboxes for one kind of report, and mailing lists, as open-source projects list them: a vulnerability's, abuse's or conduct
 * report's box (security@, abuse@, postmaster@, conduct@), a newsletter's sender (newsletter@, boletin@, nieuwsbrief@, infolettre@), the box patches are mailed to (patches@), a list's address or its
 * robot (acme-dev@lists.acme.org, acme-users@, acme-announce@, acme-subscribe@, a Google group). Written to by many or for one
 * matter: not the project's contact.
 */
const ONE_MATTER_BOX =
  /^(security|secure|vulnerabilit\w*|abuse|postmaster|hostmaster|announce|announcements?|patches|conduct|coc|code-?of-?conduct|newsletters?|nieuwsbrief|boletin|boletim|infolettre)@|^[\w.+-]+-(dev|devel|users?|announce|discuss|general|help|subscribe|unsubscribe|request|owner)@|@(lists?|mail-?lists?|mailman)\.|@googlegroups\.com$/i;
/**
 * A line that gives a mailing list ("Join the users mailing list at users@acme.org", "Mailingliste: diskussion@acme.org", "liste de
 * diffusion", "lista de correo"): its addresses reach the list's readers, not the project; a general mailbox on it still is the contact.
 */
const MAILING_LIST =
  /(?<![\p{L}])(mailing[- ]?lists?|mail(ing)? archives?|mailingliste[n]?|liste de diffusion|listes de diffusion|lista de correo|listas de correo|lista de discussão|lista de e-?mail|lista di distribuzione|mailinglijst(en)?|subscribe to|abonnieren|s['’]abonner|suscríbete|inscreva-se|iscriviti)(?![\p{L}])/iu;

/** Addresses that are never the contact: a stand-in, a box no one reads, a box for one matter or a list. */
const NEVER_THE_CONTACT = [PLACEHOLDER, NO_ONE_READS, ONE_MATTER_BOX];
/**
 * Mailboxes a company answers at, in the order a person writes to them: the general one (hello@, info@, contact@), then a service's
 * (support@, sales@, bookings@), then the press's and the administrator's. A site listing "Press: press@" before "Say hello: hello@"
 * is written to at hello@.
 */
const BOX_TIERS = [
  /^(hello|hi|hey|hola|hallo|ola|olá|ciao|bonjour|contact|contacts|contacto|contato|contatti|contatto|kontakt|info|information|informacion|informaciones|informacoes|informazioni|team|office|buero|büro|biuro|kantoor|sekretariat|secretaria|mail|post|enquiries|inquiries|anfrage|anfragen|general)$/i,
  /^(support|help|care|service|atendimento|sales|comercial|ventas|vendas|vendite|verkauf|vertrieb|reservas|reserva|reservations?|reservierung|prenotazioni|booking|bookings)$/i,
  /^(press|admin)$/i,
];
const boxTier = (local: string) => BOX_TIERS.findIndex((r) => r.test(local));
const contactBox = (local: string) => boxTier(local) >= 0;

/**
 * Mailboxes for one side matter, in the languages seen most: data protection, jobs, invoices ("datenschutz@", "privacy@", "empleo@",
 * "vacatures@", "rh@", "faktury@", "rechnung@"). A site lists them beside its general address; they are its contact only when alone.
 */
const SIDE_BOX =
  /^(privacy|datenschutz|dsb|dpo|gdpr|dsgvo|rgpd|lopd|privacidad|privacidade|dataprotection|data-protection|jobs?|careers?|karriere|bewerbung|bewerbungen|stellen|recrutement|emploi|empleo|trabajo|rrhh|rh|vagas|curriculos?|trabalheconosco|lavora|lavoraconnoi|lavoro|candidature|vacatures?|solliciteren|werken|praca|rekrutacja|hr|billing|invoices?|accounts|accounting|rechnung|rechnungen|buchhaltung|faktura|faktury|facturation|facturas?|fatture|fatturazione|facturen|boekhouding|financeiro|webmaster)$/i;
const CONTACT_PAGE = /contact|kontakt|contato|contatti|contacto|impressum|imprint|legal|mentions|aviso|about|presskit|press/i;

/** Pages where a site says whom to write to: its contact page and its legal notice (an about page introduces its people). */
const WRITE_TO_PAGE = /contact|kontakt|contato|contatti|contacto|impressum|imprint|legal|mentions|aviso/i;

/**
 * A team listed with each member's own address (jonas@, lea@, c.roux@) and no mailbox of the company's: which of them the company
 * answers at is a guess, so none is its contact, on its homepage or its about page alike. A person's address the site puts in its
 * header, footer, contact page or contact section ("Kontakt": its people there are whom to write to) is its contact (a one-person
 * business's "sarah@"), as is one address alone.
 */
function teamsOwnAddresses(candidates: Found[], pages: PageDigest[], placed: Set<string>): boolean {
  const person = (f: Found) => !contactBox(f.address.slice(0, f.address.indexOf('@')));
  if (!candidates.every(person)) return false;
  const persons = new Set(candidates.map((f) => f.address.toLowerCase()));
  const writeTo = (f: Found) => {
    const pg = pages.find((p) => p.url === f.url);
    return f.area === 'footer' || f.area === 'header' || (pg !== undefined && WRITE_TO_PAGE.test(pathOf(pg))) || placed.has(f.address.toLowerCase());
  };
  return persons.size >= 2 && !candidates.some(writeTo);
}

/** A section's heading that offers contact, in the corpus languages and a few near them ("Kontakt", "Contáctanos", "Get in touch"). */
const CONTACT_HEADING =
  /(?<![\p{L}])(cont[aá]ct\p{L}*|kontakt\p{L}*|contat\p{L}*|get in touch|reach us|write to us|talk to us|schreib(en sie)? uns|écrivez-nous|escríbenos|escreva-nos|fale conosco|scrivici|neem contact|お問い合わせ|連絡先)(?![\p{L}])/iu;

type Found = { address: string; quote: string; url: string; order: number; area: string };

/**
 * The site's contact address: an address at the site's own domain (or one named after the
 * site), written in its text or only in a `mailto:` link (then quoted by the link). A mailbox at a
 * public provider counts only when it is named after the site. Addresses in quotations, news,
 * code and templates are never the company's. Among several, the general mailbox wins (hello@,
 * info@, contact@…), then the contact and legal pages' own.
 */
export function contactEmailOf(pages: PageDigest[], names: string[]): Reading | null {
  const home = pages[0];
  if (!home) return null;
  let host = '';
  try {
    host = new URL(home.url).host;
  } catch {
    host = '';
  }
  const found: Found[] = [];
  const lists = new Set<string>();
  const placed = new Set<string>();
  let order = 0;
  for (const pg of pages) {
    if (isPlaceholderPage(pg)) continue;
    const quoted = new Set(pg.quotedLinks ?? []);
    const lines = linesOf(pg);
    const keys = keyIdentityLines(lines);
    let section = '';
    for (const l of lines) {
      if (/^h[12]$/.test(l.tag)) section = l.text;
      if ((l.marks ?? []).some((m) => m === 'quote' || m === 'post') || inCode(pg, l.text) || keys.has(l)) continue;
      if (CONTACT_HEADING.test(section)) for (const m of l.text.matchAll(ADDRESS)) placed.add(m[0].replace(/\.$/, '').toLowerCase());
      if (MAILING_LIST.test(l.text)) for (const m of l.text.matchAll(ADDRESS)) lists.add(m[0].replace(/\.$/, '').toLowerCase());
      for (const m of l.text.matchAll(ADDRESS)) {
        const written = m[0].replace(/\.$/, '');
        found.push({ address: written.replace(GLUED_LABEL, ''), quote: written, url: pg.url, order: order++, area: l.area });
      }
      for (const m of l.text.matchAll(HIDDEN)) {
        const address = deobfuscated(m[0]).replace(/\.$/, '');
        if (new RegExp(`^${ADDRESS.source}$`, 'u').test(address)) found.push({ address, quote: m[0], url: pg.url, order: order++, area: l.area });
      }
    }
    for (const link of pg.links) {
      if (!link.href.toLowerCase().startsWith('mailto:') || quoted.has(link.href)) continue;
      let address = '';
      try {
        address = decodeURIComponent(link.href.slice(7).split('?')[0]).trim();
      } catch {
        continue;
      }
      if (!address) continue;
      const inText = pg.text.includes(address);
      found.push({ address, quote: inText ? address : link.href, url: pg.url, order: order++, area: 'main' });
    }
  }
  const own = (a: string) => ownDomainEmail(a, host) || siteNamedEmail(a, names, host);
  const box = (a: string) => contactBox(a.slice(0, a.indexOf('@')));
  const listed = (a: string) => lists.has(a.toLowerCase()) && !box(a);
  const candidates = found.filter((f) => !NEVER_THE_CONTACT.some((r) => r.test(f.address)) && !listed(f.address) && own(f.address));
  if (candidates.length === 0) return null;
  const rank = (f: Found) => {
    const pg = pages.find((p) => p.url === f.url);
    return (
      (box(f.address) ? boxTier(f.address.slice(0, f.address.indexOf('@'))) : SIDE_BOX.test(f.address.slice(0, f.address.indexOf('@'))) ? 8 : 4) +
      (pg && CONTACT_PAGE.test(pathOf(pg)) ? 0 : 1) +
      (f.area === 'footer' || f.area === 'header' ? 0 : 1)
    );
  };
  const best = [...candidates].sort((a, b) => rank(a) - rank(b) || a.order - b.order)[0];
  if (teamsOwnAddresses(candidates, pages, placed)) return null;
  return { value: best.address, quotes: [best.quote], url: best.url };
}
