import type { PageDigest } from '../../../domain/draft/page.ts';
import { foundingYearIn } from '../../../domain/draft/support.ts';
import { isFiller, isPlaceholderPage, linesOf, type Reading, sentences } from './text.ts';

/**
 * The year the company or product was founded: structured data's `foundingDate`, else a
 * founding statement in the site's language ("founded in 2014", "seit 2003", "è nata nel 2003",
 * "od roku 2014", "2010年設立"). Never a copyright line, a release, a news item or a quotation.
 */
export function foundingOf(pages: PageDigest[]): Reading | null {
  for (const pg of pages) {
    const date = Object.entries(pg.structured).find(([k]) => /\.foundingDate$/.test(k))?.[1];
    if (date && /^\d{4}/.test(date)) return { value: date.slice(0, 4), quotes: [date], url: pg.url };
  }
  for (const pg of pages) {
    if (isPlaceholderPage(pg)) continue;
    for (const line of linesOf(pg)) {
      if ((line.marks ?? []).some((m) => m === 'quote' || m === 'post') || line.area === 'nav') continue;
      if (/©|copyright|\(c\)/i.test(line.text) || isFiller(line.text)) continue;
      for (const sentence of line.text.length <= 300 ? [line.text] : sentences(line.text)) {
        if (sentence.length > 300) continue;
        for (const year of sentence.match(/(?<!\d)(19|20)\d{2}(?!\d)/g) ?? [])
          if (foundingYearIn(sentence, year)) return { value: year, quotes: [sentence], url: pg.url };
      }
    }
  }
  return null;
}
