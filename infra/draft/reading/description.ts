import type { PageDigest } from '../../../domain/draft/page.ts';
import { priceCue } from '../../../domain/draft/support.ts';
import { isFiller, type Reading } from './text.ts';

/** A price list's footnote ("Alle Preise verstehen sich zzgl. gesetzlicher MwSt.", "All prices exclude VAT"): terms, not what the product is. */
const PRICE_NOTE =
  /(?<!\p{L})(preise?|prices?|prix|precios?|prezzi|preços|prijzen|tarife?|tarifs?)(?!\p{L}).{0,60}(?<!\p{L})(mwst|ust|mehrwertsteuer|vat|tva|iva|btw|gst|tax(es)?|steuer)(?!\p{L})/iu;

/** What the product is, in the site's own words: the first paragraph long enough to say it, never a price, a price list's terms or filler. */
export function descriptionOf(pages: PageDigest[]): Reading | null {
  for (const pg of pages)
    for (const t of pg.paragraphs)
      if (t.length >= 80 && t.length <= 3000 && !priceCue(t) && !PRICE_NOTE.test(t) && !isFiller(t)) return { value: t, quotes: [t], url: pg.url };
  return null;
}
