import type { CheerioAPI } from 'cheerio';

/** The width a person reads a site at on a desktop, in CSS pixels. */
const DESKTOP_WIDTH = 1280;

type Rule = { media: string | null; selectors: string; body: string };

/** The page's own style rules, each with the media query it sits in (one level of `@media`; other at-rules are passed over). */
function rulesOf(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  const read = (from: number, to: number, media: string | null) => {
    let i = from;
    while (i < to) {
      const open = text.indexOf('{', i);
      if (open < 0 || open >= to) return;
      const head = text.slice(i, open).trim();
      // The block's end: its braces balanced.
      let depth = 1;
      let j = open + 1;
      for (; j < to && depth > 0; j++) depth += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0;
      if (head.startsWith('@media')) read(open + 1, j - 1, head.slice(6).trim());
      else if (!head.startsWith('@')) rules.push({ media, selectors: head.replace(/^[;}\s]+/, ''), body: text.slice(open + 1, j - 1) });
      i = j;
    }
  };
  read(0, text.length, null);
  return rules;
}

/** Whether a media query holds for a desktop's screen: its widths around the desktop's, no print, no other feature it cannot tell. */
function onDesktop(media: string): boolean {
  return media.split(',').some((query) => {
    const q = query.trim().toLowerCase();
    if (/\bprint\b|\bnot\b/.test(q)) return false;
    const features = [...q.matchAll(/\(([^)]*)\)/g)].map((m) => m[1].replace(/\s+/g, ''));
    if (features.length === 0) return /^(all|screen)?$/.test(q.replace(/\s+/g, ''));
    return features.every((f) => {
      const w = /^(min|max)-width:(\d+(?:\.\d+)?)(px|em|rem)$/.exec(f);
      if (!w) return /^(hover:hover|pointer:fine|orientation:landscape)$/.test(f);
      const px = Number(w[2]) * (w[3] === 'px' ? 1 : 16);
      return w[1] === 'min' ? px <= DESKTOP_WIDTH : px >= DESKTOP_WIDTH;
    });
  });
}

/**
 * The classes the page's own styles hide on a desktop's screen at one of their breakpoints: a rule inside a media query that holds at
 * a desktop's width and sets a class alone to `display: none` ("@media (min-width: 810px) { .hidden-72rtr7 { display: none } }", as
 * Framer keeps a copy of the page for each breakpoint), unless a later rule that holds there shows it again. Rules outside media queries
 * are left alone: a class hidden everywhere is one a script shows (a menu, a tab, a dialog).
 */
export function classesHiddenOnDesktop($: CheerioAPI): Set<string> {
  const css = $('style')
    .map((_, el) => $(el).text())
    .get()
    .join('\n');
  const hidden = new Set<string>();
  if (!/@media/i.test(css)) return hidden;
  const shown = new Map<string, { none: boolean; important: boolean; media: boolean }>();
  for (const rule of rulesOf(css)) {
    if (rule.media !== null && !onDesktop(rule.media)) continue;
    const display = /(?:^|[;\s])display\s*:\s*([a-z-]+)\s*(!important)?/i.exec(rule.body);
    if (!display) continue;
    for (const selector of rule.selectors.split(',').map((s) => s.trim())) {
      const single = /^\.(-?[_a-zA-Z][\w-]*)$/.exec(selector);
      if (!single) continue;
      const before = shown.get(single[1]);
      const important = Boolean(display[2]);
      if (before?.important && !important) continue;
      shown.set(single[1], { none: display[1].toLowerCase() === 'none', important, media: rule.media !== null });
    }
  }
  for (const [name, s] of shown) if (s.none && s.media) hidden.add(name);
  return hidden;
}
