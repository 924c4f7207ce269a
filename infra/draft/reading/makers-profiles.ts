import type { PageDigest } from '../../../domain/draft/page.ts';
import { foundersOf, PERSON, personName } from './founders.ts';
import { letters, linesOf } from './text.ts';

/** "Made by Jane Doe", "Built with ♥ by Jane Doe", "© Copyright 2021, Jane Doe": the person a credit or a copyright line names. */
const MAKER_CREDIT = new RegExp(
  `(?:(?:made|built|developed|created|designed|crafted|coded)(?:\\s+with\\s+\\S{1,12})?\\s+by|©|\\(c\\)|copyright)\\s*(?:copyright\\s*)?(?:\\d{4}(?:\\s*[-–]\\s*\\d{4})?)?\\s*[,·-]?\\s*(${PERSON})`,
  'giu',
);

/** Words of a publisher's name that a person's name never holds ("Big Fish Games", "Moon Entertainment"): a company's account is the product's. */
const PUBLISHER_WORD = /(?<![\p{L}])(games?|gaming|entertainment|publishing|publishers?|mobile|tech|works|factory|collective)(?![\p{L}])/iu;

/** The people the site names as its maker or owner: its founders, a maker's credit, a copyright holder who is a person. */
function makers(pages: PageDigest[], brand: string | null): string[] {
  const names = foundersOf(pages, brand).map((f) => f.value.name);
  for (const pg of pages)
    for (const line of linesOf(pg))
      for (const m of line.text.matchAll(MAKER_CREDIT)) {
        const n = personName(m[1]);
        if (n) names.push(n);
      }
  return names.filter((n) => !n.startsWith('@') && n.split(/\s+/).length >= 2 && !PUBLISHER_WORD.test(n));
}

/**
 * A solo maker's own accounts, linked in the footer beside "Made by Jane Doe" (instagram.com/jane_doe, github.com/JaneDoe-dev):
 * the handle spells the person's first and last name, so the account is theirs, not the product's. A personal brand (the brand is
 * the person's name) keeps them: there the person is the business.
 */
export function makersProfile(pages: PageDigest[], brand: string | null): (url: string) => boolean {
  const b = brand ? letters(brand) : '';
  const people = makers(pages, brand)
    .map((n) => n.split(/\s+/).map(letters))
    .filter((words) => words.length >= 2 && words[0].length >= 3 && (words.at(-1) ?? '').length >= 3 && words.join('') !== b);
  return (url: string) => {
    const handle = letters((new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '').replace(/^@/, ''));
    if (!handle || (b.length >= 3 && handle.includes(b))) return false;
    return people.some((w) => handle.includes(w.join('')) || handle.includes(`${w[0]}${w.at(-1)}`) || handle.includes(`${w.at(-1)}${w[0]}`));
  };
}
