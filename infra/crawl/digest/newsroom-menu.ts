import type { PageLine } from '../../../domain/draft/page.ts';

/**
 * A newsroom's sections, each as a menu names it in the languages seen most: politics, sports, weather, world news, opinion,
 * entertainment, horoscopes, local news. A portal's or a newspaper's menu lists most of them; a product's never lists more than
 * one (none of ~680 outside product pages and the tuning half did; 175 saved news pages listed three to eight).
 */
const SECTIONS: readonly RegExp[] = [
  /^(politics|politik|politique|pol[ií]tica|politiek|polityka|политика|政治)$/iu,
  /^(sports?|deportes|esportes|desportos?|spor|спорт|スポーツ|体育)$/iu,
  /^(weather|wetter|m[ée]t[ée]o|el tiempo|clima|meteo|weer|pogoda|погода|天気|天气)$/iu,
  /^(world|world news|welt|ausland|international|monde|internacional|mundo|esteri|buitenland|[śs]wiat|в мире|мир|国際|国际)$/iu,
  /^(opinions?|meinung|kommentare?|d[ée]bats|opini[óo]n|opini[ãa]o|opinioni|opinie|мнения|オピニオン|社説|评论)$/iu,
  /^(entertainment|entertainment news|celebrit(y|ies)|unterhaltung|promis|divertissement|espect[áa]culos|entretenimiento|entretenimento|famosos|spettacoli|showbi[sz]z?|エンタメ|芸能|娱乐)$/iu,
  /^(horoscopes?|horoskope?|hor[óo]scopos?|oroscopo|horoscoop|гороскопы?|占い|星座)$/iu,
  /^(local news|lokales|cronaca|binnenland)$/iu,
];

/** How many of a newsroom's sections make its menu: four, where a product's menu shows one at most. */
const NEWSROOM = 4;

/**
 * Whether the page's short lines (its menu items) name four or more of a newsroom's sections ("Politics", "Sports", "Weather",
 * "Horoscopes"): a news portal's page, its front page or one of its stories, even with no date, byline or story links of its own.
 */
export function newsroomMenu(lines: readonly PageLine[]): boolean {
  const named = new Set<number>();
  for (const line of lines) {
    const text = line.text.replace(/\s+/g, ' ').trim();
    if (text.length > 25) continue;
    const at = SECTIONS.findIndex((section) => section.test(text));
    if (at >= 0) named.add(at);
    if (named.size >= NEWSROOM) return true;
  }
  return false;
}
