import { MONTHS } from '../../../domain/draft/months.ts';
import type { PageLine } from '../../../domain/draft/page.ts';

const DASH = '\\s*(?:[-–—]|to|au|bis|al|a|t/m|do|〜|~)\\s*';
/**
 * The days a gathering runs, as its banner writes them: "March 1 — 2, 2018", "October 12–14, 2019", "1–2 mars 2018",
 * "12.-14. Oktober 2019", "12 al 14 de octubre de 2019", "2018年3月1日〜2日". A span of days in one month: what a conference
 * or a festival announces; a product's release or a post's date is one day.
 */
const DAYS = new RegExp(
  [
    `(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?${DASH}\\d{1,2}(?:st|nd|rd|th)?,?\\s+(?:19|20)\\d{2}`,
    `\\d{1,2}\\.?${DASH}\\d{1,2}\\.?\\s+(?:de\\s+)?(?:${MONTHS})\\.?,?\\s+(?:de\\s+)?(?:19|20)\\d{2}`,
    '(?:19|20)\\d{2}年\\d{1,2}月\\d{1,2}日\\s*[-–—〜~]\\s*\\d{1,2}日',
  ].join('|'),
  'iu',
);

/** Whether a line near the top of the page (its banner, its first lines) announces a span of days. */
export function daysAnnounced(lines: PageLine[]): boolean {
  return lines
    .filter((l) => !l.hidden)
    .slice(0, 12)
    .some((l) => l.text.length <= 60 && DAYS.test(l.text));
}
