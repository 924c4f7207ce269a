import * as cheerio from 'cheerio';
import type { PageDigest, PageKind } from '../../domain/draft/page.ts';

const ARTICLE_TYPES = /^(Article|NewsArticle|BlogPosting|Report|ScholarlyArticle|TechArticle|OpinionNewsArticle|LiveBlogPosting)$/;
const MARKETPLACES =
  /(^|\.)(apps\.apple\.com|play\.google\.com|chromewebstore\.google\.com|chrome\.google\.com|amazon\.[a-z.]+|etsy\.com|ebay\.[a-z.]+|g2\.com|capterra\.com|producthunt\.com|appsumo\.com|alternativeto\.net|wordpress\.org|marketplace\.atlassian\.com|apps\.shopify\.com)$/;
/** Page furniture: navigation, menus, cookie banners, share widgets, breadcrumbs, skip links. */
const FURNITURE_SELECTOR = [
  'nav',
  '[role=navigation]',
  'header nav',
  'aside',
  '[role=banner] nav',
  '[aria-label*=breadcrumb i]',
  '.breadcrumb',
  '.breadcrumbs',
  '[class*=cookie i]',
  '[id*=cookie i]',
  '[class*=consent i]',
  '[id*=consent i]',
  '[class*=share i]',
  '[class*=social-share i]',
  '.skip-link',
  'a.skip',
  '[class*=newsletter i]',
  'blockquote',
  '[class*=testimonial i]',
  'footer',
  '[role=contentinfo]',
].join(',');

function kindOf(url: string, types: string[], $: cheerio.CheerioAPI, meta: Record<string, string>, visibleText: string): PageKind {
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    host = '';
  }
  if (MARKETPLACES.test(host)) return 'marketplace';
  const productTyped = types.some((t) => /^(SoftwareApplication|WebApplication|MobileApplication|Product)$/.test(t));
  const articleTyped = types.some((t) => ARTICLE_TYPES.test(t)) || (meta['og:type'] ?? '').toLowerCase() === 'article';
  const byline =
    $('article').length > 0 &&
    $('time[datetime], [itemprop=datePublished]').length > 0 &&
    $('[rel=author], [itemprop=author], .author, .byline, [class*=byline i]').length > 0;
  if ((articleTyped || byline) && !productTyped) return 'article';
  const scripts = $('script[src]').length;
  if (visibleText.length < 200 && (scripts > 0 || $('#root, #app, #__next, [data-reactroot]').length > 0)) return 'shell';
  return 'product';
}

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
  const types: string[] = [];
  const sameAs: string[] = [];
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      const data = JSON.parse($(el).text());
      for (const item of Array.isArray(data) ? data : (data['@graph'] ?? [data])) {
        flatten(item, '', structured);
        const t = item?.['@type'];
        for (const one of Array.isArray(t) ? t : [t]) if (typeof one === 'string') types.push(one);
        const same = item?.sameAs;
        for (const link of Array.isArray(same) ? same : [same]) if (typeof link === 'string') sameAs.push(link);
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
  // The site's own links: in its header, footer or navigation, marked rel=me, or its structured data's sameAs.
  const siteLinks = new Set<string>();
  $('header a[href], footer a[href], nav a[href], [role=contentinfo] a[href], [role=banner] a[href], a[rel~=me], link[rel~=me]').each((_, el) => {
    try {
      siteLinks.add(new URL($(el).attr('href') ?? '', url).href);
    } catch {
      // not a URL
    }
  });
  for (const link of sameAs) siteLinks.add(link);
  const quotedLinks = new Set<string>();
  $(
    'blockquote a[href], q a[href], figure a[href], cite a[href], [class*=testimonial i] a[href], [class*=review i] a[href], [class*=quote i] a[href], [class*=comment i] a[href], [class*=author i] a[href], [rel~=author]',
  ).each((_, el) => {
    try {
      quotedLinks.add(new URL($(el).attr('href') ?? '', url).href);
    } catch {
      // not a URL
    }
  });
  const code = $('code,pre,kbd,samp')
    .map((_, el) => squash($(el).text()))
    .get()
    .filter((t) => t.length > 0)
    .slice(0, 100);
  const lang = ($('html').attr('lang') ?? meta['og:locale'] ?? '').trim().toLowerCase().replace('_', '-') || undefined;
  $('script,style,noscript,template,svg').remove();
  const visibleText = squash($('body').text() || $.root().text());
  const kind = kindOf(url, types, $, meta, visibleText);
  // Headings, paragraphs and lists come from the content: furniture is left out of them (it stays in the text quotes are checked against).
  const content = cheerio.load($.html());
  content(FURNITURE_SELECTOR).remove();
  const headings = content('h1,h2,h3')
    .map((_, el) => squash(content(el).text()))
    .get()
    .filter(Boolean);
  const paragraphs = content('p')
    .map((_, el) => squash(content(el).text()))
    .get()
    .filter((t) => t.length > 0);
  const lists: { heading: string; items: string[] }[] = [];
  content('ul,ol').each((_, el) => {
    const items = content(el)
      .children('li')
      .map((__, li) => squash(content(li).text()))
      .get()
      .filter(Boolean);
    if (items.length === 0) return;
    const heading = squash(content(el).prevAll('h1,h2,h3,h4').first().text() || content(el).parent().prevAll('h1,h2,h3,h4').first().text());
    lists.push({ heading, items });
  });
  // FAQs as pages write them: dt/dd pairs asking questions (or under an FAQ heading), details/summary, question headings.
  const faqHeading = (el: Parameters<typeof $>[0]) =>
    /faq|frequently asked|questions|fragen|questions fréquentes/i.test($(el).prevAll('h1,h2,h3,h4').first().text());
  $('dl').each((_, el) => {
    const underFaq = faqHeading(el);
    $(el)
      .children('dt')
      .each((__, dt) => {
        const question = squash($(dt).text());
        const answer = squash($(dt).next('dd').text());
        if (answer && (underFaq || question.endsWith('?'))) faqs.push({ question, answer });
      });
  });
  $('details').each((_, el) => {
    const question = squash($(el).children('summary').first().text());
    const answer = squash($(el).clone().children('summary').remove().end().text());
    if (question && answer) faqs.push({ question, answer });
  });
  content('h2,h3,h4').each((_, el) => {
    const question = squash(content(el).text());
    if (!question.endsWith('?') || question.length > 300) return;
    const answer = squash(content(el).nextUntil('h1,h2,h3,h4').filter('p,div,ul,ol').text());
    if (answer) faqs.push({ question, answer });
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
    faqs: faqs.filter((f, i) => faqs.findIndex((g) => g.question === f.question) === i).slice(0, 20),
    code,
    ...(lang ? { lang } : {}),
    kind,
    siteLinks: [...siteLinks].slice(0, 100),
    quotedLinks: [...quotedLinks].slice(0, 100),
  };
}
