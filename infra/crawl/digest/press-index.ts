import { partsOfTitle } from './personal-site.ts';

/**
 * A title part that names the page a newsroom or its list of releases, in the languages seen most ("The British Museum: Newsroom",
 * "Press Releases", "Pressemitteilungen", "Salle de presse"). Not "Press" or "Presse" alone: a game's press kit is its own page.
 */
const NEWSROOM_PAGE =
  /^(news ?room|press ?room|press cent(er|re)|media cent(er|re)|press releases|news releases|media releases|pressemitteilungen|presseinformationen|pressebereich|presseraum|salle de presse|espace presse|communiqués de presse|sala de prensa|notas de prensa|comunicados de prensa|sala stampa|comunicati stampa|sala de imprensa|perskamer|persberichten|biuro prasowe|informacje prasowe)$/iu;

/**
 * Whether the title names the page a newsroom or its list of press releases: an organisation's announcements, one or many, never
 * the product's own page. A colon sets a part apart too ("The British Museum: Newsroom").
 */
export const pressIndex = (title: string) =>
  title
    .split(/[:：]\s+/)
    .flatMap(partsOfTitle)
    .some((p) => NEWSROOM_PAGE.test(p));
