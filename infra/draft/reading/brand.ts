import type { PageDigest, PageLine } from '../../../domain/draft/page.ts';
import { isFurniture } from '../../../domain/draft/support.ts';
import { withoutActingWord } from './acting-prefix.ts';
import { copyrightHolders, headedAndHeld, heldStart } from './copyright-holder.ts';
import { withoutDomainEnding } from './domain-as-name.ts';
import { hostContinued } from './host-continued.ts';
import { withoutLegalForm } from './legal-form.ts';
import { withoutOfficialMark } from './official-mark.ts';
import { addressTopic, namesTopic, secondaryAddress } from './page-topic.ts';
import { selfNamedPart } from './self-named-part.ts';
import {
  FACT_PAGE,
  HOUSEKEEPING_PAGE,
  hostLabels,
  hostNames,
  isFiller,
  isPlaceholderText,
  isTemplateTitle,
  isThemeDemoTitle,
  letters,
  linesOf,
  RELEASE_STAGE,
  type Reading,
  squash,
  subdomainName,
  VERSION_AFTER,
  wordsAfter,
} from './text.ts';

/** What separates a title's parts: "Acme | Pricing", "Acme – Widgets for teams", "Acme -- Widgets", "Acme by Maker". */
export const TITLE_SEPARATORS =
  /\s+::\s+|\s+[|–—·:»•/-]\s+|\s+-+\s*|\s*[|｜]\s*|\s+by\s+|(?<=…)\s+|(?<=\p{L}):\s+|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[-_－](?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/u;
/** The separators between a brand and its slogan ("Acme -- Widgets for teams" too, a typewriter's dash): "by" introduces the maker, never a slogan. */
export const SLOGAN_SEPARATORS = /\s+::\s+|\s+[|–—·:»•/-]\s+|\s+-+\s*|\s*[|｜]\s*|(?<=…)\s+/;

export const titleParts = (title: string) =>
  title
    .split(TITLE_SEPARATORS)
    .map((t) => squash(t))
    .filter(Boolean);

/** A title that says the page is a demonstration ("medium editor | demo", "ZURB Tribute | Demo", "Acme – Examples"): its long paragraphs and its prices are sample content. */
export const demoTitle = (title: string) =>
  titleParts(title).some((p) => /^((live|online|interactive)\s+)?(demos?|demonstrations?|examples?|playground|sandbox|showcase)( page)?$/i.test(p));

/** Host names often wrap the brand in a verb or a suffix: getacme.com, tryacme.io, acmeapp.com, acmehq.com. */
const HOST_AFFIXES = /^(get|try|use|join|go|my|the|hey|with)?(.+?)(app|hq|io|ai|inc|labs?|software|online|site|web|official)?$/;

/** Whether a run of words spells one of the host's names (spaces, case, accents and punctuation aside); `affixed` also allows "get", "app" and the like around it. */
function spellsHost(run: string, name: string, affixed: boolean): boolean {
  return [letters(run), letters(transliterated(run)), letters(unstroked(run))].some((l) => {
    if (l.length < 2) return false;
    if (name === l) return true;
    if (!affixed) return false;
    const m = HOST_AFFIXES.exec(name);
    return Boolean(m && m[2] === l && l.length >= 4);
  });
}

/** How a host spells German and Nordic letters: "Müller Bau" is mueller-bau.de, "Straße" strasse, "Sørensen" soerensen. */
const transliterated = (s: string) =>
  s.replace(
    /[äöüÄÖÜßøØæÆåÅ]/g,
    (c) => ({ ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', ø: 'oe', Ø: 'Oe', æ: 'ae', Æ: 'Ae', å: 'aa', Å: 'Aa' })[c] ?? c,
  );

/** Letters no accent-stripping undoes, as a host writes them: "Sørensen" sorensen, "Łódź" lodz, "Œuvre" oeuvre. */
const unstroked = (s: string) =>
  s.replace(
    /[øØłŁđĐæÆœŒßþÞ]/g,
    (c) => ({ ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', æ: 'ae', Æ: 'Ae', œ: 'oe', Œ: 'Oe', ß: 'ss', þ: 'th', Þ: 'Th' })[c] ?? c,
  );

/** The shortest run of words in a text that spells a host's name, the exact spelling or (`affixed`) one with "get", "app" and the like around it. */
function runSpelling(text: string, name: string, affixed: boolean): string | null {
  const words = text.split(/\s+/).filter(Boolean);
  for (let len = 1; len <= Math.min(6, words.length); len++)
    for (let i = 0; i + len <= words.length; i++) {
      const run = words
        .slice(i, i + len)
        .join(' ')
        .replace(/^[^\p{L}\p{N}#@]+/u, '')
        .replace(/[^\p{L}\p{N}+#]+$/u, '');
      if (run && spellsHost(run, name, affixed)) return run;
    }
  return null;
}

/** The shortest run of words in a text that spells one of the host's names, first name first; the exact spelling before an affixed one. */
function hostRun(text: string, names: string[]): string | null {
  for (const affixed of [false, true])
    for (const name of names) {
      const run = runSpelling(text, name, affixed);
      if (run) return run;
    }
  return null;
}

/** Words a search phrase opens with ("Best …", "Top 10 …", "Meilleur …", "Free …") followed by what it is about. */
const CLAIM_OPENING =
  /^(best|top|cheapest|cheap|free|online|the best|meilleure?s?|le meilleur|la meilleure|beste[nrs]?|günstigste[nrs]?|kostenlose?[nrs]?|gratis|gratuite?s?|mejor(es)?|el mejor|la mejor|melhor(es)?|o melhor|a melhor|migliori?|il migliore|la migliore|goedkoopste)\s+\S/i;

/** Words of a template's stand-in ("Company Name", "Your Brand", "Site Name", "Page Title") or of a page's own name ("Terms of Service", "Help Center", "Support", "Checkout", a redirect's "Page Redirection"). */
const STAND_IN_WORD =
  /^(company|name|your|my|our|mon|ma|mes|notre|nos|mein|meine|unser|unsere|mi|mis|nuestro|nuestra|mio|mia|meu|minha|nosso|nossa|mijn|onze|the|a|of|and|&|brand|sitio|sito|seite|webseite|pagina|página|logo|site|website|web|business|page|title|test|testing|demo|main|project|app|application|landing|product|saas|coming|soon|admin|dashboard|startup|blog|post|mobile|home|homepage|template|theme|sample|samples|example|examples|demos|placeholder|untitled|new|default|error|loading|redirecting|redirect|redirected|redirection|weiterleitung|redirección|redireccionando|redirecionando|redirecionamento|reindirizzamento|doorverwijzing|przekierowanie|checkout|cart|shop|store|thank|thanks|you|merci|danke|gracias|documentation|docs|getting|started|help|support|center|centre|terms|service|services|privacy|policy|pricing|plans?|meet|team|about|us|contact|impressum|imprint|account|login|signup|register|under|em|maintenance|construction|wartung|wartungsarbeiten|baustelle|travaux|mantenimiento|construcción|manutenção|manutencao|construção|manutenzione|costruzione|onderhoud|anmeldung|anmelden|registrierung|aanmelding|aanmelden|inschrijving|inschrijven|inloggen|inscription|connexion|inscripción|registro|iscrizione|accesso|cadastro|rejestracja|logowanie|search|results?|index|welcome|tagline|slogan|headline|heading|hero|section|first|profile|awesome|archives|archiv|archivi|archivos|arquivos)$/i;

/**
 * Publishing platforms and social networks whose name a page's metadata carries by default, or a theme's site settings put in
 * the site name's place (a Jekyll theme's structured data naming "Google Plus", the network its author filled in).
 */
const PLATFORM =
  /^(wordpress|wordpress\.com|medium|github|github pages|gitlab|youtube|vimeo|google sites|blogger|blogspot|wix|wix\.com|squarespace|webflow|tumblr|substack|notion|linkedin|facebook|instagram|twitter|x|tiktok|behance|dribbble|carrd|linktree|gitbook|read the docs|ghost|jimdo|weebly|strikingly|shopify|etsy|amazon|app store|google play|product hunt|reddit|hacker news|dev community|hashnode|google|google ?plus|google\+|pinterest|flickr|soundcloud|spotify|twitch|mastodon|bluesky|discord|slack|gitter|telegram|whatsapp|patreon|ko-fi|meetup|stack overflow|weibo)$/i;

/** Three words or more, all after the first in lower case ("The best invoicing tool", "Simple invoicing for studios"): a phrase, not a name. */
const describingPhrase = (s: string) => {
  const words = s.trim().split(/\s+/);
  return words.length >= 3 && words.slice(1).every((w) => /^\p{Ll}/u.test(w));
};

/** A lower-case word inside a phrase an article opens ("clock" in "the live clock" on clock.example.com) is a thing named, not the brand. */
const commonNoun = (run: string, part: string) =>
  run === run.toLowerCase() && !part.startsWith(run) && /^(the|a|an|your|our|my|this|der|die|das|le|la|les|el|los|las|il|o|os|de|het)\s/i.test(part);

/** Words beside a name that are not part of it: a release stage, an edition's furniture, a legal form. */
const NOT_A_NAME_WORD =
  /^(official|offiziell|officiel|oficial|ufficiale|beta|alpha|preview|coming|soon|online|inc|ltd|llc|gmbh|ag|sa|sas|sarl|srl|spa|bv|nv|co|corp|limited|plc|pty|kg|ug|ab|oy|as|aps|ohg|gbr|e\.k|kgaa|partg|sl|slu|lda|eurl|sasu|snc|bvba|vof|kft|s\.r\.o|sro|d\.o\.o|doo)\.?$/i;

/** A name has a word of its own: one made only of a stand-in's or a page's words is none. */
const ownWords = (s: string) =>
  s
    .split(/[\s\-–—.,:!?…|/()]+/)
    .filter(Boolean)
    .some((w) => !STAND_IN_WORD.test(w));

/**
 * A Japanese or Chinese template's stand-in company ("株式会社サンプル", "○○株式会社", "サンプル会社", "示例公司"): a legal form
 * around "sample", "dummy", "test" or circles, no name of its own.
 */
const CJK_STAND_IN =
  /^(株式会社|有限会社|合同会社|（株）|\(株\))?\s*(サンプル|さんぷる|ダミー|テスト|ほげ|ホゲ|○○|〇〇|◯◯|●●|××|ＸＸ|XX|＊＊|示例|样例|範例|范例|某某)\s*(株式会社|有限会社|合同会社|会社|公司|有限公司|（株）|\(株\))?$/u;

/**
 * A Japanese, Chinese or Korean page's own name ("お問い合わせ", "会社概要", "料金プラン", "下载", "常见问题", "회사 소개"): its contact,
 * company, prices, help, legal or download page.
 */
const CJK_PAGE_NAME =
  /^(お問い?合わせ|問い合わせ|会社概要|会社案内|会社情報|企業情報|運営者情報|運営情報|運営会社|サイト概要|サイトについて|当サイトについて|私たちについて|料金|料金プラン|料金表|プラン|ヘルプ|ヘルプセンター|よくある(ご)?質問|特定商取引法.*|プライバシーポリシー|個人情報保護方針|利用規約|採用情報|ダウンロード|更新履歴|お知らせ|下载|下載|常见问题|常見問題|关于我们|關於我們|联系我们|聯絡我們|价格|價格|帮助|幫助|隐私政策|隱私政策|회사\s?소개|문의|문의하기|자주\s?묻는\s?질문|가격|요금제|최신\s?뉴스|뉴스|공지사항|새소식)$/u;

/** A page's own name ("Qui sommes-nous ?", "Über uns", "Plans & Pricing", "お問い合わせ"): what the page is about, not who. */
const pageName = (s: string) => {
  const said = squash(s.replace(/[-_]+/g, ' ')).replace(/[\s?!.:]+$/, '');
  return FACT_PAGE.test(said) || HOUSEKEEPING_PAGE.test(said) || CJK_PAGE_NAME.test(said);
};

/** A host a publishing platform gives its users ("jane.github.io", "acme.netlify.app"): where the site lives, never its name. */
const PLATFORM_HOST =
  /^[\w-]+\.(github\.io|gitlab\.io|netlify\.app|vercel\.app|pages\.dev|web\.app|firebaseapp\.com|herokuapp\.com|surge\.sh|glitch\.me|neocities\.org)$/i;

/** A form of address or a degree alone ("Dr" of dr-mueller.de, "Prof.", "Herr", "Mme"): how a person is addressed, not whom the site is named for. */
const HONORIFIC = /^(dr|dra|drs|prof|profe?ssor|mr|mrs|ms|mme|mlle|herr|frau|dipl|ing|mag|sr|sra|sig|dott|dottssa)\.?$/i;

const goodName = (s: string | null | undefined): s is string =>
  Boolean(
    s &&
      !PLATFORM_HOST.test(s.trim()) &&
      !isFurniture(s) &&
      !isFiller(s) &&
      !isPlaceholderText(s) &&
      s.length <= 80 &&
      s.split(/\s+/).length <= 6 &&
      /\p{L}/u.test(s) &&
      // A person's address ("Tim Kinnane <tim.kinnane@amazebot.chat>" set as the application's name) names its author, no product.
      !/[\w.+-]+@[\w-]+\.[\w.-]+/.test(s) &&
      // A handle on a network ("@vivix.media" beside an Instagram icon) names an account, not what it belongs to.
      !/^@[\w.]/u.test(s.trim()) &&
      // A bracket opened and not closed ("எழில்: தமிழ் நிரலாக்க மொழி (Ezhil"): a title cut inside its aside, no whole name.
      (s.match(/[(（]/g) ?? []).length === (s.match(/[)）]/g) ?? []).length &&
      ownWords(s) &&
      !CJK_STAND_IN.test(s.trim()) &&
      !HONORIFIC.test(s.trim()) &&
      !pageName(s),
  );

/**
 * A starter's title that names the tools it was built with ("Tailwind Funcional", "Bootstrap Demo", "React Starter"): the developer's, not a
 * name. A plugin named after its library ("jQuery Modal", "jQuery Lifestream") is one.
 */
const STARTER_TITLE =
  /^(tailwind( css)?|bootstrap( \d)?|vite|react|next\.?js|vue(\.?js)?|nuxt|svelte(kit)?|astro|angular|html5?|css3?|jquery|ionic|flutter|expo|capacitor|electron|localhost)(\s+(app|demo|starter|template|project|test|tests|boilerplate|example|examples|sample|landing|page|site|website|portfolio|funcional|kit|playground|practice|tutorial|clone|basics))?$/iu;

/**
 * Words of the page around a name ("Acme Website", "Acme's Official Site", "Homepage of Acme",
 * "Acme Landing Page", "🚀 Acme", "Acme ⚡", "Acme™"): the name is what they frame.
 */
const unframed = (t: string) =>
  squash(
    t
      .replace(/^((?![©®™])(\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D|\s))+/u, '')
      // A mark set before the title ("» Acme", "› Acme", "• Acme") points at it; it is no part of the name.
      .replace(/^[»«›‹•·►▶→~]+\s*/u, '')
      // "acme-cli ⚡", "Acme 🚀": an emoji after the name decorates it as one before it does.
      .replace(/((?![©®™])(\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D|\s))+$/u, '')
      .replace(/^(the )?(official )?(home ?page|web ?site|site) (of|for) (the )?/i, '')
      .replace(/(['’]s)?( official)? (web ?site|site|home ?page|landing page|web ?page)$/i, '')
      // A stylesheet's or a library's page that shows off its elements ("Simple.css Test Page", "HTML5 Test Page"): the name is before it.
      .replace(/ (test|demo|sample|example) page$/i, '')
      // Where it serves ("Entrümpelung Jetzt München & Umgebung", "Elektro Meier Köln und Umgebung") and its version ("TopbarPlus
      // v3"): no part of the name.
      .replace(
        /\s+\p{Lu}[\p{L}.-]+\s*(&|und|and|e|et|y|en)\s*([Uu]mgebung|[Uu]mland|[Ss]urroundings|[Ss]urrounding [Aa]reas|[Aa]rea|[Dd]intorni|[Ee]nvirons|[Aa]lentours|[Aa]lrededores|[Aa]rredores|[Oo]mgeving|[Oo]kolice)$/u,
        '',
      )
      .replace(VERSION_AFTER, '')
      // "GeoTap Game for iOS and Android": the platforms it runs on, no part of the name.
      .replace(/\s+(for|on) (ios|android|iphone|ipad|mac(os)?|windows|linux)((,| and| &| ?\/) ?(ios|android|iphone|ipad|mac(os)?|windows|linux))*$/i, '')
      // A library's demonstration page ("jQuery File Upload Demo"): the library's name is before it.
      .replace(/ (live )?demo$/i, '')
      // "关于速豹国际物流 2026": "About" before a Chinese name and the year a title is stamped with after it.
      .replace(/^(关于|關於)\s*/u, '')
      .replace(/(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])\s+(19|20)\d{2}$/u, '')
      .replace(/\s*[™®]$/u, '')
      // A hotel's stars ("Hotel Sonnenhof ★★★★") rate it; "the" left by a greeting ("Welcome to the Springfield Society") is no part of the name.
      .replace(/[\s★☆⭐*]+$/u, '')
      // A name's reading in kana after it ("Sonaure（ソナウレ）") says how to say it; it is no part of the name.
      .replace(/(?<=[\p{Script=Latin}\d])\s*[（(][\p{Script=Katakana}\p{Script=Hiragana}ー・\s]+[）)]$/u, '')
      .replace(/^the (?=\p{Lu})/u, ''),
  );

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Search words set side by side ("Plumbing, Heating, Boilers"): a comma never parts a name but before its legal form ("Acme, Inc."). */
const keywordRun = (t: string) => /,\s*(?!(inc|llc|ltd|gmbh|co|corp|s\.?a|b\.?v)\b\.?)/i.test(t);

/** Words that say what kind of body a name is: a club, a society, a school, a church, a foundation, in the languages seen. */
const BODY_WORD =
  /^(club|society|association|church|chapel|school|academy|foundation|institute|center|centre|museum|library|hospital|clinic|college|university|orchestra|choir|trust|guild|league|federation|verein|kirche|schule|akademie|stiftung|institut|zentrum|klinik|praxis|chor|orchester|bibliothek|société|fondation|église|école|académie|institut|musée|bibliothèque|chorale|asociación|fundación|iglesia|escuela|academia|instituto|museo|biblioteca|coro|associazione|fondazione|chiesa|scuola|accademia|istituto|vereniging|stichting|kerk|academie|instituut|museum|koor)$/i;

/** A documentation generator's name, which its default title template sets after each page's name ("Introduction – Nextra"). */
const DOCS_GENERATOR = /^(nextra|docusaurus|vitepress|vuepress|gitbook|docsify|mkdocs|material for mkdocs|starlight)$/i;

/** A site generator's or starter's default name, left in a site it built ("Gatsby Starter Blog", "Create Next App", "Jekyll Now", "HTML5 UP"): the tool's, not the site's, when the host does not spell it. */
const TOOL_DEFAULT =
  /^(gatsby (starter|default)( blog| site| starter)?|gatsby default starter|astro (blog|starter|starter kit)|hugo (site|theme demo)|jekyll now|create (next|react) app|vite (app|\+ react|\+ vue)|next\.?js (app|starter)|nuxt app|sveltekit app|html5 ?up|start bootstrap)$/i;

/**
 * A person's academic titles in lower case before their name, as Polish writes them ("dr hab. prof. uczelni Sebastian Rutkowski"): no
 * part of it. A capitalised "Dr. Anna Müller" is how a practice may name itself, and stays.
 */
export const ACADEMIC_TITLES =
  /^(?:(?:dr|dra|prof|mgr|inż|lek|hab|med|dent|dott|ing|dipl|mag|univ)\.?\s+)*(?:dr|prof|hab|med|mgr|inż)\.\s+(?:uczelni\s+)?(?=\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll})/u;

/** A greeting or a presentation before the name ("Welcome to Acme Cloud", "Introducing Acme", "Bienvenue sur Acme", "Willkommen bei …"): the name is what follows. */
const GREETING =
  /^(welcome to|introducing|say hello to|bienvenue (sur|chez|à)|willkommen (bei|auf|im|in der)|bienvenid[oa]s? a|benvenut[oi] (su|in|da)|welkom (bij|op)|bem-vind[oa]s? (a|ao|à))\s+/i;
/**
 * A campaign's or a sale's headline, in the languages seen: a limited-time offer, a sale, a discount, a recruitment drive, an
 * early-bird price ("Limited time offer", "Summer Sale", "30% off", "期間限定", "キャンペーン", "先着5名", "Aktion", "Rabatt",
 * "offre limitée", "soldes", "promoción", "descuento", "promoção", "sconto"), or a part that shouts ("…募集！！").
 */
const CAMPAIGN =
  /(?<![\p{L}])(limited[- ]time|limited offer|special offer|early[- ]bird|black friday|cyber monday|(summer|winter|spring|autumn|fall|holiday|christmas|easter|flash|big|mega) sale|pre-?order now|\d+\s?%\s?(off|rabatt|de (descuento|réduction|remise|desconto)|di sconto|korting|zniżki)|nur für kurze zeit|(sommer|winter|frühlings|herbst|oster|weihnachts)aktion|aktionspreis|offre (limitée|spéciale|de lancement)|soldes|oferta (por tiempo limitado|especial|por tempo limitado|de lançamento)|promoción|promoção|descuento|desconto|offerta (limitata|speciale|lancio)|promozione|sconto|saldi)(?![\p{L}])|期間限定|キャンペーン|先着\s*\d+|募集中?|セール(?!ス)|割引|\d+\s?%\s?(OFF|オフ)|限時|优惠|促销|[!！]{2}/iu;

/** A title that tells the reader to act ("Get Started with Acme", "Download Acme for Windows", "Sign in to Acme"): a button's words, not a name. */
const ACTING = /^(get started|get|download|try|sign (in|up)|log ?in|buy|install|join|start|create|register)\b/i;

/**
 * A word inside a phrase rather than a name: in lower case after a possessive ("Uw tandarts in Zwolle"), after a
 * preposition of place ("Elektriker in Köln"), or the tail of a longer capitalised name ("Willkommen bei Müller Elektro").
 */
function inPhrase(run: string, part: string): boolean {
  const at = part.indexOf(run);
  if (at <= 0) return false;
  const before = part.slice(0, at).trim().split(/\s+/).pop() ?? '';
  return (
    (run === run.toLowerCase() && /^(your|uw|votre|vos|ihr|ihre|ihren|dein|deine|tu|tus|su|sus|seu|sua|tuo|tua|je|jouw|twój|twoja|din|ditt)$/i.test(before)) ||
    /^(in|im|à|a|en|em|w|i|bei|near|aus|from|de|da|di|nel|nach|op|te)$/i.test(before) ||
    // A heading set in capitals ("PREMIUM BARBER EXPERIENCE bei …") capitalises every word: its word before is as much a name's start.
    /^\p{Lu}[\p{Ll}\p{Lu}]/u.test(before)
  );
}

/**
 * A host's word that a heading uses as a common word: lower case amid the words of a sentence ("Don't animate large elements"
 * on animate.style). A brand is written as a name there; "why kubething" and a footer's "© 2025 chota" still name it.
 */
const commonWord = (run: string, line: PageLine) =>
  /^h[1-6]$/.test(line.tag) && run === run.toLowerCase() && new RegExp(`\\p{L}['’]?\\p{L}*\\s+${escapeRe(run)}\\s+\\p{L}`, 'u').test(line.text);

/**
 * A host's single word that opens a phrase running on in lower case ("Zubní centrum Valašské Meziříčí" on zubni-centrumvm.cz,
 * "Dental clinic Smith"): a trade's or a kind's word, the first of the name, not the name.
 */
const opensPhrase = (run: string, part: string) => part.startsWith(run) && /^\s+\p{Ll}/u.test(part.slice(run.length));

/**
 * A part that opens with one word of a hyphenated host and holds its others too, in words of a name ("Clínica Dental Mª Cristina
 * Sagarzazu" on sagarzazu-clinicadental.es): the whole name, not its trade's words alone.
 */
function holdsLabel(run: string, part: string, extra: string[], url: string): boolean {
  if (!extra.length || extra.length > 4 || !goodName(part)) return false;
  if (!extra.every((w) => /^\p{Lu}/u.test(w) || /^(de|del|la|las|los|y|e|da|do|dos|di|della|van|von|der|den|le|les|du|des|et|and|&)$/i.test(w))) return false;
  const spelled = [letters(part), letters(transliterated(part))];
  return hostLabels(url).some((label) => {
    const words = label.split('-').filter((w) => w.length >= 3);
    // A word of the host beyond the run: "Kristall Reinigung Wesel" on kristall-reinigung.de is the run and a town.
    const beyond = words.some((w) => !letters(transliterated(run)).includes(letters(w)) && !letters(run).includes(letters(w)));
    return words.length >= 2 && beyond && words.every((w) => spelled.some((s) => s.includes(letters(w))));
  });
}

/**
 * The run with the name words that end its line when the page's title says them too: "Bienvenue chez Machine à Coudre
 * Méditerranée" under the title "Machines à Coudre Méditerranée" names "Machine à Coudre Méditerranée", not the host's words alone.
 */
function withTitleWords(run: string, text: string, title: string): string {
  const rest = wordsAfter(squash(text).replace(/[.!]+$/, ''), run);
  if (!rest) return run;
  const titleWords = new Set(title.split(/[\s|–—·:-]+/).map((w) => letters(w)));
  const nameWords =
    rest.length >= 1 && rest.length <= 2 && rest.every((w) => /^\p{Lu}[\p{L}'’&-]*$/u.test(w) && !STAND_IN_WORD.test(w) && !NOT_A_NAME_WORD.test(w));
  const whole = `${run} ${rest.join(' ')}`;
  return nameWords && rest.every((w) => titleWords.has(letters(w))) && goodName(whole) ? whole : run;
}

/** A run after a lower-case word ("de la pêche", "Guide de pêche Verdon"): the phrase's word, a thing or a place it names. */
const afterLowerWord = (run: string, part: string) => {
  const at = part.indexOf(run);
  return at > 0 && /(^|\s)\p{Ll}[\p{L}'’]*\s+$/u.test(part.slice(0, at));
};

/**
 * Where one word of a hyphenated host is a word of the text, not the name: inside a phrase or opening one, after a lower-case
 * word ("Vivez l'aventure de la pêche", "Guide de pêche Verdon" on guide-peche-verdon.fr), or one of a list of search words
 * ("Vanguard, MOLYguard, Lorica" on lubrificanti-vanguard-molyguard.it: the brands a shop sells).
 */
const notTheName = (run: string, part: string) => inPhrase(run, part) || opensPhrase(run, part) || afterLowerWord(run, part) || keywordRun(part);

/** The single words of a host's hyphenated labels ("tandarts", "devries" of tandarts-devries.nl), when a label has two or more. */
function hyphenWords(url: string): Set<string> {
  const out = new Set<string>();
  for (const label of hostLabels(url)) {
    const parts = label.split('-').filter(Boolean);
    if (parts.length >= 2) for (const p of parts) out.add(letters(p));
  }
  return out;
}

/** The word by which a site names its documentation: "Acme Docs", "Acme Platform Documentation". */
const DOCS_WORD = /^(documentation|docs|dokumentation|documentación|documentação|documentazione|documentatie|dokumentacja)$/i;

/**
 * The name a title part gives once the host spells its first words (`run`): the whole part, or the host's next words spelled on
 * in it, where the site says so; else the run alone. A trade mark's sign after it ("Head Spa Italia®") marks the name, it is no part of it.
 */
function wholeName(part: string, run: string, site: { home: PageDigest; names: string[]; h1s: string[]; declared: string[]; holders: string[] }): string {
  const { home, names, h1s, declared } = site;
  // The whole name when the host spells only its start and the site's own name says it: "Bright Minds Academy" on brightminds.test.
  const extra = part.startsWith(run) ? part.slice(run.length).trim().split(/\s+/).filter(Boolean) : [];
  // Or the site writes those words as its name in two places of its own: a title that is only "Daylog Dock" and a main heading (or share title) that says the same.
  // Only words of a name: capitalised, none a page's, a release's or a legal form's word ("Acme Beta", "Acme Login", "Acme 2.0", "Acme Inc." keep "Acme").
  const nameWords = extra.every((w) => /^\p{Lu}[\p{L}'’&-]*$/u.test(w) && !STAND_IN_WORD.test(w) && !NOT_A_NAME_WORD.test(w));
  const echoed = nameWords && [home.title, home.meta['og:title'], ...h1s].filter((t) => t && letters(t) === letters(part)).length >= 2;
  const confirmed = echoed || declared.some((d) => letters(d) === letters(part));
  // A word that says what kind of body it is ("Springfield Chess Club", "Bright Minds Academy", "Musterstadt Verein") is part of its name, said or not.
  const body = nameWords && extra.length === 1 && BODY_WORD.test(extra[0]);
  // Or the part, its small words aside, spells the host's whole label: "Chorale de Lyon" on chorale-lyon.fr.
  const spellsWhole =
    extra.some((w) => /^\p{Lu}/u.test(w)) &&
    extra.length <= 3 &&
    goodName(part) &&
    names.length > 0 &&
    letters(part.replace(/\s(de|du|des|da|di|del|della|do|dos|das|of|the|von|van|der|la|le|y|e|et|and|&)(?=\s)/giu, ' ')) === names[0];
  // Or the host's next words, spelled on in the part: "ADC Optics" on adc-optika, where the run was "ADC".
  const spelledOn = hostContinued(part, run, home.url);
  // Not the words that name the site's documentation ("HackerOne Platform Documentation" as the site name of docs.hackerone.com).
  const docs = extra.some((w) => DOCS_WORD.test(w));
  if (((confirmed || body) && !docs && extra.length > 0 && extra.length <= 2 && goodName(part)) || spellsWhole || holdsLabel(run, part, extra, home.url))
    return part.replace(/\s*[®™]+$/u, '');
  if (goodName(spelledOn) && spelledOn !== run) return spelledOn;
  // Or name words before the run, where the title and the main heading are both the part and nothing else: "Virtual Keyboard" on keyboard.example.
  const before = part.endsWith(run)
    ? part
        .slice(0, part.length - run.length)
        .trim()
        .split(/\s+/)
        .filter(Boolean)
    : [];
  const named =
    before.length > 0 && before.length <= 2 && before.every((w) => /^\p{Lu}[\p{L}'’&-]*$/u.test(w) && !STAND_IN_WORD.test(w) && !NOT_A_NAME_WORD.test(w));
  // Or the part, where two of the site's own places name it so: its title and main heading, or its title and the header's wordmark
  // ("Hanzi Browse — Browser automation for agents" with "Hanzi Browse" in the header, on browse.hanzilla.co).
  const wordmarks = linesOf(home)
    .filter((l) => l.area === 'header' && !l.hidden && /^(header|div|a|span|p|strong|h[1-6])$/.test(l.tag))
    .map((l) => l.text);
  const says = (t: string) => letters(t) === letters(part) || letters(titleParts(t)[0] ?? '') === letters(part);
  // A button's verb before the name ("Get Leaf7") is no word of it.
  const acting = withoutActingWord(part, site.holders) !== part;
  if (named && !acting && goodName(part) && [home.title, ...h1s, ...wordmarks].filter(says).length >= 2) return part;
  return heldName(run, extra, site.holders, home.text) ?? run;
}

/**
 * A host's word in lower case amid a title part's other words ("Styleable select elements built on Tether.js" on select.example):
 * the phrase's common word, not the name, which a title writes as a name ("Select.js", "chota - A micro CSS framework").
 */
function midPhrase(run: string, part: string): boolean {
  const at = part.indexOf(run);
  return run === run.toLowerCase() && at > 0 && /\p{L}\S*\s+$/u.test(part.slice(0, at)) && /^\s+\S*\p{L}/u.test(part.slice(at + run.length));
}

/** A word the page writes as a town, after a postal code or a preposition of place ("76133 Karlsruhe", "26-600 Radom", "in Karlsruhe"): where, not who. */
const townIn = (word: string, text: string) =>
  new RegExp(`(\\d[\\d -]{2,7}|(^|\\s)(in|im|w|à|a|en|em|nel|near|bei|aus|from|op|te))\\s+${escapeRe(word)}(?![\\p{L}])`, 'u').test(text);

/**
 * The run and the part's next name words when the page's copyright line names them so: a host that spells only a trade's words
 * ("Studio Dentistico" on studio-dentistico.example) under "© 2026 Studio Dentistico Aurora" is the studio Aurora, not any studio.
 * Words of a name only, as in `wholeName`: a legal form or a page's word after it ("© Acme Ltd", "© Acme Home") keeps the run.
 */
function heldName(run: string, extra: string[], holders: string[], text: string): string | null {
  const words = extra.slice(0, 3);
  const upTo = words.findIndex((w) => !/^\p{Lu}[\p{L}'’&-]*$/u.test(w) || STAND_IN_WORD.test(w) || NOT_A_NAME_WORD.test(w) || townIn(w, text));
  const named = upTo < 0 ? words : words.slice(0, upTo);
  if (!named.length) return null;
  const runWords = run.split(/\s+/);
  const held = heldStart([...runWords, ...named], holders);
  return held && held.split(/\s+/).length > runWords.length && goodName(held) ? held : null;
}

/** Another part of the title the site declares or heads its page with as its name, holding another word of its hyphenated host (see `selfNamedPart`). */
function ownPart(text: string, part: string, name: string, site: { h1s: string[]; declared: string[]; single: Set<string> }): string | null {
  const others = [...site.single].filter((w) => w !== name && w.length >= 3);
  const holds = (p: string) => others.some((w) => runSpelling(p, w, false) !== null);
  return selfNamedPart(titleParts(text), part, [...site.declared, ...site.h1s], holds, goodName);
}

/**
 * The brand the site calls itself. First the words that spell its host's name ("Can I email" on
 * caniemail.com, "Dónde" on donde.io) in its title, site name, main heading or logo text; then
 * the site name of its metadata or structured data; then the part of its title that is not page
 * furniture ("Home – ADAPT Texas"). A site name that carries a slogan gives its first part.
 */
export function brandOf(pages: PageDigest[]): Reading | null {
  const found = brandFound(pages);
  return found && { ...found, value: withoutCjkKind(withoutOwnLegalForm(withoutMarks(withoutOfficialMark(found.value)))) };
}

/**
 * What kind of product it is, in Japanese or Chinese after a name in Latin letters ("Zero Quake 地震情報アプリ", "Acme 记账软件"): the
 * product's kind (an earthquake alert app, bookkeeping software), not part of its name; so is an aside in full-width brackets.
 */
const CJK_KIND_AFTER =
  /^(.*[\p{Script=Latin}\d].*?)\s+[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー・]*(アプリ|アプリケーション|ソフト|ソフトウェア|ツール|サービス|システム|プラットフォーム|应用|應用|软件|軟體|軟件|工具|平台|服务|服務|系统|系統)$/u;

/**
 * An aside in Japanese or Chinese in full-width brackets after the name ("makes-momo（EAP・巡回健康相談／岡山）"): what and where, not
 * who. A name in Latin letters there ("美体ラボ（Bital-Labo）") is the same name written again, and stays.
 */
const CJK_ASIDE_AFTER = /^(.+?)\s*（(?=[^（）]*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[^（）]{2,40}）$/u;

function withoutCjkKind(name: string): string {
  const bare = CJK_KIND_AFTER.exec(name)?.[1] ?? CJK_ASIDE_AFTER.exec(name)?.[1];
  return bare && goodName(bare) && letters(bare).length >= 2 ? bare : name;
}

/**
 * A trademark's sign anywhere in it ("Acme™ Invoicing", "ACME ®"), a release stage in brackets ("Acme (Beta)", "Acme [Alpha]") and
 * the press kit a page is ("Dawnfolk Press Kit"): the name as a person writes it down has none of them.
 */
function withoutMarks(name: string): string {
  const bare = squash(
    name
      .replace(/\s*[™®℠]/gu, '')
      .replace(RELEASE_STAGE, '')
      .replace(/\s+(press ?kit|media ?kit)$/i, ''),
  );
  return bare !== name && goodName(bare) && letters(bare).length >= 2 ? bare : name;
}

/**
 * The name without the legal form it is registered with ("Müller Haustechnik GmbH", "SCB Counselling Ltd"), however it was read:
 * the brand as a person writes it down, where its own words remain.
 */
function withoutOwnLegalForm(name: string): string {
  const bare = withoutLegalForm(name);
  return bare !== name && goodName(bare) && letters(bare).length >= 2 && !PRONOUN.test(bare) ? bare : name;
}

function brandFound(pages: PageDigest[]): Reading | null {
  const home = pages[0];
  const worded = withoutPageWord(brandRead(pages), home);
  if (!home) return worded;
  // The name the page's main heading and its copyright line agree on, where the one read is another name altogether: a title's
  // kind of business ("Ristorante Cinese \"Dragone d'Oro\"" on ristorante-cinese.example, "Hausmeisterservice & Gartenpflege")
  // names what it does; "Dragone d'Oro" in the h1 and in "© 2025 Dragone d'Oro" is who. A longer or shorter form of one name keeps the reading.
  // With no title nor metadata to read a name from, the two agreeing are the name.
  const agreed = headedAndHeld(linesOf(home).filter((l) => !l.hidden));
  const heldName = agreed && goodName(agreed) ? { value: agreed, quotes: [agreed], url: home.url } : null;
  if (!worded) return heldName;
  const read = withoutDomainEnding(worded, home);
  if (!heldName || letters(heldName.value).includes(letters(read.value)) || letters(read.value).includes(letters(heldName.value))) return read;
  return heldName;
}

/**
 * A page's word closing a name ("Ramda Documentation", "Macreel Site" spelled by macreel-site.example, "쏠엘앤씨 메인", the main page):
 * what the page is, not part of who.
 */
const PAGE_WORD_TAIL = /\s+(site|website|web site|homepage|home page|landing page|docs|documentation|메인|메인페이지|홈페이지|トップページ)$/i;

/**
 * A page's name around the brand on a page past the start page ("About Acme", "Over Acme", "Contact Acme", "Preise bei Acme",
 * "Acme Pricing"): the page, not part of who. Not on the start page, where "Contact Energy" may be a name.
 */
const PAGE_NAME_HEAD =
  /^(about( us)?|about|over( ons)?|contact( us)?|kontakt|über( uns)?|ueber uns|impressum|imprint|à propos( de)?|a propos( de)?|chi siamo|contatti|contatta(ci)?|contactez|contacta(nos)?|sobre( nosotros| nós)?|contacto|contato|why( choose)?|warum|pourquoi( choisir)?|por qué( elegir)?|perché( scegliere)?|waarom|faqs?|discover|découvrir|decouvrir|entdecke|entdecken sie|descubre|descubra|scopri|ontdek|conheça|conheca|(preise|prices|pricing|precios|tarifs|prezzi|prijzen) (bei|at|de|di|van|chez))\s+/i;
const PAGE_NAME_TAIL = /\s+(pricing|prices|faq|faqs|contact|impressum|imprint|privacy policy|privacy|terms of (service|use)|terms (and|&) conditions)$/i;
/**
 * A Chinese or Japanese page's name written on to the brand with no space, as those languages write ("盒豚生活常见问题",
 * "盒豚生活客服与商务合作", "アクメよくある質問"): the page, not part of who.
 */
const CJK_PAGE_NAME_TAIL =
  /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{L}]{2})(常见问题|常見問題|问题解答|疑问解答|关于我们|關於我們|联系我们|聯絡我們|客服与商务合作|客服與商務合作|商务合作|商務合作|客服中心|客服|帮助中心|幫助中心|价格|價格|下载|下載|隐私政策|隱私政策|用户协议|用戶協議|服务条款|服務條款|よくある(ご)?質問|お問い?合わせ|会社概要|会社案内|料金プラン|料金|プライバシーポリシー|利用規約|ダウンロード)$/u;
/** What a page's name leaves of a name may be a pronoun ("Contact me", "Über uns"): no name. */
const PRONOUN = /^(me|us|uns|mich|nous|moi|nosotros|nós|noi|ons|mij|mí|mim)$/iu;

/**
 * What only a name is written with: a legal form ("株式会社 …", "… GmbH", "… S.r.l."), a capital inside a word ("NaamScan",
 * "BlockAI"), or a domain's or a library's ending ("lemonad.js", "BlockAI.Care").
 */
const SELF_NAMING =
  /株式会社|有限会社|合同会社|(?<![\p{L}])(GmbH|AG|UG|KG|Ltd|LLC|Inc|Corp|S\.?r\.?l|S\.?L|S\.?A|B\.?V|SARL|SAS|Oy|AB|AS)\.?(?![\p{L}])|\p{Ll}\p{Lu}|\.(js|io|app|care|nl|de|com|ai)$/u;

/** A title part without a page's name before it ("Contact Acme Towing"), unless that leaves a pronoun ("Über uns", "Contact me"). */
function withoutPageName(part: string): string {
  const short = part.replace(PAGE_NAME_HEAD, '');
  return PRONOUN.test(short) ? part : short;
}

/** The name without a page's word at its end (or, past the start page, a page's name around it), where what is left is a name. */
function withoutPageWord(read: Reading | null, home: PageDigest | undefined): Reading | null {
  if (!read) return read;
  let short = read.value.replace(PAGE_WORD_TAIL, '');
  if (home && secondaryAddress(home, null)) short = short.replace(PAGE_NAME_HEAD, '').replace(PAGE_NAME_TAIL, '').replace(CJK_PAGE_NAME_TAIL, '');
  return short !== read.value && goodName(short) && !PRONOUN.test(short) && !DANGLING.test(short) ? { ...read, value: short } : read;
}

/** The brand as the title, the host and the site's metadata give it, before the page's heading and copyright line have their say. */
function brandRead(pages: PageDigest[]): Reading | null {
  const home = pages[0];
  if (!home) return null;
  const names = hostNames(home.url);
  const lines = linesOf(home).filter((l) => !l.hidden);
  const h1s = lines.filter((l) => l.tag === 'h1').map((l) => l.text);
  const logoAlts = (home.images ?? []).filter((i) => i.kind === 'img' && (i.area === 'header' || /logo/i.test(i.words ?? ''))).map((i) => i.alt ?? '');
  const structuredName = (type: string) => Object.entries(home.structured).find(([k]) => k === `${type}.name`)?.[1];
  const declared = [home.meta['og:site_name'], home.meta['application-name'], structuredName('Organization'), structuredName('WebSite')].filter(
    (d): d is string => Boolean(d),
  );
  // A template's title names the template: never the site's brand.
  const title = isTemplateTitle(home.title) || isThemeDemoTitle(home.title) ? '' : home.title;
  const strong = [title, home.meta['og:site_name'], home.meta['application-name'], home.meta['og:title'], ...h1s].filter(
    (t): t is string => Boolean(t) && !isTemplateTitle(t) && !isThemeDemoTitle(t),
  );
  // One word of a hyphenated host ("tandarts" of tandarts-devries.nl, "koeln" of elektro-koeln.de) is often a trade or a town:
  // never the name where a phrase holds it ("Uw tandarts in Zwolle", "Elektriker in Köln", "Willkommen bei Müller Elektro").
  const single = hyphenWords(home.url);
  // The host's whole name before one of its words, wherever the site writes it: acme-software.com is "Acme Software" in "Custom Software Development | Acme Software", not "Software".
  const sub = subdomainName(home.url);
  const holders = copyrightHolders(lines);
  for (const affixed of [false, true])
    for (const name of sub ? [sub, ...names] : names)
      for (const text of strong)
        for (const part of titleParts(text)) {
          // A name never spans a title's separator: each part on its own.
          const spelled = runSpelling(part, name, affixed);
          const run = spelled && withoutActingWord(spelled, holders);
          if (!goodName(run) || commonNoun(run, part) || midPhrase(run, part) || (single.has(name) && notTheName(run, part))) continue;
          // "StatChat by CentralStatz" on the maker's host: the title names the product before its maker.
          const product = productBeforeMaker(text, part);
          if (product) return { value: product, quotes: [text], url: home.url };
          const own = single.has(name) ? ownPart(text, part, name, { h1s, declared, single }) : null;
          if (own) return { value: own, quotes: [text], url: home.url };
          const whole = wholeName(part, run, { home, names, h1s, declared, holders });
          return { value: whole, quotes: [text], url: home.url };
        }
  // A site name the metadata declares and a part of the title says too ("Password Manager" on passwords.2stable.com): the product's own
  // name, before a different name the host spells in a logo's text, a footer or a heading (its maker's, "2Stable").
  const agreed = declared.find((d) => goodName(d) && !PLATFORM.test(d) && titleParts(title).some((t) => letters(t) === letters(d)));
  const own = (run: string, quote: string): Reading =>
    agreed && !letters(agreed).includes(letters(run)) && !letters(run).includes(letters(agreed))
      ? { value: agreed, quotes: [home.title], url: home.url }
      : { value: run, quotes: [quote], url: home.url };
  // Anywhere else in the page's own words (headings, copyright line): the word that spells the host.
  for (const line of lines.filter((l) => /^h[1-4]$/.test(l.tag) || l.area === 'footer' || l.area === 'header')) {
    const spelled = hostRun(line.text, names.slice(0, 1));
    const run = spelled && withoutActingWord(spelled, holders);
    if (goodName(run) && run.length >= 4 && !commonNoun(run, line.text) && !commonWord(run, line)) {
      // "with love by DoozieSoft" on dooziesoft.com, under a title and a main heading that both say "ClawOps": the maker's credit
      // on its own site, the product named twice.
      const product = inMakersCredit(line.text, run) ? namedTwice(home.title, h1s) : null;
      if (product) return { value: product, quotes: [home.title], url: home.url };
      return own(withTitleWords(run, line.text, home.title), line.text);
    }
  }
  for (const alt of logoAlts) {
    const run = hostRun(alt, names);
    // One word of a hyphenated host at the tail of a longer name ("Lounge" of "Stadtbarbier Lounge Logo") is no name on its own.
    if (goodName(run) && home.text.includes(run) && !(single.has(letters(run)) && inPhrase(run, alt))) return own(run, run);
  }
  const structured = (type: string) => Object.entries(home.structured).find(([k]) => k === `${type}.name`)?.[1];
  const siteNames = [
    home.meta['og:site_name'],
    home.meta['application-name'],
    structured('Organization'),
    structured('WebSite'),
    structured('SoftwareApplication'),
    structured('Product'),
  ];
  for (const c of siteNames) {
    if (!c) continue;
    const first = unframed(titleParts(c)[0] ?? '');
    // A site name the host does not spell that names a publishing platform ("WordPress", "Medium", "Google Sites") is the platform's default, not the site's;
    // one that claims or describes ("The best invoicing tool") is a slogan put in its place.
    if (goodName(first) && !PLATFORM.test(first) && !TOOL_DEFAULT.test(titleParts(c)[0] ?? '') && !CLAIM_OPENING.test(first) && !describingPhrase(first))
      return { value: first, quotes: [c], url: home.url };
  }
  // The header's logo named for the host ("kubeify-logo.png" on kubeify.com) under a title that names another word ("DataCol"): the
  // title is the template's leftover, and the site writes its own name nowhere a quote can come from.
  const named = titleName(home, title, lines, logoAlts, pages.slice(1));
  if (named && hostLogo(home, names) && !names.some((n) => n.length >= 4 && letters(named.value).includes(n))) return null;
  return named ?? headerHeading(lines, home.url);
}

/**
 * The main heading of the site's header, where the title says no name ("Read His Word. Anytime. Anywhere.") and the page's copy names it
 * again ("Free Bible Apps" over "Free Bible Apps can help You read…"): the site's name, as a logo's text is.
 */
function headerHeading(lines: PageLine[], url: string): Reading | null {
  const heading = lines.find((l) => l.tag === 'h1' && (l.area === 'header' || l.area === 'nav'));
  if (!heading || !goodName(heading.text) || heading.text.split(' ').length > 4 || /[.!?]$/.test(heading.text)) return null;
  const again = lines.some((l) => l !== heading && l.area === 'main' && l.text.startsWith(`${heading.text} `));
  return again ? { value: heading.text, quotes: [heading.text], url } : null;
}

/** A name in a maker's credit ("with love by Acme", "Made with ❤ by Acme", "Built by Acme"). */
const inMakersCredit = (text: string, run: string) => {
  const at = text.indexOf(run);
  return (
    at > 0 && /(made|built|created|crafted|designed|developed|powered|brought to you|with (love|care|❤️?|♥️?))(\s+\S+){0,3}\s+by\s*$/iu.test(text.slice(0, at))
  );
};

/** The title's first part where a main heading says it alone too ("ClawOps | Production-Grade Operations" over "<h1>ClawOps</h1>"). */
const namedTwice = (title: string, h1s: string[]) => {
  const first = titleParts(title)[0] ?? '';
  return goodName(first) && first.split(/\s+/).length <= 3 && h1s.some((h) => letters(h) === letters(first)) ? first : null;
};

/** Words before "by" that say who made it, not what it is: "Made by", "Powered by", "A project by", "Brought to you by". */
const MAKING_WORDS =
  /(^|\s)(made|built|created|powered|designed|developed|hosted|crafted|brought to you|presented|produced|published|run|operated|maintained|a (project|product|service|tool|app|site)|an (app|initiative))$/i;

/** The part a title names before "by <part>" ("StatChat" of "StatChat by CentralStatz"), when it is a name (three words at most, capitalised). */
function productBeforeMaker(text: string, part: string): string | null {
  const parts = titleParts(text);
  const at = parts.indexOf(part);
  const before = at > 0 ? parts[at - 1] : '';
  if (!before || !new RegExp(`${escapeRe(before)}\\s+by\\s+${escapeRe(part)}`, 'iu').test(squash(text))) return null;
  const words = before.split(' ');
  return goodName(before) && words.length <= 3 && words.every((w) => /^[\p{Lu}\d]/u.test(w)) && !MAKING_WORDS.test(before) ? before : null;
}

/** A logo image in the page's header or menu bar whose file name or text spells one of the host's names (four letters or more). */
const hostLogo = (home: PageDigest, names: string[]) =>
  (home.images ?? []).some((i) => {
    if (i.kind !== 'img' || (i.area !== 'header' && i.area !== 'nav') || !/logo|brand/i.test(i.words ?? '')) return false;
    const file = i.url.split(/[?#]/)[0].split('/').pop() ?? '';
    const spelled = letters(`${file} ${i.alt ?? ''}`);
    return names.some((n) => n.length >= 4 && spelled.includes(n));
  });

/** A small word closing a part: the phrase goes on past it ("Podcast to" of "Podcast to FAQ"). */
const DANGLING = /\s(to|for|of|and|the|a|an|in|on|with|by|from|at|und|für|mit|de|du|des|et|à|y|e|di|da|van|voor|en|met)$/u;

/** A preposition that places or aims a phrase ("Webdesign aus Köln", "Plumbers in Springfield", "Software für Handwerker"). */
const PLACED = /\s(in|aus|für|for|bei|near|à|en|em|per|voor|uit|im|am|auf|nach|from|at)\s/u;

/**
 * The brand among a title's parts when the host spells none: the part that is a name (not a
 * sentence, a claim, a starter's or a page's words), the one the page's own furniture names
 * first, then one that is not a menu item.
 */
function titleName(home: PageDigest, title: string, lines: PageLine[], logoAlts: string[], others: PageDigest[] = []): Reading | null {
  // A title part that is one of the page's menu items ("Acceuil|ScaleYouUp", its misspelt "Home") names the page, not the site: another part first.
  // Only a menu's items (list items), never the bar itself, which often holds the logo's words ("VERSUS." over "Features Training Pricing").
  const menu = new Set(lines.filter((l) => l.area === 'nav' && l.tag === 'li').map((l) => letters(l.text)));
  const secondary = secondaryAddress(home, null);
  const raw = titleParts(title)
    .map((t) => t.replace(GREETING, '').replace(ACADEMIC_TITLES, ''))
    // "Contact Acme Towing" on /contact.html: the page's word before the name.
    .map((t) => (secondary ? withoutPageName(t) : t))
    .filter((t) => t && !ACTING.test(t) && !keywordRun(t));
  // Each part with the page's words around its name set aside; whether it is a phrase is read on the part as written ("Cool SaaS app landing page" is one).
  const framed = new Map(raw.map((t) => [unframed(t), t]));
  const parts = [...framed.keys()].filter(Boolean);
  // A title that is a sentence ("Cheapest way to buy IOTA") says what the page offers; a name has a lower-case word at most ("Fix my Trip").
  // A search phrase that opens with a claim ("Meilleur VPN en France", "Best Free PDF Tools", "Free AI Headshot generator") names what is sought, not who offers it.
  if (CLAIM_OPENING.test(parts[0] ?? '') || STARTER_TITLE.test(parts[0] ?? '')) return null;
  // "Introduction – Nextra": a documentation generator's default title, the page's name beside the tool's; neither is the site's.
  if (parts.length > 1 && parts.some((t) => DOCS_GENERATOR.test(t))) return null;
  // A campaign's headline ("期間限定！！モニター生募集キャンペーン", "Summer Sale: 30% off") makes the title an advert's: its other parts
  // describe the offer as often as they name who makes it, so only a part the page's own furniture names is the brand.
  const advert = parts.some((t) => CAMPAIGN.test(framed.get(t) ?? t));
  // A part with a Japanese or Chinese sentence's comma or stop ("備えあれば憂いなし、＋αの感動を") is a sentence, not a name.
  const named = (t: string) =>
    goodName(t) &&
    !/[、。]/u.test(t) &&
    !TOOL_DEFAULT.test(framed.get(t) ?? t) &&
    t.split(' ').length <= 5 &&
    (framed.get(t) ?? t).split(' ').filter((w) => /^\p{Ll}/u.test(w)).length <= 1 &&
    // "Podcast to" (of "Podcast to FAQ"), "Exceptional Digital Experiences for Hospitality": a phrase cut short or a description, no name.
    !DANGLING.test(t) &&
    !(PLACED.test(framed.get(t) ?? t) && t.split(' ').length >= 4);
  // The part the page's own furniture names (its copyright line, its header, its logo's text) is the brand: "Plumbers in Springfield | Acme" under "© 2024 Acme".
  // Not a footer's list of links ("Podcast to Blog", "Podcast to FAQ"): those name pages.
  // The page's author, as its metadata names it ("HeroGrowth" under "Agence webmarketing | HeroGrowth"), signs it as its furniture does.
  const furniture = [
    ...lines.filter((l) => (l.area === 'footer' && l.tag !== 'li') || l.area === 'header').map((l) => l.text),
    ...logoAlts,
    home.meta.author ?? '',
  ];
  const owned = (t: string) => {
    const re = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRe(t)}($|[^\\p{L}\\p{N}])`, 'iu');
    return furniture.some((f) => re.test(f));
  };
  // The part the site's other pages title themselves with too ("Kontakt – Acme Studio", "Leistungen – Acme Studio" beside "Webdesign aus
  // Köln – Acme Studio"): the site's name, which every page carries; a slogan beside it is the start page's.
  const othersTitled = new Set(others.flatMap((o) => titleParts(o.title).map((p) => letters(unframed(p)))));
  const recurring = parts.filter((t) => othersTitled.has(letters(t)));
  const ownable = (t: string) => named(t) && !CAMPAIGN.test(t) && !menu.has(letters(t));
  const owner =
    parts.length > 1
      ? signedPart(parts, lines, (t) => ownable(t) && owned(t), recurring.length === 1 && ownable(recurring[0]) ? recurring[0] : undefined, ownable)
      : undefined;
  // A part naming the part of the site the page's address names ("Nosotros" on /nosotros.html, "Listino Prezzi" on /prezzi.html) names the page.
  const topic = addressTopic(home, null);
  const pageItself = (t: string) => topic !== null && namesTopic(t, topic) && parts.some((o) => o !== t && named(o) && !namesTopic(o, topic));
  // A page past the start page titled only by its own name ("Competenze", "Protected page", "Games") says what the page is: a name
  // only when the page's own furniture (its header, footer or logo) writes it too.
  // A page's own word before it ("Preise bei WISHES4YOU", "Contact Acme Towing") says the rest is who.
  const pageWordFirst = PAGE_NAME_HEAD.test(titleParts(title)[0] ?? '');
  if (secondary && parts.length === 1 && !owned(parts[0]) && !SELF_NAMING.test(parts[0]) && !pageWordFirst) return null;
  // A part whose one small word places or aims what it says ("Webdesign aus Köln", "Plumbers in Springfield") before a part in capitalised
  // words alone ("Acme Studio"): the latter is the name. A name may hold a small word of its own ("Fix my Trip", "Rent the Runway").
  const capitalised = (t: string) => (framed.get(t) ?? t).split(' ').every((w) => !/^\p{Ll}/u.test(w));
  const plain = (t: string) => named(t) && !menu.has(letters(t)) && !pageItself(t);
  const firstNamed = parts.find(plain);
  const nameLike =
    firstNamed && PLACED.test(framed.get(firstNamed) ?? firstNamed) ? parts.find((t) => t !== firstNamed && plain(t) && capitalised(t)) : undefined;
  const pick = advert ? owner : (owner ?? nameLike ?? firstNamed ?? parts.find(named));
  // The last resort naming the page's own topic ("Animations" of "acme.js | Animations" on /animations.html) says what the page is
  // about, not who; unless the host spells that topic: then it is the site's own name ("/lemonad.html" on lemonad.example).
  const hostSpelled = topic !== null && hostLabels(home.url).some((l) => letters(l).includes(letters(topic)));
  if (!pick || (topic && !hostSpelled && pick.split(/\s+/).length <= 2 && namesTopic(pick, topic))) return null;
  // "Parsec Solutions Srl", "Sheria360 AI-Powered Legal Management System": the name as the site calls itself, without its legal form or
  // what the product is (as a host spells it).
  const bare = withoutDescription(withoutLegalForm(pick));
  return { value: bare !== pick && goodName(bare) && letters(bare).length >= 2 ? bare : pick, quotes: [home.title], url: home.url };
}

/**
 * The title's part the page signs: of two parts the furniture writes ("Agence webmarketing" in a footer's heading, "HeroGrowth" in
 * "© Copyright HeroGrowth 2019"), the copyright's holder; a part that opens on the holder's name ("AGECODE Longevity Clinic Frankfurt"
 * under "© 2026 AGECODE") says what the holder is after it, and the holder is the name; else a part the furniture writes, or the part
 * the site's other pages title themselves with.
 */
function signedPart(
  parts: string[],
  lines: PageLine[],
  inFurniture: (t: string) => boolean,
  recurring: string | undefined,
  ownable: (t: string) => boolean,
): string | undefined {
  const holderNames = copyrightHolders(lines).map((h) => withoutLegalForm(h));
  const held = new Set(holderNames.map(letters));
  const heldHead = holderNames.find((h) => goodName(h) && h.split(' ').length <= 3 && parts.some((t) => t.toLowerCase().startsWith(`${h.toLowerCase()} `)));
  return parts.find((t) => ownable(t) && held.has(letters(t))) ?? heldHead ?? parts.find(inFurniture) ?? recurring;
}

/** What a product is, said after a name only a name is written like ("Sheria360 AI-Powered Legal Management System", "360ops Sovereign AI Operating System"). */
const PRODUCT_KIND = /\s(system|platform|software|app|application|tool|toolkit|solution|solutions|suite|service|services|framework|library|engine)$/iu;

/** A name with a digit or a capital inside it, then three words or more that say what it is: the name alone. */
function withoutDescription(part: string): string {
  const words = part.split(' ');
  return words.length >= 4 && PRODUCT_KIND.test(part) && /\p{L}\d|\d\p{L}|\p{Ll}\p{Lu}/u.test(words[0]) ? words[0] : part;
}
