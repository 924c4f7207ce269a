import { brandHandle } from '../../../domain/draft/brand-handle.ts';
import type { PageDigest, PageLine } from '../../../domain/draft/page.ts';
import { PERSON, personName } from './founders.ts';
import { makersHandles } from './maker-handles.ts';
import { makersNamed, personsAccount } from './persons-account.ts';
import { profileOf } from './profile-address.ts';
import { ANOTHER_BODY_WORDS, hostNames, letters, linesOf } from './text.ts';

/**
 * The accounts of the vendors whose site templates are most used (Themefisher, Colorlib, ThemeWagon, HTML Codex, BootstrapMade, …): a
 * template's header or footer keeps them until the site puts its own, so they are the vendor's, not the company's. So are the
 * repositories of the site generators whose starters link their own in the navigation bar (VitePress, VuePress, Docusaurus, Nextra, Starlight),
 * and of the HTML5 Test Page many CSS frameworks show their styles on.
 */
const TEMPLATE_VENDOR =
  /^(themefisher|colorlib|themewagon|htmlcodex|bootstrapmade|templatemo|freehtml5co?|w3layouts|uicookies|tooplate|startbootstrap|html5up|ajlkn|creativetim|creative\.tim|untree\.?co|uideck|graygrids|tailgrids|wrappixel|themeselection|bootstrapdash|designmodo|themeforest|envato|vitepress|vuepress|docusaurus|nextra|starlight|html5-test-page)$/i;
/**
 * The accounts a site generator's starter theme puts in its footer until the owner sets theirs: Jekyll's default theme (minima)
 * links github.com/jekyll and twitter.com/jekyllrb on every new blog. They are the generator's, unless the site is the generator's own.
 */
const STARTER_ACCOUNT = /^(jekyll|jekyllrb)$/i;
/**
 * A code host's repository of a theme, a template or a starter ("github.com/devcows/hugo-universal-theme", "…/jekyll-theme-minimal",
 * "…/gatsby-starter-blog", "…/html5-boilerplate"): the theme the site was built from, linked from the theme's demo footer.
 */
const THEME_REPOSITORY =
  /^https?:\/\/(www\.)?(github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)\/[^/]+\/([^/]*[-_.])?(theme|themes|template|templates|starter|starter-kit|boilerplate)([-_.][^/]*)?\/?$/i;
const vendorsProfile = (url: string, brand: string) => {
  const handle = (new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '').replace(/^@/, '');
  if (THEME_REPOSITORY.test(url)) return !brand || !letters(handle).includes(brand);
  if (STARTER_ACCOUNT.test(handle)) return !brand || !letters(handle).startsWith(brand);
  return TEMPLATE_VENDOR.test(handle) && letters(handle) !== brand;
};

/**
 * A credit line: who designed, themed, hosted, powered, created or maintains the site or the work, or took its photos. Its links are
 * theirs, the words that credit them after the link too ("using a <a>theme</a> provided by Read the Docs").
 */
const CREDIT =
  /\b(designed|design|theme|template|powered|made|created|built|developed|hosted|crafted|coded|maintained|written|authored|generated|photos?|icons?|illustrations?|website|site|web) ((provided|supplied|offered|kindly provided) )?(with .{1,12} )?by\b|(?<![\p{L}])(diseñad[oa]|diseño|desarrollad[oa]|cread[oa]|hech[oa]|impulsad[oa]|patrocinad[oa]|réalisée?|conçue?|créée?|gestaltet|entwickelt|erstellt|umgesetzt|programmiert|realizzat[oa]|creat[oa]|sviluppat[oa]|ontworpen|gemaakt|gebouwd|ontwikkeld|criad[oa]|desenvolvid[oa]|feit[oa]|wykonan[aey]|stworzon[aey]|zaprojektowan[aey]|(ilustraciones|illustrations|fotos|photos|fotografías|fotografie|foto|zdjęcia)) (por|par|von|da|di|de|door|przez)(?![\p{L}])/iu;

/** A label for someone else's part in the site, in the languages seen most: who designed, built, hosted or photographed it, or a partner. */
const THEIR_LABEL =
  'web ?design|design|diseño(?: web)?|desarrollo(?: web)?|réalisation|conception|création(?: du site)?|crédits?(?: photos?)?|photos?|fotos?|fotograf\\p{L}*|photograph\\p{L}*|bildnachweis|bildquellen|illustrations?|ilustraci\\p{L}*|icons?|konzept(?:ion)?|gestaltung|umsetzung|programmierung|realizzazione|progettazione|sviluppo|ontwerp|webontwerp|realisatie|projekt(?: strony)?|wykonanie|hosting|hébergement|hébergeur|alojamiento|hospedagem|(?:unser(?:e)?\\s+)?partner|partners|partenaires?|socios?|parceiros?';
/** Such a label with its colon just before a link ("Webdesign: <a>…</a>", "Fotos: <a>@anna</a>", "Réalisation : <a>…</a>"): the link is theirs. */
const CREDIT_LABEL = new RegExp(`(?<![\\p{L}])(?:${THEIR_LABEL})(?:\\s*(?:,|&|\\+|/|und|and|et|y|e|en|i)\\s*(?:${THEIR_LABEL}))*\\s*[:：]\\s*$`, 'iu');

/** Words after a link that credit its work to someone: "a <a>theme</a> provided by Read the Docs", "<a>Vorlage</a> bereitgestellt von …". */
const CREDITED_AFTER =
  /^\s*((kindly )?(provided|supplied|offered|made|created|designed|developed|built|maintained) by|courtesy of|fourni par|proposé par|réalisé par|bereitgestellt von|erstellt von|proporcionad[oa] por|cortesía de|fornit[oa] da|fornecid[oa] por|geleverd door)\b/iu;

/** A link's words that name a theme or a template: "Ficurinia theme", "Theme by …", "Vorlage", "plantilla". */
const THEME_LINK = /(?<![\p{L}])(theme|template|thème|modèle|plantilla|tema|vorlage|sjabloon|szablon)(?![\p{L}])/iu;

/**
 * A link to the tool the site was made with, as its own words or the words just before it say ("<a>Published with HonKit</a>",
 * "Made with <a>Hugo ʕ•ᴥ•ʔ Simple</a>"): the tool's repository, not the site's.
 */
const MADE_WITH = '(published|built|made|generated|created|rendered) (with|using)';
const MADE_WITH_LINK = new RegExp(`^${MADE_WITH} \\S`, 'iu');
const MADE_WITH_BEFORE = new RegExp(`(?<![\\p{L}])${MADE_WITH}\\s*$`, 'iu');
const madeWithTool = (text: string, lines: readonly PageLine[]) =>
  MADE_WITH_LINK.test(text) || lines.some((l) => l.text.includes(text) && MADE_WITH_BEFORE.test(l.text.slice(0, l.text.indexOf(text))));

/** Whether a credit line credits the link: its words before the link, or right after it ("a <a>theme</a> provided by …"). */
const creditedLink = (line: string, text: string) => {
  const before = line.slice(0, line.indexOf(text) + 1);
  return (
    CREDIT.test(before) ||
    ANOTHER_BODY.test(before) ||
    CREDIT_LABEL.test(line.slice(0, line.indexOf(text))) ||
    CREDITED_AFTER.test(line.slice(line.indexOf(text) + text.length))
  );
};

/**
 * A credit line ("Website by PixelForge · Instagram · Twitter") is matched to its links by their words; where another of the page's
 * profile links has the same words (the company's own "Twitter" icon), the credit claims only a link whose handle it spells.
 */
function creditsThisLink(pg: PageDigest, href: string, text: string, credits: string[]): boolean {
  const alike = pg.links.filter((l) => l.text === text && profileOf(l.href)).length;
  if (alike <= 1) return true;
  const p = profileOf(href);
  const handle = p ? letters(handleOf(p.url)) : '';
  return handle.length >= 3 && credits.some((c) => letters(c).includes(handle));
}

/** A person a line credits: "by Joe Walnes", "Made with ♥ by Lea Verou". */
const BY_PERSON = new RegExp(`(?<![\\p{L}])by\\s+(${PERSON})`, 'gu');

/** A line that names another body (see ANOTHER_BODY_WORDS): its links are that body's. */
const ANOTHER_BODY = new RegExp(`(?<![\\p{L}])(${ANOTHER_BODY_WORDS})(?![\\p{L}])`, 'iu');

/**
 * A line that lists people under their role ("Maintainers: mauser, vifon", "Developers: …", "Core team: …", "Entwickler: …"): its links
 * are those people's accounts, named by handle, not the project's.
 */
const PEOPLE_LINE =
  /^(maintainers?|(lead |core )?developers?|authors?|contributors?|core team|team|entwickler(innen)?|betreuer|mainteneurs?|développeurs?|auteurs?|desarrolladores|mantenedores|desenvolvedores|autores|sviluppatori|manutentori|autori|ontwikkelaars|beheerders)\s*[:：]/iu;

/**
 * A label over the outlets that wrote about the company ("As featured in", "As seen on", "In the press", "Bekannt aus", "Vu dans",
 * "Ils parlent de nous", "Visto en", "Come visto su", "Bekend van"): the links beside or under it are the outlets' own.
 */
const PRESS_LABEL =
  /^(as (featured|seen|mentioned) (in|on|by)|featured (in|on|by)|seen (in|on)|in the (press|news|media)|press( coverage| mentions)?|media coverage|they (talk|wrote) about us|bekannt aus|gesehen (in|bei|auf)|in den medien|presse(spiegel| berichte)?|vu (dans|sur|à)|ils parlent de nous|on parle de nous|dans la presse|visto en|nos mencionan|en los medios|en la prensa|come visto su|parlano di noi|dicono di noi|sulla stampa|bekend van|in de media|in de pers|visto (em|na|no)|na (mídia|imprensa)|falam de nós)\b/iu;

const NETWORK_NAME =
  /^(twitter|x|facebook|instagram|linkedin|github|gitlab|youtube|mastodon|discord|reddit|tiktok|threads|bluesky|pinterest|telegram|whatsapp|xing|vimeo|medium)$/i;

/** The texts of lines an outlets' label heads: the label's own line and the line right after it. */
function pressLines(pg: PageDigest): string[] {
  const lines = linesOf(pg);
  return lines.flatMap((l, i) => (PRESS_LABEL.test(l.text.trim()) ? [l.text, lines[i + 1]?.text ?? ''] : []));
}

/** A link in the first person ("Me on Twitter", "Follow me on GitHub", "My LinkedIn", "Folge mir"): its author's own account. */
const FIRST_PERSON = /(?<![\p{L}])(me|my|mich|mir|mein|meine|moi|mon|mí|mij|mijn)(?![\p{L}])/iu;

/** A handle that could be the brand's ("acme", "acmehq", "acme-widgets" for Acme Widgets): its first letters are the brand's. */
const brandLike = (handle: string, b: string) => {
  const h = letters(handle.replace(/^@/, ''));
  return b.length >= 3 && h.length >= 3 && (h.includes(b) || b.startsWith(h) || brandHandle(handle, b) || h.slice(0, 4) === b.slice(0, 4));
};

/** The handle a profile address names ("twitter.com/jdoe" gives "jdoe"). */
const handleOf = (url: string) => (new URL(url).pathname.split('/').filter(Boolean)[0] ?? '').replace(/^@/, '');

/**
 * Whether a profile takes its network's place: the first one found, or a later one named after the brand where the first is not (a
 * follow-us row with the founder's "x.com/jdoe" before "x.com/acmehq"): a company has one profile per network, the one it is named by.
 */
const freeFor = (out: Record<string, string>, p: { platform: string; url: string }, b: string) => {
  const held = out[p.platform];
  const named = (url: string) => brandLike((new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '').replace(/^@/, ''), b);
  // `custom` holds many networks (a Discord, a mailing list): its first is kept.
  return !held || (p.platform !== 'custom' && !named(held) && named(p.url));
};

/**
 * A code host's account that is not the product's (a maker's "github.com/jdoe") when the page links the product's repository under
 * it ("github.com/jdoe/acme"): the project's own page on the host is its repository, the account is whoever keeps it. The repository
 * when it is named after the product as the evidence gate reads names (the name whole, or with the words handles add), else nothing
 * ("" : the maker's account, no profile of the product's); null when the account is not such a maker's.
 */
function repositoryOver(account: string, pages: PageDigest[], b: string): string | null {
  const owner = handleOf(account);
  if (new URL(account).pathname.split('/').filter(Boolean).length !== 1 || brandLike(owner, b)) return null;
  let kept: string | null = null;
  for (const pg of pages)
    for (const link of pg.links) {
      const p = profileOf(link.href);
      const [o, repo] = p?.platform === 'github' ? new URL(p.url).pathname.split('/').filter(Boolean) : [];
      if (!p || o?.toLowerCase() !== owner.toLowerCase() || !repo) continue;
      const name = repo.replace(/\.(js|css|ts|py|rb)$/i, '');
      if (letters(name) === b || letters(repo) === b || brandHandle(name, b)) return p.url;
      if (brandLike(name, b)) kept = '';
    }
  return kept;
}

/** A link's words naming the project the product wraps or was forked from. */
const UPSTREAM = /^(upstream|original (project|repo(sitory)?)|based on|fork(ed)? (of|from)|built on top of)(?![\p{L}])/iu;

/** A repository named for a Pages host ("github.com/acme/acme.github.io"): the website's own source, not the company's profile. */
const WEBSITE_SOURCE = /^https?:\/\/(www\.)?(github\.com|gitlab\.com)\/[^/]+\/[^/]+\.(github|gitlab)\.io\/?$/i;

/**
 * The company's own profiles: links in the site's header, footer, navigation or follow-us areas
 * (and `rel=me`), never inside a quotation, testimonial, review, byline, team card or credit line,
 * never a link whose words are a person's name nor a maker's own account, never a person's own account (`people`: the
 * founders the site names; and whom a header or footer credits, or a line names alone), never a share link or a
 * platform's home. One per platform, the first found.
 */
export function companySocials(pages: PageDigest[], brand: string | null = null, people: string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  const b = brand ? letters(brand) : '';
  const named = [...people, ...makersNamed(pages), ...makersHandles(pages)];
  const title = pages[0]?.title ?? '';
  for (const pg of pages) {
    const quoted = new Set(pg.quotedLinks ?? []);
    // A documentation theme sets its footer inside the page's main column: a footer element is the page's edge wherever it sits.
    const edges = linesOf(pg).filter((l) => l.area === 'footer' || l.area === 'header' || l.tag === 'footer');
    const credits = edges
      .filter((l) => CREDIT.test(l.text) || ANOTHER_BODY.test(l.text) || new RegExp(CREDIT_LABEL.source.replace(/\$$/, ''), 'iu').test(l.text))
      .map((l) => l.text);
    const peopleLines = edges.filter((l) => PEOPLE_LINE.test(l.text)).map((l) => l.text);
    const press = pressLines(pg);
    // "presskit.html by Pixelnest Studio", "Hyde by Mark Otto": a work named with its maker; its link is the work's page, not the company's.
    const worksBy = edges.map((l) => l.text).filter((t) => /\S\s+by\s+\p{Lu}/u.test(t));
    // "Smoothie Charts by Joe Walnes" in a header or footer, or "Drew Noakes" on a line of its own (a team card's name) beside
    // their icons: the people a page credits or names are persons, their accounts theirs.
    const credited = edges
      .flatMap((l) => [...l.text.matchAll(BY_PERSON)].map((m) => m[1]))
      .concat(linesOf(pg).map((l) => l.text))
      .map((n) => personName(n) ?? '')
      .filter(Boolean);
    const persons = [...named, ...credited];
    const byHref = new Map(pg.links.map((l) => [l.href, l.text]));
    for (const href of pg.siteLinks ?? []) {
      if (quoted.has(href)) continue;
      const text = byHref.get(href) ?? '';
      if (text && personName(text)) continue;
      if (text && credits.some((c) => c.includes(text) && creditedLink(c, text)) && creditsThisLink(pg, href, text, credits)) continue;
      if (text && peopleLines.some((c) => c.includes(text))) continue;
      // An outlet is linked by its name ("The Verge"); a link named for its network ("Twitter") under such a row is the site's own.
      if (text && !NETWORK_NAME.test(text) && press.some((c) => c.includes(text))) continue;
      if (text && worksBy.some((t) => t.includes(`${text} by `))) continue;
      // "Upstream yt-dlp", "Original project", "Based on Foo": the project the product builds on, not the product's own.
      if (text && UPSTREAM.test(text)) continue;
      if (text && madeWithTool(text, edges)) continue;
      // A link at the page's edge that names a theme or a template ("<a>Ficurinia theme</a> for Hugo by …"): the theme's, not the company's.
      if (text && THEME_LINK.test(text) && edges.some((l) => l.text.includes(text))) continue;
      const p = profileOf(href);
      // "Follow me on Twitter" on a product's page: its maker's own account, unless the page is the person's or the handle the brand's
      // ("Star me on GitHub" on a repository speaks for the project).
      const account = p !== null && new URL(p.url).pathname.split('/').filter(Boolean).length === 1;
      if (p && account && text && FIRST_PERSON.test(text) && pg.kind !== 'personal' && !brandLike(handleOf(p.url), b)) continue;
      if (p?.url && freeFor(out, p, b) && !WEBSITE_SOURCE.test(p.url) && !vendorsProfile(p.url, b) && !personsAccount(p.url, persons, brand, title))
        out[p.platform] = p.url;
    }
  }
  const repository = out.github ? repositoryOver(out.github, pages, b) : null;
  if (repository) out.github = repository;
  else if (repository === '') delete out.github;
  // Elsewhere on the page, a profile named after the product is the product's own ("github.com/acme/acme", "reddit.com/r/acme").
  const host = pages[0] ? (hostNames(pages[0].url)[0] ?? '') : '';
  if (b.length >= 3)
    for (const pg of pages) {
      const quoted = new Set(pg.quotedLinks ?? []);
      for (const link of pg.links) {
        if (quoted.has(link.href)) continue;
        const p = profileOf(link.href);
        if (!p || out[p.platform] || WEBSITE_SOURCE.test(p.url)) continue;
        const segments = new URL(p.url).pathname.split('/').filter(Boolean);
        const last = (segments.at(-1) ?? '').replace(/^@/, '');
        // Or named as the site's own host is, where the brand adds a word to it ("github.com/mottie/keyboard" for "Virtual Keyboard" on keyboard.example).
        const hosted = host.length >= 4 && b.includes(host) && letters(last) === host;
        if (letters(last) === b || letters(last.split('.')[0] ?? '') === b || brandHandle(last, b) || hosted) out[p.platform] = p.url;
      }
    }
  return out;
}
