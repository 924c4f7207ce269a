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

/** Emoji at either end of a line or a name ("🚀 Ship invoices faster ✨", "Jane Roe 👋"); ©, ® and ™ are no emoji here. */
const EMOJI_RUN = String.raw`((?![©®™])(\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\uFE0F|\u200D|\u20E3)\s*)+`;
const EMOJI_AROUND = new RegExp(`^\\s*${EMOJI_RUN}|\\s*${EMOJI_RUN}$`, 'gu');
export const withoutEmojiAround = (text: string) => text.replace(EMOJI_AROUND, '').trim();

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

/**
 * The lines of the sections whose heading says `re`, by the headings they sit under: a sub-heading ("Deutschland") stays inside its
 * section ("Distributors"); a heading closes every section of its level and below, and the page's footer starts afresh.
 */
export function linesUnder(page: PageDigest, re: RegExp): Set<PageLine> {
  const out = new Set<PageLine>();
  const under: string[] = [];
  const lines = linesOf(page);
  for (const [i, l] of lines.entries()) {
    if (l.area === 'footer' && lines[i - 1]?.area !== 'footer') under.length = 0;
    if (/^h[1-6]$/.test(l.tag)) {
      under.length = Number(l.tag[1]) - 1;
      under[Number(l.tag[1]) - 1] = l.text;
    } else if (under.some((h) => h && re.test(h))) out.add(l);
  }
  return out;
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
  /^(about|about us|about me|contact me|our story|our team|meet the team|team|the team|people|company|our company|leadership|founders|mission|pricing|prices|price list|listino|listino prezzi|preisliste|tarieven|tarieven en prijzen|tarieven & prijzen|lista de precios|tabela de preços|grille tarifaire|plans|plans and pricing|plans & pricing|faq|faqs|frequently asked questions|help|support|contact|contact us|get in touch|impressum|imprint|legal notice|über uns|ueber uns|das team|preise|kontakt|à propos|a propos|qui sommes nous|notre équipe|tarifs|nous contacter|sobre nosotros|quiénes somos|quienes somos|nuestro equipo|precios|contacto|quem somos|sobre nós|nossa equipe|preços|contato|over ons|ons team|prijzen|chi siamo|il team|prezzi|contatti|o nas|zespół|cennik|kontakt|за нас|о нас|о компании|про нас|контакты|контакти|цены|цени|ціни|hakkımızda|iletişim|fiyatlar|o nás|kontakty|ceník)$/i;
/** More addresses of a page about one part of a company, in the languages seen most: its people, its history, its jobs. */
export const FACT_PATH =
  /^(who we are|our people|people|staff|team members|company profile|about (the )?company|pricing plans|our (history|story|values|mission|philosophy)|history|careers|jobs|join us|unternehmen|das unternehmen|geschichte|philosophie|wir|équipe|equipe|l equipe|notre equipe|notre histoire|histoire|nous rejoindre|contactez nous|empresa|la empresa|a empresa|nosotros|historia|equipo|nuestra historia|contactenos|contáctenos|sobre|azienda|l azienda|storia|la nostra storia|contattaci|bedrijf|over|geschiedenis|wie zijn wij|wie wij zijn|o firmie|o nas|firma|zespol|zespół|kontaktformular|anfahrt)$/i;
/**
 * Pages about a site's housekeeping (its downloads, community, press kit, legal notices, governance, donations), by their
 * address or their main heading: what the page is, never the product's name or slogan, though the site's own description
 * may still ride along in its metadata.
 */
export const HOUSEKEEPING_PAGE =
  /^(downloads?|download page|installation|install|community|press|press kit|presskit|media kit|privacy|privacy policy|terms|terms of service|terms of use|terms and conditions|cookie policy|legal|mentions légales|datenschutz|datenschutzerklärung|aviso legal|política de privacidad|politica de privacidad|política de privacidade|informativa sulla privacy|privacybeleid|governance|governance model|changelog|release notes|roadmap|donate|donations|sponsor|donate or sponsor|careers|jobs|customers|case studies)$/i;
/** A release's number after a name ("TopbarPlus v3", "CaptureFlow 0.2.0", "PicoRouter v0.0.1"): no part of it, and nothing said of it. */
export const VERSION_AFTER = /\s+(v\d+(\.\d+)*|\d+\.\d+\.\d+([-+.][\w.]+)?)$/i;
/** A release's stage in brackets after a name ("Acme (Beta)", "OpenTill (alpha)", "Acme [early access]"): no part of it either. */
export const RELEASE_STAGE = /\s*[([]\s*(alpha|beta|preview|early access|pre-?release|rc\d*)\s*[)\]]/giu;
/** Whether a page's text is code (never evidence for a fact). */
export const inCode = (page: PageDigest, text: string) => (page.code ?? []).some((c) => c.includes(text));

/** A title that names a theme on sale or on show ("Limty - Multipurpose Business HTML Template", "Acme – Bootstrap 5 Landing Page Theme"): the template's name, not a site's. */
export const isTemplateTitle = (title: string) =>
  /\b(html5?|css3?|bootstrap( \d)?|tailwind( css)?|wordpress|jekyll|hugo|react|vue|next\.?js|responsive|multi-?purpose|one[- ]page|landing page|admin|dashboard|business|corporate|agency|startup|saas|app|portfolio|personal|creative|free|premium|technology|consulting|marketing|finance|medical|construction|restaurant|education|charity)( \w+)?\s+(web ?site |html )?(templates?|themes?)\b/i.test(
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
  /^(web ?site created (using|with) create-react-app|generated by create (next|react) app|created with (vite|create-react-app|next\.?js)|(a |the )?(short )?description (of|for) (the|your|this|my) (web ?site|site|page|app|project)|(the |a )?(your|my|site|page|website|app|web ?site) description( here| goes here)?|description goes here|this is (the |a |my )?(meta )?description|opis (strony|witryny)|seitenbeschreibung|beschreibung (der|meiner|ihrer) (seite|webseite|website)|description (du site|de la page|du site web)|descripci[oó]n (del sitio|de la p[aá]gina|de la web)|descri[cç][aã]o (do site|da p[aá]gina)|descrizione (del sito|della pagina)|beschrijving van de (site|pagina|website)|サイトの説明|ページの説明|サイト説明|网站描述|页面描述|(vite|react|next\.?js|vue|svelte|angular)( \+ (vite|react|typescript|ts|vue|svelte))*( (app|project))?)\.?$/i;

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
  /^(my great project tagline|a vitepress site|my awesome project|dinosaurs are cool|nextra: the next docs builder|write an awesome description for your new site here\b.*|your awesome title|my new hugo( site)?|gatsby default starter|kick off your next, great gatsby project with this default starter\b.*|welcome to (your )?(vitepress|docusaurus|astro|gatsby|hugo|jekyll)( site)?)[.!]?$/i;

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
 * The words of the lorem-ipsum generators and of the scrambled Latin templates fill their cards with, which no language in use
 * writes: templates cut their filler anywhere ("Fusce ac dui magna. Duis in rhoncus velit.", "Magnam dolores commodi suscipit",
 * "Nec feugiat nisl"), so it need not open on "Lorem ipsum". Words a living language of the corpus also writes ("dolore", "urna",
 * "nostra", "justo", "sint", "gravida", "non", "nulla") are left out.
 */
const FILLER_LATIN = new Set(
  (
    'accumsan accusamus accusantium adipisci adipiscing adipisicing aenean aliqua aliquam aliquet aliquid aliquip amet anim ' +
    'aperiam architecto arcu asperiores aspernatur assumenda atque auctor augue aut aute autem beatae bibendum blandit ' +
    'blanditiis cillum commodi commodo condimentum congue consectetur consequat consequatur consequuntur convallis corporis ' +
    'corrupti cras cubilia cumque cupidatat cupiditate curabitur curae cursus dapibus debitis delectus deleniti dere ' +
    'deserunt dictum dictumst dignissim dignissimos distinctio dolor dolorem doloremque dolores doloribus dolorum donec ' +
    'ducimus dui duis eaque earum efficitur egestas eget eius eiusmod eleifend eligendi elit enim eos erat etiam euismod ' +
    'eveniet excepteur excepturi exercitation explicabo facere facilis facilisi facilisis fames faucibus felis fermentum ' +
    'feugiat finibus fringilla fugiat fugit fusce habitasse hac harum hendrerit himenaeos iaculis illo illum impedit ' +
    'imperdiet inceptos incididunt incidunt interdum ipsam ipsum irure itaque iusto labore laboriosam laboris laborum ' +
    'lacinia lacus laoreet laudantium lectus ligula litora lobortis lorem luctus maecenas magnam magni magnis malesuada ' +
    'mattis mauris maximus metus minim molestiae molestie mollis mollit mollitia morbi nascetur natoque natus nec ' +
    'necessitatibus neque nesciunt netus nibh nihil nisi nisl nobis nostrud nullam numquam nunc occaecat occaecati odit ' +
    'officia officiis omnis optio orci pariatur parturient pellentesque penatibus perferendis perspiciatis pharetra ' +
    'phasellus placeat placerat porttitor possimus posuere praesent praesentium pretium primis proident proin provident ' +
    'pulvinar purus quaerat quam quas quia quibusdam quidem quis quisquam quisque quos ratione recusandae reiciendis ' +
    'repellat repellendus reprehenderit repudiandae rerum rhoncus ridiculus risus rutrum saepe sagittis sapien scelerisque ' +
    'semper senectus sequi similique sociosqu sodales sollicitudin sunt suscipit suspendisse taciti tempor temporibus ' +
    'tempus tenetur tincidunt torquent tortor totam tristique turpis ullam ullamco ullamcorper ultrices ultricies unde ' +
    'varius vehicula velit venenatis veniam veritatis vestibulum vivamus viverra voluptas voluptate voluptatem voluptates ' +
    'voluptatum volutpat vulputate'
  ).split(' '),
);

/** A line of lorem-ipsum Latin: two of its words the generators' own at least, and most of its words of three letters or more. */
function latinFiller(text: string): boolean {
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 3);
  const filler = words.filter((w) => FILLER_LATIN.has(w)).length;
  return filler >= 2 && filler / words.length >= 0.6;
}

/** Lorem ipsum, a template's default description and other filler text: never a fact. */
export const isFiller = (text: string) =>
  // "sit amet" anywhere: templates cut the filler's sentences and shuffle them ("gravida libero sit amet, scelerisque tortor arcu").
  /\blorem ipsum\b|\bsit amet\b|\bconsectetur adipiscing\b/i.test(text) ||
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

/**
 * The words that name another body the company belongs to, works with or is backed by ("Proud member of the Chamber", "In partnership
 * with Globex", "Supported by the EU", "Mitglied im …", "Gefördert von …", "En partenariat avec …", "In collaborazione con …"): what
 * follows them is that body, not the company. Read by the profiles (their links are that body's) and the slogan (no slogan opens so).
 */
export const ANOTHER_BODY_WORDS = String.raw`member of|members of|partner of|in partnership with|partnered with|in cooperation with|in collaboration with|supported by|funded by|sponsored by|backed by|powered by|mitglied (im|in der|der|des|bei)|partner von|in kooperation mit|gefördert (von|durch)|unterstützt von|membre (de|du|des)|en partenariat avec|soutenu par|financé par|avec le soutien de|miembro de|socio de|en colaboración con|con el apoyo de|financiado por|membro (de|do|da|di|del)|em parceria com|com o apoio de|in collaborazione con|con il supporto di|sostenuto da|lid van|in samenwerking met|ondersteund door|mede mogelijk gemaakt door|in (partnership|collaboration|cooperation|association) with|together with|co-?funded by|in zusammenarbeit mit|gemeinsam mit|unterstützt (von|durch)|en (partenariat|collaboration) avec|avec le soutien d[eu]|com o apoio d[eoa]|con il (supporto|sostegno) di|finanziato da|met steun van`;
