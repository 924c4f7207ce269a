import type { PageLine } from '../../../domain/draft/page.ts';
import { partsOfTitle } from './personal-site.ts';

/**
 * A page of a performer's dates as its title or main heading names it, in the languages seen most: "Tour dates", "Concerts",
 * "Tourdaten", "Konzerte", "Dates de tournée", "Conciertos", "Concerti", "Optredens", "Live schedule", "ライブ", "公演".
 * Not "Tour", "Agenda", "Shows" or "Termine" alone: products are named so.
 */
const TOUR_PAGE =
  /\b(tour ?dates|upcoming (shows|concerts|gigs)|concerts?|gigs|tourdaten|konzerte|konzerttermine|tourneedaten|dates de (la )?tournée|prochains concerts|conciertos|fechas de (la )?gira|próximos conciertos|concerti|date del tour|optredens|concerten|tourdata|concertos|datas da turnê|koncerty|live schedule|live dates)\b|ライブ|ツアー|公演|演唱会/iu;

/** Words that speak to the reader: a product's pitch ("Sell tickets for your concerts"), never a performer's list of dates. */
const PITCH = /\b(you|your|yours|votre|vos|pour|ihre?|ihren|deine?n?|für|tus?|para|tuoi|tua|tue|per|jouw|uw|voor|seu|sua)\b/i;

/** Whether the title or the main heading names a list of concert or tour dates and the page lists three dates or more under it. */
export function tourDates(title: string, h1: string, lines: PageLine[], dated: (t: string) => boolean): boolean {
  if (![...partsOfTitle(title), h1].some((part) => TOUR_PAGE.test(part) && !PITCH.test(part))) return false;
  return lines.filter((l) => !l.hidden && l.text.length <= 60 && dated(l.text)).length >= 3;
}
