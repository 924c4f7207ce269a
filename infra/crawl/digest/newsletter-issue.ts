import type * as cheerio from 'cheerio';
import { MONTHS } from '../../../domain/draft/months.ts';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

const NEWSLETTER = "(?:newsletter|digest|bulletin|rundbrief|infobrief|lettre d['’]information|boletín|nieuwsbrief|notiziario|biuletyn)";
/** An issue's mark: its number ("#12", "No. 4", "Ausgabe 3", "KW 50"), not a ranking ("#1 for designers"). */
const ISSUE_MARK = '(?:#\\s?\\d+(?!\\s+(?:for|in|on|of)(?![\\p{L}]))|(?:no\\.?|nr\\.?|issue|ausgabe|numéro|número|kw)\\s?\\d+)';
/** A title that names a newsletter and one issue of it: "The Gbdev Digest #1 - 2021 Recap", "Creative Cloud Developer Newsletter, October 2025", "PBA March Newsletter!". */
const ISSUE_TITLE = new RegExp(
  `(?<![\\p{L}])${NEWSLETTER}(?![\\p{L}])[^|]*?(?:${ISSUE_MARK}|(?<![\\p{L}])(?:${MONTHS})(?![\\p{L}]))|(?<![\\p{L}])(?:${MONTHS})(?![\\p{L}])[^|]{0,20}?${NEWSLETTER}(?![\\p{L}])`,
  'iu',
);
/** The email telling its reader why it came: "You are receiving this email because…", "Du erhältst das TSI Market Intelligence Briefing, weil…". */
const RECEIVING =
  /(?<![\p{L}])(you('re| are)? receiv(ed|ing) (this|the)( [\p{L}-]+){0,4} (e-?mail|newsletter|message|briefing|digest)|(du erhältst|sie erhalten) (diesen|dieses|das|den)( [\p{L}-]+){0,4} (newsletter|briefing|e-?mail|digest)|vous recevez (cette|ce)( [\p{L}-]+){0,3} (newsletter|e-?mail|lettre)|recibes este( [\p{L}-]+){0,3} (boletín|correo|newsletter)|ricevi questa( [\p{L}-]+){0,3} (newsletter|e-?mail)|je ontvangt deze( [\p{L}-]+){0,3} (nieuwsbrief|e-?mail))(?![\p{L}])/iu;
/** The email's own link out of the list ("Market Intelligence Briefing abbestellen"; a signup form's "unsubscribe at any time" is a promise, no link). */
const UNSUBSCRIBE =
  /^([\p{L}\s-]{0,40}\s)?(unsubscribe( here| from this list| now)?|abbestellen|abmelden|se désinscrire|se désabonner|désinscription|darse de baja|cancelar (la )?suscripción|annulla (l['’])?iscrizione|cancella iscrizione|afmelden|uitschrijven)$/iu;

/**
 * One issue of a newsletter or a digest as its web archive keeps it: its title names the newsletter and the issue (a number or a
 * month), or it is the email itself, which says why its reader receives it and links out of the list. A newsletter's own homepage
 * invites to subscribe; it names no issue and links no way out.
 */
export function newsletterIssue($: cheerio.CheerioAPI, title: string, text: string): boolean {
  if (ISSUE_TITLE.test(title)) return true;
  const unsubscribe = $('a').filter((_, el) => UNSUBSCRIBE.test(squash($(el).text()))).length > 0;
  return unsubscribe && RECEIVING.test(text);
}
