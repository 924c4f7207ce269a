import type * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import type { PageArea, PageImage } from '../../../domain/draft/page.ts';
import { registrableName, unrendered } from '../../../domain/draft/support.ts';
import { decodedOrAsWritten } from '../../../domain/shared/decoded.ts';
import { inSample } from './lines.ts';
import { aboutOthers } from './others-heading.ts';

const resolve = (href: string | undefined, base: string): string | null => {
  const raw = (href ?? '').trim();
  if (!raw || raw.startsWith('data:') || raw.startsWith('javascript:')) return null;
  // A template's unrendered placeholder ("{{ site.logo }}", "<?php echo $icon; ?>") is no address.
  if (unrendered(raw) || /<\?(php|=)/i.test(raw)) return null;
  try {
    const u = new URL(raw, base);
    // "#" or "" resolve to the page itself: no image.
    if (u.href.replace(/#.*$/, '') === new URL(base).href.replace(/#.*$/, '')) return null;
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
};

/**
 * An image set in a link to another site ("<a href="https://opensource.org/"><img src="opensource-logo.png"></a>", a "Powered by" or a
 * store's badge): that site's mark, which the page points to. A header's logo may link to the company's other site; elsewhere on the
 * page a mark that leads away is whose site it leads to.
 */
function linksAway($el: cheerio.Cheerio<Element>, pageUrl: string): boolean {
  const href = $el.closest('a[href]').attr('href')?.trim() ?? '';
  if (!/^(https?:)?\/\//i.test(href)) return false;
  try {
    const there = new URL(href, pageUrl).hostname;
    return registrableName(there) !== registrableName(new URL(pageUrl).hostname);
  } catch {
    return false;
  }
}

/** An image's file name, its escapes undone. */
const fileOf = (url: string) =>
  decodedOrAsWritten(
    url
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? '',
  );
/**
 * An image's address as a person sees it: the address a lazy loader fills in (`data-src`, `data-lazy-src`, `data-original`,
 * `data-srcset`) when the image names one, since its `src` is then the loader's stand-in (a data: URI, or a file such as
 * "lazyload-ph.png" shown until the real image loads); else its `src`, else its `srcset`.
 */
const imageSource = (attribs: Record<string, string>, base: string): string | null => {
  const firstOfSet = (set: string | undefined) => set?.split(',')[0]?.trim().split(/\s+/)[0];
  for (const candidate of [
    attribs['data-src'],
    attribs['data-lazy-src'],
    attribs['data-original'],
    firstOfSet(attribs['data-srcset']),
    attribs.src,
    firstOfSet(attribs.srcset),
  ]) {
    const url = resolve(candidate, base);
    if (url) return url;
  }
  return null;
};

function areaOf($: cheerio.CheerioAPI, el: Element): PageArea {
  const $el = $(el);
  if ($el.closest('footer, [role=contentinfo], [class*=footer i], [id*=footer i]').length) return 'footer';
  if ($el.closest('nav, [role=navigation]').length) return 'nav';
  if ($el.closest('header, [role=banner], [class~=header], [class*=navbar i], [class*=masthead i], [class*=site-header i], [id=header]').length)
    return 'header';
  if ($el.closest('aside, [class*=sidebar i]').length) return 'aside';
  return 'main';
}

/** Whether an image sits in a section headed as a wall of others' marks ("<h2>Our partners</h2>" over a row of logos), with no class that says so. */
function underPartnersHeading($: cheerio.CheerioAPI, el: Element): boolean {
  for (const parent of $(el).parents().slice(0, 3).toArray()) {
    if (/^(body|html|main|header|nav|footer)$/i.test((parent as Element).tagName ?? '')) return false;
    const heading = $(parent).find('h1, h2, h3, h4, h5, h6').first().text().replace(/\s+/g, ' ').trim();
    if (heading) return aboutOthers(heading);
  }
  return false;
}

/**
 * The images a page declares as its own, in the order a person would look for a logo: its
 * icons and touch icons (`<link rel>`), share image and logo metadata, and `<img>` elements that
 * sit in the header or say they are a logo (class, id, alt or file name), with their words.
 */
export function pageImages($: cheerio.CheerioAPI, pageUrl: string): PageImage[] {
  const out: PageImage[] = [];
  const add = (img: PageImage | null) => {
    if (img && out.length < 60 && !out.some((o) => o.url === img.url && o.kind === img.kind)) out.push(img);
  };
  $('link[rel][href]').each((_, node) => {
    const el = node as Element;
    const rel = (el.attribs.rel ?? '').toLowerCase().split(/\s+/);
    const url = resolve(el.attribs.href, pageUrl);
    if (!url) return;
    if (rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed')) add({ url, kind: 'touch-icon' });
    else if (rel.includes('icon') || rel.includes('mask-icon')) add({ url, kind: 'icon' });
  });
  $('meta').each((_, node) => {
    const el = node as Element;
    const key = (el.attribs.property ?? el.attribs.name ?? el.attribs.itemprop ?? '').toLowerCase();
    const url = resolve(el.attribs.content ?? el.attribs.value, pageUrl);
    if (!url) return;
    if (key === 'og:image' || key === 'og:image:url' || key === 'og:image:secure_url' || key === 'twitter:image') add({ url, kind: 'share-image' });
    else if (key === 'og:logo' || key === 'logo') add({ url, kind: 'logo-meta' });
  });
  $('img').each((_, node) => {
    const el = node as Element;
    const url = imageSource(el.attribs, pageUrl);
    // A library's rendered example (a sample navbar's brand mark, a sample header's logo) shows what the library makes: no image of the site's.
    if (!url || inSample(el)) return;
    const area = areaOf($, el);
    const $el = $(el);
    const container = $el
      .parents()
      .slice(0, 3)
      .map((__, p) => `${(p as Element).attribs?.class ?? ''} ${(p as Element).attribs?.id ?? ''}`)
      .get()
      .join(' ');
    const file = fileOf(url);
    const words = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''} ${file} ${container}`.replace(/\s+/g, ' ').trim();
    const alt = (el.attribs.alt ?? el.attribs.title ?? '').replace(/\s+/g, ' ').trim();
    const marks: PageImage['marks'] = [];
    if ($el.closest('blockquote, [class*=testimonial i], [class*=review i], [class*=quote i]').length) marks.push('quote');
    if (
      $el.closest(
        '[class*=partner i], [class*=client i], [class*=customer i], [class*=sponsor i], [class*=investor i], [class*=backer i], [class*=supporter i], [class~=logos], [class*=-logos i], [class*=logos- i], [class*=brands i], [class*=trusted i], [class*=featured i], [class*=press i], [class*=as-seen i], [class*=integration i], [id*=partner i], [id*=client i], [id*=sponsor i], [id*=customer i]',
      ).length ||
      underPartnersHeading($, el)
    )
      marks.push('partners');
    if (area !== 'header' && area !== 'nav' && linksAway($el, pageUrl)) marks.push('elsewhere');
    if ($el.closest('[itemprop=logo]').length || el.attribs.itemprop === 'logo') add({ url, kind: 'logo-meta' });
    if (area === 'header' || area === 'nav' || /logo|brand/i.test(`${words} ${alt}`) || out.filter((o) => o.kind === 'img').length < 3)
      add({ url, kind: 'img', alt, words, area, ...(marks.length ? { marks } : {}) });
  });
  return out;
}
