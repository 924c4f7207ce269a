import type { PageDigest } from '../../../domain/draft/page.ts';
import { copyrightHolders } from './copyright-holder.ts';
import { homeOf, hostNames, letters, linesOf } from './text.ts';

/** A notice that names no one: "© 2026 All rights reserved", "Tous droits réservés", "Alle Rechte vorbehalten". */
const NO_ONE =
  /^(all rights|alle rechte|tous droits|todos los derechos|todos os direitos|tutti i diritti|alle rechten|wszelkie prawa|the authors?|contributors?)/i;

/** The holders a page's short copyright lines name, spelled as letters; a notice that names no one left out. */
function holdersOf(pg: PageDigest): string[] {
  const short = linesOf(pg).filter((l) => l.text.length <= 160);
  return copyrightHolders(short)
    .filter((h) => !NO_ONE.test(h))
    .map(letters)
    .filter((h) => h.length >= 3);
}

const related = (a: string, b: string) => a.includes(b) || b.includes(a);

/**
 * A page of the site whose copyright names a brand that is neither the site's (its name, its host) nor the one its homepage's
 * notice names, and whose words never name the site: a template's leftover page ("© DataCol" under plans for "salesforce
 * objects" on a Kubernetes consultancy's site). Its plans and facts are the other brand's. A page that names no holder, the
 * homepage itself, or a page about the product under a mistyped notice ("The Fetchto plugin is licensed under the GPL" over
 * "© Bigbox Enterprise") is the site's own.
 */
export function anotherBrandsPage(pg: PageDigest, pages: PageDigest[], brand: string | null): boolean {
  const home = homeOf(pages);
  if (!home || pg.url === home.url) return false;
  const holders = holdersOf(pg);
  if (holders.length === 0) return false;
  const site = [...(brand ? [letters(brand)] : []), ...hostNames(pg.url)].filter((n) => n.length >= 3);
  const own = [...site, ...holdersOf(home)];
  if (holders.some((h) => own.some((n) => related(h, n)))) return false;
  const words = letters(
    linesOf(pg)
      .map((l) => l.text)
      .join(' '),
  );
  return !site.some((n) => words.includes(n));
}
