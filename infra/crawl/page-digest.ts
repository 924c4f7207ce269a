import * as cheerio from 'cheerio';
import type { PageDigest } from '../../domain/draft/page.ts';
import { classesHiddenOnDesktop } from './digest/desktop-css.ts';
import { FAQ_HEADING, pageFaqs } from './digest/faqs.ts';
import { liftHeadingEyebrows } from './digest/heading-eyebrow.ts';
import { pageImages } from './digest/images.ts';
import { withoutInvisibleMarks, writesInvisibleMarks } from './digest/invisible-marks.ts';
import { inSample, pageLines } from './digest/lines.ts';
import { aboutOthers } from './digest/others-heading.ts';
import { pageKind } from './digest/page-kind.ts';
import { readText } from './digest/read-text.ts';
import { readStructured } from './digest/structured.ts';
import { spaceStyledRuns } from './digest/styled-runs.ts';

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

/** Where a link sits that makes it the site's own: header, footer, navigation, a follow-us area, `rel=me`. */
const SITE_AREA = [
  'header a[href]',
  'footer a[href]',
  'nav a[href]',
  '[role=contentinfo] a[href]',
  '[role=banner] a[href]',
  '[class*=footer i] a[href]',
  '[id*=footer i] a[href]',
  '[class~=header] a[href]',
  '[class*=site-header i] a[href]',
  '[class*=navbar i] a[href]',
  '[class*=social i] a[href]',
  '[class*=follow i] a[href]',
  '[id*=social i] a[href]',
  // The same areas named in other languages: "sociais", "sociaux", "redes sociales", "RRSS", "réseaux", Japanese "SNS"
  // (whole words: "redes" is also in "redesign", "socia" in "association", "sns" in other words).
  '[class*=sociais i] a[href]',
  '[class*=sociaux i] a[href]',
  '[class*=redes-socia i] a[href]',
  '[class*=redes_socia i] a[href]',
  '[class*=redessocia i] a[href]',
  '[class~=redes i] a[href]',
  '[class~=rrss i] a[href]',
  '[class*=reseaux i] a[href]',
  '[class~=sns i] a[href]',
  '[class^=sns- i] a[href]',
  '[class*=" sns-" i] a[href]',
  '[class*=-sns i] a[href]',
  'a[rel~=me]',
  'link[rel~=me]',
  'a[rel~=publisher]',
].join(',');

/** Links that belong to someone else: quotations, testimonials, reviews, comments, bylines, credits for the site's design. */
const QUOTED = [
  'blockquote a[href]',
  'q a[href]',
  'figure a[href]',
  'cite a[href]',
  '[class*=testimonial i] a[href]',
  '[class*=review i] a[href]',
  '[class*=quote i] a[href]',
  '[class*=comment i] a[href]',
  '[class*=author i] a[href]',
  '[rel~=author]',
  '[class*=credit i] a[href]',
  '[class*=team i] a[href]',
  '[class*=member i] a[href]',
  '[class*=people i] a[href]',
  '[class*=founder i] a[href]',
].join(',');

const squash = readText;

/** A link as an absolute address, or null when it is not one. */
const absolute = (href: string | undefined, base: string) => {
  try {
    return href ? new URL(href.trim(), base).href : null;
  } catch {
    return null;
  }
};

/** The page's meta values by name, property or itemprop (lower case). */
function metaOf($: cheerio.CheerioAPI) {
  const meta: Record<string, string> = {};
  // Some pages write a meta's value in `value` rather than `content`; both are the page's words.
  $('meta[name],meta[property],meta[itemprop]').each((_, el) => {
    const key = ($(el).attr('name') ?? $(el).attr('property') ?? $(el).attr('itemprop') ?? '').toLowerCase();
    const content = $(el).attr('content') ?? $(el).attr('value');
    if (key && content && !(key in meta && $(el).attr('itemprop'))) meta[key] = squash(content);
  });
  return meta;
}

/** Every link of the page; those of the site's own header, footer and follow areas; those in quotes. */
/** A launch site's or a directory's badge, as its words or its image's say it: "Featured on Product Hunt", "Product of the Day", "Upvote us". */
const LAUNCH_BADGE =
  /(?<![\p{L}])(featured on|as seen on|product of the (day|week|month)|#\s?\d+ product|upvote|vote for us|find us on product hunt|(launched|launching|live) on product hunt)(?![\p{L}])/iu;

function linksOf($: cheerio.CheerioAPI, url: string) {
  const links: { href: string; text: string }[] = [];
  $('a[href]').each((_, el) => {
    const href = absolute($(el).attr('href'), url);
    if (href) links.push({ href, text: squash($(el).text()) });
  });
  const siteLinks = new Set<string>();
  $(SITE_AREA).each((_, el) => {
    const href = absolute($(el).attr('href'), url);
    if (href) siteLinks.add(href);
  });
  const quotedLinks = new Set<string>();
  $(QUOTED).each((_, el) => {
    const href = absolute($(el).attr('href'), url);
    if (href) quotedLinks.add(href);
  });
  // A library's rendered example (a sample footer's profiles, a sample contact's mail link) links where the sample says, not to the site's own;
  // a launch badge ("Featured on Product Hunt") links to a listing the product earned, not to a profile of its own.
  $('a[href]').each((_, el) => {
    const href = absolute($(el).attr('href'), url);
    const words = `${$(el).text()} ${$(el).find('img').attr('alt') ?? ''}`;
    if (href && (inSample(el) || LAUNCH_BADGE.test(words))) quotedLinks.add(href);
  });
  // A section about others: the tools it works with, the sites built with it, its customers, partners or sponsors ("Works with your
  // tools" over Slack's, Zapier's and HubSpot's profiles): their links, from its heading to the next, are theirs.
  $('h2,h3,h4')
    .filter((_, h) => aboutOthers(squash($(h).text())))
    .each((_, h) => {
      $(h)
        .nextUntil('h2,h3,h4')
        .find('a[href]')
        .addBack('a[href]')
        .each((_, el) => {
          const href = absolute($(el).attr('href'), url);
          if (href) quotedLinks.add(href);
        });
    });
  return { links, siteLinks, quotedLinks };
}

/** Headings, paragraphs and lists of the content: furniture is left out of them (it stays in the text quotes are checked against). */
function contentOf($: cheerio.CheerioAPI) {
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
  return { headings, paragraphs, lists };
}

/** What Google's page translator puts into a page it translates: its tooltip, its banner and its spinner. */
const TRANSLATOR_WIDGET = '#goog-gt-tt, #goog-gt-vt, .goog-te-banner-frame, .goog-te-menu-frame, .goog-te-spinner-pos, .goog-te-balloon-frame, .goog-tooltip';

/** Parses HTML into the digest the drafter reads; scripts and styles never count as text. */
export function digestPage(url: string, html: string): PageDigest {
  const $ = cheerio.load(html);
  if (writesInvisibleMarks(html)) withoutInvisibleMarks($);
  const meta = metaOf($);
  // A heading's permalink ("¶", "#", "§" after a documentation heading) is a link to the heading, not its words. Counted first:
  // those links mark a documentation chapter.
  let permalinks = 0;
  $('h1 a,h2 a,h3 a,h4 a,h5 a,h6 a').each((_, el) => {
    if (!/^[¶#§🔗]$/u.test(squash($(el).text()))) return;
    if (/^(h[1-3])$/.test($(el).closest('h1,h2,h3,h4,h5,h6').prop('tagName')?.toLowerCase() ?? '') && ($(el).attr('href') ?? '').startsWith('#')) permalinks++;
    $(el).remove();
  });
  // An icon font's ligature ("check_circle", "rocket_launch" in a Material icon) draws a picture; its letters are no words of the page.
  $('[class*="material-icons" i],[class*="material-symbols" i]').each((_, el) => {
    if (/^[a-z0-9_]+$/.test(squash($(el).text()))) $(el).remove();
  });
  // A browser translator's popup, saved with the page it translated ("Original text", "Contribute a better translation"): the
  // translator's words, never the site's.
  $(TRANSLATOR_WIDGET).remove();
  spaceStyledRuns($);
  liftHeadingEyebrows($);
  const structured = readStructured($, url);
  const { links, siteLinks, quotedLinks } = linksOf($, url);
  const images = pageImages($, url);
  const code = $('code,pre,kbd,samp')
    .map((_, el) => squash($(el).text()))
    .get()
    .filter((t) => t.length > 0)
    .slice(0, 100);
  const lang = ($('html').attr('lang') ?? meta['og:locale'] ?? '').trim().toLowerCase().replace('_', '-') || undefined;
  const title = squash($('title').first().text());
  // Scripts, styles and templates are never text (the line reader skips them).
  const lines = pageLines($('body')[0] ?? $.root()[0], 1500, classesHiddenOnDesktop($));
  const text = squash(lines.map((l) => l.text).join(' ')).slice(0, 100_000);
  const kind = pageKind($, {
    url,
    types: structured.types,
    meta,
    visibleText: text,
    title,
    h1: squash($('h1').first().text()),
    headings: $('h1,h2,h3,h4')
      .map((_, el) => squash($(el).text()))
      .get(),
    lines,
    permalinks,
    hrefs: links.map((l) => l.href),
  });

  $('script,style,noscript,template,svg').remove();
  const { headings, paragraphs, lists } = contentOf($);
  // An FAQ page says so in its title or main heading (or its address).
  const faqPage =
    FAQ_HEADING.test(`${title} ${squash($('h1').first().text())}`.replace(/\./g, '')) ||
    /\/(faqs?|help|fragen|preguntas|perguntas)(\/|\.html?|$)/i.test(new URL(url).pathname);
  const faqs = pageFaqs($, structured.faqs, faqPage);
  return {
    url,
    title,
    text,
    meta,
    structured: structured.values,
    headings: headings.slice(0, 60),
    paragraphs: paragraphs.slice(0, 120),
    lists: lists.slice(0, 40),
    links: links.slice(0, 400),
    faqs: faqs.slice(0, 40),
    code,
    ...(lang ? { lang } : {}),
    kind,
    siteLinks: [...siteLinks].slice(0, 150),
    quotedLinks: [...quotedLinks].slice(0, 150),
    lines,
    images,
  };
}
