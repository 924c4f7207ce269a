import type * as cheerio from 'cheerio';
import type { PageLine } from '../../../domain/draft/page.ts';

/** A post's button to quote it in a reply, as forum software words it: "Quote", "Zitieren", "Citer", "Citar", "引用". */
const QUOTE = /^(quote|zitieren|citer|citar|cita|citeren|cytuj|引用|引用する|引用返信|引用回复)$/i;

/**
 * A thread's button to answer it: "Post reply", "Antwort erstellen", "Répondre au sujet", "Responder al tema", "回答する". Not a
 * bare "Reply" under one comment: the thread's own answer names the thread or is the forum's only reply action.
 */
const REPLY_TO_THREAD =
  /^(post (a )?reply|new reply|neue antwort|nouvelle réponse|nueva respuesta|nuova risposta|nieuwe reactie|reply to (this |the )?(topic|thread|discussion|question)|add (a )?reply|write (a )?reply|answer (this|the) question|your answer|(post|submit) your answer|deine antwort|ihre antwort|votre réponse|tu respuesta|la tua risposta|sua resposta|jouw antwoord|uw antwoord|回答を投稿する?|antwort (erstellen|schreiben|verfassen)|auf (das |dieses )?thema antworten|répondre (au sujet|à la discussion|au fil|à ce sujet)|responder (al tema|al hilo|a la discusión|ao tópico|ao tema)|rispondi (alla discussione|al topic|al thread)|reageer( op (dit |het )?(onderwerp|topic))?|plaats (een )?reactie|odpowiedz w wątku|回答する|この質問に回答する|返信する|回复帖子|回复主题|发表回复)$/i;

/**
 * The furniture forum software sets around a thread ("Users browsing this thread: …", "Linear Mode", "Send this Thread to a Friend",
 * "Thread Rating", "Search thread", "Similar threads", "Posting Permissions", "Display posts from previous"): a thread's page,
 * however few its posts.
 */
const THREAD_FURNITURE =
  /^(users browsing this (thread|topic|forum)|benutzer, die gerade dieses thema (lesen|durchsuchen)|mitglieder in diesem forum|linear mode|threaded mode|thread modes?|thread rating|send this thread to a friend|(view a )?printable version|search (this )?thread|similar threads|ähnliche themen|posting permissions|display posts from previous|beiträge der letzten zeit anzeigen|afficher les messages postés depuis|who is viewing this thread)(?![\p{L}])/iu;

/** The answer a Q&A site marks best: "Best answer", "Beste Antwort", "Meilleure réponse", "ベストアンサー". */
const BEST_ANSWER =
  /^(best answer|accepted answer|beste antwort|meilleure réponse|mejor respuesta|miglior risposta|melhor resposta|beste antwoord|najlepsza odpowiedź|ベストアンサー|最佳答案)$/i;

/** A post's timestamp: a date with its time of day ("Mo 1. Mär 2021, 09:12", "Posté le 03/03/2021 à 10:12", "2021/3/3 10:12"). */
const timestamped = (l: PageLine, dated: (t: string) => boolean) => l.text.length <= 90 && /(?<!\d)\d{1,2}[:h]\d{2}(?!\d)/.test(l.text) && dated(l.text);

/** A reply's subject, as forum and mail software write it: "Re: …", "AW: …" (German), "Odp: …" (Polish), "SV: …" (Nordic). */
const REPLY_SUBJECT = /^(re|aw|antw|odp|sv|vs|rif|res)\s*(\[\d+\])?\s*:\s*(.+)$/i;

/**
 * Two replies or more headed with the subject of a heading before them ("Emoncms backup to Dropbox" then "Re: Emoncms backup to
 * Dropbox" twice): a thread's posts, whatever the software.
 */
function repliesBySubject(lines: PageLine[]): boolean {
  const shown = lines.filter((l) => !l.hidden && l.text.length <= 200);
  const subjects = new Set(shown.filter((l) => /^h[1-6]$/.test(l.tag)).map((l) => l.text.trim().toLowerCase()));
  return shown.filter((l) => subjects.has(REPLY_SUBJECT.exec(l.text.trim())?.[3].toLowerCase() ?? '')).length >= 2;
}

/**
 * A thread of a forum or a Q&A site however its software marks its posts up: three posts each offering to be quoted, or the
 * thread's own answer button over three posts stamped with their date and time, over its best answer, or beside the furniture
 * forum software sets around a thread.
 */
export function threadShape($: cheerio.CheerioAPI, lines: PageLine[], dated: (t: string) => boolean): boolean {
  // A button drawn as an image says its word in the image's alternative text (vBulletin's "Quote" and "Reply" images).
  const words = (el: Parameters<typeof $>[0]) =>
    $(el).text().replace(/\s+/g, ' ').trim() ||
    $(el)
      .find('img[alt]')
      .map((_, img) => $(img).attr('alt'))
      .get()
      .join(' ')
      .trim();
  const quotes = $('a, button').filter((_, el) => QUOTE.test(words(el))).length;
  if (quotes >= 3) return true;
  if (repliesBySubject(lines)) return true;
  // Two pieces of a thread's furniture ("Users browsing this thread", "Linear Mode"): a thread, even closed to replies.
  const furniture = new Set(lines.filter((l) => !l.hidden && l.text.length <= 200).map((l) => THREAD_FURNITURE.exec(l.text.trim())?.[1]?.toLowerCase()));
  furniture.delete(undefined);
  if (furniture.size >= 2) return true;
  const reply = $('a, button, input[type=submit]').filter((_, el) => REPLY_TO_THREAD.test(words(el) || ($(el).attr('value') ?? '').trim())).length > 0;
  if (!reply) return false;
  const shown = lines.filter((l) => !l.hidden);
  return shown.filter((l) => timestamped(l, dated)).length >= 3 || shown.some((l) => BEST_ANSWER.test(l.text.trim())) || furniture.size > 0;
}
