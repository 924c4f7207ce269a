import type { DraftFieldName } from './fields.ts';

/**
 * Whether a quote supports a value, field by field: presence is not enough. A year needs a
 * founding statement, a pricing model a price in a pricing sentence, an e-mail the product's own
 * domain, a name the words in a row, prose most of its words and every number.
 */

/** What the rule knows of the site beyond the quote: its host, and text that is code on its pages. */
export type SupportContext = { host: string; code: string[] };

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Navigation and page furniture: never a product's name or tagline. */
export const FURNITURE =
  /^(home|homepage|home page|start|welcome|about|about us|über uns|a propos|à propos|contact|contact us|kontakt|blog|news|menu|main menu|main navigation|navigation|navigate|skip to (main )?content|skip navigation|accessibility links|breadcrumbs?|search|log ?in|sign ?in|sign ?up|register|pricing|features|faq|careers|jobs|team|our team|privacy policy|terms|cookie(s| settings| policy)?|accept( all)?( cookies)?|share|follow us|subscribe|read more|learn more|get started|more|close|back|next|previous|untitled|index|404|not found|page not found)$/i;

export const isFurniture = (value: string) =>
  FURNITURE.test(
    norm(value)
      .replace(/[.!:|·•–—-]+$/, '')
      .trim(),
  );

/** A price in a pricing sense: an amount with a period, a unit or a plan, or a free plan. */
const AMOUNT = /(?:[$€£¥]\s?\d[\d,.]*(?:\s?(?:k|m|million|billion|bn))?|\d[\d,.]*\s?(?:usd|eur|gbp|€|\$|£|dollars?|euros?))/i;
const PERIOD_OR_UNIT =
  /(\/\s?(mo|month|yr|year|user|seat|license|licence)|per\s+(month|year|user|seat|member|editor|license|licence|team|request|call|1,?000|100|gb|unit)|a month|a year|monthly|yearly|annually|one[- ]time|lifetime|pay once|once|pro|plan|tier|starter|business|enterprise|team|pricing|pro mes|par mois|pro monat|im monat|mensuel|monatlich)/i;
const FREE_PLAN =
  /\b(free (plan|forever|tier|trial|version|account|to start)|free for (ever|individuals|personal|small|teams|up to)|start(s)? for free|try (it )?free|no credit card|kostenlos|gratuit)\b/i;
const BIG_MONEY = /(million|billion|bn|\bm\b|\bk\b)\s*(in\s+)?(funding|scholarships?|raised|series|seed|grants?|revenue|valuation)/i;

export function priceCue(text: string): boolean {
  if (FREE_PLAN.test(text)) return true;
  if (!AMOUNT.test(text) || BIG_MONEY.test(text)) return false;
  return PERIOD_OR_UNIT.test(text);
}

/** Founding statements in the languages seen most; the year must sit close after the words. */
const FOUNDED =
  /\b(founded|co-?founded|established|est\.|started|launched|incorporated|since|born|gegründet|seit|fondée?|créée?|depuis|fundad[ao]|desde|opgericht|fondata|dal)\b[^.!?]{0,40}?\b((?:19|20)\d{2})\b/i;
const UNRELATED_SINCE = /\b(since coming|since taking|since joining|since becoming|in power|elected|war|crisis|pandemic)\b/i;

export function foundingYearIn(quote: string, year: string): boolean {
  if (/^\d{4}(-\d{2}(-\d{2})?)?([T ].*)?$/.test(quote.trim())) return quote.trim().startsWith(year);
  for (const m of quote.matchAll(new RegExp(FOUNDED.source, 'gi'))) if (m[2] === year && !UNRELATED_SINCE.test(quote)) return true;
  return false;
}

const STOP = new Set(
  'a an and are as at be by for from has have in is it its of on or our that the their this to was we with you your will can more all any into over per'.split(
    ' ',
  ),
);
const contentWords = (s: string) => (norm(s).match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).filter((w) => w.length > 2 && !STOP.has(w));
const numbers = (s: string) => s.match(/\d+(?:[.,]\d+)*/g) ?? [];

/** Prose in the draft's words: most content words and every number come from the quotes. */
export function proseSupported(value: string, quotes: string[]): boolean {
  const joined = quotes.join(' ');
  const said = new Set(contentWords(joined));
  const words = contentWords(value);
  if (words.length === 0) return quotes.some((q) => norm(q).includes(norm(value)));
  const found = words.filter((w) => said.has(w)).length;
  const digits = numbers(joined).map((n) => n.replace(/[.,]/g, ''));
  return found / words.length >= 0.8 && numbers(value).every((n) => digits.includes(n.replace(/[.,]/g, '')));
}

const EMAIL = /^[^\s@]{1,64}@([^\s@]{1,189}\.[^\s@]{2,63})$/;
const IP = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]|localhost)$/i;
const bare = (host: string) =>
  host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');

/** An address at the product's own domain (or a sub- or parent domain of it). A site on an address, not a name, cannot be judged. */
export function ownDomainEmail(email: string, host: string): boolean {
  const domain = EMAIL.exec(email)?.[1]?.toLowerCase();
  if (!domain) return false;
  const site = bare(host);
  if (IP.test(site)) return true;
  return domain === site || domain.endsWith(`.${site}`) || site.endsWith(`.${domain}`);
}

const insideCode = (quote: string, ctx: SupportContext) => ctx.code.some((c) => norm(c).includes(norm(quote)));

/** The pricing model a quote reads as, checked against the words it needs. */
function modelSupported(model: string, quote: string): boolean {
  const q = quote.toLowerCase();
  switch (model.toLowerCase()) {
    case 'free':
      return /\bfree\b|kostenlos|gratuit/.test(q) && !AMOUNT.test(q);
    case 'freemium':
      return FREE_PLAN.test(q) && AMOUNT.test(q);
    case 'subscription':
      return AMOUNT.test(q) && /(\/\s?(mo|month|yr|year)|per (month|year|user|seat)|a month|a year|monthly|yearly|annually|billed|pro monat|par mois)/.test(q);
    case 'one-time':
      return /(one[- ]time|lifetime|pay once|once\b|einmalig|paiement unique)/.test(q);
    case 'usage-based':
      return /(per (request|call|use|1,?000|100|gb|unit|message|minute)|usage|pay as you go|metered)/.test(q);
    default:
      return priceCue(quote);
  }
}

/** Whether `quote` supports `value` for `field`. */
export function supports(field: DraftFieldName, value: string, quote: string, ctx: SupportContext): boolean {
  if (insideCode(quote, ctx) && field !== 'name') return false;
  switch (field) {
    case 'name':
      return !isFurniture(value) && value.length <= 120 && norm(quote).includes(norm(value));
    case 'tagline':
      return !isFurniture(value) && !isFurniture(quote) && proseSupported(value, [quote]);
    case 'short_description':
    case 'description':
      return proseSupported(value, [quote]);
    case 'pricing_summary':
      return priceCue(value) && priceCue(quote) && proseSupported(value, [quote]);
    case 'pricing_model':
      return priceCue(quote) && modelSupported(value, quote);
    case 'founded_year':
      return /^\d{4}$/.test(value) && foundingYearIn(quote, value);
    case 'contact_email':
      return norm(quote).includes(norm(value)) && ownDomainEmail(value, ctx.host);
    case 'logo_url':
    case 'demo_video_url':
      return /^https?:\/\//.test(value) && (quote.trim() === value.trim() || quote.includes(value));
    case 'stage':
    case 'country':
      // Readings: a stage or country code read from the quote.
      return quote.trim().length > 0;
    case 'categories':
      // Which words make a category is the mapping's business (see the drafters); the quote must be the product's own words.
      return quote.trim().length >= 12;
    default:
      return !isFurniture(value) && norm(quote).includes(norm(value));
  }
}
