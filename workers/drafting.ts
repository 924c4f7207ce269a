import { keepQuoted } from '../domain/draft/evidence.ts';
import type { DraftFieldName, Proposal } from '../domain/draft/fields.ts';
import type { PageDigest } from '../domain/draft/page.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import type { CategoryLookup } from '../projections/queries/index.ts';

export type CheckedProposal = Awaited<ReturnType<Drafter['draft']>>;

/**
 * A drafter's proposal after the evidence rule: a value stays only with its quote found in the
 * pages; category names become slugs from the category list. Every field asked for gets an
 * answer, blank when the site did not state it.
 */
export async function checkedProposal(drafter: Drafter, pages: PageDigest[], categories: CategoryLookup, only?: DraftFieldName[]): Promise<CheckedProposal> {
  const proposal = await drafter.draft({ pages, only, categories: categories.list });
  const fields: Partial<Record<DraftFieldName, Proposal>> = {};
  for (const [name, p] of Object.entries(proposal.fields) as [DraftFieldName, Proposal][]) {
    if (only && !only.includes(name)) continue;
    const kept = keepQuoted(name, p, pages);
    if (name === 'categories' && Array.isArray(kept.value)) {
      const slugs = kept.value.map((v) => categories.slugOf(v)).filter((s): s is string => s !== null);
      fields[name] = slugs.length ? { value: [...new Set(slugs)], evidence: kept.evidence } : { value: null, evidence: [] };
    } else fields[name] = kept;
  }
  for (const name of only ?? []) fields[name] ??= { value: null, evidence: [] };
  return { fields, extras: proposal.extras };
}
