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
  /** Text inside code and pre blocks: never evidence for a fact (a `$0` in a code sample is not a price). Absent on pages read before it was kept. */
  code?: string[];
  /** The page's language (`html lang`, else `og:locale`), lower case, when it says. */
  lang?: string;
  /** What kind of page it is by its own markup: a product or company page, an article, a store listing, or an empty script shell. */
  kind?: PageKind;
  /** Links by where they sit: in the header, footer or navigation (the site's own), or in the content (anyone's). */
  siteLinks?: string[];
  /** Links inside quotations, testimonials, reviews and comments: other people's, never the company's. */
  quotedLinks?: string[];
};

export type PageKind = 'product' | 'article' | 'marketplace' | 'shell';

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

/**
 * The image the homepage names for link previews (`og:image`, else `twitter:image`), as an absolute
 * address resolved against the page: the picture the company chose to stand for its product.
 */
export function previewImageOf(pages: PageDigest[], homepage: string): string | undefined {
  const home = pages.find((p) => p.url === homepage) ?? pages[0];
  const named = home && (home.meta['og:image'] ?? home.meta['og:image:url'] ?? home.meta['og:image:secure_url'] ?? home.meta['twitter:image']);
  if (!named) return undefined;
  try {
    return new URL(named, home.url).href;
  } catch {
    return undefined;
  }
}
