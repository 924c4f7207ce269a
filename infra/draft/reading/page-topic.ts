import type { PageDigest } from '../../../domain/draft/page.ts';
import { decodedOrAsWritten } from '../../../domain/shared/decoded.ts';
import { FACT_PAGE, FACT_PATH, HOUSEKEEPING_PAGE, letters, squash } from './text.ts';

/** The page's own name in its address: a folder's index page ("/downloads/index.html") is named by its folder. */
export const lastSegment = (url: string) => {
  try {
    return decodedOrAsWritten(new URL(url).pathname)
      .replace(/\/index\.(html?|php|aspx?)$/i, '')
      .replace(/\/+$/, '')
      .split('/')
      .pop()
      ?.replace(/\.(html?|php|aspx?)$/i, '')
      .replace(/[-_]+/g, ' ')
      .toLowerCase();
  } catch {
    return '';
  }
};

/** Addresses that name no part of a site: its start page, a language's folder. */
const NO_TOPIC = /^(home|homepage|start|startseite|accueil|inicio|início|main|default|welcome|landing|[a-z]{2}(-[a-z]{2})?)$/i;

/** Words an address shares with any sentence ("what-we-offer", "about-our-work"): they name no part of a site. */
const GLUE = /^(what|with|about|more|your|this|that|from|here|have|does|wie|wir|unsere?|nous|notre|nuestr[oa]s?|onze|nostr[oi])$/i;

/**
 * The part of the site a page is about, as its address names it ("/diensten.html", "/masajes", "/features/"): null for a
 * homepage, a language's folder, or a folder named for the brand or the site (a project's page under a host of many).
 */
export function addressTopic(page: Pick<PageDigest, 'url'>, brand: string | null): string | null {
  const segment = lastSegment(page.url);
  if (!segment || NO_TOPIC.test(segment) || siteFolder(page.url, segment)) return null;
  const words = segment.split(/\s+/).filter((w) => letters(w).length >= 4 && !GLUE.test(w));
  if (words.length === 0 || words.length > 2) return null;
  if (brand && words.some((w) => letters(brand).includes(letters(w)) || letters(w).includes(letters(brand)))) return null;
  return words.join(' ');
}

/** Letters and digits only: "Acme-App" and "acme app" alike. */
const bare = (s: string) => letters(s).replace(/[^\p{L}\p{N}]+/gu, '');

/** Folders a site keeps its parts in, besides its fact and housekeeping pages, in the languages seen most. */
const SECTION_FOLDER =
  /^(features?|funktionen|fonctionnalites|funcionalidades|caracteristicas|services?|diensten|leistungen|servicios|servicos|servizi|prestations|solutions?|losungen|soluciones|solucoes|soluzioni|oplossingen|products?|produkte|produits|productos|produtos|prodotti|producten|portfolio|projects?|projekte|projets|proyectos|projetos|progetti|projecten|gallery|galerie|galeria|galleria|menu|speisekarte|carta|menukaart|tools|integrations|resources|partners|references|referenzen|customers|clients|kunden|clientes|klanten|licen[cs]es?|legal|mentionslegales|avisolegal|notelegali|impressum|imprint|privacy|datenschutz|terms|price|prices|preise|precios|tarifs|prix|prezzi|precos|prijzen|help|hilfe|aide|ayuda|aiuto|ajuda|support|guide|press|presse|prensa|stampa|pers)$/;

/**
 * A folder's index that is a site's start page rather than a part of it: a project's homepage under a host of many
 * ("/crossroads.js/", "/zubni-centrumvm/"). Only a folder named as a page or a section ("/about/", "/nosotros/", "/features/",
 * "/diensten/") holds a part of the site; a page saved as a file of its own ("/masajes.html") always does.
 */
function siteFolder(url: string, segment: string): boolean {
  let path = '';
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  if (!/\/(index\.(html?|php|aspx?))?$/i.test(path)) return false;
  return !(FACT_PAGE.test(segment) || FACT_PATH.test(segment) || HOUSEKEEPING_PAGE.test(segment) || SECTION_FOLDER.test(bare(segment)));
}

/** Whether a page's address is a part of the site rather than its start: "/kontakt.html", "/o-nas/", not "/", "/en/" or a folder named for the brand or the site. */
export function secondaryAddress(page: Pick<PageDigest, 'url'>, brand: string | null): boolean {
  const segment = lastSegment(page.url);
  if (!segment || NO_TOPIC.test(segment) || siteFolder(page.url, segment)) return false;
  const own = bare(segment);
  const b = brand ? bare(brand) : '';
  return !(b && own && (b.includes(own) || own.includes(b)));
}

/**
 * A pricing page's word in the corpus languages, by its first five letters: "Nos Tarification" names the page at /pricing.html as
 * much as "Pricing" does.
 */
const PRICING_STEMS = ['prici', 'price', 'preis', 'preci', 'prezz', 'prijz', 'tarif', 'preço', 'preco', 'cenni'];

/**
 * A customers page, by the first five letters of its address's words (customers, clients, Kunden, klanten, references, testimonials),
 * and the words its lines name it by besides: case studies, success stories ("Local landing page case studies" names the page at
 * /customers/ as much as "Our customers" does). A /studio/ or /stories/ page is no customers page.
 */
const CUSTOMER_NAMES = ['custo', 'clien', 'kunde', 'klant', 'refer', 'testi'];
const CUSTOMER_STEMS = [...CUSTOMER_NAMES, 'studi', 'succe', 'stori'];

/** Families of words that name one part of a site: a page's address names it by one of `names`, its lines by any of `words`. */
const TOPIC_FAMILIES = [
  { names: PRICING_STEMS, words: PRICING_STEMS },
  { names: CUSTOMER_NAMES, words: CUSTOMER_STEMS },
];

/**
 * Whether a line names that part of the site: it holds the address's word, or one with the same first five letters
 * ("Masajes y Servicios" on /masajes, "Onze dienst" on /diensten, "All features" on /feature).
 */
export function namesTopic(text: string, topic: string): boolean {
  const stem = (w: string) => letters(w).slice(0, 5);
  const wanted = new Set(topic.split(/\s+/).map(stem));
  for (const { names, words } of TOPIC_FAMILIES) if (names.some((w) => wanted.has(w))) for (const w of words) wanted.add(w);
  return squash(text)
    .split(/[\s,.;:!?·|/&()–—-]+/u)
    .some((w) => letters(w).length >= 4 && wanted.has(stem(w)));
}
