import type { PageDigest } from '../../../domain/draft/page.ts';
import { PERSON, personName } from './founders.ts';
import { letters, linesOf } from './text.ts';

/** "Made by Jane Doe", "Built with ♥ by Jane Doe", "© Copyright 2021, Jane Doe": the person a credit or a copyright line names. */
const MAKER_CREDIT = new RegExp(
  `(?:(?:made|built|developed|created|designed|crafted|coded)(?:\\s+with\\s+\\S{1,12})?\\s+by|©|\\(c\\)|copyright)\\s*(?:copyright\\s*)?(?:\\d{4}(?:\\s*[-–]\\s*\\d{4})?)?\\s*[,·-]?\\s*(${PERSON})`,
  'giu',
);

/** Words of a publisher's name that a person's name never holds ("Big Fish Games", "Moon Entertainment"): a company's account is the product's. */
const PUBLISHER_WORD = /(?<![\p{L}])(games?|gaming|entertainment|publishing|publishers?|mobile|tech|works|factory|collective)(?![\p{L}])/iu;

/**
 * The people a maker's credit or a copyright line names ("Made by Jane Doe", "© 2021 Jane Doe"), and the person a page's `author` meta
 * names (a library's page written by its maker): whose accounts are theirs.
 */
export function makersNamed(pages: PageDigest[]): string[] {
  const names: string[] = [];
  for (const pg of pages) {
    const author = personName(pg.meta.author ?? '');
    if (author) names.push(author);
    for (const line of linesOf(pg))
      for (const m of line.text.matchAll(MAKER_CREDIT)) {
        const n = personName(m[1]);
        if (n) names.push(n);
      }
  }
  return names;
}

/** The words of a name long enough to tell a person by ("Daniel", "López"), or a handle whole ("@mdo"), as a handle writes them. */
const nameParts = (name: string): string[] =>
  name.startsWith('@')
    ? [letters(name)]
    : name
        .split(/[\s-]+/)
        .map(letters)
        .filter((w) => w.length >= 4);

/** A handle holding a person's name in parts ("0xDanielLopez" for Daniel López, "BernardoRM", "mdo" for "@mdo"). */
function holdsNameParts(handle: string, person: string): boolean {
  const parts = nameParts(person);
  if (person.startsWith('@')) return handle === parts[0];
  // A long part of the name tells the person alone ("daniellopez", "bernardorm"); a short one only beside another ("lucysaki"):
  // "mark" or "will" alone is a word of many a company's handle ("brightmarketing").
  const held = parts.filter((p) => handle.includes(p));
  return held.some((p) => p.length >= 5) || held.length >= 2;
}

/** A handle spelling a person's first and last name together, short ones too ("jane_doe", "JaneDoe-dev", "doejane"). */
function spellsWholeName(handle: string, person: string): boolean {
  if (person.startsWith('@')) return false;
  const words = person.split(/\s+/).map(letters);
  const first = words[0];
  const last = words.at(-1) ?? '';
  if (words.length < 2 || first.length < 3 || last.length < 3) return false;
  return handle.includes(words.join('')) || handle.includes(`${first}${last}`) || handle.includes(`${last}${first}`);
}

/**
 * A person's own account, not the company's: a founder's, a credited maker's or a named person's (`people`), one path segment deep,
 * whose handle spells the name whole or holds its telling parts. A business named after its owner is theirs to speak for: a handle
 * that also holds the brand or a word of it ("pracownia.agnieszkanowak" for Pracownia Fryzjerska), the person the page's title names
 * ("Dr. Lionel Zurita") or the brand that is the person's name keeps its accounts. A repository under the person's account
 * ("github.com/jdoe/acme") is the product's.
 */
export function personsAccount(url: string, people: string[], brand: string | null, title: string): boolean {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  if (segments.length !== 1) return false;
  const handle = letters(segments[0].replace(/^@/, ''));
  const b = brand ? letters(brand) : '';
  const brandWords = (brand ?? '')
    .split(/[\s.,&+-]+/)
    .map(letters)
    .filter((w) => w.length >= 4);
  if (!handle || (b.length >= 3 && handle.includes(b)) || brandWords.some((w) => handle.includes(w))) return false;
  const titled = letters(title);
  return people.some((person) => {
    const parts = nameParts(person);
    if ((parts.length && parts.every((p) => titled.includes(p))) || letters(person) === b || PUBLISHER_WORD.test(person)) return false;
    return holdsNameParts(handle, person) || spellsWholeName(handle, person);
  });
}
