import type { CheerioAPI } from 'cheerio';

/**
 * Characters that shape how text breaks or runs and show nothing: a soft hyphen ("Zahn&shy;arzt&shy;praxis"), a zero-width space, a
 * word joiner, a byte-order mark, direction marks and embeddings. A person reading the page sees "Zahnarztpraxis" and writes it so;
 * kept, they would sit inside a drafted name or slogan that no longer equals the words as read. The joiners that shape a script's
 * letters or an emoji (U+200C, U+200D) are kept.
 */
const INVISIBLE = /[\u00AD\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
/** The same characters as the page's source may write them, as themselves or as references. */
const WRITTEN =
  /[\u00AD\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]|&(shy|lrm|rlm|zerowidthspace|nobreak|#0*(173|8203|8206|8207|823[4-8]|8288|829[4-7]|65279)|#x0*(ad|200b|200e|200f|202[a-e]|2060|206[6-9]|feff))\b/i;

/** Whether the page's source holds any of them: most pages hold none, and are not walked. */
export const writesInvisibleMarks = (html: string) => WRITTEN.test(html);

/** The page without them, in its text and in its attributes (a meta description, an image's alt), before anything reads it. */
export function withoutInvisibleMarks($: CheerioAPI) {
  const clean = (s: string) => s.replace(INVISIBLE, '');
  $('*').each((_, node) => {
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return;
    for (const [name, value] of Object.entries(node.attribs)) node.attribs[name] = clean(value);
    for (const child of node.children) if (child.type === 'text') child.data = clean(child.data);
  });
}
