import type { DraftExtras } from '../draft/events.ts';
import type { DraftFieldName, Proposal } from '../draft/fields.ts';
import type { PageDigest } from '../draft/page.ts';

export type DraftRequest = {
  pages: PageDigest[];
  /** The fields wanted (all when absent): regenerating asks for a few. */
  only?: DraftFieldName[];
  categories: { slug: string; name: string }[];
};

export type DraftProposal = { fields: Partial<Record<DraftFieldName, Proposal>>; extras: DraftExtras };

/** Drafts a profile from crawled pages. Its values are checked against the pages before use. */
export interface Drafter {
  readonly name: string;
  draft(request: DraftRequest): Promise<DraftProposal>;
}
