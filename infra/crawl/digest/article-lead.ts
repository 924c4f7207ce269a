import type { PageLine } from '../../../domain/draft/page.ts';

/** The words a writer's credit opens with, their first letter either case: "Text: Julia Meier", "auteur : Marie Roux", "投稿者: 佐藤 健". */
const CREDIT_WORDS = [
  'text',
  'texto',
  'texte',
  'testo',
  'tekst',
  'autor',
  'autorin',
  'auteur',
  'autrice',
  'autore',
  'author',
  'words',
  'written by',
  'redacción',
  'redactie',
];
const CREDIT = new RegExp(
  `^(?:${CREDIT_WORDS.map((w) => `[${w[0]}${w[0]?.toUpperCase()}]${w.slice(1)}`).join('|')}|投稿者|執筆者|著者|文|筆者|作者)\\s*[:：／/]\\s*[\\p{Lu}\\p{Script=Han}\\p{Script=Katakana}]`,
  'u',
);
/** A post's reading time: "5 min read", "Lesezeit: 5 Minuten", "5 min de lecture", "Lectura de 5 min", "Leestijd 5 min", "読了時間". */
const READING_TIME =
  /\b\d+\s*(?:min(?:ute)?s?\.?)\s+(?:read|de lecture|de leitura|di lettura|leestijd|lesen|Lesezeit|lectura)\b|\b(?:lesezeit|temps de lecture|tiempo de lectura|tempo di lettura|tempo de leitura|leestijd|reading time)\s*:?\s*\d+|読了時間|分で読めます/iu;
/** A post's own word for its publishing beside its date: "Posted on March 3, 2019 by admin", "Veröffentlicht am 3. März 2019", "投稿日：2019年3月3日". */
/** A story's update stamped with its time of day ("Atualizado em 03/03/2021 - 12h30", "Updated March 3, 2021, 10:12"): news, not a legal page's "Last updated". */
const UPDATED_AT =
  /(?:^|[\s·|])(?:updated|atualizado|actualizado|aktualisiert|mis à jour|aggiornato|bijgewerkt|更新)(?![\p{L}]).*(?<!\d)\d{1,2}[:h]\d{2}(?!\d)/iu;
/** A Japanese news story's reporter, named in brackets at its end: "（佐藤 健）". */
const REPORTER = /^[（(]\p{Script=Han}{1,3}[ 　][\p{Script=Han}\p{Script=Hiragana}]{1,3}[)）]$/u;
const POSTED =
  /^(?:posted|published|publié|publiée|mis en ligne|veröffentlicht|publicado|publicada|pubblicato|geplaatst|gepubliceerd|opublikowano|投稿日|公開日)(?![\p{L}])/iu;
/** "Publié le 12 avril 2022 par Claire Martin", "March 3, 2021 by Jane Roe": a date and its writer on one line. */
const BY_NAME = /(?:^|\s)(?:by|von|par|por|di|da|door|przez)\s+\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,3}\s*$/u;
/** "Priya Nair · Sep 14, 2022": a writer's name of two or three capitalised words, then the date. */
const CAPITALISED = /^\p{Lu}[\p{Ll}'’-]+$/u;
function nameThenDate(text: string, dated: (t: string) => boolean): boolean {
  const words = text.split(/\s+/);
  return [2, 3].some(
    (n) =>
      words.slice(0, n).every((w) => CAPITALISED.test(w.replace(/[,;·•|]$/, ''))) &&
      dated(
        words
          .slice(n)
          .join(' ')
          .replace(/^[·•|,–—-]\s*/, ''),
      ) &&
      !dated(words.slice(0, n).join(' ')),
  );
}

/**
 * A masthead's signature under a headline, longer than a dateline ("By Thijs Boekholt UAC Wire Correspondent 13 June 2026 · 6:66 AM
 * EST 7 min read"): its writer after "By", and its reading time, in one line.
 */
export const signatureLine = (text: string) => text.length <= 160 && /^(by|von|par|por|door|di|przez)\s+\p{Lu}/iu.test(text) && READING_TIME.test(text);

/**
 * Whether the lines under a headline sign it as a post or a story: a writer's credit or a date with its writer's name, or its
 * reading time; or a writer's credit anywhere in the page's main lines (a magazine or a Japanese blog sets it at the end).
 */
export function signedLead(under: PageLine[], main: PageLine[], dated: (t: string) => boolean): boolean {
  const short = (l: PageLine) => l.text.length <= 90;
  if (
    under.some(
      (l) =>
        short(l) &&
        (((POSTED.test(l.text) || UPDATED_AT.test(l.text)) && dated(l.text)) ||
          READING_TIME.test(l.text) ||
          (dated(l.text) && BY_NAME.test(l.text)) ||
          CREDIT.test(l.text)),
    )
  )
    return true;
  if (under.some((l) => (short(l) && nameThenDate(l.text, dated)) || signatureLine(l.text))) return true;
  return main.some((l) => l.text.length <= 40 && (CREDIT.test(l.text) || REPORTER.test(l.text)));
}
