import type { AnyNode, Element } from 'domhandler';

/**
 * An address at a domain reserved for examples (RFC 2606: ".example", ".test", ".invalid", "example.com"): the mark of made-up data
 * ("hello@wrenfield.example", "jane@example.com").
 */
const EXAMPLE_ADDRESS =
  /[\w.+-]+@(?:[\w-]+\.)*(?:example|test|invalid)(?![\w.-])|[\w.+-]+@example\.(?:com|org|net)(?![\w-])|(?<![\w.@-])(?:www\.)?[\w-]+\.example(?![\w.-])/i;

/** Blocks a made-up document is drawn in; the page's own regions and sections are never one. */
const DRAWN_IN = new Set(['div', 'figure', 'aside', 'li', 'article', 'table']);
const REGION = /^(html|body|main|header|footer|nav|section|form)$/;
/** A picture of a document holds a few hundred words at most; a longer block is the page's own content. */
const MAX_TEXT = 1200;

function textLength(node: AnyNode, limit: number): number {
  if (node.type === 'text') return (node as unknown as { data: string }).data.trim().length;
  if (node.type !== 'tag' && node.type !== 'root') return 0;
  let n = 0;
  for (const child of (node as Element).children ?? []) {
    n += textLength(child, limit - n);
    if (n > limit) break;
  }
  return n;
}

const holdsHeading = (el: Element): boolean =>
  (el.children ?? []).some((c) => c.type === 'tag' && (/^h[1-3]$/.test((c as Element).name) || holdsHeading(c as Element)));

/**
 * The blocks that draw a made-up document on the page: a sample report, invoice or receipt a product shows ("Wrenfield Building
 * Services … 14 Selborne Road, London SE6 1XN … hello@wrenfield.example"). Its firm, address and e-mail are a fictional customer's,
 * never the company's; the block is known by an address at a reserved example domain inside it. The block is the widest one around
 * that address that stays short and holds no heading of the page's sections.
 */
export function mockDocuments(root: AnyNode): Set<Element> {
  const found = new Set<Element>();
  const mark = (text: AnyNode) => {
    let best: Element | null = null;
    for (let p = text.parent as Element | null, depth = 0; p && p.type === 'tag' && depth < 8; p = p.parent as Element | null, depth++) {
      if (REGION.test(p.name) || holdsHeading(p) || textLength(p, MAX_TEXT) > MAX_TEXT) break;
      if (DRAWN_IN.has(p.name)) best = p;
    }
    if (best) found.add(best);
  };
  const visit = (node: AnyNode) => {
    if (node.type === 'text') {
      if (EXAMPLE_ADDRESS.test((node as unknown as { data: string }).data)) mark(node);
      return;
    }
    if (node.type === 'tag' && /^(script|style|template|code|pre)$/.test((node as Element).name)) return;
    for (const child of (node as Element).children ?? []) visit(child);
  };
  visit(root);
  return found;
}
