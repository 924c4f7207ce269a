import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { decodeBuffer } from 'encoding-sniffer';

/** The saved real pages live beside the checkout (`../shared/real-pages`), never inside it. */
export const REAL_PAGES_DIR = path.resolve(import.meta.dirname, '../../../shared/real-pages');
export const LABELS_DIR = path.resolve(import.meta.dirname, '../fixtures/real-pages-labels');
export const realPagesMissing = (): string | false =>
  existsSync(path.join(REAL_PAGES_DIR, 'manifest.json'))
    ? false
    : `the real saved pages are not here (${REAL_PAGES_DIR}): CI has ../shared beside the checkout; a plain clone does not`;

export type ManifestPage = { site_path: string; sha256: string; charset?: string; html_lang?: string; title?: string };
export type ManifestSite = {
  name: string;
  category: string;
  product_site: boolean;
  lang: string;
  original_url: string | null;
  pages: ManifestPage[];
  note: string;
};

export const loadManifest = (): ManifestSite[] => JSON.parse(readFileSync(path.join(REAL_PAGES_DIR, 'manifest.json'), 'utf8'));

export const SCALAR_FIELDS = ['name', 'tagline', 'pricing_model', 'founded_year', 'country', 'city', 'contact_email', 'logo_url'] as const;
export type ScalarField = (typeof SCALAR_FIELDS)[number];
export const PRICING_MODELS = ['Free', 'Freemium', 'Subscription', 'One-time', 'Usage-based', 'Open source', 'Contact sales'];

export type LabelledValue = { value: string; quote?: string; page: string; accept?: string[] };
export type Label = {
  site: string;
  host: string;
  product_site: boolean;
  fields: Record<ScalarField, LabelledValue | null>;
  blank_ok: ScalarField[];
  founders: { name: string; role?: string; quote: string; page: string; optional?: boolean }[];
  faqs: { question: string; page: string; optional?: boolean }[];
  company_socials: { url: string; page: string; optional?: boolean }[];
  notes?: string;
};

export const labelPath = (site: string) => path.join(LABELS_DIR, `${site}.json`);
export const loadLabel = (site: string): Label => JSON.parse(readFileSync(labelPath(site), 'utf8'));
export const labelledSites = () =>
  readdirSync(LABELS_DIR)
    .filter((f) => f.endsWith('.json') && f !== 'split.json')
    .map((f) => f.slice(0, -5));

/** Which half a site is in, fixed once by its name: odd first byte of sha256(name) measures. */
export const halfOf = (site: string): 'tuning' | 'measuring' => (createHash('sha256').update(site).digest()[0] % 2 === 1 ? 'measuring' : 'tuning');

/** A saved page's bytes decoded as a browser would (BOM, meta charset, else UTF-8). */
export const readSitePage = (site: string, sitePath: string) => decodeBuffer(readFileSync(path.join(REAL_PAGES_DIR, 'sites', site, sitePath)));

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Everything a person can quote from a page: title, visible text, meta contents, JSON-LD values. Independent of the drafter's own digest. */
export function quotableText(html: string): string {
  const $ = cheerio.load(html);
  const parts: string[] = [squash($('title').first().text())];
  $('meta[content]').each((_, el) => {
    parts.push(squash($(el).attr('content') ?? ''));
  });
  $('script[type="application/ld+json"]').each((_, el) => {
    const walk = (v: unknown) => {
      if (typeof v === 'string' || typeof v === 'number') parts.push(squash(String(v)));
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    try {
      walk(JSON.parse($(el).text()));
    } catch {
      // not JSON: nothing quotable
    }
  });
  $('script,style,noscript,template').remove();
  $('p,li,h1,h2,h3,h4,h5,h6,div,section,article,dt,dd,td,th,br,header,footer,nav,tr,option,button,a,span,label').each((_, el) => {
    $(el).append(' ');
  });
  parts.push(squash($('body').text() || $.root().text()));
  return parts.join('\n');
}

/** The raw attribute values of a page (href, src, content): where a link or an image is written. */
export function attributeValues(html: string): Set<string> {
  const $ = cheerio.load(html);
  const out = new Set<string>();
  $('[href],[src],[content],[srcset]').each((_, el) => {
    for (const a of ['href', 'src', 'content']) {
      const v = $(el).attr(a);
      if (v) out.add(v.trim());
    }
    for (const part of ($(el).attr('srcset') ?? '').split(',')) if (part.trim()) out.add(part.trim().split(/\s+/)[0]);
  });
  return out;
}

const HOST = /^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/i;

/** What is wrong with a label, as sentences; empty when it holds. */
export function labelProblems(label: Label, site: ManifestSite): string[] {
  const problems: string[] = [];
  const pages = new Map(site.pages.map((p) => [p.site_path, p]));
  const cache = new Map<string, { text: string; attrs: Set<string> }>();
  const pageOf = (p: string) => {
    if (!pages.has(p)) return null;
    let got = cache.get(p);
    if (!got) {
      const html = readSitePage(site.name, p);
      got = { text: squash(quotableText(html)).toLowerCase(), attrs: attributeValues(html) };
      cache.set(p, got);
    }
    return got;
  };
  const quoted = (where: string, quote: string | undefined, page: string) => {
    if (!quote || squash(quote).length < 2) return problems.push(`${where}: no quote`);
    const pg = pageOf(page);
    if (!pg) return problems.push(`${where}: page ${page} is not one of the site's pages`);
    if (!pg.text.includes(squash(quote).toLowerCase())) problems.push(`${where}: quote not found on ${page}: ${JSON.stringify(quote)}`);
  };
  if (label.site !== site.name) problems.push(`site is ${label.site}, the file is ${site.name}`);
  if (typeof label.host !== 'string' || !HOST.test(label.host)) problems.push(`host ${JSON.stringify(label.host)} is not a host name`);
  if (label.product_site !== site.product_site) problems.push(`product_site is ${label.product_site}, the manifest says ${site.product_site}`);
  if (!label.fields || typeof label.fields !== 'object') return [...problems, 'no fields'];
  for (const key of Object.keys(label.fields)) if (!(SCALAR_FIELDS as readonly string[]).includes(key)) problems.push(`fields.${key} is not a labelled field`);
  for (const field of SCALAR_FIELDS) {
    if (!(field in label.fields)) {
      problems.push(`fields.${field} is missing (null when the site does not say)`);
      continue;
    }
    const v = label.fields[field];
    if (v === null) continue;
    if (!label.product_site) problems.push(`fields.${field}: a page that is not a product's own site has no product fields`);
    if (typeof v.value !== 'string' || !v.value.trim()) problems.push(`fields.${field}.value is empty`);
    if (field === 'logo_url') {
      const pg = pageOf(v.page);
      if (!pg) problems.push(`fields.logo_url: page ${v.page} is not one of the site's pages`);
      else for (const u of [v.value, ...(v.accept ?? [])]) if (!pg.attrs.has(u)) problems.push(`fields.logo_url: ${u} is not an attribute value on ${v.page}`);
      continue;
    }
    // An address written only in a mailto link is quoted by that link.
    const mailto = field === 'contact_email' && v.quote?.startsWith('mailto:') && pageOf(v.page)?.attrs.has(v.quote);
    if (!mailto) quoted(`fields.${field}`, v.quote, v.page);
    if (field === 'pricing_model')
      for (const m of [v.value, ...(v.accept ?? [])])
        if (!PRICING_MODELS.includes(m)) problems.push(`fields.pricing_model: ${m} is not one of ${PRICING_MODELS.join(', ')}`);
    if (field === 'founded_year' && !/^\d{4}$/.test(v.value)) problems.push('fields.founded_year is not four digits');
    if (field === 'country' && !/^[A-Z]{2}$/.test(v.value)) problems.push('fields.country is not an upper-case ISO code');
    if (field === 'contact_email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.value)) problems.push('fields.contact_email is not an address');
    if (field === 'contact_email' && v.quote && !v.quote.toLowerCase().includes(v.value.toLowerCase()))
      problems.push('fields.contact_email: the quote does not hold the address');
  }
  for (const f of label.blank_ok ?? [])
    if (!(SCALAR_FIELDS as readonly string[]).includes(f) || label.fields[f] === null) problems.push(`blank_ok names ${f}, which has no value`);
  if (!label.product_site && (label.founders.length || label.faqs.length || label.company_socials.length))
    problems.push("a page that is not a product's own site has no founders, FAQs or socials");
  for (const [i, f] of (label.founders ?? []).entries()) quoted(`founders[${i}]`, f.quote, f.page);
  for (const [i, f] of (label.founders ?? []).entries())
    if (!f.quote?.includes(f.name) && !squash(f.quote ?? '').includes(squash(f.name))) problems.push(`founders[${i}]: the quote does not hold the name`);
  for (const [i, q] of (label.faqs ?? []).entries()) quoted(`faqs[${i}]`, q.question, q.page);
  for (const [i, s] of (label.company_socials ?? []).entries()) {
    const pg = pageOf(s.page);
    if (!pg) problems.push(`company_socials[${i}]: page ${s.page} is not one of the site's pages`);
    else if (!pg.attrs.has(s.url)) problems.push(`company_socials[${i}]: ${s.url} is not a link on ${s.page}`);
  }
  return problems;
}
