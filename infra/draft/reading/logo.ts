import type { PageDigest, PageImage } from '../../../domain/draft/page.ts';
import { onBuildHost } from './build-host.ts';
import { letters, type Reading } from './text.ts';

/** Images that are someone else's mark or a badge: social icons (a game's Bluesky, Steam or itch.io too), store and package-repository badges, payment and partner logos. */
const NOT_OURS =
  /\b(twitter|facebook|instagram|linkedin|youtube|github|gitlab|tiktok|pinterest|reddit|medium|discord|mastodon|bluesky|bsky|twitch|steam|itch|patreon|ko-?fi|kickstarter|snapchat|vimeo|whatsapp|telegram|google|apple|app ?store|play ?store|google ?play|flathub|flatpak|snapcraft|f-?droid|microsoft ?store|chocolatey|homebrew|badge|trustpilot|product ?hunt|capterra|g2|getapp|appsumo|software ?advice|clutch|sourceforge|alternativeto|betalist|featured|paypal|stripe|visa|mastercard|partner|client|customer|sponsor|investor|awards?|flag|avatar|arrow|icon-|loader|spinner|placeholder|banner-ad)\b/i;

/**
 * The mark of a tool the product works with ("Gmail / E-Mail" on "gmail_new_logo_icon.png", "Slack", "Zapier"), shown in an
 * integrations row: that tool's, unless its words name the brand too.
 */
const INTEGRATION =
  /\b(gmail|outlook|office ?365|microsoft ?teams|slack|zoom|notion|zapier|make\.com|n8n|hubspot|salesforce|shopify|woocommerce|calendly|trello|asana|jira|confluence|dropbox|google ?drive|google ?calendar|onedrive|icloud|mailchimp|airtable|figma|canva|openai|chatgpt|claude|gemini|anthropic|datev|lexoffice|sevdesk|quickbooks|xero)\b/i;

/** A funder's or backer's mark ("funder-logo", "Kofinanziert von der Europäischen Union", "Supported by …"): whose money, not whose product. */
const FUNDER =
  /\b(funders?|funding|funded|co-?funded|cofinanced|co-?financed|kofinanziert|gefördert|foerderung|förderung|cofinanciado|financiado por|cofinancé|financé par|cofinanziato|finanziato da|supported by|backers?)\b/i;

/**
 * An address a build never filled in ("%PUBLIC_URL%/logo192.png" from a Create React App page served as written, "{{ site.logo }}",
 * "<%= BASE_URL %>favicon.ico"): no image is there.
 */
const UNBUILT = /%(25)?[A-Z][A-Z_]+%(25)?|%7B%7B|\{\{|%3C%25|<%|\$%7B|\$\{/;

/** An image service's stand-in, left where the site's own image should be: never its logo. */
const PLACEHOLDER_IMAGE =
  /^https?:\/\/([\w-]+\.)*(placeholder\.com|placehold\.it|placehold\.co|placekitten\.com|picsum\.photos|dummyimage\.com|fakeimg\.pl|lorempixel\.com|placeimg\.com)\//i;

/**
 * A site builder's or host's own icon, left where the site has set none (Webflow's default favicon
 * and webclip, Framer's, Squarespace's, WordPress.com's, Google Sites', GitHub's): the platform's
 * mark, never the site's logo.
 */
const PLATFORM_ICON =
  /^https?:\/\/([\w-]+\.)*((website-files\.com|uploads-ssl\.webflow\.com|daks2k3a4ib2z\.cloudfront\.net)\/img\/(favicon|webclip)\b|framerusercontent\.com\/sites\/icons\/default-|assets\.squarespace\.com\/universal\/default-favicon|(s\d?\.)?wp\.com\/i\/(webclip|favicon|buttonw-com)|s\.w\.org\/favicon|ssl\.gstatic\.com\/atari\/images\/public\/favicon|github\.githubassets\.com\/favicons?\/|www\.blogger\.com\/favicon|www\.wix\.com\/favicon)/i;

/**
 * The icon of the tool a site was made with, left by its starter ("vite.svg", "next.svg", "react-logo.png",
 * "bootstrap.svg"), or an icon served from a package CDN: the tool's mark, never the site's logo (unless the site is the tool's).
 */
const TOOL_ICON_FILE =
  /^(vite|react|next|nextjs|vercel|astro|svelte|sveltekit|angular|vue|vuejs|nuxt|bootstrap|jekyll|hugo|gatsby|tailwind|tailwindcss|remix|solid|preact|qwik|ember|electron|expo|flutter)([-_](logo|icon|mark))?$|^(logo|favicon)[-_](vite|react|next|svelte|angular|vue|bootstrap|jekyll|hugo|gatsby|astro)$/i;
const PACKAGE_CDN = /^https?:\/\/(cdn\.jsdelivr\.net|unpkg\.com|cdnjs\.cloudflare\.com|esm\.sh)\//i;
const toolIcon = (url: string, brand: string) => {
  const file = (url.split('?')[0].split('/').pop() ?? '').replace(/\.\w+$/, '');
  return PACKAGE_CDN.test(url) || (TOOL_ICON_FILE.test(file) && !letters(file).startsWith(brand || '\u0000'));
};

/** Words that say which of the site's own logos it is ("company logo", "white logo"), not whose. */
const OWN_LOGO_WORDS =
  /^((our|the|company|site|main|brand|primary|secondary|white|dark|light|black|colou?r|small|large|footer|header|nav|navbar|mobile|default|new|mini|full|text|icon|app|web)\s*)+$/i;

/**
 * An alternative text that names whose logo it is, and that is not the brand ("Logo van EU",
 * "Logo of Interpol", "BigCo logo"): a data source's, a partner's or a client's mark.
 */
function someoneElses(alt: string, brand: string): boolean {
  if (brand.length < 3) return false;
  const m =
    /^(?:logo|logotipo|logotype|logotyp)\s+(?:of|van|de|du|des|der|di|do|da|del|von|für|for)\s+(?:the\s+|de\s+|la\s+|le\s+|l['’]\s*)?(.+)$/i.exec(alt.trim()) ??
    /^(.+?)[\s_-]+(?:logo|logotipo|logotype)$/i.exec(alt.trim()) ??
    // An app's icon in a list of apps ("CutList: Plywood Optimizer app icon"): that app's, not the site's, when it names another.
    /^(.+?)[\s_-]+app[\s_-]+icon$/i.exec(alt.trim());
  if (!m || OWN_LOGO_WORDS.test(m[1].trim())) return false;
  const named = letters(m[1]);
  return named.length >= 2 && !named.includes(brand) && !brand.includes(named);
}

/** A file that names another mark ("logo-bigco.svg", "netlify-logo.png") when the brand is known: in a logo wall, not the site's. */
function someoneElsesFile(url: string, brand: string): boolean {
  if (brand.length < 3) return false;
  // A build's content hash after the name ("cursor-logo-5jxhjn17.png") is no word of it.
  const file = (url.split('/').pop() ?? '').replace(/\.\w+$/, '').replace(/[-_.](?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{6,12}$/i, '');
  const m = /^logo[_-]+(.+)$/i.exec(file) ?? /^(.+?)[_-]+logo$/i.exec(file);
  const words = m?.[1].replace(/[_-]+/g, ' ').trim() ?? '';
  // The file's other words may only say which of its own logos it is ("logo-horizontal-white", "logo-192x192").
  if (!m || OWN_LOGO_WORDS.test(words) || words.split(' ').every((w) => FILE_VARIANT.test(w) || OWN_LOGO_WORDS.test(w))) return false;
  const named = letters(m[1]);
  return named.length >= 2 && !named.includes(brand) && !brand.includes(named);
}

const FILE_VARIANT =
  /^(\d+|\d+x\d+|\d+px|@?\dx|v\d+|horizontal|vertical|stacked|square|round|circle|mark|symbol|wordmark|type|transparent|inverted|negative|positive|mono|monochrome|retina|hd|hires|sm|md|lg|xl|alt|final|min|orig|original|blue|red|green|grey|gray|en|de|fr|es)$/i;

/** The word "logo", not the start of speech therapy's name ("Logopädie", "logopedia", "logopède"), a practice's photo. */
const LOGO = /logo(?!p[aäeè]d)/i;

/** An image file's name among an image's words ("service-brand.svg"). */
const IMAGE_FILE = /\S+\.(png|jpe?g|gif|svg|webp|avif|ico|bmp)(?=\s|$)/gi;

/** A status badge's service (shields.io, badgen, CI and coverage badges): a badge, never the logo. */
const BADGE_SERVICE =
  /^https?:\/\/(img\.shields\.io|badgen\.net|badge\.fury\.io|api\.travis-ci\.(org|com)|travis-ci\.(org|com)|circleci\.com|codecov\.io|coveralls\.io|ci\.appveyor\.com|api\.netlify\.com\/api\/v1\/badges|snyk\.io\/test|app\.codacy\.com|sonarcloud\.io)\/|^https?:\/\/github\.com\/[^/]+\/[^/]+\/(actions\/)?workflows\/.+\/badge\.svg/i;

/** Words of a photograph or a banner ("Acme office in Berlin", "banner.jpg", "team-photo.png"): a picture, not the logo, even in the header. */
const PICTURE =
  /\b(photo|photograph|foto|picture|bild|image of|team|office|building|store|staff|people|banner|background|bg|cover|header[-_ ]?image|slide|slider|hero|carousel)\b/i;

/**
 * A picture of the product at work or a page's hero, named so: a screenshot, never the logo. An app's screen is one too ("Acme
 * welcome screen asking …", a file in "screens/"); so is a Japanese page's first view or main visual ("kagayaki_fv.jpg", "mv.jpg").
 */
const SCREEN =
  /screen[-_ ]?shot|screenshot|screen[-_]|(?<![a-z])screens?(?![a-z])|mockup|preview|hero|demo|(?<![a-z])(fv|mv|kv)(?![a-z])|first[-_ ]?view|main[-_ ]?visual|key[-_ ]?visual/i;

/** A portrait's file ("ich.png", "me.jpg", "portrait-2.jpg", "headshot.webp", "profile-photo.jpg"): a person's picture. */
const PORTRAIT_FILE =
  /^(me|ich|moi|yo|eu|io|ik|myself|portrait|portr[aä]t|headshot|selfie|avatar|profil(e)?([-_ ]?(pic|picture|photo|foto|image|img|bild))?|profilbild|photo[-_]?de[-_]?profil|foto[-_]?(de[-_]?)?perfil|foto[-_]?profilo)([-_]?\d+)?$/i;

/** Structured data's picture of a person: a Person's image, or a founder's, an author's, an employee's. */
const PERSON_IMAGE = /(^Person|\.(founders?|employees?|author|creator|member|members|person|owner))(\[\d+\])?\.(image|photo)(\[\d+\])?(\.(url|contentUrl))?$/;

/**
 * An icon that is a portrait (a touch icon 'ich.png', the image structured data gives a person): the owner's face, not the
 * site's mark.
 */
function portrait(url: string, home: PageDigest): boolean {
  const file = (url.split(/[?#]/)[0].split('/').pop() ?? '').replace(/\.\w+$/, '');
  if (PORTRAIT_FILE.test(file)) return true;
  return Object.entries(home.structured).some(([k, v]) => PERSON_IMAGE.test(k) && URL.canParse(v, home.url) && new URL(v, home.url).href === url);
}

/**
 * A share image whose file says it is the logo or the app's icon, and not others' marks: "client-logo-bar.png", "customer-logos.png",
 * "partner-logos-strip.png" show the customers' or partners' logos in a row.
 */
const LOGO_ROW = /(?<![a-z])logo[-_ ]?(row|bar|strip|wall|cloud|grid|list|slider|carousel|marquee|ticker|belt)s?(?![a-z])|(?<![a-z])logos(?![a-z])/i;

/**
 * An image inside a container whose class says it is a row of logos ("logo-row", "logos", "logo-wall", "client-logos"): one of the
 * marks the site shows off (a certificate, a partner, a client), even in the header and with no alternative text that says so.
 */
const inLogoRow = (i: PageImage) => LOGO_ROW.test((i.words ?? '').replace(IMAGE_FILE, ' '));

const logoShare = (file: string) =>
  /logo(?!p[aäeè]d)|(?<![a-z])icon(?![a-z])|favicon|appicon/i.test(file) &&
  !NOT_OURS.test(file.replace(/[_-]/g, ' ')) &&
  !/logos|logo[-_ ]?(bar|strip|wall|cloud|grid|row)/i.test(file);

/** An image whose alternative text or file name holds the brand. */
const namesBrand = (i: PageImage, brand: string) =>
  brand.length >= 3 && (letters(i.alt ?? '').includes(brand) || letters(i.url.split(/[?#]/)[0].split('/').pop() ?? '').includes(brand));

/**
 * The site's logo, as a person finds it: a logo image in the header (its class, id, alt text or
 * file name says logo or the brand), else a touch icon, an icon, logo metadata, or a share image
 * whose file says it is the logo. Never a partner's, a store badge or a social icon.
 */
export function logoOf(pages: PageDigest[], brand: string | null): Reading | null {
  const home = pages[0];
  if (!home) return null;
  const b = brand ? letters(brand) : '';
  const images = (home.images ?? []).filter(
    (i) =>
      !PLATFORM_ICON.test(i.url) &&
      !BADGE_SERVICE.test(i.url) &&
      !toolIcon(i.url, b) &&
      !(i.kind !== 'img' && portrait(i.url, home)) &&
      !onBuildHost(i.url, home.url) &&
      !UNBUILT.test(i.url),
  );
  // An image says it is the logo by its words (class, id, file name, alt), or by an alt text that is the brand itself;
  // a file named after the product is a logo only in the header (elsewhere it is as likely a screenshot).
  const says = (i: PageImage) => {
    const words = `${i.words ?? ''}`;
    const alt = i.alt ?? '';
    const file = letters(
      i.url
        .split('/')
        .pop()
        ?.replace(/\.\w+$/, '') ?? '',
    );
    // A photograph, a banner or a picture of the product ("Acme App Mockup", "acme-screenshot.png") says so in its file name or its
    // alternative text, in the header too (a hero inside it); only the word "logo" makes it one anyway.
    // The folder it sits in says so too ("screens/select.png").
    const path = URL.canParse(i.url) ? new URL(i.url).pathname : i.url.split(/[?#]/)[0];
    const named = `${alt} ${path
      .split('/')
      .slice(-2)
      .join(' ')
      .replace(/[-_.]+/g, ' ')}`;
    const picture = (PICTURE.test(named) || SCREEN.test(named)) && !LOGO.test(`${words} ${alt}`);
    return (
      // "brand" as a word ("navbar-brand"), not "Branding package sample", a portfolio's picture; in a file's name only in the
      // header ("service-brand.svg" in a grid of service cards pictures a branding service).
      LOGO.test(`${words} ${alt}`) ||
      /\bbrand\b/i.test(`${words.replace(IMAGE_FILE, ' ')} ${alt}`) ||
      ((i.area === 'header' || i.area === 'nav') && /\bbrand\b/i.test(words)) ||
      (b.length >= 3 && letters(alt) === b && !picture) ||
      (b.length >= 3 && (i.area === 'header' || i.area === 'nav') && (file.startsWith(b) || letters(alt).startsWith(b)) && !picture)
    );
  };
  // A logo wall: two or more images outside the header whose files name other marks ("logo-bigco.svg", "initech-logo.png").
  const wall = images.filter((i) => i.area !== 'header' && i.area !== 'nav' && someoneElsesFile(i.url, b)).length >= 2;
  const ours = (i: PageImage) =>
    // An underscore joins a file's words ("Bluesky_Social_butterfly_logo.png"): each word is read on its own.
    !NOT_OURS.test(`${i.alt ?? ''} ${i.url.split('/').pop() ?? ''}`.replace(/_/g, ' ')) &&
    !(INTEGRATION.test(`${i.alt ?? ''} ${i.url.split('/').pop() ?? ''}`.replace(/_/g, ' ')) && !namesBrand(i, b)) &&
    !FUNDER.test(`${i.words ?? ''} ${i.alt ?? ''} ${i.url.split('/').pop() ?? ''}`) &&
    !(i.marks ?? []).some((m) => m === 'partners' || m === 'quote') &&
    // A mark that links away is that site's, unless it names the brand ("acme-logo.png" linked to Acme's repository).
    !((i.marks ?? []).includes('elsewhere') && !namesBrand(i, b)) &&
    !inLogoRow(i) &&
    !(
      i.area !== 'header' &&
      i.area !== 'nav' &&
      (someoneElses(i.alt ?? '', b) || (wall && someoneElsesFile(i.url, b)) || SCREEN.test(i.url.split('/').pop() ?? ''))
    );
  const img = images.filter((i) => i.kind === 'img' && ours(i));
  const pick =
    img.find((i) => (i.area === 'header' || i.area === 'nav') && says(i)) ??
    img.find((i) => i.area !== 'footer' && says(i) && LOGO.test(`${i.words ?? ''} ${i.alt ?? ''}`)) ??
    img.find((i) => i.area !== 'footer' && says(i)) ??
    images.find((i) => i.kind === 'logo-meta') ??
    images.find((i) => i.kind === 'touch-icon') ??
    images.find((i) => i.kind === 'icon') ??
    // "icon" as a word of the file ("app-icon.png", "favicon.png"), not inside another ("silicon-valley.jpg", "iconic-hero.jpg").
    images.find((i) => i.kind === 'share-image' && logoShare(i.url.split('/').pop() ?? ''));
  if (pick && !PLACEHOLDER_IMAGE.test(pick.url)) return { value: pick.url, quotes: [pick.url], url: home.url };
  // Structured data's logo, when the page declares no image of its own.
  const structured = Object.entries(home.structured).find(
    ([k, v]) =>
      /^(Organization|Corporation|LocalBusiness|WebSite|SoftwareApplication)\.logo(\.url)?$/.test(k) && /^https?:\/\//.test(v) && !onBuildHost(v, home.url),
  )?.[1];
  return structured ? { value: structured, quotes: [structured], url: home.url } : null;
}
