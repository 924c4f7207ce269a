/**
 * Ways a real site could differ from the saved one while a careful person would draft the same values from it: a page without
 * its title, description, structured data, header or footer; a secondary page submitted on its own; the homepage with furniture
 * many sites carry (a customer's story, an investor's line, a template's team or plan table left in place). Each is a change to
 * a page's HTML (read and written as latin-1, so every byte outside the change is kept).
 */
export type PageChange = (html: string) => string;

const without =
  (re: RegExp): PageChange =>
  (html) =>
    html.replace(re, '');

const withoutTitle = without(/<title[^>]*>[\s\S]*?<\/title>/gi);
const withoutDescriptions = without(/<meta\s[^>]*(name|property)\s*=\s*["']?(description|og:[a-z_:]+|twitter:[a-z_:]+)["']?[^>]*>/gi);
const withoutStructuredData = without(/<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi);
const withoutHeader: PageChange = (html) => without(/<nav\b[\s\S]*?<\/nav>/gi)(without(/<header\b[\s\S]*?<\/header>/gi)(html));
const withoutFooter = without(/<footer\b[\s\S]*?<\/footer>/gi);

/** A site built with generated class names (CSS-in-JS, a utility framework's build): no class or id says what a part is. */
function hashedNames(html: string): string {
  const hash = (v: string) => {
    let h = 7;
    for (const c of v) h = (h * 31 + (c.codePointAt(0) ?? 0)) >>> 0;
    return `x${h.toString(36)}`;
  };
  return html.replace(/(<[a-z][^<>]*?\s)(class|id)\s*=\s*("[^"]*"|'[^']*')/gi, (_, head: string, attr: string, value: string) => {
    const names = value.slice(1, -1).trim().split(/\s+/).filter(Boolean);
    return `${head}${attr}="${names.map(hash).join(' ')}"`;
  });
}

/** Every page of the site changed the same way. */
export const PAGE_CHANGES: Record<string, PageChange> = {
  'no title': withoutTitle,
  'no descriptions': withoutDescriptions,
  'no structured data': withoutStructuredData,
  'no header': withoutHeader,
  'no footer': withoutFooter,
  'title, descriptions and structured data gone': (h) => withoutStructuredData(withoutDescriptions(withoutTitle(h))),
  'class and id names hashed': hashedNames,
  'headings as divs': (h) => h.replace(/<(\/?)h[1-6]\b/gi, '<$1div'),
  'header, nav and footer as divs': (h) => h.replace(/<(\/?)(header|nav|footer)\b/gi, '<$1div'),
  'paragraphs and lists as divs': (h) => h.replace(/<(\/?)(p|ul|ol|li)(?=[\s>])/gi, '<$1div'),
  'every heading a level up (many h1)': (h) => h.replace(/<(\/?)h([2-6])\b/gi, (_, slash: string, n: string) => `<${slash}h${Number(n) - 1}`),
  'every heading a level down (no h1)': (h) => h.replace(/<(\/?)h([1-5])\b/gi, (_, slash: string, n: string) => `<${slash}h${Number(n) + 1}`),
  'a page builder\'s markup (all of the above)': (h) =>
    hashedNames(h)
      .replace(/<(\/?)h[1-6]\b/gi, '<$1div')
      .replace(/<(\/?)(header|nav|footer|main|section|article|aside)\b/gi, '<$1div')
      .replace(/<(\/?)(p|ul|ol|li)(?=[\s>])/gi, '<$1div'),
};

type Where = 'start' | 'middle' | 'end';

/**
 * Put `snippet` at the start of the body, among the content sections (before the page's footer, past its hero), or before the
 * body's end. Its letters outside ASCII go as character references, whatever the page's encoding.
 */
function inject(html: string, where: Where, snippet: string): string {
  const text = snippet.replace(/\P{ASCII}/gu, (c) => `&#${c.codePointAt(0)};`);
  const lower = html.toLowerCase();
  const body = /<body[^>]*>/i.exec(html);
  const footer = lower.lastIndexOf('<footer');
  const end = lower.lastIndexOf('</body>');
  const at = where === 'start' ? (body ? body.index + body[0].length : 0) : where === 'middle' && footer >= 0 ? footer : end >= 0 ? end : html.length;
  return html.slice(0, at) + text + html.slice(at);
}

/** Furniture added to the homepage: none of it is the product's, so none of it may become a value. */
const FURNITURE: Record<string, [Where, string]> = {
  "a customer's story with its founding": [
    'middle',
    '<section class="case"><h3>Customer story</h3><p>Globex, founded in 1998 in Austin, Texas, moved its whole support desk over in a week.</p></section>',
  ],
  "an investor's line naming its founder": [
    'middle',
    '<section><h3>Backed by</h3><p>Northwind Ventures, founded in 2008 by Alex Kim, led our seed round.</p></section>',
  ],
  "a customer's story in German": [
    'middle',
    '<section><h3>Kundenstimme</h3><p>Globex wurde 1998 in Wien gegründet und hat den Support in einer Woche umgestellt.</p></section>',
  ],
  "an investor's line in French": [
    'middle',
    '<section><h3>Ils nous soutiennent</h3><p>Northwind Ventures, fondée en 2008 par Alex Kim, a mené notre tour de table.</p></section>',
  ],
  "a template's team left in place": [
    'middle',
    '<section id="team" class="team"><h2>Team</h2><p>Magnam dolores commodi suscipit. Necessitatibus eius consequatur ex aliquid fuga eum quidem.</p><div class="member"><h4>Walter White</h4><span>Chief Executive Officer</span><p>Explicabo voluptatem mollitia et repellat qui dolorum quasi</p></div></section>',
  ],
  "a template's plan table left in place": [
    'end',
    '<section id="pricing" class="pricing"><h2>Pricing</h2><div class="box"><h3>Free</h3><h4>$0<span> / month</span></h4><ul><li>Aida dere</li></ul></div><div class="box"><h3>Business</h3><h4>$19<span> / month</span></h4><ul><li>Nec feugiat nisl</li></ul></div></section>',
  ],
  'free perks': ['middle', '<section class="perks"><ul><li>Free shipping on orders over $50</li><li>Free consultation</li></ul></section>'],
  'a cookie banner': ['start', '<div class="cookie-banner"><p>We use cookies to improve your experience.</p><button>Accept all</button></div>'],
  "a testimonial with the customer's address": [
    'middle',
    '<section class="testimonials"><blockquote><p>&ldquo;It saved our team hours every week.&rdquo;</p><footer>Jane Doe, Founder &amp; CEO at Initech, <a href="mailto:jane@initech.com">jane@initech.com</a></footer></blockquote></section>',
  ],
  'an event in another city': [
    'middle',
    '<section class="events"><h2>Meet us in person</h2><p>Find us at booth 42 at Web Summit 2023 in Lisbon, Portugal.</p></section>',
  ],
  "a web agency's structured data": [
    'end',
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"PixelForge Studio","url":"https://pixelforge-studio.example/","foundingDate":"2011","logo":"https://pixelforge-studio.example/logo.png","sameAs":["https://twitter.com/pixelforge"]}</script>',
  ],
  "an agency's credit": [
    'end',
    '<p class="credit">Website design by <a href="https://pixelforge-studio.example">PixelForge Studio</a> &middot; <a href="https://www.instagram.com/pixelforgestudio/">Instagram</a></p>',
  ],
};

export const HOME_CHANGES: Record<string, PageChange> = Object.fromEntries(
  Object.entries(FURNITURE).map(([name, [where, snippet]]) => [name, (html: string) => inject(html, where, snippet)]),
);
