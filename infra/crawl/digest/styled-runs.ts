import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** Inline elements a site styles a heading's or slogan's parts with. */
const STYLED = 'span,em,strong,b,i,mark,small,u,font';
/** Letters of the scripts that put spaces between words (never Japanese or Chinese, which do not). */
const SPACED_LETTER = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;

/** Two characters a space would part: letters or digits on both sides, one of them a letter of a spaced script ("maand|0 €"). */
const joins = (a: string, b: string) => /[\p{L}\p{N}]/u.test(a) && /[\p{L}\p{N}]/u.test(b) && (SPACED_LETTER.test(a) || SPACED_LETTER.test(b));

const textOf = (node: AnyNode | null): string => {
  if (!node) return '';
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (node.type !== 'tag') return '';
  return ((node as Element).children ?? []).map(textOf).join('');
};

/**
 * A run of words set in its own inline element with no space before or after it ("Deine
 * Wünsche<span>werden zum</span><span>Geschenk</span>", "Beheer je paard<em>met passie</em>") is
 * shown on a line of its own by the site's styles: a person reads a space there. A part of a word
 * in its own element ("Super<b>charge</b>") holds no space, and stays joined. A figure set apart the same way
 * ("Jij betaalt de eerste maand<span>0 €</span>") is parted from the word before it too.
 */
export function spaceStyledRuns($: CheerioAPI) {
  $('body')
    .find(STYLED)
    .each((_, el) => {
      const own = textOf(el).trim();
      if (!/\s/.test(own)) return;
      const before = textOf(el.prev);
      const after = textOf(el.next);
      const first = own[0] ?? '';
      const last = own[own.length - 1] ?? '';
      if (before && !/\s$/.test(before) && joins(before[before.length - 1] ?? '', first)) $(el).before(' ');
      if (after && !/^\s/.test(after) && joins(last, after[0] ?? '')) $(el).after(' ');
    });
}
