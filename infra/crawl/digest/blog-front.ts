import type { PageLine } from '../../../domain/draft/page.ts';
import { letters, registrableName } from '../../../domain/draft/support.ts';
import { partsOfTitle } from './personal-site.ts';

/**
 * The ways into a blog's posts its menu or sidebar offers, in the languages seen most: by month (its archives), by tag and by
 * category. A product's menu has features, prices and a link to its blog; a blog's own front page lists its posts and these.
 */
const WAYS_IN: RegExp[] = [
  /^(archives?|blog archives?|post archives?|archiv|archivio|archivo|arquivo|archiwum|アーカイブ|归档|歸檔|文章归档)$/iu,
  /^(tags|all tags|tag cloud|schlagwörter|schlagworte|étiquettes|etiquetas|tagi|タグ|标签|標籤)$/iu,
  /^(categories|all categories|kategorien|catégories|categorías|categorie|categorias|kategorie|カテゴリー?|分类|分類)$/iu,
];

/**
 * A line's menu entries: the line itself when short, or its words when a menu's links run together on one line ("首页 归档 标签
 * 关于", "Home Archives Tags About"): a short line of two to eight words, each a word of its own.
 */
function menuEntries(text: string): string[] {
  const line = text.replace(/\s+/g, ' ').trim();
  const words = line.split(' ');
  const entries = line.length <= 25 ? [line] : [];
  return line.length <= 60 && words.length >= 2 && words.length <= 8 ? [...entries, ...words] : entries;
}

/**
 * Whether the page is a blog's front page: its menu or sidebar offers two ways into the posts (archives, tags, categories)
 * and its main column lists dated posts; or a blog's other page, its menu offering all three.
 */
export function blogFront(lines: PageLine[], dated: (text: string) => boolean): boolean {
  const around = lines.filter((l) => !l.hidden && (l.area === 'nav' || l.area === 'header' || l.area === 'aside'));
  const entries = around.flatMap((l) => menuEntries(l.text));
  const ways = WAYS_IN.filter((w) => entries.some((e) => w.test(e))).length;
  if (ways < 2) return false;
  // All three (archives, tags and categories) are a blog's own menu, on its about page too, where no post is listed.
  if (ways === WAYS_IN.length) return true;
  return lines.filter((l) => !l.hidden && l.area === 'main' && l.text.length <= 90 && dated(l.text)).length >= 2;
}

/** A name that calls the page a blog or a diary: "Blog DiPeppo", "Le blog de Marie", "Acme Blog", "AXLABO ブログ", "技术博客", "Jane's Diary", "自宅の日記". */
const BLOG_NAMED =
  /^(?:(?:the|le|la|el|il|das|der|o|a|het|de|mon|my|our|notre|unser)\s+)?(?:blog|weblog)(?:\s+(?:de|d'|du|des|von|di|do|da|van|of)?\s*\S.{0,38})?$|^\S.{0,38}\s(?:blog|weblog|diary|tagebuch)$|\S\s?(?:ブログ|博客|日記|日记|日誌|日志)$/iu;

/** A menu entry about one person ("About me", "Über mich", "À propos de moi", "Contact me"): a person's own site, not a company's. */
const ABOUT_ME_ENTRY = /^(about|contact|hire) me$|^über mich$|^(à propos de moi|qui suis-je \??|me contacter)$|^(sobre mí|sobre mim|chi sono|over mij)$/iu;

/**
 * Whether the page is a blog's index: its title or main heading names it a blog ("Blog DiPeppo | Conseils…") and its main column
 * lists three dated posts or more, or its menu is one person's ("About me"). A product's homepage shows a few posts "from the blog";
 * it does not call itself one.
 */
export function blogIndex(title: string, h1: string, lines: PageLine[], dated: (text: string) => boolean): boolean {
  const heading = lines.find((l) => !l.hidden && l.tag === 'h1')?.text ?? h1;
  if (![...partsOfTitle(title), heading.replace(/\s+/g, ' ').trim()].some((p) => BLOG_NAMED.test(p))) return false;
  // Named a blog, its menu about one person ("About me", "Contact me"): a person's blog, its posts dated or not.
  if (lines.some((l) => !l.hidden && l.area === 'nav' && ABOUT_ME_ENTRY.test(l.text.replace(/\s+/g, ' ').trim()))) return true;
  return lines.filter((l) => !l.hidden && l.area === 'main' && l.text.length <= 90 && dated(l.text)).length >= 3;
}

/** A heading over a site's own news ("News:", "Latest news", "Aktuelles", "Actualités", "Release notes", "Updates"). */
const NEWS_HEADING =
  /^(news|latest news|recent news|news (and|&) (updates|events)|updates|announcements|release notes|changelog|neuigkeiten|aktuelles|actualités|noticias|novità|notizie|nieuws|notícias|novidades|aktualności)[\s:.!]*$/iu;

/** A product's pages in a menu: its downloads, features, screenshots, documentation, prices. */
const PRODUCT_PAGES = /(?<![\p{L}])(downloads?|features|screenshots|documentation|pricing|installation|install)(?![\p{L}])/iu;

/** Words a blog calls itself or its entries by: "blog", "posts", "articles", "博客", "ブログ". */
const BLOG_WORD = /(?<![\p{L}])(blog|weblog|posts|beiträge|articles|artículos|artigos|articoli|journal|carnet)(?![\p{L}])|博客|ブログ|日記|日记/iu;

/**
 * Whether the page's main column is a list of dated posts from its top: three headings or more of one level each dated right
 * under it ("Content creation is boring…" over "June 21, 2024"), most of that level's headings so, the first of them among the
 * column's first lines, the site calling itself a blog or its entries posts somewhere, and no main heading naming the site. A
 * product's homepage shows its blog's latest posts below its own name and sections, not as its lead.
 */
export function postList(title: string, url: string, lines: PageLine[], dated: (text: string) => boolean): boolean {
  // A heading that names the site ("SasView" over its news), as its title or its host does: the site's own homepage, its news below
  // its name. So is one whose menu offers a product's pages ("Developer Zone Documentation Downloads Features Screenshots").
  if (lines.some((l) => !l.hidden && /^h[1-3]$/.test(l.tag) && l.text.length <= 40 && siteNames(title, url).has(letters(l.text)))) return false;
  if (lines.some((l) => !l.hidden && (l.area === 'nav' || l.area === 'header') && l.text.length <= 120 && PRODUCT_PAGES.test(l.text))) return false;
  // The site calls itself a blog or its entries posts somewhere ("Welcome to my blog!", "All posts", "okamoto’s tech blog", "博客").
  if (!lines.some((l) => !l.hidden && l.area !== 'footer' && l.text.length <= 200 && BLOG_WORD.test(l.text))) return false;
  const main = lines.filter((l) => !l.hidden && l.area === 'main');
  // Dated under it: a date among the few lines before the next heading.
  const isDated = (i: number) => {
    const next = main.slice(i + 1, i + 4);
    const end = next.findIndex((l) => /^h[1-6]$/.test(l.tag));
    return next.slice(0, end === -1 ? next.length : end).some((l) => l.text.length <= 90 && dated(l.text));
  };
  for (const level of ['h1', 'h2', 'h3']) {
    const at = main.flatMap((l, i) => (l.tag === level ? [i] : []));
    const datedAt = at.filter(isDated);
    if (datedAt.length < 3 || datedAt.length < 0.6 * at.length || datedAt[0] > Math.max(6, main.length * 0.25)) continue;
    // Posts under a heading that names them the site's news ("News:", "Aktuelles", "Release notes"): a section of the site's own page.
    return !main.slice(Math.max(0, datedAt[0] - 2), datedAt[0]).some((l) => /^h[1-6]$/.test(l.tag) && NEWS_HEADING.test(l.text.trim()));
  }
  return false;
}

/** The names a site goes by, as letters: its title's parts and the name its host is registered under. */
function siteNames(title: string, url: string): Set<string> {
  const names = new Set(partsOfTitle(title).map(letters));
  if (URL.canParse(url)) names.add(registrableName(new URL(url).hostname));
  names.delete('');
  return names;
}
