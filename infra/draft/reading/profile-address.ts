import { safeWebLink } from '../../../domain/shared/links.ts';

/**
 * A link read as someone's profile on a network: which network, and the address as written. One reading shared by the company's
 * profiles (socials.ts) and the handles its makers are credited by (maker-handles.ts).
 */

const SOCIAL_HOSTS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)(x|twitter)\.com$/, 'x'],
  [/(^|\.)facebook\.com$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)youtube\.com$/, 'youtube'],
  [/(^|\.)threads\.(net|com)$/, 'threads'],
  [/(^|\.)pinterest\.[a-z.]+$/, 'pinterest'],
  // github.com itself: a subdomain is a GitHub Pages site ("bgrins.github.com/spectrum") or a gist, no profile.
  [/^(www\.)?github\.com$/, 'github'],
  [/(^|\.)reddit\.com$/, 'reddit'],
  [/(^|\.)producthunt\.com$/, 'producthunt'],
  [/(^|\.)medium\.com$/, 'medium'],
];
/** Networks the platform list has no name for: kept as `custom` (the first one found). */
const OTHER_NETWORKS =
  /(^|\.)(bsky\.app|gitter\.im|discord\.gg|discord\.com|t\.me|telegram\.me|plus\.google\.com|vk\.com|xing\.com|dribbble\.com|behance\.net|twitch\.tv|vimeo\.com|mastodon\.[a-z]+|[a-z0-9-]+\.social|fosstodon\.org|hachyderm\.io|weibo\.com|line\.me|gitlab\.com|codeberg\.org|groups\.google\.com|matrix\.to|sourceforge\.net|launchpad\.net|codepen\.io|dev\.to|tumblr\.com|snapchat\.com|note\.com|ameblo\.jp|qiita\.com|zenn\.dev|bilibili\.com|linktr\.ee)$/;

/**
 * Links that act on a platform (share, post, search, file an issue, add a bot: Discord's "oauth2/authorize") or show one item (a
 * video, a playlist) rather than name a profile.
 */
const NOT_A_PROFILE =
  /\/(intent|share|oauth2?|authorize|sharer|sharing|sharearticle|shareArticle|submit|search|hashtag|explore|login|signup|register|home|watch|playlist|embed|plugins|dialog|issues|pulls|discussions|compare|blob|tree|releases|wiki|p|status|posts|pin|settings|notifications|dashboard|marketplace|sponsors|features|pricing|about|login|join|discover)(\/|\.php|$|\?)/i;

/** A profile address: a platform link with a path that names someone, not the platform's home page or an action. */
export function profileOf(href: string): { platform: string; url: string } | null {
  // The rule every stored link follows: a JSON-LD `sameAs` is as untrusted as any other text of the page.
  const safe = safeWebLink(href, 500);
  if (!safe) return null;
  const u = new URL(safe);
  const host = u.hostname.toLowerCase();
  const hit = SOCIAL_HOSTS.find(([re]) => re.test(host));
  const platform = hit?.[1] ?? (OTHER_NETWORKS.test(host) ? 'custom' : null);
  if (!platform) return null;
  if (u.port) return null;
  const path = u.pathname.replace(/\/+$/, '');
  // A name never holds quotes, brackets or spaces: such a path is broken markup (an attribute breakout), not a profile.
  if (/%(22|27|3C|3E|20|60)/i.test(path)) return null;
  // Launchpad names its pages of one kind with a '+' part: '/ubuntu/+source/transmission' is a distribution's package of the
  // product, '/acme/+bugs' its tracker; '/acme' alone is the project's own page. (Google+ wrote its profiles '/+Acme'.)
  if (/(^|\.)launchpad\.net$/.test(host) && /\/\+[a-z-]+(\/|$)/i.test(path)) return null;
  // A mailing list's page ("lists.sourceforge.net/lists/listinfo/acme-devel", ".../mailman/acme-users") or a project's download files
  // ("sourceforge.net/projects/acme/files/"): a list or a download, no one's profile.
  if (/^lists?\./.test(host) || /\/(listinfo|mailman|mailarchive|files|downloads?)(\/|$)/i.test(path)) return null;
  if (path === '' || NOT_A_PROFILE.test(u.pathname) || u.search.includes('url=') || u.search.includes('text=') || u.search.includes('dest=')) return null;
  // A profile is one or two path segments deep (`/acme`, `/company/acme`, `/@acme`), not a post or a file;
  // a group or community page may go one deeper (`/groups/acme`, `/r/acme`, `/profile/acme`).
  if (path.split('/').filter(Boolean).length > (platform === 'custom' ? 3 : 2)) return null;
  // A post's address ends in its slug and a hex id ("medium.com/@jane/we-built-our-own-charts-a95cb5032c97"): a "read the blog post" link, often
  // its author's. A page's numeric id ("facebook.com/Acme-Bakery-1234567890") is no post's.
  if (/.\/[^/]*-(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{10,12}$/.test(path)) return null;
  // A template's stand-in ("facebook.com/name", "twitter.com/username", "instagram.com/yourpage"): nobody's profile.
  if (
    /^\/@?(name|username|user|user-?name|your-?name|your-?page|your-?profile|your-?handle|your-?username|your-?company|yourusername|yourcompany|company|page|profile|account|example|handle|placeholder|#)$/i.test(
      path,
    )
  )
    return null;
  // The same stand-in in the site's language ("tiktok.com/@DINKLINIK", "instagram.com/deinefirma", "facebook.com/votreentreprise"): "your clinic", "your firm".
  if (
    /^\/@?(your|din|ditt|dein|deine|ihre?|votre|ton|ta|tu|tuo|tua|jouw|uw|seu|sua|twoja|twoj|tvoje|senin)[-_.]?(company|business|brand|clinic|klinik|clinica|clínica|kliniek|salon|shop|store|butik|restaurant|studio|praxis|page|profile|account|handle|name|username|firma|foretag|företag|bedrift|empresa|negocio|negócio|entreprise|societe|société|marque|azienda|attivita|bedrijf|zaak|unternehmen|sirket|şirket)$/i.test(
      path,
    )
  )
    return null;
  // A person's profile by the platform's own path for people.
  if (platform === 'linkedin' && /^\/(in|pub)\//i.test(u.pathname)) return null;
  if (platform === 'facebook' && /^\/profile\.php/i.test(u.pathname)) return null;
  // A person's own address on Facebook: first and last name and the number Facebook adds ("facebook.com/john.bernal.3551"); a page's is "Acme-Bakery-1234567890".
  if (platform === 'facebook' && /^\/\p{L}+(\.\p{L}+)+\.\d+\/?$/u.test(u.pathname)) return null;
  return { platform, url: safe };
}
