import type { PageDigest } from '../../domain/draft/page.ts';
import { safeWebLink } from '../../domain/shared/links.ts';

const SOCIAL_HOSTS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)(x|twitter)\.com$/, 'x'],
  [/(^|\.)facebook\.com$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)youtube\.com$/, 'youtube'],
  [/(^|\.)threads\.net$/, 'threads'],
  [/(^|\.)pinterest\.com$/, 'pinterest'],
  [/(^|\.)github\.com$/, 'github'],
  [/(^|\.)reddit\.com$/, 'reddit'],
  [/(^|\.)producthunt\.com$/, 'producthunt'],
  [/(^|\.)medium\.com$/, 'medium'],
];

/** Links that act on a platform (share, post, search, file an issue) rather than name a profile. */
const NOT_A_PROFILE =
  /\/(intent|share|sharer|sharing|sharearticle|shareArticle|submit|search|hashtag|explore|login|signup|home|watch|embed|plugins|dialog|issues|pulls|discussions|compare|blob|tree|releases|wiki|p|status|posts|pin)(\/|\.php|$|\?)/i;

/** A profile address: a platform link with a path that names someone, not the platform's home page or an action. */
export function profileOf(href: string): { platform: string; url: string } | null {
  // The rule every stored link follows: a JSON-LD `sameAs` is as untrusted as any other text of the page.
  const safe = safeWebLink(href, 500);
  if (!safe) return null;
  const u = new URL(safe);
  const hit = SOCIAL_HOSTS.find(([re]) => re.test(u.hostname.toLowerCase()));
  if (!hit) return null;
  const path = u.pathname.replace(/\/+$/, '');
  // A name never holds quotes, brackets or spaces: such a path is broken markup (an attribute breakout), not a profile.
  if (/%(22|27|3C|3E|20|60)/i.test(path)) return null;
  if (path === '' || NOT_A_PROFILE.test(u.pathname) || u.search.includes('url=') || u.search.includes('text=')) return null;
  // A profile is one or two path segments deep (`/acme`, `/company/acme`, `/@acme`), not a post or a file.
  if (path.split('/').filter(Boolean).length > 2) return null;
  return { platform: hit[1], url: safe };
}

/**
 * The company's own profiles: links in the site's header, footer or navigation, `rel=me`, or its
 * structured data's `sameAs` first; other links only when they are not inside a quotation,
 * testimonial, review or byline (someone else's profile). Never share intents or platform homes.
 */
export function companySocials(pages: PageDigest[]): Record<string, string> {
  const out: Record<string, string> = {};
  const take = (href: string) => {
    const p = profileOf(href);
    if (p?.url && !out[p.platform]) out[p.platform] = p.url;
  };
  for (const pg of pages) for (const href of pg.siteLinks ?? []) take(href);
  for (const pg of pages) {
    const quoted = new Set(pg.quotedLinks ?? []);
    for (const l of pg.links) if (!quoted.has(l.href)) take(l.href);
  }
  return out;
}
