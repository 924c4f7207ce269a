import * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import type { PageImage, PageLink, PageMeta } from '../../domain/ports/web-pages.ts';

const HIDING_STYLE = /(?:^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important)?\s*(?:;|$)/i;

/** Why a visitor would not see this element: inside <noscript>/<template>, or hidden by an attribute or inline style. */
function hiddenReason($: cheerio.CheerioAPI, el: Element): string | null {
  for (const node of [el, ...$(el).parents().toArray()]) {
    const tag = $(node);
    const name = node.tagName.toLowerCase();
    if (name === 'noscript') return 'inside <noscript>';
    if (name === 'template') return 'inside <template>';
    if (tag.attr('hidden') !== undefined) return 'hidden (the hidden attribute)';
    const style = tag.attr('style');
    const m = style ? HIDING_STYLE.exec(style) : null;
    if (m) return `hidden (${m[1].replace(/\s+/g, '')})`;
  }
  return null;
}

/**
 * The facts a check reads from a page: links (with their images and rel), images, meta tags
 * and comments. Parsed as a browser without scripts would (so `<noscript>` content is markup we
 * can see and refuse, rather than text we cannot).
 */
export function pageFacts(html: string, pageUrl: string): { links: PageLink[]; images: PageImage[]; metas: PageMeta[]; comments: string[] } {
  const $ = cheerio.load(html, { scriptingEnabled: false, baseURI: pageUrl });
  const absolute = (value: string) => {
    try {
      return new URL(value.trim(), pageUrl).href;
    } catch {
      return value;
    }
  };
  const outer = (el: Element) => ($.html(el) ?? '').replace(/\s+/g, ' ').slice(0, 1000);
  const links: PageLink[] = $('a[href], area[href]')
    .toArray()
    .map((el) => ({
      href: absolute($(el).attr('href') ?? ''),
      rel: ($(el).attr('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean),
      images: $(el)
        .find('img[src]')
        .toArray()
        .map((img) => absolute($(img).attr('src') ?? '')),
      hidden: hiddenReason($, el),
      html: outer(el),
    }));
  const images: PageImage[] = $('img[src]')
    .toArray()
    .map((el) => ({ src: absolute($(el).attr('src') ?? ''), linked: $(el).closest('a[href]').length > 0, hidden: hiddenReason($, el), html: outer(el) }));
  const metas: PageMeta[] = $('meta[name][content]')
    .toArray()
    .map((el) => ({ name: ($(el).attr('name') ?? '').toLowerCase(), content: $(el).attr('content') ?? '' }));
  const comments = $.root()
    .find('*')
    .addBack()
    .contents()
    .toArray()
    .flatMap((node) => (node.type === 'comment' && 'data' in node ? [String(node.data).slice(0, 2000)] : []))
    .slice(0, 200);
  return { links, images, metas, comments };
}
