import type { PageDigest } from '../../../domain/draft/page.ts';
import { letters, linesOf, squash } from './text.ts';

/** What a blog's index calls itself, in the languages seen most. */
const BLOG_WORD =
  /^(le |la |el |o |the |das |der |il |het )?(blog|blogue|journal|news|actualités|actualites|noticias|notícias|nachrichten|aktuelles|notizie|nieuws|aktualności|insights|magazine)$/i;

/**
 * Whether the page is the brand's blog index: its main heading is "Blog" or "Blog Acme" (an emoji aside). Its lead
 * says what the blog is about ("Conseils surf, prévisions houle et vie de la communauté"), not what the product is.
 */
export function blogIndex(page: PageDigest, brand: string | null): boolean {
  const h1 = linesOf(page).find((l) => l.tag === 'h1' && !l.hidden)?.text;
  if (!h1) return false;
  let words = squash(h1.replace(/[^\p{L}\p{N}\s'’&.-]/gu, ' ')).split(' ');
  const b = brand ? letters(brand) : '';
  const n = brand ? brand.split(/\s+/).length : 0;
  // "Blog Acme" names the brand's blog; "Acme Blog" is as often a blog's own name, its product (its lead then says what it is).
  if (b && letters(words.slice(-n).join(' ')) === b) words = words.slice(0, -n);
  return words.length > 0 && BLOG_WORD.test(words.join(' '));
}
