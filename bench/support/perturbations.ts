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

/**
 * A heading's text in capitals: its tags, attributes and character references as written. ASCII letters only: read as latin-1, a UTF-8
 * character's bytes would change case too and no longer spell it.
 */
const capitals = (inner: string) =>
  inner.replace(/(<[^>]*>|&[#\w]+;)|[^<&]+/g, (m: string, kept?: string) => (kept ? m : m.replace(/[a-z]+/g, (w) => w.toUpperCase())));

/**
 * Each word of the main heading in a span of its own, as an animated hero splits it ("<span>Charts</span> <span>for</span> …"). Words
 * end at ASCII spaces only: read as latin-1, a UTF-8 letter's second byte may be a no-break space.
 */
const splitHeading: PageChange = (html) =>
  html.replace(/(<h1\b[^>]*>)([\s\S]*?)(<\/h1>)/gi, (_, open: string, inner: string, close: string) => {
    const words = inner.replace(/(<[^>]*>|&[#\w]+;)|[^<&]+/g, (m: string, kept?: string) =>
      kept ? m : m.replace(/[^ \t\r\n]+/g, (w) => `<span class="word">${w}</span>`),
    );
    return `${open}${words}${close}`;
  });

/** Spaces between the words of headings and paragraphs written as non-breaking ones, as some editors save them. */
const nonBreaking: PageChange = (html) =>
  html.replace(/(<(h[1-6]|p)\b[^>]*>)([\s\S]*?)(<\/\2>)/gi, (_, open: string, _tag: string, inner: string, close: string) => {
    const text = inner.replace(/(<[^>]*>|&[#\w]+;)|[^<&]+/g, (m: string, kept?: string) => (kept ? m : m.replace(/([^ \t\r\n]) (?=[^ \t\r\n])/g, '$1&nbsp;')));
    return `${open}${text}${close}`;
  });

/**
 * Long words of the title, headings and paragraphs hyphenated softly (`&shy;`, as a typesetting plugin does for narrow columns), and
 * a zero-width space after their commas: a reader sees the words as they were.
 */
const softHyphens: PageChange = (html) =>
  html.replace(/(<(title|h[1-6]|p)\b[^>]*>)([\s\S]*?)(<\/\2>)/gi, (_, open: string, _tag: string, inner: string, close: string) => {
    const text = inner.replace(/(<[^>]*>|&[#\w]+;)|[^<&]+/g, (m: string, kept?: string) =>
      kept ? m : m.replace(/(?<=\b[A-Za-z]{5})(?=[a-z]{5,}\b)/g, '&shy;').replace(/,(?= )/g, ',&#8203;'),
    );
    return `${open}${text}${close}`;
  });

/** The main heading dressed in emoji and a link's arrow, as a landing page's hero is ("🚀 Charts for teams →"). */
const dressedHeading: PageChange = (html) =>
  html.replace(/(<h1\b[^>]*>)([\s\S]*?)(<\/h1>)/i, (_, open: string, inner: string, close: string) => `${open}&#128640; ${inner} &rarr;${close}`);

/** The main heading broken over two lines at its middle word (`<br>`), as a hero is set for its width. */
const brokenHeading: PageChange = (html) =>
  html.replace(/(<h1\b[^>]*>)([^<]*?)(<\/h1>)/i, (_, open: string, inner: string, close: string) => {
    const words = inner.trim().split(/(\s+)/);
    if (words.length < 3) return `${open}${inner}${close}`;
    // The space between the two middle words.
    const middle = Math.floor(words.length / 4) * 2 + 1;
    return `${open}${words.slice(0, middle).join('')}<br>${words.slice(middle + 1).join('')}${close}`;
  });

/** The first half of a heading's words, as a phone's shorter copy of it says. */
const firstHalf = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.slice(0, Math.max(1, Math.ceil(words.length / 2))).join(' ');
};

/** The main heading written twice, as a Tailwind page does: the desktop's shown from a width up, a shorter one for phones before it. */
const headingForPhones: PageChange = (html) =>
  html.replace(/<h1\b([^>]*)>([^<]*?)<\/h1>/i, (_, attrs: string, inner: string) => {
    const short = firstHalf(inner);
    return `<h1 class="md:hidden">${short}</h1><h1${attrs.replace(/\bclass="/i, 'class="hidden md:block ')}${/\bclass="/i.test(attrs) ? '' : ' class="hidden md:block"'}>${inner}</h1>`;
  });

/** The main heading copied for each screen width and hidden by the page's own media queries, the phone's copy first, as Framer writes a page. */
const headingPerBreakpoint: PageChange = (html) => {
  const css =
    '<style>@media (min-width: 1200px) { .hidden-dsk1 { display: none !important; } } @media (max-width: 1199px) { .hidden-phn1 { display: none !important; } }</style>';
  const changed = html.replace(/<h1\b([^>]*)>([^<]*?)<\/h1>/i, (_, attrs: string, inner: string) => {
    const short = firstHalf(inner);
    return `<div class="hidden-dsk1"><h1>${short}</h1></div><div class="hidden-phn1"><h1${attrs}>${inner}</h1></div>`;
  });
  return changed === html ? html : changed.replace(/<\/head>/i, `${css}</head>`);
};

/** The title's parts in the other order ("Acme | Charts for teams" as "Charts for teams | Acme"). */
const titleTurned: PageChange = (html) =>
  html.replace(/(<title[^>]*>)([\s\S]*?)(<\/title>)/i, (_, open: string, inner: string, close: string) => {
    const parts = inner.split(/\s+([|–—·-])\s+/);
    if (parts.length !== 3) return `${open}${inner}${close}`;
    return `${open}${parts[2].trim()} ${parts[1]} ${parts[0].trim()}${close}`;
  });

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
  // A WordPress page: the content in the theme's article element, the SEO plugin's article metadata on a page that is no article.
  'a CMS page template (article element, article metadata)': (h) =>
    h
      .replace(/<body([^>]*)>/i, '<body$1><article id="post-12" class="post-12 page type-page status-publish hentry"><div class="entry-content">')
      .replace(/<\/body>/i, '</div></article></body>')
      .replace(
        /<head([^>]*)>/i,
        '<head$1><meta property="og:type" content="article"><meta property="article:modified_time" content="2024-04-01T10:00:00+00:00">',
      ),
  // Images loaded as they scroll into view: a placeholder in src, the picture in data-src.
  'images loaded lazily (placeholder src, data-src)': (h) =>
    h.replace(
      /<img\b([^>]*?)\ssrc\s*=\s*("[^"]*"|'[^']*')/gi,
      (_, attrs: string, src: string) => `<img${attrs} src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src=${src}`,
    ),
  'the header cloned for a mobile menu': (h) => {
    const header = /<header\b[\s\S]*?<\/header>/i.exec(h)?.[0];
    return header ? h.replace(/<\/body>/i, `<div class="mobile-menu">${header}</div></body>`) : h;
  },
  'an old table layout': (h) => h.replace(/<body([^>]*)>/i, '<body$1><table width="100%"><tr><td>').replace(/<\/body>/i, '</td></tr></table></body>'),
  'headings written in capitals': (h) =>
    h.replace(/(<h[1-3]\b[^>]*>)([\s\S]*?)(<\/h[1-3]>)/gi, (_, open: string, inner: string, close: string) => open + capitals(inner) + close),
  "a page builder's markup (all of the above)": (h) =>
    hashedNames(h)
      .replace(/<(\/?)h[1-6]\b/gi, '<$1div')
      .replace(/<(\/?)(header|nav|footer|main|section|article|aside)\b/gi, '<$1div')
      .replace(/<(\/?)(p|ul|ol|li)(?=[\s>])/gi, '<$1div'),
  "the main heading's words in spans (an animated hero)": splitHeading,
  'spaces in headings and paragraphs non-breaking': nonBreaking,
  "the title's two parts in the other order": titleTurned,
  'long words hyphenated softly, zero-width spaces after commas': softHyphens,
  'the main heading dressed in emoji and an arrow': dressedHeading,
  'the main heading broken over two lines': brokenHeading,
  'the main heading written again, shorter, for phones': headingForPhones,
  "the main heading copied for each screen width, hidden by the page's media queries": headingPerBreakpoint,
};

type Where = 'start' | 'middle' | 'end' | 'under the main heading';

/**
 * Put `snippet` at the start of the body, among the content sections (before the page's footer, past its hero), before the
 * body's end, or right under the main heading (a page without one is left as it is). Its letters outside ASCII go as character references, whatever the page's encoding.
 */
function inject(html: string, where: Where, snippet: string): string {
  const text = snippet.replace(/\P{ASCII}/gu, (c) => `&#${c.codePointAt(0)};`);
  const lower = html.toLowerCase();
  const body = /<body[^>]*>/i.exec(html);
  const footer = lower.lastIndexOf('<footer');
  const end = lower.lastIndexOf('</body>');
  const h1 = /<\/h1\s*>/i.exec(html);
  if (where === 'under the main heading') return h1 ? html.slice(0, h1.index + h1[0].length) + text + html.slice(h1.index + h1[0].length) : html;
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
  "a blog teaser with a byline and another company's founding": [
    'middle',
    '<section class="blog-teaser"><h2>From the blog</h2><article><h3>How Initech cut its cloud bill in half</h3><p>March 3, 2024 &middot; by Sam Carter</p><p>Initech, founded in 2015 in Denver, moved three services over in a weekend.</p><a href="/blog/initech">Read more</a></article></section>',
  ],
  'a hiring banner naming other cities': [
    'start',
    '<div class="announcement-bar">We&rsquo;re hiring engineers in Berlin and Toronto &rarr; <a href="/jobs">See open roles</a></div>',
  ],
  "a team member's card with her own accounts": [
    'middle',
    '<section class="team"><h2>Meet the team</h2><div class="member"><h3>Priya Raman</h3><p>Head of Support</p><a href="https://www.linkedin.com/in/priya-raman-4821/">LinkedIn</a> <a href="https://twitter.com/priyaraman">Twitter</a></div></section>',
  ],
  'share links': [
    'end',
    '<div class="share">Share: <a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.test">Facebook</a> <a href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.test">Twitter</a> <a href="https://www.linkedin.com/shareArticle?url=https%3A%2F%2Fexample.test">LinkedIn</a></div>',
  ],
  'app store badges': [
    'middle',
    '<div class="download"><a href="https://apps.apple.com/app/id1234567890"><img src="/img/app-store-badge.svg" alt="Download on the App Store"></a> <a href="https://play.google.com/store/apps/details?id=com.example.app"><img src="/img/google-play-badge.png" alt="Get it on Google Play"></a></div>',
  ],
  'an EU funding notice in Polish': [
    'end',
    '<div class="eu"><img src="/img/ue-fundusze.png" alt="Fundusze Europejskie"><p>Projekt współfinansowany przez Unię Europejską z Europejskiego Funduszu Rozwoju Regionalnego w ramach programu Polska Wschodnia 2014-2020.</p></div>',
  ],
  'press mentions': [
    'middle',
    '<section class="press"><p>As featured in</p><a href="https://techcrunch.com/2023/05/01/a-story/">TechCrunch</a> <a href="https://www.forbes.com/sites/someone/2023/05/02/a-story/">Forbes</a> <a href="https://twitter.com/verge">The Verge</a></section>',
  ],
  'a chat widget': ['end', '<div class="chat-widget"><p>Hi there 👋 How can we help?</p><p>Our team typically replies in a few minutes.</p></div>'],
  'offices in several cities': ['middle', '<section><h3>Our offices</h3><p>New York &middot; London &middot; Singapore</p></section>'],
  'a newsletter box in Spanish': [
    'middle',
    '<section class="newsletter"><h3>Suscríbete a nuestro boletín</h3><p>Recibe novedades cada mes. Sin spam.</p><form><input type="email" placeholder="tu@correo.com"><button>Suscribirme</button></form></section>',
  ],
  "a partner's founding in Italian": ['middle', '<section><p>In collaborazione con la Fondazione Verdi, nata nel 1987 a Torino.</p></section>'],
  'a holiday notice in Dutch': ['start', '<div class="notice">Wij zijn gesloten van 24 december tot en met 2 januari. Fijne feestdagen!</div>'],
  "customers' logos": [
    'middle',
    '<section class="clients"><p>Trusted by teams at</p><img src="/img/clients/globex-logo.png" alt="Globex logo"> <img src="/img/clients/initech-logo.png" alt="Initech logo"></section>',
  ],
  'a reviews widget': [
    'middle',
    '<section class="reviews"><h3>What our customers say</h3><div class="review"><p>★★★★★</p><p>Great service, fast and friendly.</p><p>Maria K. &middot; 12 May 2024</p></div><a href="https://www.trustpilot.com/review/example.test">Read all reviews on Trustpilot</a></section>',
  ],
  'a free trial banner': ['start', '<div><p>Start your free 14-day trial &mdash; no credit card required. <a href="/signup">Try it free</a></p></div>'],
  "a competitor comparison with the competitor's prices": [
    'middle',
    '<section><h2>How we compare</h2><table><tr><th></th><th>Others</th></tr><tr><td>Price</td><td>$99 per month</td></tr><tr><td>Setup fee</td><td>$500 one-time</td></tr></table></section>',
  ],
  "a testimonial without class names naming the customer's founder": [
    'middle',
    '<section><p>&ldquo;We moved everything over in a week.&rdquo;</p><p>&mdash; Dana Whitfield, co-founder of Globex (founded 2012, Denver, Colorado)</p></section>',
  ],
  'marketing questions as headings': [
    'middle',
    '<section><h2>Why teams switch?</h2><p>Because it is faster.</p><h3>Ready to get started?</h3><p>Sign up today.</p><h3>Still not convinced?</h3><p>Read our reviews.</p></section>',
  ],
  'a free webinar': ['middle', '<section><h3>Free webinar: scaling support</h3><p>Join us on June 12 at 5pm CET. Free for everyone.</p></section>'],
  "a showcase of users' sites with their accounts": [
    'middle',
    '<section><h2>Built with it</h2><div><h4>Globex</h4><a href="https://globex.example/">globex.example</a> <a href="https://twitter.com/globexhq">@globexhq</a></div><div><h4>Initech</h4><a href="https://www.instagram.com/initech.co/">Instagram</a></div></section>',
  ],
  'a support address of the chat vendor': ['end', '<p>Chat powered by Crisp &middot; <a href="mailto:support@crisp.example">support@crisp.example</a></p>'],
  "an integrations row linking partners' profiles": [
    'middle',
    '<section><h2>Works with your tools</h2><ul><li><a href="https://github.com/slackapi">Slack</a></li><li><a href="https://twitter.com/zapier">Zapier</a></li><li><a href="https://www.linkedin.com/company/hubspot">HubSpot</a></li></ul></section>',
  ],
  "a press agency's address for inquiries": [
    'middle',
    '<section><h3>Press</h3><p>Press inquiries: <a href="mailto:media@brightpr-agency.example">media@brightpr-agency.example</a></p></section>',
  ],
  "a trade fair's venue address": [
    'middle',
    '<section><h3>Visit us at CES</h3><p>Booth 1234, Las Vegas Convention Center, 3150 Paradise Rd, Las Vegas, NV 89109, USA. January 7&ndash;10.</p></section>',
  ],
  'an advisor who founded another company': [
    'middle',
    '<section><h3>Our advisors</h3><p>Jane Roe founded Initech in 2001 and sold it in 2015. She helps us with sales.</p></section>',
  ],
  "a team photo's caption naming a city": [
    'middle',
    '<figure><img src="/img/team.jpg" alt="Team"><figcaption>Our team at the offsite in Barcelona, 2023</figcaption></figure>',
  ],
  'a distributor in another country': [
    'middle',
    '<section><h3>Distributors</h3><p>Globex Handels GmbH, Leopoldstraße 12, 80802 München, Deutschland</p></section>',
  ],
  'a launch announcement with a date': [
    'start',
    '<div><p>We are launching on Product Hunt on March 3, 2024! <a href="https://www.producthunt.com/posts/some-launch">Support us</a></p></div>',
  ],
  "a customer's quote as a heading": [
    'middle',
    '<section><h2>&ldquo;It changed how our whole team works.&rdquo;</h2><p>Maria Lopez, Head of Ops at Globex</p></section>',
  ],
  "a founder's own account named by first name": ['end', '<p>Questions? <a href="https://twitter.com/jroe_builds">Follow Jane on Twitter</a></p>'],
  'a podcast episode list with guests': [
    'middle',
    '<section><h3>Latest episodes</h3><ul><li>Ep. 12 &mdash; How Globex scaled support, with Dana Whitfield (CEO, Globex)</li><li>Ep. 11 &mdash; Pricing for startups, with Sam Carter</li></ul></section>',
  ],
  "an author's box with her own address": [
    'middle',
    '<section><h3>About the author</h3><p>Sam Carter writes about support teams. Reach her at sam.carter.writes@gmail.com</p></section>',
  ],
  "a recruiter's address in a job ad": [
    'middle',
    '<section><h3>Join us</h3><p>We are hiring a support engineer. Send your CV to talent@hirewell-recruiting.example</p></section>',
  ],
  "a sign-up form's placeholder address": [
    'middle',
    '<form><label>Work email</label><input type="email" placeholder="name@company.com"><button>Get started</button></form>',
  ],
  "a feature's example address": [
    'middle',
    '<section><h3>Send from your own domain</h3><p>Invoices go out from billing@yourcompany.com, so replies reach you.</p></section>',
  ],
  "a testimonial signed with the customer's handle": [
    'middle',
    '<section><p>&ldquo;Switched last month and never looked back.&rdquo;</p><p>&mdash; <a href="https://twitter.com/danaw_ops">@danaw_ops</a></p></section>',
  ],
  'a news line about a funding round': [
    'middle',
    '<section><h3>In the news</h3><p>Acme raises $5M seed round to grow its team &mdash; TechCrunch, March 12, 2024</p></section>',
  ],
  'a country picker': [
    'end',
    '<div><p>Choose your country</p><ul><li><a href="/de/">Deutschland</a></li><li><a href="/fr/">France</a></li><li><a href="/es/">Espa&ntilde;a</a></li></ul></div>',
  ],
  'a rating badge': ['middle', '<div><p>4.8 &#9733; from 2,000+ reviews on Capterra</p></div>'],
  'a consent dialog without class names': [
    'start',
    '<div role="dialog"><h2>We value your privacy</h2><p>We use cookies to enhance your browsing experience and analyse our traffic.</p><button>Accept all</button> <button>Reject all</button></div>',
  ],
  'a promotion bar': ['start', '<div><p>Black Friday: 40% off all plans &mdash; ends Monday! <a href="/deals">Shop the sale</a></p></div>'],
  'a release announcement bar': [
    'start',
    '<div><p><strong>New</strong> Version 3.0 is here &mdash; see what&rsquo;s new <a href="/changelog">&rarr;</a></p></div>',
  ],
  'a newsletter pop-up with a discount': [
    'start',
    '<div><h2>Get 10% off your first order</h2><p>Sign up for our newsletter.</p><input type="email"><button>Subscribe</button></div>',
  ],
  'a sign-in dialog': [
    'start',
    '<div role="dialog" hidden><h2>Sign in to your account</h2><input type="email"><input type="password"><button>Sign in</button></div>',
  ],
  'a list of posts titled as questions': [
    'middle',
    '<section><h2>Latest articles</h2><ul><li><a href="/blog/migrate">How do I migrate from spreadsheets?</a></li><li><a href="/blog/why">Why do support teams burn out?</a></li></ul></section>',
  ],
  "a customer's savings in plain text": ['middle', '<section><p>Globex saved $2,000 a month after switching, says its head of operations.</p></section>'],
  'a savings claim': ['middle', '<section><h3>See what you could save</h3><p>Teams save up to $500/month on tooling.</p></section>'],
  "a job ad's pay": ['middle', '<section><h3>Open roles</h3><ul><li>Senior Engineer &middot; Remote &middot; $120k&ndash;$150k</li></ul></section>'],
  "a link to the company's jobs on a network": ['end', '<p><a href="https://www.linkedin.com/jobs/view/3812345678/">We&rsquo;re hiring</a></p>'],
  'a Product Hunt badge': [
    'middle',
    '<p><a href="https://www.producthunt.com/products/some-launch"><img src="/img/ph-badge.svg" alt="Featured on Product Hunt"></a></p>',
  ],
  "a privacy officer's address": [
    'end',
    '<p>Data protection officer: <a href="mailto:dpo@privacyfirm-services.example">dpo@privacyfirm-services.example</a></p>',
  ],
  'a clock of another city': ['middle', '<div><p>Our support team works with you around the clock. Local time in Tokyo: 09:41</p></div>'],
  'a rating under the main heading': ['under the main heading', '<p>&#9733;&#9733;&#9733;&#9733;&#9733; 4.9/5 from 1,200+ reviews on G2</p>'],
  'platforms under the main heading': ['under the main heading', '<p>Available on iOS, Android and the web</p>'],
  'a countdown under the main heading': ['under the main heading', '<p>Launching in 3 days &mdash; join the waitlist</p>'],
  'social proof under the main heading': ['under the main heading', '<p>Trusted by 5,000+ teams at Globex, Initech and Umbrella</p>'],
  'a release badge under the main heading': ['under the main heading', '<p><a href="/changelog">New: version 3.0 is out</a></p>'],
  'an offer under the main heading': ['under the main heading', '<p>Get 20% off your first year with code SPRING</p>'],
  "a trade fair's venue in German": [
    'middle',
    '<section><h3>Besuchen Sie uns auf der Messe</h3><p>Halle B4, Stand 301, Messe M&uuml;nchen, Am Messesee 2, 81829 M&uuml;nchen, Deutschland</p></section>',
  ],
  'a distributor in French': ['middle', '<section><h3>Nos distributeurs</h3><p>Globex SARL, 12 rue de la Paix, 75002 Paris, France</p></section>'],
  'an advisor who founded another company, in Spanish': [
    'middle',
    '<section><h3>Nuestros asesores</h3><p>Laura G&oacute;mez fund&oacute; Initech en 2001 y la vendi&oacute; en 2015.</p></section>',
  ],
  'a free workshop in Italian': [
    'middle',
    '<section><h3>Workshop gratuito</h3><p>Partecipa al nostro incontro a Milano. La partecipazione &egrave; gratuita.</p></section>',
  ],
  "a customer's signed words in Portuguese": [
    'middle',
    '<section><p>&ldquo;Mudamos tudo em uma semana.&rdquo;</p><p>&mdash; Ana Souza, cofundadora da Globex (fundada em 2012, Recife)</p></section>',
  ],
  'a funding headline in Dutch': [
    'middle',
    '<section><h3>In het nieuws</h3><p>Acme haalt &euro;5M op in een seedronde om het team te laten groeien.</p></section>',
  ],
  "a partner's address in German": ['middle', '<section><h3>Unsere Partner</h3><p>Globex GmbH, Hauptstra&szlig;e 5, 1010 Wien, &Ouml;sterreich</p></section>'],
  "an event's venue in Spanish": [
    'middle',
    '<section><h3>Pr&oacute;ximos eventos</h3><p>Palacio de Congresos, Paseo de la Castellana 99, 28046 Madrid, Espa&ntilde;a</p></section>',
  ],
};

export const HOME_CHANGES: Record<string, PageChange> = Object.fromEntries(
  Object.entries(FURNITURE).map(([name, [where, snippet]]) => [name, (html: string) => inject(html, where, snippet)]),
);
