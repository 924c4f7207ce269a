import type { PageDigest } from '../draft/page.ts';

/** Why a site could not be read, in few enough kinds to count: `refused` is the address guard, `robots` the site's rules. */
export type SiteReadFailure = 'not_a_url' | 'refused' | 'unreachable' | 'robots' | 'http_status' | 'not_html';

export type SiteRead = { ok: true; pages: PageDigest[]; skipped: string[] } | { ok: false; reason: string; failure: SiteReadFailure };

/**
 * Reads a product's public website as a polite bot: robots.txt honoured, only public addresses
 * (checked after DNS and on every redirect), a few pages that carry profile facts.
 */
export interface SiteReader {
  read(url: string): Promise<SiteRead>;
}
