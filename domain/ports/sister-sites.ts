import type { SiteCopy } from '../listing/profile.ts';

/** An edit's site copy on its way to a sister site, for the listing of the same company (its website's domain). */
export type NetworkEdit = { editId: string; origin: string; domain: string; fields: SiteCopy };

export type Delivery = { outcome: 'applied' | 'unchanged' | 'no-listing' } | { outcome: 'retry'; reason: string };

/**
 * The other directories of the network this site belongs to. Each site has a key; edits travel
 * between them signed with a secret they share. A site with no sisters is a network of one.
 */
export interface SisterSites {
  readonly siteKey: string;
  readonly sisters: string[];
  deliver(to: string, edit: NetworkEdit): Promise<Delivery>;
  /** Who sent a request, when its signature is good and fresh; otherwise why it is refused. */
  verify(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): { origin: string } | { refused: string };
}
