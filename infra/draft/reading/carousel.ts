import type { PageLine } from '../../../domain/draft/page.ts';
import { squash } from './text.ts';

/**
 * Whether the page runs a carousel of several slides, each with its own heading ("Comprometidos con la calidad", "Protegemos el
 * medio ambiente", "Lumitrade AI Future of Trading"): each slide speaks of one service, one project or one value, and whichever
 * the reader happens to take first is not the line that says what the whole is. A single slide's heading is the hero's.
 */
export function severalSlides(lines: PageLine[]): boolean {
  const headings = new Set(lines.filter((l) => /^h[1-3]$/.test(l.tag) && (l.marks ?? []).includes('slide')).map((l) => squash(l.text)));
  return headings.size >= 2;
}

/** The page's lines without those of its slides when it has several (see `severalSlides`). */
export const withoutSlides = (lines: PageLine[]): PageLine[] => (severalSlides(lines) ? lines.filter((l) => !(l.marks ?? []).includes('slide')) : lines);
