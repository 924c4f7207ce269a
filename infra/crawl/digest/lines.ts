import type { AnyNode, Element } from 'domhandler';
import type { PageArea, PageLine, PageMark } from '../../../domain/draft/page.ts';
import { mockDocuments } from './mock-documents.ts';
import { readText } from './read-text.ts';

/** Elements that start a new block of text: what a person reads as a separate line. */
const BLOCK = new Set(
  'address article aside blockquote body button caption center dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main menu nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
/**
 * A link drawn as a button (role="button", Bootstrap's "btn", "button"): a control of its own, read as its own line even inside a
 * paragraph, so its words ("Download v4.1 stable") never join the sentence around it.
 */
export const buttonLink = (el: Element) =>
  el.name === 'a' && (el.attribs.role === 'button' || (el.attribs.class ?? '').split(/\s+/).some((c) => /^(btn|button)$/i.test(c)));
/**
 * Elements whose content is never read as text. A form's choice list (`select`, `datalist`) is among them: its options are answers
 * offered to a visitor ("51-500 Employees", every country of the world), not what the site says about itself.
 */
const SKIP = new Set(
  'script style noscript template svg iframe object embed canvas video audio map head title meta link input textarea select datalist'.split(' '),
);

const HIDDEN_CLASS =
  /^(hidden|is-hidden|u-hidden|hide|hidden-xs-up|sr-only|sr-only-focusable|visually-?hidden|screen-reader(-text|-only)?|element-invisible|invisible|offscreen|hide[A-Z-].*)$/;

/** Ancestor markers by their class and id words. Order is irrelevant; a block may carry several. */
const MARKS: [PageMark, RegExp][] = [
  ['hero', /hero|jumbotron|masthead|splash|showcase|banner(?!-ad)/i],
  ['faq', /faq|accordion|question|answer|\bqa\b|q-and-a|preguntas|perguntas|fragen|domande|vragen/i],
  ['team', /team|people|staff|founder|member|leadership|crew|equipe|equipo|mitarbeiter/i],
  ['quote', /testimonial|quote|review|comment|feedback|endorse|kundenstimme|avis|opinion/i],
  [
    'post',
    /(^|\s)((post|posts|news|blog|entry|entries|event|events|changelog|release|releases|timeline|article|story|stories|media-heading)([-_][\w-]*)?|[\w-]+[-_](post|posts|news|entry|event|events|release|releases))(\s|$)/i,
  ],
  ['price', /pric|plan|tier|package|tarif|preis|precio|preco|prezz|prijs|cennik/i],
  ['contact', /contact|address|location|adres|impressum|imprint|vcard|h-card|kontakt|contato|contatti|contacto/i],
  ['social', /social|follow|connect|community|socmed/i],
  ['credit', /credit|designed-?by|made-?by|powered|copyright|attribution/i],
  ['partners', /partner|client|customer|sponsor|investor|backer|supporter|logos|brands|trusted|featured-in|press-logos/i],
  // One slide of a carousel, by the slide's own class (never the slider around it, which may hold a single hero).
  ['slide', /(^|\s)(slide|swiper-slide|carousel-item|slick-slide|owl-item|splide__slide|glide__slide)(\s|$)/i],
  ['notice', /cookie|consent|gdpr|announcement|announce|alert|notice|promo-bar|topbar|top-bar|notification|toast|modal|popup|newsletter|subscribe/i],
];
/**
 * A CMS's words for any content it shows, a page's as much as a post's: WordPress gives every page and post `post-12` (its id) and
 * sets their text in `entry-content` under an `entry-header`. Only its words for a post (`type-post`, a date) make a post.
 */
const CMS_CONTENT = /^(post-\d+|entry-(content|header|title|footer)|type-page|page-\d+)$/i;

/**
 * A library's or a framework's rendered example, by its class ("example", Bootstrap's "bd-example", "demo", "playground"): a sample of what
 * it makes, not the site's own words. By the class alone and in the singular: an id or a plural ("advanced-examples") names a docs section.
 */
export const SAMPLE_CLASS = /(^|[\s_-])(example|demo|playground|sandbox|specimen)([\s_-]|$)/i;

/**
 * A code or terminal display set as text, by its class ("ba-code", "code-block", "terminal-output"): a command and what it prints, a
 * sample the product makes or reads ("# The Verge — Tech & Science … since 2009"), never the site's words. Not a code a visitor types
 * ("promo-code", "zip-code", "qr-code").
 */
const CODE_CLASS =
  /(^|\s)(code|codeblock|code[-_](block|sample|snippet|example|output|window|box|panel|view)|(?!(promo|zip|postal|post|qr|bar|country|area|discount|coupon|voucher|colou?r|access|invite|referral|verification|auth|status|error|phone|iso|lang|language|currency|product|item|sku|gift|booking|tracking)[-_])[a-z]+[-_]code|terminal([-_](window|output|body|content))?)(?=\s|$)/i;

/** Inside such an example: its links and images are the sample's, not the site's. */
export function inSample(el: Element): boolean {
  for (let p = el.parent; p && p.type === 'tag'; p = p.parent) if (SAMPLE_CLASS.test((p as Element).attribs.class ?? '')) return true;
  return false;
}
const TAGLINE_WORD = /tagline|slogan|subtitle|sub-title|subheading|sub-heading|strapline|motto|^lead$|^lede$|-lead$|^claim$/i;
const taglineClass = (el: Element) => (el.attribs.class ?? '').split(/\s+/).some((c) => TAGLINE_WORD.test(c));

const words = (el: Element) => `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`.trim();

function isHidden(el: Element, desktopHidden: ReadonlySet<string>): boolean {
  // A React page streamed from the server sends each part in a hidden `<div id="S:0">` that its script puts in place at once: shown.
  if (el.attribs.hidden !== undefined && !/^S:\d+$/.test(el.attribs.id ?? '')) return true;
  if (el.attribs['aria-hidden'] === 'true') return true;
  const style = (el.attribs.style ?? '').replace(/\s+/g, '').toLowerCase();
  if (/display:none|visibility:hidden/.test(style)) return true;
  const classes = (el.attribs.class ?? '').split(/\s+/);
  return hiddenByClass(classes) || classes.some((c) => desktopHidden.has(c));
}

/** A utility class that shows the element from a screen width up ("md:flex", "lg:block", Bootstrap's "d-md-block"). */
const SHOWN_FROM =
  /^((sm|md|lg|xl|2xl):(block|flex|inline|inline-block|inline-flex|grid|inline-grid|table|flow-root|contents)|d-(sm|md|lg|xl|xxl)-(block|flex|inline|inline-block|inline-flex|grid|table))$/;
/** A utility class that hides the element on a desktop's screen ("md:hidden", "lg:hidden", "d-lg-none", "hidden-md", "visible-xs"). */
const HIDDEN_ON_DESKTOP = /^((sm|md|lg):hidden|d-(sm|md|lg)-none|hidden-(md|lg)|visible-xs|mobile-only|show-on-mobile|only-mobile)$/;

/**
 * Hidden as a person reading on a desktop sees the page: a hiding class ("hidden", Bootstrap's "d-none") unless a utility class shows
 * the element from a width up ("hidden md:flex": the desktop's menu), and a class that hides it on a desktop ("md:hidden": the phone's).
 */
function hiddenByClass(classes: string[]): boolean {
  const hides = classes.some((c) => HIDDEN_CLASS.test(c) || c === 'd-none');
  if (hides && !classes.some((c) => SHOWN_FROM.test(c))) return true;
  return classes.some((c) => HIDDEN_ON_DESKTOP.test(c));
}

/** An inline element hidden from view by its attribute, its style or its classes (an icon's aria-hidden text is still drawn). */
function hiddenInline(el: Element, desktopHidden: ReadonlySet<string>): boolean {
  // Words for screen readers only are weighed where the line's words are read (`seenText`).
  if (screenReaderOnly(el)) return false;
  if (el.attribs.hidden !== undefined) return true;
  if (/display:none|visibility:hidden/.test((el.attribs.style ?? '').replace(/\s+/g, '').toLowerCase())) return true;
  const classes = (el.attribs.class ?? '').split(/\s+/);
  return hiddenByClass(classes) || classes.some((c) => desktopHidden.has(c));
}

const SCREEN_READER_CLASS = /^(sr-only|visually-?hidden|screen-reader(-text|-only)?|element-invisible|offscreen)$/;
const screenReaderOnly = (el: Element) => (el.attribs.class ?? '').split(/\s+/).some((c) => SCREEN_READER_CLASS.test(c));

/** The words of a node, without those only a screen reader gets. */
function seenText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (node.type !== 'tag') return '';
  const el = node as Element;
  if (SKIP.has(el.name) || screenReaderOnly(el)) return '';
  return (el.children ?? []).map(seenText).join('');
}

/** Whether the block an inline element sits in shows words of its own beside it. */
function seenBeside(el: Element): boolean {
  let block = el.parent as Element | null;
  while (block && block.type === 'tag' && !BLOCK.has(block.name) && !buttonLink(block)) block = block.parent as Element | null;
  return block !== null && /[\p{L}\p{N}]/u.test(seenText(block));
}

/** Whether an element sits inside an article, a section or the main content (its `header` is then that part's heading, not the site's). */
function inContent(el: Element): boolean {
  for (let p = el.parent as Element | null; p && p.type === 'tag'; p = p.parent as Element | null)
    if (p.name === 'article' || p.name === 'section' || p.name === 'main') return true;
  return false;
}

/** Whether an element holds the page's main content (a `main` element, or `role="main"`) somewhere inside it. */
function holdsMain(el: Element): boolean {
  for (const child of el.children) {
    if (child.type !== 'tag') continue;
    const c = child as Element;
    if (c.name === 'main' || c.attribs.role === 'main' || holdsMain(c)) return true;
  }
  return false;
}

function areaOf(el: Element, parent: PageArea): PageArea {
  if (parent === 'footer') return 'footer';
  const tag = el.name;
  const role = el.attribs.role ?? '';
  const cls = words(el);
  // A wrapper named for both ("main-and-footer", "content-footer-wrap") that holds the main content is no footer.
  const footerClass = /(^|[\s_-])footer([\s_-]|$)|^footer|footer$/i.test(cls) && !(tag !== 'footer' && holdsMain(el));
  if (tag === 'footer' || role === 'contentinfo' || footerClass) return inContent(el) && tag === 'footer' ? parent : 'footer';
  if (parent === 'nav') return 'nav';
  if (tag === 'nav' || role === 'navigation' || role === 'menubar') return 'nav';
  if (parent === 'header' || parent === 'aside') return parent;
  if (tag === 'aside' || role === 'complementary' || /(^|\s)sidebar/i.test(cls)) return 'aside';
  if (tag === 'header' && !inContent(el)) return 'header';
  if (role === 'banner' || /(^|\s)((site|main|page|global|top)[-_]?)?header(\s|$)|(^|\s)(masthead|navbar|topbar|top-bar|site-nav)(\s|$)/i.test(cls))
    return 'header';
  return parent;
}

function marksOf(el: Element, inherited: PageMark[]): PageMark[] {
  const cls = words(el);
  const tag = el.name;
  const out = new Set(inherited);
  if (cls)
    for (const [mark, re] of MARKS)
      if (
        re.test(
          mark === 'post'
            ? cls
                .split(/\s+/)
                .filter((w) => !CMS_CONTENT.test(w))
                .join(' ')
            : cls,
        )
      ) {
        // "Plan" in a layout class ("planet", "explanation") is not a price table; the word must stand alone or lead.
        if (mark === 'price' && !/(^|[\s_-])(pric|plan|tier|package|tarif|preis|precio|preco|prezz|prijs|cennik)/i.test(cls)) continue;
        out.add(mark);
      }
  if (SAMPLE_CLASS.test(el.attribs.class ?? '') || CODE_CLASS.test(el.attribs.class ?? '')) out.add('sample');
  if (slideOfScriptedCarousel(el) || slideByState(el)) out.add('slide');
  if (tag === 'blockquote' || tag === 'q' || tag === 'cite') out.add('quote');
  if (tag === 'address') out.add('contact');
  // A dialog (a consent box, a sign-in or newsletter pop-up) sits over the page, whatever its class: a notice, never the page's lead.
  if (tag === 'dialog' || /^(alert)?dialog$/i.test(el.attribs.role ?? '') || el.attribs['aria-modal'] === 'true') out.add('notice');
  // An article element is a post when it carries its date.
  if (tag === 'article' && carriesDate(el)) out.add('post');
  if (el.attribs.itemtype && /Review|Comment|Rating/i.test(el.attribs.itemtype)) out.add('quote');
  if (el.attribs.itemtype && /PostalAddress/i.test(el.attribs.itemtype)) out.add('contact');
  if (el.attribs.itemtype && /Question|FAQPage/i.test(el.attribs.itemtype)) out.add('faq');
  return [...out];
}

/**
 * A carousel's script options on an element (`data-autoplay`, `data-ride="carousel"`, `data-slick`, `data-flickity`, `data-cycle-fx`):
 * the element turns its children into slides, whatever their classes are called ("intro-item").
 */
const CAROUSEL_OPTION = /^data-(autoplay|slick|flickity|cycle-[\w-]+|owl-[\w-]+|swiper[\w-]*|slides-?to-?show)$/i;
const scriptedCarousel = (el: Element) =>
  Object.entries(el.attribs).some(([name, value]) => CAROUSEL_OPTION.test(name) || (/^data-(bs-)?ride$/i.test(name) && /carousel/i.test(value)));

/** One of several children of such a carousel. */
function slideOfScriptedCarousel(el: Element): boolean {
  const parent = el.parent as Element | null;
  if (parent?.type !== 'tag' || !scriptedCarousel(parent)) return false;
  return (parent.children ?? []).filter((c) => c.type === 'tag').length >= 2;
}

/** The words a hand-made slider's script writes on its slides for where each stands ("current", "next", "previous"). */
const SLIDE_STATE = /^(current|next|prev|previous|active|is-active|is-current|is-next|is-prev)$/i;

/**
 * One of a hand-made slider's slides: siblings of one class apart from their state ("banner-info next", "banner-info current",
 * "banner-info previous"), two states at least among them.
 */
function slideByState(el: Element): boolean {
  const classes = (e: Element) => (e.attribs.class ?? '').split(/\s+/).filter(Boolean);
  const withoutState = (tokens: string[]) =>
    tokens
      .filter((t) => !SLIDE_STATE.test(t))
      .sort()
      .join(' ');
  const own = classes(el);
  const base = withoutState(own);
  const parent = el.parent as Element | null;
  if (!own.some((t) => SLIDE_STATE.test(t)) || !base || parent?.type !== 'tag') return false;
  const alike = (parent.children ?? []).filter((c): c is Element => c.type === 'tag' && withoutState(classes(c as Element)) === base);
  const states = new Set(
    alike.flatMap((c) =>
      classes(c)
        .filter((t) => SLIDE_STATE.test(t))
        .map((t) => t.toLowerCase()),
    ),
  );
  return alike.length >= 2 && states.size >= 2;
}

/** Whether an element holds a publication date (`<time>`, `itemprop=datePublished`). */
function carriesDate(el: Element, depth = 0): boolean {
  if (depth > 12) return false;
  for (const child of el.children ?? []) {
    if (child.type !== 'tag') continue;
    const c = child as Element;
    if (c.name === 'time' || c.attribs.itemprop === 'datePublished') return true;
    if (carriesDate(c, depth + 1)) return true;
  }
  return false;
}

/**
 * The page's blocks of text in reading order. Each block's own words (its inline content, not
 * the blocks nested in it) make one line; the line knows its area and the markers of the
 * containers around it.
 */
/** `desktopHidden`: the classes the page's own styles hide on a desktop's screen (`classesHiddenOnDesktop`). */
/** A sentence's end with letters before it ("business.", "Ready?", "„Fertig.“"): what the next element's text starts a new sentence after. */
const SENTENCE_END = /\p{L}[.!?…]["'”’»)]?$/u;

/**
 * A theme's or a plugin's header printed into the page ("Author: DavidCarbon Author URI: https://… Theme Name: … License: GNU General
 * Public License"): a stylesheet's or a WordPress file's comment, never words of the page.
 */
const THEME_FIELD =
  /(?<![\p{L}])(theme name|theme uri|author uri|plugin name|plugin uri|text domain|requires at least|tested up to|license uri|requires php)\s*:/giu;
const themeHeader = (text: string) => (text.match(THEME_FIELD) ?? []).length >= 2;

/** A line break (`<br>`) as the buffer keeps it: white space to the text, and where the line's parts part. */
const BREAK = '\u2028';

export function pageLines(root: AnyNode, limit = 1500, desktopHidden: ReadonlySet<string> = new Set()): PageLine[] {
  const lines: PageLine[] = [];
  // A made-up document the page draws (a sample report with its fictional customer) is a sample, as a library's rendered example is.
  const mocks = mockDocuments(root);
  type Ctx = { tag: string; area: PageArea; marks: PageMark[]; hidden: boolean; own: PageMark[] };
  let buffer = '';
  let bufferCtx: Ctx | null = null;
  const flush = () => {
    // A line break (`<br>`) is kept as one until the line is read: between Chinese or Japanese characters it is no space.
    const text = readText(buffer);
    if (text && bufferCtx && lines.length < limit && !themeHeader(text)) {
      const marks = [...new Set([...bufferCtx.marks, ...bufferCtx.own])];
      const parts = buffer.includes(BREAK) ? buffer.split(BREAK).map(readText).filter(Boolean) : [];
      lines.push({
        text: text.slice(0, 2000),
        tag: bufferCtx.tag,
        area: bufferCtx.area,
        ...(parts.length > 1 ? { parts } : {}),
        ...(marks.length ? { marks } : {}),
        ...(bufferCtx.hidden ? { hidden: true as const } : {}),
      });
    }
    buffer = '';
  };
  const visit = (node: AnyNode, ctx: Ctx) => {
    if (node.type === 'text') {
      if (bufferCtx !== ctx) {
        flush();
        bufferCtx = ctx;
      }
      const data = (node as unknown as { data: string }).data;
      // Two sentences set in elements of their own ("<span>Your entire business.</span><span>One operating system.</span>", each a line
      // on screen) are read with a space between them, as a person writes them down; inside one text, "ASP.NET" stays as written, and
      // so does a wordmark whose part after the dot is set apart ("Data.<span>LAB</span>").
      if (SENTENCE_END.test(buffer) && /^\p{Lu}\p{Ll}/u.test(data)) buffer += ' ';
      buffer += data;
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root' && node.type !== 'script' && node.type !== 'style') return;
    const el = node as Element;
    if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      if (SKIP.has(el.name)) return;
    }
    if (node.type === 'root') {
      for (const child of el.children ?? []) visit(child, ctx);
      return;
    }
    // A line break inside a block is a space in its line: a heading broken over two lines is still one heading.
    if (el.name === 'br') {
      if (bufferCtx === ctx) buffer += BREAK;
      return;
    }
    // Text hidden inside a line (a language switch's other language, "<span class=\"lang-en hidden\">Your phone rings.</span>") is
    // not on the screen, so not in the line.
    if (!BLOCK.has(el.name) && !buttonLink(el) && hiddenInline(el, desktopHidden)) return;
    if (BLOCK.has(el.name) || buttonLink(el)) {
      const area = areaOf(el, ctx.area);
      const marks = mocks.has(el) ? [...marksOf(el, ctx.marks), 'sample' as const] : marksOf(el, ctx.marks);
      const hidden = ctx.hidden || isHidden(el, desktopHidden);
      flush();
      const own: PageMark[] = taglineClass(el) ? ['tagline'] : [];
      // A paragraph or box inside a button ("<button><a><p>Cosa offriamo</p></a></button>") is the button's label: a control's words, never a lead.
      const tag = ctx.tag === 'button' && !/^h[1-6]$/.test(el.name) ? 'button' : el.name;
      const inner: Ctx = { tag, area, marks, hidden, own };
      bufferCtx = inner;
      for (const child of el.children ?? []) visit(child, inner);
      flush();
      // Text after a nested block belongs to the enclosing block again, as a new line.
      bufferCtx = ctx;
      return;
    }
    // Words only a screen reader gets, beside words everyone sees ("No <span aria-hidden>Google.</span><span class="sr-only">Google.</span>"):
    // the seen ones are the line's.
    if (screenReaderOnly(el) && seenBeside(el)) return;
    // Inline: its text joins the enclosing block's line (a price split over spans reads as one).
    for (const child of el.children ?? []) visit(child, ctx);
  };
  const start: Ctx = { tag: 'body', area: 'main', marks: [], hidden: false, own: [] };
  bufferCtx = start;
  visit(root, start);
  flush();
  markBarsAboveHeader(lines);
  markSignedQuotations(lines);
  return lines;
}

/** Marks a line read from its neighbours (a bar above the header, a signed quotation) as its containers would have. */
const addMark = (line: PageLine, mark: PageMark) => {
  if (!line.marks?.includes(mark)) line.marks = [...(line.marks ?? []), mark];
};

/** A line that is one quotation, in any language's marks ("“We moved everything over in a week.”", "« Un outil formidable »"). */
const QUOTATION = /^\s*["“„«‘‹「][^"“”„«»「」]{3,}["”“»’›」]\s*$/u;
/** A quotation's signature on the line under it: a dash and a name ("— Dana Whitfield, co-founder of Globex", "- Jane, Berlin", "~ Sam"). */
const SIGNATURE = /^\s*[—–―~-]\s*\p{Lu}/u;

/**
 * A quotation signed on the line under it is a testimonial whatever its markup: both lines are a quotation's, so the customer's words
 * and their company are never the product's.
 */
function markSignedQuotations(lines: PageLine[]): void {
  for (const [i, l] of lines.entries()) {
    const next = lines[i + 1];
    if (!next || !QUOTATION.test(l.text) || !SIGNATURE.test(next.text) || next.text.length > 200) continue;
    for (const q of [l, next]) addMark(q, 'quote');
  }
}

/**
 * A line or two of text above the site's own header (a promotion, a release, a cookie note: "Black Friday: 40% off all plans — ends
 * Monday! Shop the sale") is a bar over the page whatever its markup: a notice, not the page's lead. Headings are left alone.
 */
function markBarsAboveHeader(lines: PageLine[]): void {
  const header = lines.findIndex((l) => l.area === 'header' || l.area === 'nav');
  if (header <= 0 || header > 3 || !lines.slice(header).some((l) => l.area === 'main')) return;
  const bar = lines.slice(0, header);
  if (!bar.every((l) => l.area === 'main' && !/^h[1-6]$/.test(l.tag) && l.text.length <= 160)) return;
  for (const l of bar) addMark(l, 'notice');
}
