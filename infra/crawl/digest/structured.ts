import * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { letters } from '../../../domain/draft/support.ts';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A string as text: HTML entities decoded and markup dropped (structured data often carries both). */
export function plainText(value: string): string {
  if (!/[&<]/.test(value)) return squash(value);
  return squash(cheerio.load(`<div>${value.replace(/<br\s*\/?>/gi, ' ').replace(/<\/(p|li|div|h\d)>/gi, ' ')}</div>`, null, false).text());
}

/**
 * What structured data says about the page: its values by path, the types it declares and FAQ entries. Its `sameAs` lists name no
 * profile of the company's: profiles are read from the links a visitor sees in the header, footer and follow areas, and a list in
 * the markup may be stale (one site's names handles its own footer no longer links).
 */
export type Structured = {
  values: Record<string, string>;
  types: string[];
  faqs: { question: string; answer: string }[];
};

function flatten(value: unknown, prefix: string, out: Record<string, string>) {
  if (value === null || value === undefined) return;
  if (typeof value === 'string' || typeof value === 'number') {
    if (!(prefix in out)) out[prefix] = plainText(String(value));
    return;
  }
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) flatten(v, `${prefix}[${i}]`, out);
    return;
  }
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const t = obj['@type'];
    const type = typeof t === 'string' ? t : Array.isArray(t) && typeof t[0] === 'string' ? t[0] : '';
    for (const [k, v] of Object.entries(obj)) if (!k.startsWith('@')) flatten(v, prefix ? `${prefix}.${k}` : `${type || 'Thing'}.${k}`, out);
  }
}

/**
 * Whether a structured item is the site's own: it names no address, or its `url` or `@id` is on the page's host or on a host of the
 * same name under another ending (acme.de for acme.com).
 */
function ownItem(item: Record<string, unknown>, pageUrl: string): boolean {
  const host = (u: unknown) => {
    try {
      return typeof u === 'string' ? new URL(u, pageUrl).hostname.replace(/^www\./, '').toLowerCase() : null;
    } catch {
      return null;
    }
  };
  const own = host(pageUrl);
  const addresses = [item.url, item['@id']].filter((u): u is string => typeof u === 'string' && u.trim() !== '');
  // An item that names no address describes the page it is on; one that does is the page's own only on its host.
  if (addresses.length === 0) return true;
  const named = (h: string | null) => (h ? (h.split('.').slice(-2)[0] ?? h) : null);
  return addresses.some((u) => host(u) === own || named(host(u)) === named(own));
}

const ORGANIZATION = /^(Organization|Corporation|LocalBusiness|\w*Business|Store|ProfessionalService)$/;

/** Whether a name is one the page signs with: its title or a copyright notice holds it. */
function signedNames($: cheerio.CheerioAPI): (name: unknown) => boolean {
  const title = letters($('title').first().text());
  const notices = (
    $('body')
      .text()
      .match(/(©|&copy;|\bcopyright\b)[^\n]{0,120}/giu) ?? []
  )
    .map(letters)
    .join(' ');
  return (name) => {
    const n = typeof name === 'string' ? letters(name) : '';
    // "Acme e. V." signs a page titled "Acme": the title may leave the legal form out.
    return n.length < 2 || title.includes(n) || (title.length >= 4 && n.startsWith(title)) || notices.includes(n);
  };
}

const typesOf = (item: Record<string, unknown>): string[] => {
  const t = item['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^https?:\/\/schema\.org\//, ''));
};

function faqEntries(item: Record<string, unknown>, out: { question: string; answer: string }[]) {
  const main = item.mainEntity;
  for (const q of Array.isArray(main) ? main : main ? [main] : []) {
    if (!q || typeof q !== 'object') continue;
    const question = (q as Record<string, unknown>).name;
    const accepted = (q as Record<string, unknown>).acceptedAnswer;
    const answer = Array.isArray(accepted) ? accepted[0] : accepted;
    const text = answer && typeof answer === 'object' ? (answer as Record<string, unknown>).text : undefined;
    if (typeof question === 'string' && (typeof text === 'string' || typeof text === 'number'))
      out.push({ question: plainText(question), answer: plainText(String(text)) });
  }
}

/** Every item of a JSON-LD block: top-level objects, arrays and `@graph` members. */
function items(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data.flatMap(items);
  if (!data || typeof data !== 'object') return [];
  const obj = data as Record<string, unknown>;
  if (Array.isArray(obj['@graph'])) return (obj['@graph'] as unknown[]).flatMap(items);
  return [obj];
}

/** JSON-LD and microdata (`itemscope`/`itemprop`) of a page, read the same way. */
export function readStructured($: cheerio.CheerioAPI, pageUrl: string): Structured {
  const values: Record<string, string> = {};
  const types: string[] = [];
  const faqs: { question: string; answer: string }[] = [];
  const signed = signedNames($);
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      for (const item of items(JSON.parse($(el).text()))) {
        // An organisation on another host whose name the page never signs with (a web agency's or a theme maker's own data): theirs.
        if (!ownItem(item, pageUrl) && typesOf(item).some((t) => ORGANIZATION.test(t)) && !signed(item.name)) continue;
        flatten(item, '', values);
        types.push(...typesOf(item));
        if (typesOf(item).includes('FAQPage')) faqEntries(item, faqs);
      }
    } catch {
      // structured data that does not parse is not evidence
    }
  });
  // Microdata: each top-level item's properties by path, as JSON-LD's are.
  const typeOf = (el: Element) =>
    (el.attribs.itemtype ?? '')
      .split(/\s+/)[0]
      .replace(/^https?:\/\/schema\.org\//, '')
      .replace(/\/$/, '');
  const itemValue = (el: Element): string | null => {
    const $el = $(el);
    if (el.attribs.itemscope !== undefined) return null;
    const attr = el.attribs.content ?? el.attribs.value ?? (el.name === 'meta' ? undefined : undefined);
    if (attr !== undefined) return squash(attr);
    if (['a', 'link', 'area'].includes(el.name) && el.attribs.href) return absolute(el.attribs.href, pageUrl);
    if (['img', 'audio', 'video', 'source', 'iframe', 'embed'].includes(el.name) && el.attribs.src) return absolute(el.attribs.src, pageUrl);
    if (el.name === 'time' && el.attribs.datetime) return squash(el.attribs.datetime);
    return squash($el.text());
  };
  const walk = (scope: Element, path: string, depth: number) => {
    if (depth > 4) return;
    // Properties of this scope: descendants with itemprop whose nearest itemscope ancestor is this one.
    $(scope)
      .find('[itemprop]')
      .each((_, node) => {
        const el = node as Element;
        const owner = $(el).parent().closest('[itemscope]')[0];
        if (owner !== scope) return;
        for (const prop of (el.attribs.itemprop ?? '').split(/\s+/).filter(Boolean)) {
          const key = `${path}.${prop}`;
          if (el.attribs.itemscope !== undefined) {
            const t = typeOf(el);
            if (t) types.push(t);
            walk(el, key, depth + 1);
            if (t === 'Question') {
              const q = $(el).find('[itemprop=name]').first().text();
              const a = $(el).find('[itemprop=acceptedAnswer] [itemprop=text], [itemprop=acceptedAnswer]').first().text();
              if (squash(q) && squash(a)) faqs.push({ question: squash(q), answer: squash(a) });
            }
          } else {
            const v = itemValue(el);
            if (v && !(key in values)) values[key] = v;
          }
        }
      });
  };
  $('[itemscope]').each((_, node) => {
    const el = node as Element;
    if ($(el).parent().closest('[itemscope]').length > 0 && el.attribs.itemprop) return;
    const t = typeOf(el) || 'Thing';
    types.push(t);
    walk(el, t, 0);
    if (t === 'Question') {
      const q = $(el).find('[itemprop=name]').first().text();
      const a = $(el).find('[itemprop=acceptedAnswer] [itemprop=text], [itemprop=acceptedAnswer]').first().text();
      if (squash(q) && squash(a)) faqs.push({ question: squash(q), answer: squash(a) });
    }
  });
  return { values, types, faqs };
}

function absolute(href: string, base: string): string {
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return href.trim();
  }
}
