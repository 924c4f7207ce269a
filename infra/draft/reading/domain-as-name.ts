import type { PageDigest } from '../../../domain/draft/page.ts';
import { linesOf, type Reading } from './text.ts';

/** A name written as a domain: a label and a top-level domain ("mpv.io", "acme.app"). */
const DOMAIN_NAME = /^([\p{L}\d][\p{L}\d-]*)\.(io|com|org|net|app|dev|ai|co|me|sh|so|to|xyz|site|tech|cloud|de|fr|es|it|nl|pt|eu|uk|us)$/iu;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A name read as the site's domain ("mpv.io", from a title that is only the address) where the page's own words call it by the
 * label alone ("mpv is a free media player", three times or more and far more often than the domain): the name they use. A brand
 * that writes its domain as its name ("Booking.com") keeps it: its pages write the domain more.
 */
export function withoutDomainEnding(read: Reading, home: PageDigest): Reading {
  const domain = DOMAIN_NAME.exec(read.value.trim());
  if (!domain) return read;
  const label = domain[1];
  const text = home.text;
  const asDomain = (text.match(new RegExp(`(?<![\\p{L}\\d.-])${escapeRe(read.value.trim())}(?![\\p{L}\\d-])`, 'giu')) ?? []).length;
  const alone = [...text.matchAll(new RegExp(`(?<![\\p{L}\\d.@/-])${escapeRe(label)}(?![\\p{L}\\d-]|\\.[\\p{L}])`, 'giu'))].map((m) => m[0]);
  if (alone.length < 3 || alone.length <= 2 * asDomain) return read;
  // As the page writes it most, and quoted by a line that says it.
  const counts = new Map<string, number>();
  for (const a of alone) counts.set(a, (counts.get(a) ?? 0) + 1);
  const written = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const line = linesOf(home).find((l) => !l.hidden && new RegExp(`(?<![\\p{L}\\d.-])${escapeRe(written)}(?![\\p{L}\\d-]|\\.[\\p{L}])`, 'u').test(l.text));
  return line ? { value: written, quotes: [line.text], url: home.url } : read;
}
