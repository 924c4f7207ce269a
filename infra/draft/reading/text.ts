import type { PageDigest, PageLine } from '../../../domain/draft/page.ts';
import { decodedOrAsWritten } from '../../../domain/shared/decoded.ts';

/** What a reader found: the value, the words it was read from, and the page they are on. */
export type Reading<T = string> = { value: T; quotes: string[]; url: string };

export const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Letters and digits only, lower case, accents dropped: how a name is compared with a host or another spelling. */
export const letters = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

export const sentences = (text: string) =>
  text
    .split(/(?<=[.!?。！？])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

const ownLines = new WeakMap<PageDigest, PageLine[]>();

/** The page's lines; a page read before lines were kept gives its paragraphs, list items and headings instead. */
export function linesOf(page: PageDigest): PageLine[] {
  // A library's rendered example (a sample hero, team card or footer in a framework's docs) is what the library makes, not the site's words.
  if (page.lines) {
    // Every reader asks for them, several times a draft: filtered once a page.
    let own = ownLines.get(page);
    if (!own) {
      own = page.lines.some((l) => l.marks?.includes('sample')) ? page.lines.filter((l) => !l.marks?.includes('sample')) : page.lines;
      ownLines.set(page, own);
    }
    return own;
  }
  return [
    ...page.headings.map((text, i) => ({ text, tag: i === 0 ? 'h1' : 'h2', area: 'main' as const })),
    ...page.paragraphs.map((text) => ({ text, tag: 'p', area: 'main' as const })),
    ...page.lists.flatMap((l) => l.items.map((text) => ({ text, tag: 'li', area: 'main' as const }))),
  ];
}

/** The page's blocks of text (paragraphs, list items, FAQ answers) as written: quotes never straddle two blocks. A rendered example's are left out, as in `linesOf`. */
export function blocks(pg: PageDigest): string[] {
  const all = [...pg.paragraphs, ...pg.lists.flatMap((l) => l.items), ...pg.faqs.map((f) => f.answer)];
  const samples = new Set((pg.lines ?? []).filter((l) => l.marks?.includes('sample')).map((l) => squash(l.text)));
  return samples.size ? all.filter((t) => !samples.has(squash(t))) : all;
}

const GENERIC_LABEL =
  /^(app|apps|web|webapp|m|mobile|my|get|try|go|use|join|home|site|shop|store|blog|docs|help|support|beta|dev|en|de|fr|es|it|nl|pt|pl|ja|co|com|org|net|ac|gov|edu|or|ne)$/;

/** A host's labels before its top-level domain, `www` left out: "acme-software" and "co" of www.acme-software.co.uk. */
export function hostLabels(url: string): string[] {
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return [];
  }
  if (/^[\d.]+$|^\[|^localhost$/.test(host)) return [];
  return host
    .split('.')
    .filter((l) => l && l !== 'www')
    .slice(0, -1);
}

/** The host's names: its labels and their hyphenated parts, without `www` and the top-level domain. */
export function hostNames(url: string): string[] {
  const all = hostLabels(url);
  // A generic subdomain or second-level label ("app.", "my.", ".co.uk") names no brand when another label does.
  const named = all.filter((l) => !GENERIC_LABEL.test(l));
  const names = named.length ? named : all;
  const out = new Set<string>();
  for (const l of names) {
    out.add(letters(l));
    // "acme-counselling-uk": "acmecounselling" before "acme" (the longest run of its words first), then each word.
    const parts = l.split('-').filter(Boolean);
    for (let n = parts.length - 1; n >= 1; n--) out.add(letters(parts.slice(0, n).join('')));
    for (const part of parts) if (part.length >= 3) out.add(letters(part));
  }
  return [...out].filter((n) => n.length >= 2);
}

/** A product on its company's subdomain (review.cogito-ai.org) is named with the company's first: "Cogito Review" spells "cogitoreview". */
export function subdomainName(url: string): string | null {
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const labels = host
    .split('.')
    .filter((l) => l && l !== 'www')
    .slice(0, -1);
  if (labels.length < 2 || labels.some((l) => GENERIC_LABEL.test(l))) return null;
  return letters(
    [...labels]
      .reverse()
      .map((l) => l.split('-')[0])
      .join(''),
  );
}

/** Pages about one part of a site, by their address or their main heading, in the languages seen most. */
export const FACT_PAGE =
  /^(about|about us|about me|our story|our team|meet the team|team|the team|people|company|our company|leadership|founders|mission|pricing|prices|plans|plans and pricing|plans & pricing|faq|faqs|frequently asked questions|help|support|contact|contact us|get in touch|impressum|imprint|legal notice|über uns|ueber uns|das team|preise|kontakt|à propos|a propos|qui sommes nous|notre équipe|tarifs|nous contacter|sobre nosotros|quiénes somos|quienes somos|nuestro equipo|precios|contacto|quem somos|sobre nós|nossa equipe|preços|contato|over ons|ons team|prijzen|chi siamo|il team|prezzi|contatti|o nas|zespół|cennik|kontakt)$/i;
/** Whether a page's text is code (never evidence for a fact). */
export const inCode = (page: PageDigest, text: string) => (page.code ?? []).some((c) => c.includes(text));

/** A title that names a theme on sale or on show ("Limty - Multipurpose Business HTML Template", "Acme – Bootstrap 5 Landing Page Theme"): the template's name, not a site's. */
export const isTemplateTitle = (title: string) =>
  /\b(html5?|css3?|bootstrap( \d)?|tailwind( css)?|wordpress|jekyll|hugo|react|vue|next\.?js|responsive|multi-?purpose|one[- ]page|landing page|admin|dashboard|business|corporate|agency|startup|saas|app|portfolio|personal|creative|free|premium)( \w+)?\s+(web ?site |html )?(templates?|themes?)\b/i.test(
    title,
  );

/**
 * A title that names a theme's demo by what it is a landing page for ("Sassly – SaaS Startup Landing Page", "Appy - App Landing Page",
 * "Multipurpose Agency Landing Page"): the theme's name, not a site's. Read for the name only: the site may have filled the page.
 */
export const isThemeDemoTitle = (title: string) =>
  /\b(saas|startup|app|apps|mobile app|software|product|business|agency|multi-?purpose|creative|corporate|one[- ]page|crypto|ai)( \w+)?\s+landing( page)?\s*$/i.test(
    title,
  );

/** A page whose own metadata is a template's placeholder ("this is meta description", lorem ipsum), or whose title names the template: its facts are the template's, not the site's. */
export const isPlaceholderPage = (page: PageDigest) =>
  /^(this is (the |a )?(meta )?description|lorem ipsum|page description|your (site |page )?description|description goes here|site description)\b/i.test(
    page.meta.description ?? '',
  ) ||
  /^lorem ipsum/i.test(page.title) ||
  isTemplateTitle(page.title);

/**
 * A template's default words, left where the site's own should be: "Web site created using
 * create-react-app", "Generated by create next app", "Description of the website", and the same stand-in for a page's
 * description in other languages ("Opis strony", "Seitenbeschreibung", "Description du site", "サイトの説明").
 */
const TEMPLATE_DEFAULT =
  /^(web ?site created (using|with) create-react-app|generated by create (next|react) app|created with (vite|create-react-app|next\.?js)|(a |the )?(short )?description (of|for) (the|your|this|my) (web ?site|site|page|app|project)|(your|my|site|page|website|app) description( here| goes here)?|description goes here|this is (the |a |my )?(meta )?description|opis (strony|witryny)|seitenbeschreibung|beschreibung (der|meiner|ihrer) (seite|webseite|website)|description (du site|de la page|du site web)|descripci[oó]n (del sitio|de la p[aá]gina|de la web)|descri[cç][aã]o (do site|da p[aá]gina)|descrizione (del sito|della pagina)|beschrijving van de (site|pagina|website)|サイトの説明|ページの説明|サイト説明|网站描述|页面描述|(vite|react|next\.?js|vue|svelte|angular)( \+ (vite|react|typescript|ts|vue|svelte))*( (app|project))?)\.?$/i;

/**
 * Japanese and Chinese templates' lorem ipsum: "テキストテキストテキスト" ("text" over and over), "ダミーテキスト" (dummy text),
 * "ここにテキストが入ります" (text goes here), "サンプルテキスト", "示例文本".
 */
const CJK_FILLER =
  /(テキスト){2,}|ダミー(テキスト|文章)|サンプル(テキスト|文章)|ここに(は)?(テキスト|文章|説明文?|タイトル|キャッチコピー)(が|を)?(入ります|入る|入れ|入力)|(文本){3,}|示例文本|这里是(文本|描述)/u;

/**
 * A site generator's starter words left in place: VitePress's "My great project tagline" and "A VitePress Site", Docusaurus's
 * "Dinosaurs are cool", Nextra's "Nextra: the next docs builder", Jekyll's "Write an awesome description for your new site here", Gatsby's default starter, Hugo's "My New
 * Hugo Site".
 */
const STARTER_DEFAULT =
  /^(my great project tagline|a vitepress site|my awesome project|dinosaurs are cool|nextra: the next docs builder|write an awesome description for your new site here\b.*|your awesome title|my new hugo site|gatsby default starter|kick off your next, great gatsby project with this default starter\b.*|welcome to (your )?(vitepress|docusaurus|astro|gatsby|hugo|jekyll)( site)?)[.!]?$/i;

/** The words a text goes on with after `run` (where it holds it; null where it does not), end marks left on. */
export function wordsAfter(text: string, run: string): string[] | null {
  const at = text.indexOf(run);
  if (at < 0) return null;
  return text
    .slice(at + run.length)
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * The words of the lorem-ipsum generators that no language in use writes: templates cut their filler anywhere ("Fusce ac dui
 * magna. Duis in rhoncus velit.", "Sed ut perspiciatis unde omnis iste natus"), so it need not open on "Lorem ipsum". Words that
 * Italian, Spanish, Portuguese or French also write ("non", "magna", "ante", "nulla", "est") are left out.
 */
const FILLER_LATIN = new Set(
  (
    'accumsan adipiscing adipisicing aenean aliquam aliquet amet arcu auctor augue bibendum blandit commodo condimentum congue consectetur ' +
    'consequat convallis cras cubilia curabitur curae cursus dapibus diam dictum dictumst dignissim donec dui duis efficitur egestas eget ' +
    'eleifend elit enim erat etiam euismod facilisi facilisis fames faucibus felis fermentum feugiat finibus fringilla fusce gravida habitant ' +
    'habitasse hac hendrerit himenaeos iaculis imperdiet inceptos interdum ipsum justo lacinia lacus laoreet lectus ligula litora lobortis ' +
    'lorem luctus maecenas magnis malesuada mattis mauris maximus metus molestie mollis montes morbi nam nascetur natoque nec neque netus nibh ' +
    'nisi nisl nostra nullam nunc orci ornare parturient pellentesque penatibus pharetra phasellus placerat platea porttitor posuere ' +
    'potenti praesent pretium primis proin pulvinar purus quam quis quisque rhoncus ridiculus risus rutrum sagittis sapien scelerisque semper ' +
    'senectus sociosqu sodales sollicitudin suscipit suspendisse taciti tempor tincidunt torquent tortor tristique turpis ullamcorper ' +
    'ultrices ultricies varius vehicula vel velit venenatis vestibulum vivamus viverra volutpat vulputate perspiciatis unde omnis iste ' +
    'natus voluptatem accusantium doloremque laudantium totam aperiam eaque illo inventore veritatis architecto beatae sunt explicabo ' +
    'ipsam quia voluptas aspernatur aut odit fugit consequuntur magni eos ratione sequi nesciunt porro quisquam dolorem adipisci ' +
    'numquam eius tempora incidunt labore magnam quaerat accusamus iusto dignissimos ducimus blanditiis praesentium voluptatum ' +
    'deleniti atque corrupti quos quas molestias excepturi sint occaecati cupiditate provident similique officia deserunt mollitia animi ' +
    'laborum dolorum minim veniam nostrud exercitation ullamco laboris aliquip irure reprehenderit voluptate cillum fugiat pariatur ' +
    'excepteur occaecat cupidatat proident eiusmod incididunt aute'
  ).split(' '),
);

/** Whether most of a text's words of three letters or more (four at least, three of them the generators' own) are lorem-ipsum Latin. */
function latinFiller(text: string): boolean {
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 3);
  if (words.length < 4) return false;
  const filler = words.filter((w) => FILLER_LATIN.has(w)).length;
  return filler >= 3 && filler / words.length >= 0.6;
}

/** Lorem ipsum, a template's default description and other filler text: never a fact. */
export const isFiller = (text: string) =>
  /\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipiscing\b/i.test(text) ||
  latinFiller(text) ||
  CJK_FILLER.test(text) ||
  STARTER_DEFAULT.test(text.replace(/\s+/g, ' ').trim()) ||
  TEMPLATE_DEFAULT.test(text.replace(/\s+/g, ' ').trim());

/** A template's or a build's placeholder left unfilled: "{title}", "%REACT_APP_TAGLINE%", an i18n key "HERO_SUBTITLE". */
export const isPlaceholderText = (text: string) => /^\{\s*[\w.$-]+\s*\}$|%[A-Z][A-Z0-9_]*%|^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(text.trim());

/** The first page whose address path is the site's root or the submitted page. */
export const homeOf = (pages: PageDigest[]) => pages[0];

/** A page's address path, lower case. */
export const pathOf = (page: PageDigest) => {
  try {
    return decodedOrAsWritten(new URL(page.url).pathname).toLowerCase();
  } catch {
    return '';
  }
};
