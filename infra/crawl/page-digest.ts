import * as cheerio from 'cheerio';
import type { PageDigest } from '../../domain/draft/page.ts';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function flatten(value: unknown, prefix: string, out: Record<string, string>) {
  if (value === null || value === undefined) return;
  if (typeof value === 'string' || typeof value === 'number') {
    out[prefix] = squash(String(value));
    return;
  }
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) flatten(v, `${prefix}[${i}]`, out);
    return;
  }
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const type = typeof obj['@type'] === 'string' ? obj['@type'] : '';
    for (const [k, v] of Object.entries(obj)) if (!k.startsWith('@')) flatten(v, prefix ? `${prefix}.${k}` : `${type || 'Thing'}.${k}`, out);
  }
}

/** Parses HTML into the digest the drafter reads; scripts and styles never count as text. */
export function digestPage(url: string, html: string): PageDigest {
  const $ = cheerio.load(html);
  const meta: Record<string, string> = {};
  $('meta[name],meta[property]').each((_, el) => {
    const key = ($(el).attr('name') ?? $(el).attr('property') ?? '').toLowerCase();
    const content = $(el).attr('content');
    if (key && content) meta[key] = squash(content);
  });
  const structured: Record<string, string> = {};
  const faqs: { question: string; answer: string }[] = [];
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      const data = JSON.parse($(el).text());
      for (const item of Array.isArray(data) ? data : (data['@graph'] ?? [data])) {
        flatten(item, '', structured);
        if (item?.['@type'] === 'FAQPage')
          for (const q of item.mainEntity ?? [])
            if (q?.name && q?.acceptedAnswer?.text) faqs.push({ question: squash(q.name), answer: squash(String(q.acceptedAnswer.text)) });
      }
    } catch {
      // structured data that does not parse is not evidence
    }
  });
  const links: { href: string; text: string }[] = [];
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href');
    if (!href) return;
    try {
      links.push({ href: new URL(href, url).href, text: squash($(el).text()) });
    } catch {
      // not a URL
    }
  });
  $('script,style,noscript,template,svg').remove();
  const headings = $('h1,h2,h3')
    .map((_, el) => squash($(el).text()))
    .get()
    .filter(Boolean);
  const paragraphs = $('p')
    .map((_, el) => squash($(el).text()))
    .get()
    .filter((t) => t.length > 0);
  const lists: { heading: string; items: string[] }[] = [];
  $('ul,ol').each((_, el) => {
    const items = $(el)
      .children('li')
      .map((__, li) => squash($(li).text()))
      .get()
      .filter(Boolean);
    if (items.length === 0) return;
    const heading = squash($(el).prevAll('h1,h2,h3,h4').first().text() || $(el).parent().prevAll('h1,h2,h3,h4').first().text());
    lists.push({ heading, items });
  });
  $('dl').each((_, el) => {
    $(el)
      .children('dt')
      .each((__, dt) => {
        const answer = squash($(dt).next('dd').text());
        if (answer) faqs.push({ question: squash($(dt).text()), answer });
      });
  });
  // Block elements end a line of text, so words of adjacent blocks do not run together.
  $('p,li,h1,h2,h3,h4,h5,h6,div,section,article,dt,dd,td,th,br,header,footer,nav').each((_, el) => {
    $(el).append(' ');
  });
  return {
    url,
    title: squash($('title').first().text()),
    text: squash($('body').text() || $.root().text()).slice(0, 100_000),
    meta,
    structured,
    headings: headings.slice(0, 60),
    paragraphs: paragraphs.slice(0, 120),
    lists: lists.slice(0, 40),
    links: links.slice(0, 300),
    faqs: faqs.slice(0, 20),
  };
}
