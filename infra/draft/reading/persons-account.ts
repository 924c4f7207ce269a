import { letters } from './text.ts';

/** The words of a name long enough to tell a person by ("Daniel", "López"), or a handle whole ("@mdo"), as a handle writes them. */
const nameParts = (name: string): string[] =>
  name.startsWith('@')
    ? [letters(name)]
    : name
        .split(/[\s-]+/)
        .map(letters)
        .filter((w) => w.length >= 4);

/**
 * A person's own account, not the company's ("x.com/0xDanielLopez" on a site whose founder is Daniel López, "t.me/BernardoRM",
 * "twitter.com/mdo" beside "Created by @mdo", "github.com/joewalnes" beside "by Joe Walnes"): an account one path segment deep whose
 * handle holds the name of a person the site names (`people`: its founders, whom it credits). A business named
 * after its owner is theirs to speak for: the handle that also holds a word of the brand ("pracownia.agnieszkanowak" for Pracownia
 * Fryzjerska) or a name the page's title carries ("Dr. Lionel Zurita") stays the company's. A repository under the founder's account
 * ("github.com/jdoe/acme") is the product's.
 */
export function personsAccount(url: string, people: string[], brand: string | null, title: string): boolean {
  const u = new URL(url);
  const segments = u.pathname.split('/').filter(Boolean);
  if (segments.length !== 1) return false;
  const handle = letters(segments[0]);
  const brandWords = (brand ?? '')
    .split(/[\s.,&+-]+/)
    .map(letters)
    .filter((w) => w.length >= 4);
  if (brandWords.some((w) => handle.includes(w))) return false;
  const titled = letters(title);
  return people.some((person) => {
    const parts = nameParts(person);
    if (!parts.length || parts.every((p) => titled.includes(p))) return false;
    if (person.startsWith('@')) return handle === parts[0];
    // A long part of the name tells the person alone ("daniellopez", "bernardorm"); a short one only beside another ("lucysaki"):
    // "mark" or "will" alone is a word of many a company's handle ("brightmarketing").
    const held = parts.filter((p) => handle.includes(p));
    return held.some((p) => p.length >= 5) || held.length >= 2;
  });
}
