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

/** A price in a pricing sense: an amount with a period, a unit or a plan, or a free offer. */
const AMOUNT = /(?:[$€£¥]\s?\d[\d,.]*(?:\s?(?:k|m|million|billion|bn))?|\d[\d,.]*\s?(?:usd|eur|gbp|€|\$|£|dollars?|euros?))/i;
/** Units that make a price usage-based: a price per thing used, not per person or period. */
export const USAGE_UNIT =
  /\bper\s+(?:\d[\d,.]*\s+)?(request|call|use|api call|gb|tb|unit|message|minute|hour|ticket|resolved ticket|transaction|order|sms|e-?mail sent|execution|run|event|credit|token)s?\b|\b(usage[- ]based|pay as you go|metered)\b/i;
const PERIOD =
  /(\/\s?(mo|month|yr|year)\b|\bper\s+(month|year)\b|\ba (month|year)\b|\bmonthly\b|\byearly\b|\bannually\b|\bbilled\b|\bpar mois\b|\bpro monat\b|\bim monat\b|\bal mes\b|\bper maand\b)/i;
const PERIOD_OR_UNIT = new RegExp(
  `${PERIOD.source}|\\bper\\s+[a-z]+|\\/\\s?(user|seat|license|licence)|one[- ]time|lifetime|pay once|\\bonce\\b|\\b(plan|tier|starter|business|enterprise|team|pro|pricing|licence|license)\\b`,
  'i',
);
/** A free offer, a plan people can stay on: not a free trial, which ends. */
export const FREE_OFFER =
  /\b(free (plan|forever|tier|version|account|edition|to start|to use|for\b)|free up to|(is|are|stays?|remains?) free\b|starts? (for )?free|kostenlos|gratuit|gratis)/i;
const BIG_MONEY = /(million|billion|bn|\bm\b|\bk\b)\s*(in\s+)?(funding|scholarships?|raised|series|seed|grants?|revenue|valuation)/i;

export function priceCue(text: string): boolean {
  if (FREE_OFFER.test(text) && !BIG_MONEY.test(text)) return true;
  if (!AMOUNT.test(text) || BIG_MONEY.test(text)) return false;
  return PERIOD_OR_UNIT.test(text) || USAGE_UNIT.test(text);
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

/**
 * The pricing model a price sentence reads as, or null when it says too little: one-time and
 * usage-based by their words, freemium a free offer beside a price, subscription a price per
 * period, free a free offer with no price.
 */
export function pricingModelOf(text: string): string | null {
  const amount = AMOUNT.test(text) && !BIG_MONEY.test(text);
  if (/(one[- ]time|lifetime|pay once|\bonce\b|einmalig|paiement unique)/i.test(text) && amount) return 'One-time';
  if (USAGE_UNIT.test(text) && amount && !FREE_OFFER.test(text)) return 'Usage-based';
  if (amount && FREE_OFFER.test(text)) return 'Freemium';
  if (USAGE_UNIT.test(text) && amount) return 'Usage-based';
  if (amount && PERIOD.test(text)) return 'Subscription';
  if (!amount && FREE_OFFER.test(text)) return 'Free';
  return null;
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
      return priceCue(quote) && pricingModelOf(quote)?.toLowerCase() === value.toLowerCase();
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
