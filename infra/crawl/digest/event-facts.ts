import type { PageLine } from '../../../domain/draft/page.ts';

/** The heading a ticketing or listings site sets over an event's date: "Date and time", "Datum und Uhrzeit", "Date et heure", "日時". */
const WHEN =
  /^(date and time|date & time|when|datum und uhrzeit|datum & uhrzeit|wann|date et heure|quand|fecha y hora|cuándo|data e ora|quando|data e hora|datum en tijd|wanneer|data i godzina|kiedy|日時|開催日時|时间)$/iu;
/** The heading over its place: "Location", "Venue", "Veranstaltungsort", "Lieu", "Ubicación", "Luogo", "Local", "Locatie", "会場". */
const WHERE =
  /^(location|venue|where|veranstaltungsort|ort|wo|lieu|où|ubicación|lugar|dónde|luogo|dove|local|onde|locatie|waar|miejsce|gdzie|会場|場所|地点)$/iu;

/** Whether the page gives one event's date and place under headings of their own, its date right under the first. */
export function eventFacts(lines: PageLine[], dated: (t: string) => boolean): boolean {
  const shown = lines.filter((l) => !l.hidden && l.area === 'main');
  const heading = (l: PageLine, words: RegExp) => /^h[2-6]$|^dt$/.test(l.tag) && words.test(l.text.replace(/[:：]$/, '').trim());
  const when = shown.findIndex((l, i) => heading(l, WHEN) && shown.slice(i + 1, i + 3).some((n) => n.text.length <= 90 && dated(n.text)));
  return when >= 0 && shown.some((l) => heading(l, WHERE));
}
