import type * as cheerio from 'cheerio';
import type { PageKind } from '../../../domain/draft/page.ts';

const ARTICLE_TYPES =
  /^(Article|NewsArticle|BlogPosting|Report|ScholarlyArticle|TechArticle|OpinionNewsArticle|LiveBlogPosting|AnalysisNewsArticle|ReportageNewsArticle|PressRelease)$/;
const FORUM_TYPES = /^(DiscussionForumPosting|QAPage|Comment|SocialMediaPosting)$/;
const SHOP_TYPES = /^(Product|Book|IndividualProduct|ProductModel|Offer|AggregateOffer)$/;
const OWN_TYPES =
  /^(SoftwareApplication|WebApplication|MobileApplication|Organization|Corporation|LocalBusiness|ProfessionalService|Store|Restaurant|NGO|EducationalOrganization|WebSite)$/;
/** Store hosts: an address there is the store's page about a product, never the product's own site. */
const MARKETPLACES =
  /(^|\.)(apps\.apple\.com|itunes\.apple\.com|play\.google\.com|chromewebstore\.google\.com|chrome\.google\.com|addons\.mozilla\.org|microsoft\.com\/store|amazon\.[a-z.]+|etsy\.com|ebay\.[a-z.]+|g2\.com|capterra\.com|producthunt\.com|appsumo\.com|alternativeto\.net|wordpress\.org|marketplace\.atlassian\.com|apps\.shopify\.com|marketplace\.visualstudio\.com)$/;

/** Words a press release, a résumé or a portfolio uses to name itself (title, main heading). */
const PRESS_RELEASE =
  /\b(press release|news release|media release|pressemitteilung|presseinformation|communiqué de presse|nota de prensa|comunicado de prensa|comunicato stampa|persbericht|informacja prasowa|comunicado de imprensa)\b|ニュースリリース|プレスリリース|新闻稿/i;
const PERSONAL_NOUN =
  '(?:[Pp]ortfolio|[Pp]ortfólio|[Cc]urriculum [Vv]itae|[Rr]ésumé|[Rr]esume|RESUME|CV|[Ll]ebenslauf|[Cc]urrículum|[Cc]urrículo|[Cc]urriculum)';
/** Sections of a résumé, in the languages seen most. */
const RESUME_SECTION =
  /^(work |professional )?(experience|education|skills|technical skills|projects|publications|certifications|awards|employment|employment history|berufserfahrung|ausbildung|kenntnisse|expérience|expériences|formation|compétences|experiencia|educación|formación|habilidades|experiência|formação|competências|werkervaring|opleiding|vaardigheden|doświadczenie|wykształcenie|umiejętności|職歴|学歴|スキル|工作经历|教育背景|技能)$/i;
const PERSON_NAME = "\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+){1,2}";
/** A title that is a person's name beside "portfolio", "résumé" or "CV" ("Portfolio Jane Doe", "Jane Doe – Resume"). */
const PERSONAL_TITLE = new RegExp(
  `^\\s*(?:${PERSONAL_NOUN}\\s*[-|–—:·]?\\s*(?:of\\s+|van\\s+|de\\s+|von\\s+)?${PERSON_NAME}|${PERSON_NAME}\\s*(?:[-|–—:·'’s]+\\s*)?${PERSONAL_NOUN})\\s*$`,
  'u',
);
/** The page speaks of its own résumé or portfolio in the first person ("download my CV"). */
const FIRST_PERSON_CV = new RegExp(
  `(?:^|\\s)(?:[Mm]y|[Mm]ijn|[Mm]ein(?:en)?|[Mm]on|[Mm]a|[Mm]i|[Mm]eu|[Ii]l mio|[Mm]ój)\\s+${PERSONAL_NOUN}(?=$|[\\s.,!:;])`,
  'u',
);
const DOCS_TITLE =
  /\b(documentation|docs|manual|handbook|reference guide|user guide|api reference|dokumentation|documentación|documentação|documentazione|documentatie|dokumentacja)\b|ドキュメント|文档/i;

export type KindInputs = {
  url: string;
  types: string[];
  meta: Record<string, string>;
  visibleText: string;
  title: string;
  h1: string;
  headings: string[];
};

/**
 * What kind of page this is by its own structure: an article (a typed article, a CMS post or a
 * byline, with its date or author), a store listing (a product with a price, stock or SKU and a
 * buy button; or a store's own address), a discussion thread (many comments with votes or
 * replies), a person's portfolio or résumé, a documentation chapter (documentation in its title,
 * chained to the previous and next chapter or with heading permalinks), a list of events, a code
 * repository page, an empty script shell, or else a product or company page.
 */
export function pageKind($: cheerio.CheerioAPI, k: KindInputs): PageKind {
  let host = '';
  try {
    host = new URL(k.url).hostname;
  } catch {
    host = '';
  }
  if (MARKETPLACES.test(host)) return 'marketplace';
  const types = k.types;
  const own = types.some((t) => OWN_TYPES.test(t));
  const ogType = (k.meta['og:type'] ?? '').toLowerCase();

  // A code repository page: the page's main item is source code.
  if (types.includes('SoftwareSourceCode') && !own) return 'repository';

  // A store listing: a product with a price and stock or SKU, offered to put in a cart.
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
  if ((shopTyped && offer) || ((ogType === 'product' || ogType === 'product.item' || ogType === 'books.book') && offer && cart)) return 'marketplace';

  // A list of events (concerts, tour dates): several event items and nothing of its own.
  const events = types.filter((t) => /Event$/.test(t)).length;
  if (events >= 2 && !own) return 'events';

  // A discussion thread: many comments, with votes or replies.
  const comments = $('[class*=comment i], [id*=comment i], [itemtype*=Comment]').length;
  const votes = $('[class*=vote i], [class*=upvote i], [aria-label*=upvote i], [class*=score i]').length;
  const replies = $('a, button').filter((_, el) => /^\s*reply\s*$/i.test($(el).text())).length;
  if (types.some((t) => FORUM_TYPES.test(t)) || (comments >= 10 && (votes >= 5 || replies >= 5))) return 'forum';

  // An article: typed or built as one, with its date or author.
  const articleTyped = types.some((t) => ARTICLE_TYPES.test(t)) || ogType === 'article' || PRESS_RELEASE.test(`${k.title} ${k.h1}`);
  const bodyClass = `${$('body').attr('class') ?? ''} ${$('main, #main, .main').first().attr('class') ?? ''}`;
  const postBuilt =
    /\b(single-post|single-format|post-template|blog-post|blog-entry|article-page|news-article)\b/i.test(bodyClass) ||
    $('.blog-entry, .post-entry, .entry-content, .article-body').length > 0;
  const dated =
    Boolean(k.meta['article:published_time'] || k.meta['datepublished'] || k.meta['date']) ||
    $('time[datetime], [itemprop=datePublished], [class*=published i], [class~=date], [class*=post-date i], [class*=entry-date i], [class*=dateline i]')
      .length > 0 ||
    /datePublished/.test($('script[type="application/ld+json"]').text());
  const authored =
    $('[rel~=author], [itemprop=author], [class*=byline i], [class~=author], [class*=post-author i], [class*=entry-author i]').length > 0 ||
    Boolean(k.meta['article:author']);
  const productTyped = types.some((t) => /^(SoftwareApplication|WebApplication|MobileApplication|Product)$/.test(t));
  if (!productTyped && (articleTyped || postBuilt) && (dated || authored)) return 'article';
  if (!productTyped && $('article').length > 0 && $('article time[datetime], article [itemprop=datePublished]').length > 0 && authored) return 'article';

  // A person's own page: it calls itself a portfolio or a résumé, or its main item is a person.
  const personTyped = (types.includes('ProfilePage') || types.includes('Person')) && !own;
  const resumeSections = k.headings.filter((h) => RESUME_SECTION.test(h.replace(/[:.]$/, '').trim())).length;
  const personalTitle = PERSONAL_TITLE.test(k.title) || PERSONAL_TITLE.test(k.h1);
  if (FIRST_PERSON_CV.test(k.visibleText) || ogType === 'profile' || personTyped || (personalTitle && resumeSections >= 1) || resumeSections >= 3)
    return 'personal';

  // A documentation chapter: documentation in its title, chained to its neighbours or with heading permalinks.
  const chained = $('link[rel~=next], link[rel~=prev], a[rel~=next], a[rel~=prev]').length > 0;
  const permalinks = $('h1 a[href^="#"], h2 a[href^="#"], h3 a[href^="#"]').filter((_, el) => /^[¶#§🔗]$/u.test($(el).text().trim())).length;
  if (DOCS_TITLE.test(k.title) && (chained || permalinks >= 2)) return 'docs';

  const scripts = $('script[src]').length;
  if (k.visibleText.length < 200 && (scripts > 0 || $('#root, #app, #__next, [data-reactroot]').length > 0)) return 'shell';
  return 'product';
}
