import { registrableName } from '../../../domain/draft/support.ts';

/**
 * Stories of its own site a page links to before a product's homepage would: a product links to a handful of its posts ("From the
 * blog", its last releases: at most nine on ~280 outside homepages and the tuning half), a news site's front page and its stories'
 * pages to dozens (37–258 on the scrapers' saved news pages).
 */
const NEWS_SITE_STORIES = 20;

/**
 * Whether the page links (`hrefs`, absolute, as the digest resolved them) to many distinct stories of its own site, each an address that
 * `isStory` reads as an article's (a dated path, a post under a news or blog section): a news site's or a magazine's page, its front page
 * or one of its stories, not a product's own.
 */
export function linksManyStories(hrefs: readonly string[], url: string, isStory: (address: string) => boolean): boolean {
  let own: string;
  try {
    own = registrableName(new URL(url).hostname);
  } catch {
    return false;
  }
  const stories = new Set<string>();
  for (const href of hrefs) {
    const address = new URL(href);
    if (!/^https?:$/.test(address.protocol) || registrableName(address.hostname) !== own) continue;
    if (isStory(href)) stories.add(address.pathname);
    if (stories.size >= NEWS_SITE_STORIES) return true;
  }
  return false;
}
