/** What the crawler keeps of a page: its visible text and the parts a profile is drafted from. */
export type PageDigest = {
  url: string;
  title: string;
  /** Visible text, whitespace collapsed: the text evidence quotes must be found in. */
  text: string;
  meta: Record<string, string>;
  /** JSON-LD objects and microdata items, flattened to their string values by path (e.g. `Organization.foundingDate`). */
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
  /** What kind of page it is by its own markup: a product or company page, or one that is not a product's own site. */
  kind?: PageKind;
  /** Links by where they sit: in the header, footer or navigation (the site's own), or in the content (anyone's). */
  siteLinks?: string[];
  /** Links inside quotations, testimonials, reviews and comments (other people's) or a library's rendered example (a sample's): never the company's. */
  quotedLinks?: string[];
  /**
   * The page as a person reads it: every block of text in document order, with where it sits
   * (header, navigation, main content, aside, footer) and what the blocks around it say they are
   * (a hero, an FAQ, a team, a testimonial, a news post, a price table, a contact block...). The
   * page's `text` is these lines joined. Absent on pages read before it was kept.
   */
  lines?: PageLine[];
  /** Images the page declares as its own: icons, touch icons, share images, logo images. Absent on pages read before it was kept. */
  images?: PageImage[];
};

export type PageKind =
  | 'product'
  | 'article'
  | 'marketplace'
  | 'shell'
  | 'forum'
  | 'personal'
  | 'docs'
  | 'events'
  | 'course'
  | 'blog'
  | 'practice'
  | 'publication'
  | 'repository'
  | 'job'
  | 'error';

/** Where a block sits on the page. */
export type PageArea = 'header' | 'nav' | 'main' | 'aside' | 'footer';

/**
 * What a block's own markup and the containers around it say it is: `hero` (the page's lead),
 * `tagline` (a slogan-like element), `faq`, `team`, `quote` (testimonial, review, comment),
 * `post` (a news item, blog entry, event or release note), `price` (a plan or price table),
 * `contact` (an address or contact block), `social` (a follow-us area), `credit` (a credit line:
 * who designed or powered the site), `partners` (clients, sponsors, investors, supporters),
 * `notice` (a cookie or consent banner, an announcement bar, a pop-up, a newsletter box), `slide` (one slide of a carousel).

 */
export type PageMark =
  | 'hero'
  | 'tagline'
  | 'faq'
  | 'team'
  | 'quote'
  | 'post'
  | 'price'
  | 'contact'
  | 'social'
  | 'credit'
  | 'partners'
  | 'notice'
  | 'sample'
  | 'slide'
  /** An image set in a link to another site: that site's mark. */
  | 'elsewhere';

export type PageLine = {
  text: string;
  /** The block element the text belongs to (`h1`…`h6`, `p`, `li`, `dt`, `dd`, `td`, `div`, `address`…). */
  tag: string;
  area: PageArea;
  /** Where line breaks (`<br>`) part the text, its parts ("Friedrichstr. 1", "10117 Berlin", "Telefon: 030 …"): an address's lines. */
  parts?: string[];
  marks?: PageMark[];
  /** Hidden from view (collapsed, screen-reader only, `hidden`): still the page's words, never its headline. */
  hidden?: true;
};

export type PageImage = {
  /** The address as the page writes it, resolved against the page. */
  url: string;
  kind: 'icon' | 'touch-icon' | 'share-image' | 'logo-meta' | 'img';
  /** For images: the alternative text, and the words of its class, id and file name. */
  alt?: string;
  words?: string;
  area?: PageArea;
  marks?: PageMark[];
};

/** Everything a quote may be taken from: visible text, meta contents, structured data values, mail links and the page's images as written. */
export function evidenceCorpus(page: PageDigest): string {
  return [
    page.title,
    page.text,
    ...Object.values(page.meta),
    ...Object.values(page.structured),
    ...page.links.filter((l) => l.href.startsWith('mailto:')).map((l) => l.href),
    ...(page.images ?? []).map((i) => i.url),
  ].join('\n');
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
