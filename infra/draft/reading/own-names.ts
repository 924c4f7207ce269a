import type { PageDigest } from '../../../domain/draft/page.ts';
import { copyrightHolders } from './copyright-holder.ts';
import { letters, linesOf } from './text.ts';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};

/** The names a site signs with, as letters: the brand, its host, its pages' titles and site names, its copyright holders. */
export function ownNames(pages: PageDigest[], brand: string | null): string[] {
  const names = brand ? [brand] : [];
  for (const pg of pages) names.push(hostOf(pg.url), pg.title, pg.meta['og:site_name'] ?? '', ...copyrightHolders(linesOf(pg)));
  return names.map(letters).filter((n) => n.length >= 2);
}

/**
 * Whether an organisation a sentence names ("Globex", "Northwind Ventures") is one the site signs with; an article before the
 * name ("A Acme foi fundada…") is not part of it. A name none of the site's names holds is another organisation's.
 */
export function signsWith(name: string, own: string[]): boolean {
  const l = letters(name.replace(/^(the|a|an|o|os|as|la|le|les|el|los|las|il|lo|die|der|das|het|de)\s+/i, ''));
  return l.length < 2 || own.some((n) => n.includes(l) || l.includes(n));
}
