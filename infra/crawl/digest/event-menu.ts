import type { PageLine } from '../../../domain/draft/page.ts';

/**
 * The sections a gathering's site puts in its menu, in the languages seen most: who speaks, when (the schedule), who pays
 * (sponsors), how to come (tickets), where (the venue), how to speak (a call for papers) and how to behave there (a code of
 * conduct). A product's menu has its
 * features, prices and blog; a menu naming the speakers and two more of these is a conference's or meetup's own site,
 * whatever its title says ("ContinuumCon", "DrupalCamp Wrocław").
 */
const SECTIONS: Record<string, RegExp> = {
  speakers:
    /^(our |the |all |meet the )?(speakers?|keynotes?|keynote speakers|prelegenci|sprecher(innen)?|referent(inn)?en|intervenants|orateurs|conférenciers|ponentes|oradores|palestrantes|relatori|sprekers|talare|spikerzy|登壇者|演讲嘉宾|讲者)$/iu,
  schedule:
    /^(the )?(schedule|agenda|timetable|full schedule|program(me)?|program konferencji|harmonogram|zeitplan|programm|horaire|calendrier|programa|cronograma|programma|tidsplan|タイムテーブル|日程|议程)$/iu,
  sponsors: /^(our )?(sponsors?|sponsorship|sponsoring|become a sponsor|sponsorzy|sponsoren|patrocinadores|patrocinio|commanditaires|スポンサー|赞助商)$/iu,
  tickets: /^(get |buy )?(tickets?|registration|bilety|billets|billetterie|entradas|ingressos|biglietti|tickets kaufen|チケット|购票)$/iu,
  venue: /^(the )?(venue|venues|location|lokalizacja|miejsce|veranstaltungsort|lieu|sede|local|会場|场地)$/iu,
  cfp: /^(cfp|call for (papers|speakers|proposals|talks|presentations)|become a speaker|submit a talk|call for speakers)$/iu,
  conduct: /^(code of conduct|verhaltenskodex|code de conduite|código de conducta|código de conduta|codice di condotta|gedragscode|kodeks postępowania)$/iu,
};

/** Whether the site's menu (its navigation, header and side lists) names the speakers and two more of a gathering's sections. */
export function menuOfAGathering(lines: PageLine[]): boolean {
  const menu = lines.filter((l) => !l.hidden && (l.area === 'nav' || l.area === 'header' || l.area === 'aside') && l.text.length <= 30);
  const named = new Set<string>();
  for (const l of menu) {
    const text = l.text.replace(/\s+/g, ' ').trim();
    for (const [section, words] of Object.entries(SECTIONS)) if (words.test(text)) named.add(section);
  }
  return named.has('speakers') && named.size >= 3;
}

/** A menu item for a group's own meetings: "Meetups", "Next meetup", "Rencontres", "Treffen", "Encuentros", "Spotkania". */
const MEETINGS =
  /^(our |past |next |upcoming |previous |all )?(meetups?|meet-ups?|rencontres|prochaines rencontres|treffen|stammtisch|encuentros|incontri|bijeenkomsten|spotkania|勉強会|聚会)$/iu;

/**
 * Whether the site is a meetup group's own: it links to its group's page on meetup.com and its menu has an item for its meetings.
 * A product may link a community group in its footer; its menu lists its features, not its meetings.
 */
export function meetupGroup(lines: PageLine[], groupLinked: boolean): boolean {
  if (!groupLinked) return false;
  return lines.some((l) => !l.hidden && (l.area === 'nav' || l.area === 'header') && l.text.length <= 30 && MEETINGS.test(l.text.replace(/\s+/g, ' ').trim()));
}
