import type * as cheerio from 'cheerio';
import { MONTHS } from '../../../domain/draft/months.ts';
import type { PageKind, PageLine } from '../../../domain/draft/page.ts';
import { decodedOrAsWritten } from '../../../domain/shared/decoded.ts';
import { generatedApiReference } from './api-reference.ts';
import { signatureLine, signedLead } from './article-lead.ts';
import { blogFront, blogIndex, postList } from './blog-front.ts';
import { forgeCounts } from './code-forge.ts';
import { courseSite } from './course-site.ts';
import { claimsAsked } from './directory-listing.ts';
import { pagerLinks } from './docs-pager.ts';
import { eventFacts } from './event-facts.ts';
import { meetupGroup, menuOfAGathering } from './event-menu.ts';
import { threadShape } from './forum-thread.ts';
import { daysAnnounced } from './gathering-days.ts';
import { jobAd } from './job-ad.ts';
import { newsletterIssue } from './newsletter-issue.ts';
import { newsroomMenu } from './newsroom-menu.ts';
import {
  callsItselfPersonal,
  greetsAsPerson,
  headedByPersonAndTrade,
  introducesTitledPerson,
  partsOfTitle,
  personAndTheirTrade,
  portfolioTitled,
} from './personal-site.ts';
import { saysItIsPractice } from './practice-project.ts';
import { PRESS_RELEASE_NAMES, pressIndex } from './press-index.ts';
import { productMenu } from './product-menu.ts';
import { advisoryRecord, guideTitle, magazineFront, saysItIsAMagazine, wikiFront } from './publication.ts';
import { codedItem, shopItem } from './shop-page.ts';
import { linksManyStories } from './story-links.ts';
import { tourDates } from './tour-dates.ts';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const ARTICLE_TYPES =
  /^(Article|NewsArticle|BlogPosting|Report|ScholarlyArticle|TechArticle|OpinionNewsArticle|LiveBlogPosting|AnalysisNewsArticle|ReportageNewsArticle|PressRelease|Recipe)$/;
const FORUM_TYPES = /^(DiscussionForumPosting|QAPage|Comment|SocialMediaPosting)$/;
const SHOP_TYPES = /^(Product|Book|IndividualProduct|ProductModel|Offer|AggregateOffer)$/;
const OWN_TYPES =
  /^(SoftwareApplication|WebApplication|MobileApplication|Organization|Corporation|LocalBusiness|ProfessionalService|Store|Restaurant|NGO|EducationalOrganization|WebSite)$/;
/** Store hosts: an address there is the store's page about a product, never the product's own site. */
const MARKETPLACES =
  /(^|\.)(apps\.apple\.com|itunes\.apple\.com|play\.google\.com|chromewebstore\.google\.com|chrome\.google\.com|addons\.mozilla\.org|microsoft\.com\/store|amazon\.[a-z.]+|etsy\.com|ebay\.[a-z.]+|g2\.com|capterra\.com|producthunt\.com|appsumo\.com|alternativeto\.net|wordpress\.org|marketplace\.atlassian\.com|apps\.shopify\.com|marketplace\.visualstudio\.com)$/;

/** Code hosts: a project's page there (owner and name in the path) is the repository, never the product's own site. */
const CODE_HOSTS = /(^|\.)(github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|gitee\.com|sourceforge\.net|sr\.ht|sourcehut\.org)$/;
/**
 * Package registries and app stores beside the big ones, and the directories that list a product (a game's page on itch.io, an album on Bandcamp, a
 * crowdfunding campaign, a review site's or a startup directory's page, a download portal's): a page there is their listing of it.
 */
const REGISTRY_PAGE =
  /^(?:www\.)?(?:npmjs\.com\/package|pypi\.org\/project|crates\.io\/crates|rubygems\.org\/gems|packagist\.org\/packages|pkg\.go\.dev|nuget\.org\/packages|hub\.docker\.com\/r|pub\.dev\/packages|hex\.pm\/packages|metacpan\.org\/(?:pod|dist)|cran\.r-project\.org\/(?:web\/)?packages|f-droid\.org\/(?:[a-z]{2}(?:_[A-Za-z]+)?\/)?packages|flathub\.org\/(?:[a-z]{2}\/)?apps(?:\/details)?|snapcraft\.io|formulae\.brew\.sh\/(?:formula|cask)|aur\.archlinux\.org\/packages|community\.chocolatey\.org\/packages|open-vsx\.org\/extension|plugins\.jetbrains\.com\/plugin|store\.steampowered\.com\/app|apps\.microsoft\.com\/(?:store\/)?detail|microsoftedge\.microsoft\.com\/addons\/detail|addons\.opera\.com\/(?:[a-z-]+\/)?extensions\/details|addons\.thunderbird\.net\/(?:[a-z-]+\/)?thunderbird\/addon|appgallery\.huawei\.com\/app|[\w-]+\.itch\.io|[\w-]+\.bandcamp\.com\/(?:album|track)|(?:[\w-]+\.)?gumroad\.com\/l|kickstarter\.com\/projects|indiegogo\.com\/projects|trustpilot\.com\/review|crunchbase\.com\/organization|wellfound\.com\/company|angel\.co\/company|ycombinator\.com\/companies|betalist\.com\/startups|indiehackers\.com\/product|saashub\.com|slant\.co\/options|softpedia\.com\/get|filehippo\.com|macupdate\.com\/app|download\.cnet\.com|apkpure\.com|apkmirror\.com\/apk|setapp\.com\/apps)\/[^/]/;

/** Words a press release, a résumé or a portfolio uses to name itself (title, main heading). */
const PRESS_RELEASE = new RegExp(`\\b(${PRESS_RELEASE_NAMES})\\b|ニュースリリース|プレスリリース|報道発表|新闻稿`, 'i');
const PERSONAL_NOUN =
  '(?:[Pp]ortfolio|[Pp]ortfólio|[Pp]ortafolios?|[Cc]urriculum [Vv]itae|[Rr]ésumé|[Rr]esume|RESUME|CV|[Ll]ebenslauf|[Cc]urrículum|[Cc]urrículo|[Cc]urriculum)';
/** Sections of a résumé, in the languages seen most (Vietnamese, Russian and Turkish too: résumés written there are common). */
const RESUME_SECTION =
  /^((work|professional|research|teaching|industry|relevant|selected|academic|technical|work and|internship|corporate|personal|side|selected open source) )?(experience|education|skills|technical skills|projects|contributions|publications|certifications|awards|employment|employment history|berufserfahrung|ausbildung|kenntnisse|expérience|expériences|formation|compétences|experiencia|educación|formación|habilidades|experiência|formação|competências|projetos|proyectos|projets|projekte|progetti|projecten|projekty|werkervaring|opleiding|vaardigheden|doświadczenie|wykształcenie|umiejętności|honors|honors and awards|awards and honors|internships?|volunteering|languages|interests|certificates|courses|references|summary|profile|objective|職歴|学歴|資格|スキル|自己pr|工作经历|工作经验|教育经历|教育背景|项目经历|项目经验|专业技能|个人技能|技能|获奖情况|荣誉奖项|自我评价|个人信息|thông tin cá nhân|kỹ năng|kinh nghiệm|kinh nghiệm làm việc|học vấn|thành tích|dự án|chứng chỉ|опыт|опыт работы|образование|навыки|проекты|deneyim|iş deneyimi|eğitim|yetenekler|projeler)$/iu;

const PERSON_NAME = "\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+){1,2}";
/** A title that is a person's name beside "portfolio", "résumé" or "CV" ("Portfolio Jane Doe", "Jane Doe – Resume"). */
const PERSONAL_TITLE = new RegExp(
  `^\\s*(?:${PERSONAL_NOUN}\\s*[-|–—:·]?\\s*(?:of\\s+|van\\s+|de\\s+|von\\s+)?${PERSON_NAME}|${PERSON_NAME}\\s*(?:[-|–—:·'’s]+\\s*)?${PERSONAL_NOUN})\\s*$`,
  'u',
);
/** A description that says the page is someone's résumé or portfolio ("Miles' resume and works", "Portfolio of Jane Doe"). */
const PERSONAL_DESCRIPTION = new RegExp(
  `^\\s*(?:\\p{Lu}[\\p{L}-]+(?:\\s+\\p{Lu}[\\p{L}-]+){0,2}['’]s?\\s+(?:[Rr]ésumé|[Rr]esume|CV|[Cc]urriculum [Vv]itae)|${PERSON_NAME}['’]s?\\s+(?:personal\\s+)?${PERSONAL_NOUN}|(?:[Tt]he\\s+)?(?:[Pp]ersonal\\s+)?${PERSONAL_NOUN}(?:\\s+(?:and|e|et|y|und|en|i|&)\\s+${PERSONAL_NOUN})?\\s+(?:of|de|do|da|del|von|van|di)\\s+${PERSON_NAME})(?=$|[\\s.,!:;])`,
  'u',
);
/** The page speaks of its own résumé or portfolio in the first person ("download my CV"). */
const FIRST_PERSON_CV = new RegExp(
  `(?:^|\\s)(?:[Mm]y|[Mm]ijn|[Mm]ein(?:en)?|[Mm]on|[Mm]a|[Mm]i|[Mm]eu|[Ii]l mio|[Mm]ój)\\s+${PERSONAL_NOUN}(?=$|[\\s.,!:;])`,
  'gu',
);
/**
 * A job site's button asks the visitor for their own CV ("Déposer mon CV", "Upload my résumé", "Lebenslauf hochladen"):
 * the visitor's, not the site owner's.
 */
const SENT_CV =
  /(?<![\p{L}])(upload|submit|post|send|add|create|build|déposer|deposer|envoyer|soumettre|ajouter|créer|subir|enviar|crear|cargar|hochladen|einreichen|erstellen|caricare|inviare|carica|criar|cadastrar|insira|uploaden|versturen|indienen|prześlij|dodaj|wyślij)\s*$/iu;
/** Whether the page speaks of the owner's own CV, not one a visitor is asked to send. */
const ownCv = (text: string) => [...text.matchAll(FIRST_PERSON_CV)].some((m) => !SENT_CV.test(text.slice(Math.max(0, m.index - 20), m.index)));
const DOCS_TITLE =
  /\b(documentation|docs|manual|handbook|reference guide|user guide|api reference|help ?cent(?:er|re)|knowledge ?base|dokumentation|handbuch|benutzerhandbuch|hilfe-?center|documentación|manual de usuario|centro de ayuda|documentação|central de ajuda|documentazione|manuale|centro assistenza|documentatie|handleiding|helpcentrum|dokumentacja|manuel|centre d'aide)(?![\p{L}])|ドキュメント|マニュアル|ヘルプセンター|文档/iu;

/** Documentation generators, as their pages' generator tag names them. */
const DOCS_GENERATOR =
  /\b(mkdocs|sphinx|docusaurus|vuepress|vitepress|gitbook|honkit|docsify|mdbook|just the docs|docsy|nextra|starlight|antora|jupyter ?book|docfx)\b/i;

/** A full date as datelines write it: ISO, "March 3, 2021", "3 de marzo de 2021", "3. März 2021", "2021年3月3日" (a time may follow the 日 unspaced), "03/03/2021". */
const DATE = new RegExp(
  `(?<!\\d)(?:(?:19|20)\\d{2}年\\d{1,2}月\\d{1,2}日|(?:(?:19|20)\\d{2}-\\d{1,2}-\\d{1,2}|(?<![\\d.v])(?:19|20)\\d{2}([./])\\d{1,2}\\1\\d{1,2}|\\d{1,2}[./]\\d{1,2}[./](?:19|20)\\d{2}|(?:19|20)\\d{2}年\\d{1,2}月|(?:\\d{1,2}\\.?\\s+(?:de\\s+)?(?:${MONTHS})\\.?,?\\s+(?:de\\s+)?(?:19|20)\\d{2})|(?:(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+(?:19|20)\\d{2}))(?!\\d))`,
  'iu',
);
/**
 * A date with the minute it was published ("2019年3月15日 09:43", "2017-03-01 14:27:02", "March 3, 2021 at 10:15", "2012年12月10日,
 * 格林尼治标准时间10:41"): a story's timestamp, a few words (a time zone, "at", "um") between the day and the minute.
 */
const TIMESTAMP = new RegExp(`${DATE.source}[^\\d\\n]{0,12}?\\d{1,2}:\\d{2}(?::\\d{2})?(?!\\d)`, 'iu');
/** A title whose last part names a blog: "Emails are online | Acme Blog", "… ｜ AXLABO ブログ". */
const BLOG_TITLE = /[|｜–—·:-]\s*[^|｜–—·:]{0,40}(?:\b(?:blog|weblog)|ブログ|博客)\s*$/i;
/** A link back from a post to its blog: "← Back to blog", "Retour au blog", "Zurück zum Blog", "ブログ一覧へ". */
const BACK_TO_BLOG =
  /^(?:[←‹«<]|&larr;)?\s*(?:back to (?:the )?(?:blog|news|articles|posts)|retour (?:au blog|aux articles|aux actualités)|zurück zum blog|zurück zu den (?:artikeln|beiträgen)|volver al blog|torna al blog|terug naar (?:de )?blog|voltar ao blog|wróć do bloga|ブログ一覧(?:へ|に戻る)?|返回博客)\s*(?:[→›»])?$/i;
/** A Chinese news credit beside a date: its source, author, reporter or time of publishing ("来源：新华网", "作者：", "发布时间："). */
const CJK_CREDIT = /(来源|來源|作者|记者|記者|发布时间|發佈時間|發布時間|时间|時間)\s*[:：]/u;
/** The editor in charge a Chinese news story names at its end: "责任编辑：霍琦", "（责编：王五）". */
const CJK_EDITOR = /^[（(]?\s*(责任编辑|責任編輯|责编|責編)\s*[:：]/u;
/** A byline: "by Jane Doe", "von …", "par …", "por …", "door …", "posted by …". */
const LOWER_BYLINE = /^(?:(?:posted|written|published)\s+)?(?:by|von|par|por|door|di|przez)\s+\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,3}\b/u;
/**
 * A byline opening with a capital ("By Sam Carter", "Von Anna Schmidt", "Escrito por Ana Ruiz", "Geschrieben von …", "Écrit par …"): then the writer's full name, two words or more, ends the
 * line or a separator follows it (a particle may sit inside: "Jan de Vries"); German nouns are capitalised too ("Von Frauen geführt" is a salon's slogan, not a byline).
 */
const CAPITAL_BYLINE =
  /^(?:(?:(?:Posted|Written|Published)\s+)?(?:By|Von|Par|Por|Door|Przez)|(?:Escrito|Publicado|Geschrieben|Verfasst|Écrit|Publié|Scritto|Pubblicato|Geschreven)\s+(?:por|von|par|da|di|door))\s+\p{Lu}[\p{L}'’.-]+(?:\s+(?:(?:van|von|de|der|den|da|di|du|del|della|la|le|ten|ter|zu|dos|das)\s+)*\p{Lu}[\p{L}'’.-]+){1,3}\s*(?:$|[,|·•–—(]|\d)/u;
const BYLINE = { test: (text: string) => LOWER_BYLINE.test(text) || CAPITAL_BYLINE.test(text) };

/** Publishing platforms' post addresses and press-release wires' releases: a post there is an article, whoever wrote it. */
const ARTICLE_HOST_PATH =
  /^(mp\.weixin\.qq\.com\/s\b|zhuanlan\.zhihu\.com\/p\/|([\w-]+\.)?medium\.com\/.+[-/][\w-]{6,}|dev\.to\/[\w-]+\/[\w-]{6,}|[\w-]+\.substack\.com\/p\/|blog\.csdn\.net\/[\w-]+\/article\/|juejin\.cn\/post\/|jianshu\.com\/p\/|toutiao\.com\/(article|a\d)|note\.com\/[\w-]+\/n\/|qiita\.com\/[\w-]+\/items\/|zenn\.dev\/[\w-]+\/articles\/|linkedin\.com\/pulse\/|([a-z]{2,3}\.)?(m\.)?wikipedia\.org\/wiki\/|(m\.)?youtube\.com\/(watch|shorts\/)|youtu\.be\/[\w-]{6,}|vimeo\.com\/\d{5,}|tiktok\.com\/@[\w.-]+\/video\/|dailymotion\.com\/video\/|nicovideo\.jp\/watch\/|bilibili\.com\/video\/|prnewswire\.com\/news-releases\/|businesswire\.com\/news\/|globenewswire\.com\/(?:[a-z-]+\/)?news-release\/|einpresswire\.com\/article\/|prweb\.com\/releases\/|newswire\.ca\/news-releases\/|openpr\.(?:com|de)\/news\/|presseportal\.de\/pm\/|pressebox\.de\/pressemitteilung\/|[\w-]+\.hashnode\.dev\/[\w-]{6,}|hackernoon\.com\/[\w-]{8,}|mirror\.xyz\/[\w.-]+\/[\w-]{8,}|telegra\.ph\/[\w-]{6,}|velog\.io\/@[\w-]+\/|blog\.naver\.com\/[\w-]+\/\d{6,}|cnblogs\.com\/[\w-]+\/p\/|segmentfault\.com\/a\/\d+|36kr\.com\/p\/\d+|sspai\.com\/post\/\d+|habr\.com\/(?:[a-z]{2}\/)?(?:articles|post|companies\/[\w-]+\/articles)\/\d+|vc\.ru\/[\w-]+\/\d+|dzen\.ru\/a\/)/;
/** Event and ticketing sites' pages of one event, one artist's dates or one group's meetings. */
const EVENT_HOST_PATH =
  /^(meetup\.com\/[\w-]+\/events\/\d+|([\w-]+\.)?eventbrite\.[a-z.]+\/e\/|connpass\.com\/event\/\d+|[\w-]+\.connpass\.com\/event\/\d+|songkick\.com\/(artists|concerts|festivals)\/\d+|bandsintown\.com\/([a-z]{2}\/)?[ae]\/\d+|ticketmaster\.[a-z.]+\/.+\/event\/|facebook\.com\/events\/\d+|dice\.fm\/event\/|ra\.co\/events\/\d+|eventim\.[a-z.]+\/event\/|peatix\.com\/event\/\d+)/;
/** Question-and-answer sites' and forums' thread addresses; a post on a social network, its replies under it ("twitter.com/jane/status/123", "instagram.com/p/…"), reads like a thread. */
const FORUM_HOST_PATH =
  /^(zhihu\.com\/question\/|tieba\.baidu\.com\/p\/|quora\.com\/[\w-]{8,}|v2ex\.com\/t\/\d+|([\w-]+\.)?stackexchange\.com\/questions\/|(mobile\.)?(twitter|x)\.com\/\w+\/status(es)?\/\d+|instagram\.com\/(p|reel)\/|(m\.)?facebook\.com\/[\w.-]+\/(posts|videos)\/|threads\.net\/@[\w.]+\/post\/|[\w-]+\.tumblr\.com\/post\/\d+|mastodon\.[\w.]+\/@\w+\/\d+)/;

/**
 * What an address says its page is, by the conventions sites name their pages with: a dated
 * path or a post under a blog, news or press section is an article; a comments thread or an
 * item of a discussion site a thread; a product, listing or app-details page of a shop a store
 * listing; a résumé a person's page. Null when the address says nothing (a homepage, a section).
 */
export function kindOfAddress(address: string): PageKind | null {
  let u: URL;
  try {
    u = new URL(address, 'http://x.invalid');
  } catch {
    return null;
  }
  const path = decodedOrAsWritten(u.pathname).toLowerCase().replace(/\/+$/, '');
  const seg = path.split('/').filter(Boolean);
  if (seg.length === 0) return null;
  const hostPath = `${u.hostname.replace(/^www\./, '')}${path}`;
  if (ARTICLE_HOST_PATH.test(hostPath)) return 'article';
  if (FORUM_HOST_PATH.test(hostPath) || /\/questions\/\d+/.test(path)) return 'forum';
  if (EVENT_HOST_PATH.test(hostPath)) return 'events';
  const slug = (s: string | undefined) => Boolean(s && s.length >= 3 && /[a-z\d]/.test(s));
  // Threads: /comments/<id>/…, /item?id=…, /thread(s)/…, /t/<slug>/<id>, /questions/<id>/…, /hilo/<id>…
  if (
    /\/comments\/[\w-]+/.test(path) ||
    (/^\/item$/.test(path) && u.searchParams.has('id')) ||
    /\/(threads?|topic|showthread)[/.]/.test(`${path}/`) ||
    // A thread in the languages seen most: /hilo/<id>-…, /tema/<id>, /discussione/…, /onderwerp/…, /watek/…
    /\/(hilo|tema|discussione|onderwerp|w[aą]tek|sujet|fil)\/\d+/.test(path) ||
    /^\/t\/[\w-]+\/\d+/.test(path)
  )
    return 'forum';
  // A job posting: /jobs/<slug>, /careers/<slug>, /vacatures/<slug>, /stellenangebote/<slug>: an offer of work, read like an article.
  if (
    /\/(jobs?|careers?|vacatures?|vacancies|stellenangebote?|stellen|emplois?|offres-d-emploi|empleos?|vagas|lavora-con-noi|oferty-pracy)\/[\w-]{3,}/.test(path)
  )
    return 'article';
  // Shops: /product(s)/<slug>, /dp/<id>, /itm/<id>, /store/apps/details?id=, /app/<slug>/id<digits>
  if (
    /\/(products?|item|itm|dp|gp\/product|listing|shop\/p|books?)\/[\w-]{3,}/.test(path) ||
    /\/store\/apps\/details$/.test(path) ||
    /\/app\/[\w-]+\/id\d+/.test(path)
  )
    return 'marketplace';
  // Articles: a date in the path (/2012/10/27/…, /2019/03/…), or a post under a blog, news, press or insight section, or an archive entry.
  if (/\/(19|20)\d{2}\/(0?[1-9]|1[0-2])(\/|$)/.test(`${path}/`) && seg.length >= 3) return 'article';
  const at = seg.findIndex((s) =>
    /^(blog|blogs|entry|entries|news|press|press-releases?|pressroom|newsroom|articles?|posts?|insights|stories|story|archives?|actualites|actualidad|noticias|notizie|nieuws|aktuelles|pressemitteilungen?|news-releases?|releases?|fact-tank|magazine|journal|column|columns|opinion|editorial|issue|issues)$/.test(
      s,
    ),
  );
  if (at >= 0 && slug(seg[at + 1]) && !/^(page|tag|tags|category|categories|author|feed)$/.test(seg[at + 1] ?? '')) return 'article';
  // A post saved as a file of its own beside the homepage ("blog-agent-ai.html", "blog-article-1.html", "post-minimalist.html").
  if (
    /^(blog|post|article|artikel|beitrag|articulo|artigo|articolo|noticia|notizia|actualite|nieuwsbericht)[-_][\p{L}\d-]{3,}\.html?$/u.test(seg[seg.length - 1])
  )
    return 'article';
  // A chapter of a guide or a manual (/guide/cli.html, /guides/before-you-sell, /tutorials/first-steps): the product's documentation.
  const guide = seg.findIndex((s) => /^(docs|documentation|guides?|tutorials?|manual|handbook|ratgeber|anleitungen?|guias?|guida|handleiding)$/.test(s));
  if (guide >= 0 && slug(seg[guide + 1]) && !/^index\.html?$/.test(seg[guide + 1] ?? '')) return 'docs';
  if (/(^|\/)issue[-_]?\d+$/.test(path)) return 'article';
  // Japanese blog hosts' entries: "/entry-12345678901.html" (Ameba), "/blog-entry-123.html" (FC2).
  if (/\/(blog-)?entry-\d+(\.html?)?$/.test(path)) return 'article';
  if (/(^|\/)(resume|cv|curriculum-vitae|lebenslauf)(\.html?)?$/.test(path)) return 'personal';
  return null;
}

export type KindInputs = {
  url: string;
  types: string[];
  meta: Record<string, string>;
  visibleText: string;
  title: string;
  h1: string;
  headings: string[];
  lines: PageLine[];
  /** The headings' permalinks ("¶", "#" linking to the heading itself), read before the digest drops them as words. */
  permalinks: number;
  /** Every link of the page, absolute. */
  hrefs: readonly string[];
};

/** What every detector reads of the page's declared types. */
type Facts = { types: string[]; own: boolean; ogType: string; productTyped: boolean };
type Detector = ($: cheerio.CheerioAPI, k: KindInputs, f: Facts) => PageKind | null;

/** A store listing: a product with a price and stock or SKU, offered to put in a cart. */
function storeKind($: cheerio.CheerioAPI, k: KindInputs, f: Facts): PageKind | null {
  const { types, ogType } = f;

  const shopTyped = types.some((t) => SHOP_TYPES.test(t)) && !types.some((t) => /^(SoftwareApplication|WebApplication|MobileApplication)$/.test(t));
  const offer =
    $('[itemprop=price], [itemprop=availability], [itemprop=sku]').length > 0 ||
    /"(price|sku|availability)"\s*:/.test($('script[type="application/ld+json"]').text());
  const cart =
    $('button, a, input[type=submit]').filter((_, el) =>
      /\b(add to (cart|basket|bag)|buy now|in den warenkorb|ajouter au panier|añadir al carrito|aggiungi al carrello|adicionar ao carrinho|in winkelwagen|do koszyka)\b|カートに入れる|购买/i.test(
        `${$(el).text()} ${$(el).attr('value') ?? ''} ${$(el).attr('aria-label') ?? ''}`,
      ),
    ).length > 0;
  // A shop's own words about stock and delivery.
  const stock =
    /(?<![\p{L}\d])(in stock|out of stock|add to wishlist|free (?:[a-z]{2,3} )?(delivery|shipping)|auf lager|lieferzeit|en stock|livraison|en existencia|envío|em estoque|frete|disponibilità|spedizione|op voorraad|bezorging|w magazynie|dostawa|в наличии|наличие|доставка|в наявності|stokta|kargo)(?![\p{L}\d])|在庫|送料|现货|現貨|库存|庫存/iu.test(
      k.visibleText,
    );
  const priceMeta = Boolean(k.meta['product:price:amount'] || k.meta['og:price:amount'] || k.meta['product:price']);
  if (
    (shopTyped && offer) ||
    ((ogType === 'product' || ogType === 'product.item' || ogType === 'books.book') && (offer || priceMeta) && (cart || stock)) ||
    (cart && stock && (shopTyped || offer || priceMeta)) ||
    // One product (or book) on offer with a button to put it in a cart.
    (cart && (shopTyped || ['product', 'product.item', 'books.book', 'book'].includes(ogType))) ||
    (!f.own && shopItem($, k, stock)) ||
    (!f.own && codedItem(k.lines)) ||
    // A directory's page about a business, however it types it (a LocalBusiness, a Restaurant), asks the business to claim it.
    claimsAsked($)
  )
    return 'marketplace';
  return null;
}

/** A discussion thread: many comments, with votes or replies. */
function forumKind($: cheerio.CheerioAPI, k: KindInputs, f: Facts): PageKind | null {
  const { types } = f;
  // A discussion thread: many comments, with votes or replies.
  const comments = $('[class*=comment i], [id*=comment i], [itemtype*=Comment]').length;
  const votes = $('[class*=vote i], [class*=upvote i], [aria-label*=upvote i], [class*=score i]').length;
  const replies = $('a, button').filter((_, el) => /^\s*(reply|antworten|répondre|responder|rispondi|reageer|odpowiedz)\s*$/i.test($(el).text())).length;
  // Threads list their posts with points and ages: "12 points by jane 3 hours ago".
  const scored = (k.visibleText.match(/\b\d+\s+(points?|votes?)\s+by\s+\S+/gi) ?? []).length;
  if (types.some((t) => FORUM_TYPES.test(t)) || (comments >= 10 && (votes >= 5 || replies >= 5)) || replies >= 8 || scored >= 3) return 'forum';
  if (!f.own && !f.productTyped && threadShape($, k.lines, (t) => DATE.test(t))) return 'forum';
  return null;
}

/** Whether the page is typed or marked up as an article, and carries its date or author. */
function articleMarks($: cheerio.CheerioAPI, k: KindInputs, ogType: string) {
  const types = k.types;
  // An article: typed or built as one, with its date or author.
  const articleTyped =
    types.some((t) => ARTICLE_TYPES.test(t)) ||
    ogType === 'article' ||
    PRESS_RELEASE.test(`${k.title} ${k.h1}`) ||
    /\b(for immediate release|media contacts?|press contacts?|pressekontakt|contact presse|contacto de prensa|contatto stampa|perscontact)\b|報道関係者|お問い合わせ先/i.test(
      k.visibleText,
    );

  const bodyClass = `${$('body').attr('class') ?? ''} ${$('main, #main, .main').first().attr('class') ?? ''}`;
  const postBuilt =
    /\b(single-post|single-format|post-template|blog-post|blog-entry|article-page|news-article|node-type-(article|blog|blog-post|press-release|news|story)|page-node-type-(article|blog|news|press-release)|article-template|template-article)\b/i.test(
      bodyClass,
    ) ||
    // WordPress sets every page's text, not only a post's, in `.entry-content`: only a post's own article (`.type-post`) says post.
    $('.blog-entry, .post-entry, .type-post .entry-content, .article-body').length > 0;
  // When it was published: a page's last change (`article:modified_time`, which SEO plugins give every page) dates no story.
  const pubdateMeta = Boolean(
    k.meta['article:published_time'] ||
      k.meta.datepublished ||
      k.meta.date ||
      k.meta.pubdate ||
      k.meta['publish-date'] ||
      k.meta['publish_date'] ||
      k.meta['dc.date'] ||
      k.meta['dc.date.issued'] ||
      k.meta['dcterms.created'],
  );
  const dated =
    pubdateMeta ||
    $('time[datetime], [itemprop=datePublished], [class*=published i], [class~=date], [class*=post-date i], [class*=entry-date i], [class*=dateline i]')
      .length > 0 ||
    /datePublished/.test($('script[type="application/ld+json"]').text());
  const authored =
    $('[rel~=author], [itemprop=author], [class*=byline i], [class~=author], [class*=post-author i], [class*=entry-author i]').length > 0 ||
    Boolean(k.meta['article:author']);
  return { articleTyped, postBuilt, dated, authored };
}

const DAY = /^(0?[1-9]|[12]\d|3[01])\.?$/;
const MONTH_YEAR = new RegExp(`^(?:${MONTHS})\\.?,?\\s+(?:19|20)\\d{2}$`, 'iu');

/** A date set as a badge, its day over its month and year ("29" / "Mai 2013"), read as the one line a person reads ("29 Mai 2013"). */
function withDayBadges(lines: PageLine[]): PageLine[] {
  const out: PageLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const next = lines[i + 1];
    if (next && DAY.test(lines[i].text.trim()) && MONTH_YEAR.test(next.text.trim())) {
      out.push({ ...next, text: `${lines[i].text.trim()} ${next.text.trim()}` });
      i++;
    } else out.push(lines[i]);
  }
  return out;
}

/** How much a text says, in Latin letters' worth: a Chinese, Japanese or Korean character says about as much as three. */
const proseLength = (text: string) => text.length + 2 * (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0);
/** A sentence-like heading: three words or more; Chinese and Japanese write without spaces, so there six characters of theirs count as three words. */
const headlineLike = (text: string) =>
  text.split(/\s+/).length >= 3 || (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0) >= 6;

/**
 * A page read at a site's root that is typed as an article and names its own address a story's below the root (its canonical link or
 * share address: "/what-not-to-say-to-a-neighbour/", "/2013/middle_east/8/3/clashes/index.html"): a story saved or served as a
 * homepage. A product's homepage, typed so by a publishing tool, names the root or its project's folder as its address.
 */
function storyAtRoot($: cheerio.CheerioAPI, k: KindInputs, articleTyped: boolean): boolean {
  if (!articleTyped) return false;
  const path = (address: string) => {
    try {
      return new URL(address, k.url).pathname.replace(/\/(index\.html?)?$/i, '/').replace(/\/+$/, '');
    } catch {
      return null;
    }
  };
  if (path(k.url) !== '') return false;
  // A story's address: a section and a slug ("/video/promotion/jenn-air"), or a headline's words ("/what-not-to-say-to-a-neighbour/"); a
  // project's folder on its author's host ("/swipebox/") or a site's own page ("/about/") is one word.
  const storyPath = (p: string | null) => {
    const segments = (p ?? '').split('/').filter(Boolean);
    return segments.length >= 2 || (segments.length === 1 && segments[0].split(/[-_]+/).filter(Boolean).length >= 4);
  };
  return [$('link[rel~=canonical]').attr('href'), k.meta['og:url']].some((u) => Boolean(u) && storyPath(path(u as string)));
}

/** Whether the page's headline sits in an article element that also holds the machine-readable time it was published. */
function headlineInADatedArticle($: cheerio.CheerioAPI): boolean {
  return (
    $('article').filter((_, el) => {
      const h1 = $(el).find('h1').first();
      return h1.length > 0 && headlineLike(squash(h1.text())) && $(el).find('time[datetime]').length > 0;
    }).length > 0
  );
}

/**
 * A line that is a dateline: a date and a few words beside it ("Published on March 3, 2024 in News", "Jane Doe · 3 March 2024 · 5 min
 * read"), not a sentence that holds one ("We are launching on Product Hunt on March 3, 2024!": an announcement on a product's page).
 */
const datelineLike = (text: string) => {
  const date = DATE.exec(text);
  // A month of a year ("2025年3月", as "March 2025") names a period, a report's or a plan's, not the day a story was published.
  if (!date || /^(19|20)\d{2}年\d{1,2}月$/.test(date[0])) return false;
  const rest = (text.slice(0, date.index) + text.slice(date.index + date[0].length)).split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return rest.length <= 6;
};

/** How much prose the lines hold from `at` on: paragraphs and cells of a sentence's length or more. */
const proseFrom = (lines: readonly PageLine[], at: number) =>
  lines
    .slice(at)
    .filter((l) => /^(p|div|td|dd|li)$/.test(l.tag) && proseLength(l.text) >= 80)
    .reduce((n, l) => n + proseLength(l.text), 0);

/** A short line that is a story's timestamp, its day and minute ("Jane Roe 2017-03-01 14:27:02"). */
const stampedLine = (l: PageLine) => l.text.length <= 60 && TIMESTAMP.test(l.text);

/**
 * A press release's lead: its city in capitals and its date, a dash, then the company's announcement ("DUBLIN, July 2, 2014 — Jazz
 * Pharmaceuticals plc (Nasdaq: JAZZ) today announced …", "AUSTIN, Texas, March 3, 2021 /PRNewswire/ -- Acme announces …"). The city
 * is matched in its case, the month in any.
 */
const PRESS_LEAD = new RegExp(
  `^\\p{Lu}[\\p{Lu}\\p{M} .'’-]{1,30}(?:,\\s*[\\p{L}\\p{M}. ]{2,25})?,\\s*(?i:${DATE.source})\\s*(?:\\/[^/]{2,40}\\/\\s*)?[—–-]{1,2}\\s`,
  'u',
);
const ANNOUNCES = /(?<![\p{L}])(announce[sd]?|today|unveil(s|ed)|launch(es|ed)|introduce[sd]|release[sd])(?![\p{L}])/iu;

/** Whether one of the first lines of the page's main column opens as a press release does, over prose. */
function pressReleaseLead(lines: PageLine[]): boolean {
  const at = lines.slice(0, 12).findIndex((l) => PRESS_LEAD.test(l.text) && ANNOUNCES.test(l.text.slice(0, 200)));
  return at >= 0 && proseFrom(lines, at) >= 250;
}

/**
 * A story below a section's sentence-like title ("好奇心研究所" over a menu, the site's name a hidden h1): the one heading of the page
 * stamped to the minute right under it, over prose, is its headline. An old table layout sets the headline in no heading at all (a
 * `dt` over "기사입력 :[ 2018-08-25 15:24 ]"): there it is the line that says the headline of the page's title.
 */
function oneStampedHeadline(lines: PageLine[], title: string): boolean {
  const titled = new Set(partsOfTitle(title).filter(headlineLike));
  const headline = (l: PageLine) => (/^h[1-3]$/.test(l.tag) || titled.has(squash(l.text))) && headlineLike(l.text);
  const stamped = lines.flatMap((l, i) => (headline(l) && lines.slice(i + 1, i + 3).some(stampedLine) ? [i] : []));
  return stamped.length === 1 && proseFrom(lines, stamped[0]) >= 250;
}

/**
 * A list of news, not one story: several dated headlines (a product's changelog), counted from the headline on (a breadcrumb heading
 * just above it sees the headline's own dateline) and by their datelines (a headline's deck sits above the same dateline and is one
 * story); or lines that open on their date ("June 5, 2025: New Version 1.0.13.0 released!", one per release).
 */
function newsList(lines: PageLine[], from: number): boolean {
  const datelines = new Set<number>();
  lines.forEach((l, i) => {
    if (i < from || !/^h[1-3]$/.test(l.tag)) return;
    const at = lines.slice(i + 1, i + 4).findIndex((n) => n.text.length <= 90 && DATE.test(n.text));
    if (at >= 0) datelines.add(i + 1 + at);
  });
  const datedItems = lines.filter((l) => DATE.exec(l.text)?.index === 0 && l.text.length <= 200).length;
  return datelines.size > 1 || datedItems >= 3;
}

/**
 * One issue of a newsletter or a digest: named so in its title or written as the email itself (newsletter-issue.ts), or titled with
 * its full date ("2026-06-29 Emacs news", "Web Digest - 2023-03-15") over prose: one day's page of a publication, whatever it links to.
 */
function publicationIssue($: cheerio.CheerioAPI, k: KindInputs, lines: PageLine[]): boolean {
  const dated = DATE.exec(k.title);
  // A launch's date in a product's title ("Acme — launching March 3, 2026") announces the product, it dates no issue.
  const launch = dated !== null && LAUNCH_WORD.test(k.title.slice(0, dated.index));
  return newsletterIssue($, k.title, k.visibleText) || (dated !== null && !launch && proseFrom(lines, 0) >= 250);
}

const LAUNCH_WORD =
  /(?<![\p{L}])(launch(es|ing)?|coming|available|release[sd]?|opens?|opening|starts?|live|ab|dès|desde|a partir d[eo]|disponible|verfügbar|erscheint)(\s+(on|in|am|le|el|il|op))?\s*$/iu;

/** An article: typed or built as one, with its date or author; or built as one whatever its markup says. */
function articleKind($: cheerio.CheerioAPI, k: KindInputs, f: Facts): PageKind | null {
  const { own, ogType, productTyped } = f;
  const { articleTyped, postBuilt, dated, authored } = articleMarks($, k, ogType);
  if (!productTyped && (articleTyped || postBuilt) && (dated || authored)) return 'article';
  if (!productTyped && storyAtRoot($, k, ogType === 'article' || k.types.some((t) => ARTICLE_TYPES.test(t)))) return 'article';
  // The page's headline inside an article element that also holds the machine-readable time it was published: a story,
  // however far its dateline sits below the headline (past a photo credit and share buttons).
  if (!productTyped && !own && headlineInADatedArticle($)) return 'article';
  // Built as an article whatever its markup says: a headline, a dateline or byline right under it, and prose after.
  const lines = withDayBadges(k.lines.filter((l) => !l.hidden && l.area === 'main'));
  if (!productTyped && publicationIssue($, k, lines)) return 'article';
  if (!productTyped && !own && pressIndex(k.title)) return 'article';
  // The headline: the main heading, or the first sentence-like heading when the main heading is the site's name.
  const headingAt = (tag: RegExp) => lines.findIndex((l) => tag.test(l.tag) && headlineLike(l.text));
  // A blog's or a column's name set as the first main heading ("Market Insider" over the story's own "Fed's Statement on …", both h1):
  // the story's is the first main heading that reads as a sentence.
  const h1At = headingAt(/^h1$/);
  const anyH1 = k.lines.some((l) => l.tag === 'h1' && !l.hidden);
  // Without a main heading, the first sentence-like subheading near the top (past a menu written as plain lines).
  const firstSub = headingAt(/^h[23]$/);
  const headlineAt = h1At >= 0 ? h1At : !anyH1 && firstSub >= 0 && firstSub < 15 ? firstSub : -1;

  const lead = headlineAt >= 0 ? [...lines.slice(Math.max(0, headlineAt - 2), headlineAt), ...lines.slice(headlineAt + 1, headlineAt + 7)] : lines.slice(0, 8);
  // A figure's caption dates the picture or the sample it shows ("signpost, run on its own repository · 2026-08-19"), not the page.
  const datedLead = lead.some(
    (l) => l.tag !== 'figcaption' && l.text.length <= 90 && (datelineLike(l.text) || BYLINE.test(l.text) || PRESS_RELEASE.test(l.text)),
  );
  const dateline = datedLead;
  if (!productTyped && articleTyped && datedLead) return 'article';
  // A short post of a hand-made blog: its title names the blog ("… | Acme Blog") or it links back to the blog, and a
  // dateline sits right under its headline; such posts are often too short for the prose test below.
  const blogTitled = BLOG_TITLE.test(k.title);
  const backToBlog = $('a').filter((_, el) => BACK_TO_BLOG.test(squash($(el).text()))).length > 0;
  const datedUnder = lines.slice(headlineAt + 1, headlineAt + 3).some((l) => (l.text.length <= 90 || signatureLine(l.text)) && DATE.test(l.text));
  if (!productTyped && (blogTitled || backToBlog) && headlineAt >= 0 && datedUnder) return 'article';

  const prose = proseFrom(lines, Math.max(headlineAt, 0));
  // A headline stamped to the minute right under it ("OSS News 2019年3月15日 09:43", "Jane Roe 2017-03-01 14:27:02") over prose: a
  // story as its site published it, whatever else the page lists beside it (a product's page and its changelog date no minute).
  if (!productTyped && !own && headlineAt >= 0 && lines.slice(headlineAt + 1, headlineAt + 3).some(stampedLine) && prose >= 250) return 'article';
  if (!productTyped && !own && (oneStampedHeadline(lines, k.title) || pressReleaseLead(lines))) return 'article';
  // A headline dated right under it and signed (its writer, or its reading time) over some prose is a story or a post, short or
  // long, whatever the site calls itself: a company's own blog post carries the company's Organization markup too.
  const byline = lines.slice(headlineAt + 1, headlineAt + 5);
  // Many themes set the date above the headline, the byline under it.
  const datedAbove = lines.slice(Math.max(0, headlineAt - 2), Math.max(0, headlineAt)).some((l) => l.text.length <= 40 && DATE.test(l.text));
  if (
    !productTyped &&
    headlineAt >= 0 &&
    (datedUnder || datedAbove) &&
    prose >= 250 &&
    (byline.some((l) => l.text.length <= 90 && BYLINE.test(l.text)) || signedLead(byline, lines, (t) => DATE.test(t)))
  )
    return 'article';
  const h1s = lines.filter((l) => l.tag === 'h1').length;
  if (!productTyped && !own && h1s <= 2 && !newsList(lines, Math.max(headlineAt, 0)) && dateline && prose >= 1200) return 'article';
  // A Chinese news story credits its source, author or editor beside its date ("2019-12-10 07:57:40 来源：新华网",
  // "责任编辑：霍琦"), wherever its template puts the headline.
  const shown = k.lines.filter((l) => !l.hidden);
  const creditedDateline = shown.slice(0, 80).some((l) => l.text.length <= 140 && DATE.test(l.text) && CJK_CREDIT.test(l.text));
  const editorCredit =
    lines.some((l) => l.text.length <= 60 && CJK_EDITOR.test(l.text)) && shown.slice(0, 80).some((l) => l.text.length <= 140 && DATE.test(l.text));
  if (!productTyped && !own && (creditedDateline || editorCredit) && prose >= 1200) return 'article';
  // A short story says so as plainly: its editor credited, its timestamp right under its headline ("2019-09-26 10:56:28 证券时报网").
  if (!productTyped && !own && editorCredit && headlineAt >= 0 && datedUnder && prose >= 80) return 'article';

  if (!productTyped && undatedPost($, lines, headlineAt, prose)) return 'article';
  if (!productTyped && $('article').length > 0 && $('article time[datetime], article [itemprop=datePublished]').length > 0 && authored) return 'article';
  // The page's content is one article element that carries its date, with prose in it.
  const articles = $('article');
  if (!productTyped && !own && articles.length === 1 && articles.find('time').length > 0 && squash(articles.text()).length >= 1500) return 'article';
  return null;
}

/**
 * A post that shows its writer but no date ("By Marta Ellison", "Von Jonas Weber", "Par Claire Dumas" right under the headline), its
 * headline the main heading inside the page's one article element, over prose: a post, dated or not; a homepage's news teaser sits
 * in an article of its own beside other headings, never as the page's main heading with a byline under it.
 */
function undatedPost($: cheerio.CheerioAPI, lines: KindInputs['lines'], headlineAt: number, prose: number): boolean {
  if (headlineAt < 0 || lines[headlineAt].tag !== 'h1' || prose < 80) return false;
  const articles = $('article');
  if (articles.length !== 1 || articles.find('h1').length !== 1) return false;
  return lines.slice(headlineAt + 1, headlineAt + 3).some((l) => l.text.length <= 60 && CAPITAL_BYLINE.test(l.text));
}

/** A section about the page's author in the first person, in the languages seen most. */
const ABOUT_ME = /^(about me|more about me|a bit about me|über mich|à propos de moi|sobre mí|sobre mim|chi sono|over mij|o mnie|om mig)$/i;

/** A menu link to the person's résumé, by its words alone: "Resume", "CV", "My résumé", "Lebenslauf". */
const RESUME_LINK =
  /^((download|view|see|read|get)( my| the)? |(my|mon|mein|mijn|il mio|mi) )?(resume|résumé|cv|c\.v\.|curriculum( vitae)?|lebenslauf|currículo|currículum)( \(?pdf\)?| herunterladen| télécharger)?$/i;

/** A person's own page: it calls itself a portfolio or a résumé, or its main item is a person, or its menu links to a résumé. */
function personalKind($: cheerio.CheerioAPI, k: KindInputs, f: Facts): PageKind | null {
  const { types, own, ogType } = f;
  // A person's own page: it calls itself a portfolio or a résumé, or its main item is a person.
  const personTyped = (types.includes('ProfilePage') || types.includes('Person')) && !own;
  const resumeSections = k.headings.filter((h) => RESUME_SECTION.test(h.replace(/[:.]$/, '').trim())).length;
  // Résumé sections written as short lines of their own (styled blocks rather than headings).
  const sectionLines = new Set(
    k.lines
      .filter((l) => l.text.length <= 40 && RESUME_SECTION.test(l.text.replace(/[:.]$/, '').trim()))
      .map((l) => l.text.toLowerCase().replace(/[:.]$/, '').trim()),
  ).size;
  // The title a page shares counts as its title: a page with no <title> names itself there ("Jane Roe CV").
  const personalTitle = [k.title, k.h1, k.meta['og:title'] ?? ''].some((t) => PERSONAL_TITLE.test(t));
  // A heading about the person in the first person ("About me", "Über mich"): with a résumé or portfolio title, the person's own page.
  const aboutMe = k.headings.some((h) => ABOUT_ME.test(h.replace(/[:.!]$/, '').trim()));
  // A main heading that is a person's name over résumé sections.
  const namedHeading = /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’.-]*){1,3}$/u.test(k.h1.trim());
  if (
    ownCv(k.visibleText) ||
    [k.meta.description, k.meta['og:description']].some((d) => d && PERSONAL_DESCRIPTION.test(d)) ||
    ogType === 'profile' ||
    personTyped ||
    // A title or main heading that calls the site a person's own ("Personal Website", "Caleb's Website", "My Blog").
    callsItselfPersonal(k.title, k.h1) ||
    introducesTitledPerson(k.title, k.visibleText) ||
    headedByPersonAndTrade(k.lines) ||
    portfolioTitled(k.title, k.h1) ||
    greetsAsPerson(k.title) ||
    personAndTheirTrade(k.title, k.lines) ||
    ((personalTitle || /简历|履歴書|履历|個人簡歷/.test(`${k.title} ${k.h1}`)) && (resumeSections >= 1 || aboutMe)) ||
    (namedHeading && resumeSections >= 2) ||
    resumeSections >= 3 ||
    sectionLines >= 4 ||
    // A site whose menu links to a résumé is the person's own ("Jane Roe · Press · Writings · Resume · Contact").
    (!own && $('a').filter((_, el) => RESUME_LINK.test(squash($(el).text()))).length > 0)
  )
    return 'personal';
  return null;
}

/** A documentation chapter: documentation in its title, chained to its neighbours or with heading permalinks. */
function docsKind($: cheerio.CheerioAPI, k: KindInputs, _f: Facts): PageKind | null {
  // A documentation chapter: documentation in its title, chained to its neighbours or with heading permalinks.
  const chained = $('link[rel~=next], link[rel~=prev], a[rel~=next], a[rel~=prev]').length > 0 || pagerLinks($);
  if (DOCS_TITLE.test(k.title) && (chained || k.permalinks >= 2)) return 'docs';
  // Chained to the chapters before and after by the page's own links, its headings each with a permalink: a chapter, whatever
  // its title says or when it has none (a homepage has no chapter before it).
  const linked = $('link[rel~=next]').length > 0 && $('link[rel~=prev]').length > 0;
  if (linked && k.permalinks >= 3) return 'docs';
  // A chapter of a site a documentation generator built: it links back to the chapter before it (the first page, the
  // site's own homepage, has none), whatever its title says ("Installation - Acme").
  const generator = `${$('meta[name=generator]').attr('content') ?? ''}`;
  const builtAsDocs = DOCS_GENERATOR.test(generator) || /\b(created using\s+sphinx|powered by gitbook|published with (gitbook|honkit))\b/i.test(k.visibleText);
  const prev = $('link[rel~=prev], a[rel~=prev], a[class*="link--prev"], a.pager-link.prev').length > 0;
  if (builtAsDocs && prev) return 'docs';
  // A page a documentation generator built that calls itself documentation ("Aufgaben :: xmera Omnia Dokumentation" by Antora).
  if (builtAsDocs && DOCS_TITLE.test(k.title)) return 'docs';
  // A page an API reference generator wrote (Doxygen, JSDoc, Javadoc…): a program's reference, its main page too.
  if (generatedApiReference($, generator, k.visibleText)) return 'docs';
  return null;
}

/**
 * A server's or a site's error, as its title and heading give it ("403 Forbidden", "404 Not Found", "Page not found", "Seite nicht
 * gefunden", "Access denied", "Error 500"), in the languages seen most.
 */
const ERROR_WORD = '(error|fehler|erreur|errore|erro|fout|błąd)';
const ERROR_WORDS =
  '(forbidden|not found|page not found|file not found|access denied|unauthori[sz]ed|bad gateway|service unavailable|internal server error|gateway time-?out|bad request|(seite|datei) nicht gefunden|zugriff verweigert|verboten|page (introuvable|non trouvée)|accès (refusé|interdit)|interdit|página no encontrada|acceso denegado|prohibido|pagina non trovata|accesso negato|vietato|página não encontrada|acesso negado|proibido|pagina niet gevonden|toegang geweigerd|verboden|nie znaleziono strony|brak dostępu)';
const ERROR_TITLE = new RegExp(`^((${ERROR_WORD}\\s*)?\\d{3}(\\s*[-–—:|]?\\s*${ERROR_WORDS})?|(${ERROR_WORD}\\s*[-–—:|]?\\s*)?${ERROR_WORDS})$`, 'iu');

/**
 * An error page served in the site's place (a directory's "403 Forbidden", a soft "Page not found" answered with 200): a status code or
 * an error's words as its title or heading, and little else. Nothing on it is the product's.
 */
function errorKind(_$: cheerio.CheerioAPI, k: KindInputs, _f: Facts): PageKind | null {
  const said = [k.title, k.h1].map((t) => squash(t).replace(/[.!]+$/, '')).filter(Boolean);
  return said.some((t) => ERROR_TITLE.test(t)) && k.visibleText.length < 600 ? 'error' : null;
}

/**
 * An empty script shell: next to no text, and scripts or a mount point to fill it. A form's choice lists are shown without a
 * script too: their options are no text of the page's, yet a page of filters and headings is not empty.
 */
function shellKind($: cheerio.CheerioAPI, k: KindInputs, _f: Facts): PageKind | null {
  const scripts = $('script[src]').length;
  const shown = k.visibleText.length + squash($('select option').text()).length;
  if (shown < 200 && (scripts > 0 || $('#root, #app, #__next, [data-reactroot]').length > 0)) return 'shell';
  return null;
}

/** Where an event takes place, as its page labels it ("Venue:", "Ort:", "Lieu :", "Miejsce:", "会場："). */
const VENUE = /^(venue|location|where|ort|veranstaltungsort|lieu|lugar|luogo|local|locatie|miejsce|plats|sted|место|会場|场地|地点)\s*[:：]/iu;

/** A gathering's name: a conference, summit, meetup or hackathon, and the "…Conf", "…Fest", "…Con" names they take. */
const isEventName = (text: string) =>
  /\b(conference|summit|meetup|meet-up|hackathon|symposium|congress|kongress|congrès|congreso|congresso|convention|barcamp|unconference|festival|jornadas|konferenz|konferencja|conférence|conferencia|[\p{L}.]*conf|[\p{L}.]*(?<!mani)fest)\b/iu.test(
    text,
  ) ||
  // "PyCon", "DjangoCon": "Con" capitalised after a name, not any word ending in "con" ("Falcon", "Silicon").
  /\b\p{Lu}[\p{L}]*Con\b/u.test(text);

/** The nouns a gathering calls itself by in a sentence about itself, in the languages seen most. */
const GATHERING_NOUN =
  '(conference|summit|meetup|meet-up|hackathon|symposium|convention|barcamp|unconference|festival|konferenz|tagung|konferencja|conférence|congrès|conferencia|congreso|conferenza|congresso|conferência)';

/** What follows a gathering's name in a sentence about itself: "is a one-day conference focused on …", "ist eine jährliche Konferenz". */
const SAYS_GATHERING = new RegExp(
  `^(?:is|ist|est|es|è|é|jest)\\s+(?:a|an|ein|eine|une|un|una|uma|een|the)\\s+(?:[\\p{L}-]+\\s+){0,4}${GATHERING_NOUN}(?=\\s*(?:$|[.,;:!–—(])|\\s+(?:for|in|on|at|about|focused|dedicated|held|that|which|where|with|of|by|für|im|am|zu|pour|à|sur|dédiée?|para|sobre|dedicad[ao]|per|su|dedicat[ao]|voor|over|dla|w)(?![\\p{L}]))`,
  'iu',
);

/**
 * A gathering that says so of itself under its own name, as the title gives it: "Stir Trek is a one-day conference focused on …",
 * "DevDays ist eine jährliche Konferenz", "Rencontres est une conférence…", the noun ending its phrase. A product's page speaks of
 * conferences it goes to, not as one; a tool for them names them before its own noun ("a conference planning app").
 */
function saysItIsAGathering(title: string, lines: PageLine[]): boolean {
  const names = partsOfTitle(title)
    .filter((p) => p.length >= 3 && p.length <= 40)
    .map((p) => `${p.toLowerCase()} `);
  if (names.length === 0) return false;
  return lines
    .filter((l) => !l.hidden && l.text.length <= 400)
    .slice(0, 60)
    .some((l) => {
      const text = l.text.trim();
      const name = names.find((n) => text.toLowerCase().startsWith(n));
      return name !== undefined && SAYS_GATHERING.test(text.slice(name.length));
    });
}

/** A list of events (concerts, tour dates): several event items and nothing of its own; a gathering's own site, named with its year in its title; or one event's page: its date and its venue under its heading. */
const eventsKind: Detector = ($, k, f) => {
  if (f.types.filter((t) => /Event$/.test(t)).length >= 2 && !f.own) return 'events';
  if (f.own || f.productTyped) return null;
  if (tourDates(k.title, k.h1, k.lines, (t) => DATE.test(t)) || eventFacts(k.lines, (t) => DATE.test(t))) return 'events';
  // A conference's or meetup's own site: its title names the gathering and its year ("Michigan DevFest 2025", "PyCon US 2024").
  if (partsOfTitle(k.title).some((p) => isEventName(p) && /(?<!\d)(?:19|20)\d{2}(?!\d)/.test(p))) return 'events';
  // Or its title names the gathering and its banner the days it runs ("JSConf — Iceland" over "March 1 — 2, 2018").
  if (partsOfTitle(k.title).some(isEventName) && daysAnnounced(k.lines)) return 'events';
  // Or it says under its own name that it is one ("Stir Trek is a one-day conference").
  if (saysItIsAGathering(k.title, k.lines)) return 'events';
  // Or its menu lists a gathering's sections: the speakers, the schedule, the sponsors, the tickets.
  if ((menuOfAGathering(k.lines) || meetupGroup(k.lines, $('a[href*="meetup.com/"]').length > 0)) && !productMenu(k.lines)) return 'events';
  const lines = k.lines.filter((l) => !l.hidden && l.area === 'main');
  const h1At = lines.findIndex((l) => l.tag === 'h1');
  const under = h1At >= 0 ? lines.slice(h1At + 1, h1At + 4) : [];
  return under.some((l) => l.text.length <= 90 && DATE.test(l.text)) && under.some((l) => VENUE.test(l.text)) ? 'events' : null;
};

/** A class's own site (a syllabus in its menu, with its course code, term or another class section): teaching, not a product. */
const courseKind: Detector = (_$, k, f) => (!f.own && !f.productTyped && courseSite(k.title, k.lines) && !productMenu(k.lines) ? 'course' : null);

/** A blog's front page (archives, tags or categories beside a list of dated posts, or named a blog over them): posts, not a product's own page. */
const blogKind: Detector = (_$, k, f) => {
  const dated = (t: string) => DATE.test(t);
  // A site generator types every blog a WebSite: only a business's or a product's own type says the page is theirs.
  const own = f.types.some((t) => t !== 'WebSite' && OWN_TYPES.test(t));
  if (own || f.productTyped || productMenu(k.lines)) return null;
  return blogFront(k.lines, dated) || blogIndex(k.title, k.h1, k.lines, dated) || postList(k.title, k.url, k.lines, dated) ? 'blog' : null;
};

/** A site that says it is a school or practice project, or its company a made-up one: an exercise, not a product. */
const practiceKind: Detector = (_$, k) => (saysItIsPractice(k.visibleText) ? 'practice' : null);

/** The Open Graph types of one work's page (a song, an album, a playlist, a film, an episode, a video): a catalogue's page of it, not a product's site. */
const WORK_SHARE_TYPE = /^(music\.(song|album|playlist|radio_station)|video|video\.(movie|episode|tv_show|other))$/;

/**
 * A wiki's, a magazine's or a guide's pages (the site names itself one, a magazine speaks of its issues), a news site's (linking to a score
 * of its own stories and more, or its menu naming a newsroom's sections) or a vulnerability database's record: a publication, not a
 * product's own page, however it is typed (a magazine calls itself a WebSite or an Organization too); or a catalogue's page of one song,
 * album or video, as its share type says.
 */
const publicationKind: Detector = ($, k, f) =>
  !f.productTyped &&
  (WORK_SHARE_TYPE.test(f.ogType) ||
    wikiFront(k.title, k.h1) ||
    // A page MediaWiki wrote ("MediaWiki 1.20wmf10": Wikipedia's article on Go): an encyclopaedia's or a wiki's article.
    /^mediawiki\b/i.test($('meta[name=generator]').attr('content') ?? '') ||
    magazineFront(k.title, k.lines) ||
    guideTitle(k.title) ||
    advisoryRecord(k.title) ||
    saysItIsAMagazine(k.lines) ||
    linksManyStories(k.hrefs, k.url, (address) => kindOfAddress(address) === 'article') ||
    newsroomMenu(k.lines)) &&
  !productMenu(k.lines)
    ? 'publication'
    : null;

const DETECTORS: Detector[] = [
  errorKind,
  practiceKind,
  storeKind,
  eventsKind,
  forumKind,
  articleKind,
  personalKind,
  docsKind,
  courseKind,
  blogKind,
  publicationKind,
  shellKind,
];

/** What a store's, a code host's or a registry's address says its page is: a listing or a repository, never a product's own site. */
function kindOfHost(address: string): PageKind | null {
  let read: URL;
  try {
    read = new URL(address);
  } catch {
    return null;
  }
  const host = read.hostname;
  if (MARKETPLACES.test(host)) return 'marketplace';
  // The code host's own homepage is a product's; a project's page under it is not.
  if (CODE_HOSTS.test(host) && read.pathname.split('/').filter(Boolean).length >= 2) return 'repository';
  if (REGISTRY_PAGE.test(`${host}${read.pathname}`)) return 'marketplace';
  return null;
}

/**
 * What kind of page this is by its own structure: an article (a typed article, a CMS post or a
 * byline, with its date or author), a store listing (a product with a price, stock or SKU and a
 * buy button; or a store's own address), a discussion thread (many comments with votes or
 * replies), a person's portfolio or résumé, a documentation chapter (documentation in its title,
 * chained to the previous and next chapter or with heading permalinks), a list of events, a class's site, a blog's front page, a school or practice project, a code
 * repository page, an empty script shell, or else a product or company page.
 */
export function pageKind($: cheerio.CheerioAPI, k: KindInputs): PageKind {
  const byHost = kindOfHost(k.url);
  if (byHost) return byHost;
  // Where the page says it lives (its canonical address, its share address, or the address it was read at): a page saved
  // from a store or a code host and read elsewhere still names the store's or the host's address there.
  const productTypedEarly = k.types.some((t) => /^(SoftwareApplication|WebApplication|MobileApplication)$/.test(t));
  const addresses = [$('link[rel~=canonical]').attr('href'), k.meta['og:url'], k.url].filter((u): u is string => Boolean(u));
  for (const address of addresses) {
    const byPath = (address === k.url ? null : kindOfHost(address)) ?? kindOfAddress(address);
    if (byPath && !productTypedEarly) return byPath;
  }
  const types = k.types;
  const own = types.some((t) => OWN_TYPES.test(t));
  const ogType = (k.meta['og:type'] ?? '').toLowerCase();
  const productTyped = types.some((t) => /^(SoftwareApplication|WebApplication|MobileApplication|Product)$/.test(t));

  // A code repository page: the page's main item is source code.
  if (types.includes('SoftwareSourceCode') && !own) return 'repository';
  if (forgeCounts(k.visibleText)) return 'repository';
  // A job's advertisement, marked up as one for job boards: the employer's hiring, not its product.
  // A company's own page typed as the company too keeps its product reading, whatever roles it lists.
  if (types.includes('JobPosting') && !productTyped && !own) return 'job';
  if (!productTyped && !own && jobAd(k.lines)) return 'job';

  const facts: Facts = { types, own, ogType, productTyped };
  for (const detect of DETECTORS) {
    const kind = detect($, k, facts);
    if (kind) return kind;
  }
  return 'product';
}
