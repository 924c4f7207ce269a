import type { PageLine } from '../../../domain/draft/page.ts';
import { letters, squash } from './text.ts';

/** A copyright notice and what follows its years: "© 2026 Studio Aurora · Privacy", "Copyright (c) 2019–2024 Acme Ltd.", "© Copyright Acme 2019". */
const NOTICE = /(?:©|\(c\)|copyright)(?:\s*(?:©|\(c\)|copyright))?\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*[-–,]?\s*([^|·•–—©]+)/giu;

/** Who the page's copyright lines name, as written up to the notice's next separator ("Studio Aurora Privacy" of "© 2026 Studio Aurora Privacy · Cookie"). */
export function copyrightHolders(lines: PageLine[]): string[] {
  const out: string[] = [];
  for (const line of lines)
    for (const m of line.text.matchAll(NOTICE)) {
      // A stop ends the holder: "© 2026 Holistic Physio. Brisbane Physiotherapy" names "Holistic Physio", not a name that runs on.
      // Years after the name ("© Copyright HeroGrowth 2019", "© Acme 2020–2026") date the notice, they are no part of the holder.
      const holder = squash((m[1] ?? '').split(/[.,;:!?](?=\s|$)/)[0] ?? '').replace(/\s+(19|20)\d{2}(\s*[-–]\s*(19|20)?\d{2,4})?$/, '');
      if (holder) out.push(holder);
    }
  return out;
}

/**
 * The longest start of `words` that a copyright holder opens with, whole words only: "Studio Dentistico Aurora" when the
 * notice reads "© 2026 Studio Dentistico Aurora Privacy", never "Studio Dentistico Au" of "Studio Dentistico Aurelia".
 */
export function heldStart(words: string[], holders: string[]): string | null {
  for (let k = words.length; k >= 1; k--) {
    const name = words.slice(0, k).join(' ');
    const spelled = letters(name);
    for (const holder of holders) {
      const held = holder.split(/\s+/);
      if (held.length < k || letters(held.slice(0, k).join(' ')) !== spelled) continue;
      // A name the notice joins on ("© M&C Elaborazioni e Consulenze"): cut at "e" it is half a name, not a longer one.
      if (/^(and|&|e|et|y|und|en|i|og|och|a|de|di|da|del|von|van)$/i.test(held[k] ?? '')) return null;
      return name;
    }
  }
  return null;
}

/**
 * The name the page's first main heading and its copyright line both give ("Dragone d'Oro" in an h1 and in "© 2025 Dragone d'Oro"):
 * the site saying twice, in its two places for it, what it is called.
 */
export function headedAndHeld(lines: PageLine[]): string | null {
  const h1 = lines.find((l) => l.tag === 'h1' && !l.hidden);
  if (!h1) return null;
  const heading = squash(h1.text);
  const spelled = letters(heading);
  return spelled.length >= 3 && copyrightHolders(lines).some((h) => letters(h) === spelled) ? heading : null;
}
