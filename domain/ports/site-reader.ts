import type { PageDigest } from '../draft/page.ts';

export type SiteRead = { ok: true; pages: PageDigest[]; skipped: string[] } | { ok: false; reason: string };

/**
 * Reads a product's public website as a polite bot: robots.txt honoured, only public addresses
 * (checked after DNS and on every redirect), a few pages that carry profile facts.
 */
export interface SiteReader {
  read(url: string): Promise<SiteRead>;
}
