/** What the crawler keeps of a page: its visible text and the parts a profile is drafted from. */
export type PageDigest = {
  url: string;
  title: string;
  /** Visible text, whitespace collapsed: the text evidence quotes must be found in. */
  text: string;
  meta: Record<string, string>;
  /** JSON-LD objects, flattened to their string values by path (e.g. `Organization.foundingDate`). */
  structured: Record<string, string>;
  headings: string[];
  paragraphs: string[];
  lists: { heading: string; items: string[] }[];
  links: { href: string; text: string }[];
  faqs: { question: string; answer: string }[];
};

/** Everything a quote may be taken from: visible text, meta contents, structured data values. */
export function evidenceCorpus(page: PageDigest): string {
  return [page.title, page.text, ...Object.values(page.meta), ...Object.values(page.structured)].join('\n');
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The page whose text holds the quote verbatim (whitespace-insensitive), if any. */
export function pageQuoting(pages: PageDigest[], quote: string): PageDigest | null {
  const q = squash(quote);
  if (q.length < 2) return null;
  return pages.find((p) => squash(evidenceCorpus(p)).includes(q)) ?? null;
}
