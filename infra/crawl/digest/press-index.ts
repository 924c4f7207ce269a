import { partsOfTitle } from './personal-site.ts';

/** The names of a press release in the languages seen most, one or many ("Press Releases", "Pressemitteilung", "Comunicati stampa"). */
export const PRESS_RELEASE_NAMES =
  'press releases?|news releases?|media releases?|pressemitteilung(en)?|presseinformation(en)?|communiqués? de presse|notas? de prensa|comunicados? de prensa|comunicat[oi] stampa|persbericht(en)?|informacj[ae] prasow[ae]|comunicados? de imprensa';

/**
 * A title part that names the page a newsroom or its releases, in the languages seen most ("The British Museum: Newsroom", "Press
 * Releases", "Pressemitteilungen", "Salle de presse"). Not "Press" or "Presse" alone: a game's press kit is its own page.
 */
const NEWSROOM_PAGE = new RegExp(
  `^(news ?room|press ?room|press cent(er|re)|media cent(er|re)|pressebereich|presseraum|salle de presse|espace presse|sala de prensa|sala stampa|sala de imprensa|perskamer|biuro prasowe|${PRESS_RELEASE_NAMES})$`,
  'iu',
);

/**
 * Whether the title names the page a newsroom or its list of press releases: an organisation's announcements, one or many, never
 * the product's own page. A colon sets a part apart too ("The British Museum: Newsroom").
 */
export const pressIndex = (title: string) =>
  title
    .split(/[:：]\s+/)
    .flatMap(partsOfTitle)
    .some((p) => NEWSROOM_PAGE.test(p));
