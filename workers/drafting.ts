import { type CategorySuggestion, suggestCategories } from '../domain/draft/category-suggestions.ts';
import { keepQuoted, safeExtras } from '../domain/draft/evidence.ts';
import { DRAFT_FIELDS, type DraftFieldName, type Proposal } from '../domain/draft/fields.ts';
import type { PageDigest } from '../domain/draft/page.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import type { CategoryLookup } from '../projections/queries/index.ts';

export type CheckedProposal = Awaited<ReturnType<Drafter['draft']>> & { warnings: string[]; categorySuggestions: CategorySuggestion[] };

/** Pages that are not a product's own: nothing on them is drafted into the product's fields. */
const NOT_A_PRODUCT_PAGE: Partial<Record<NonNullable<PageDigest['kind']>, string>> = {
  article:
    "This address is an article (a news story or blog post), not the product's own page: the product fields are left blank rather than filled from the story. Submit the product's homepage.",
  marketplace:
    "This address is a listing on a store or marketplace, not the product's own site: the product fields are left blank. Submit the product's own homepage.",
  shell:
    'This page shows nothing without JavaScript (an empty application shell), so there was nothing to read: the fields are left blank. Submit a page that shows its content, or fill the fields in.',
};

/**
 * A drafter's proposal after the evidence rule: a value stays only with its quote found in the
 * pages; category names become slugs from the category list. Every field asked for gets an
 * answer, blank when the site did not state it.
 */
export async function checkedProposal(drafter: Drafter, pages: PageDigest[], categories: CategoryLookup, only?: DraftFieldName[]): Promise<CheckedProposal> {
  const warning = NOT_A_PRODUCT_PAGE[pages[0]?.kind ?? 'product'];
  if (warning) {
    const blank: Partial<Record<DraftFieldName, Proposal>> = {};
    for (const name of only ?? DRAFT_FIELDS) blank[name] = { value: null, evidence: [] };
    return { fields: blank, extras: {}, warnings: [warning], categorySuggestions: [] };
  }
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
  // Offered beside a blank category (never a value): what the site's own words suggest.
  const categorySuggestions = only ? [] : suggestCategories(pages, categories.described);
  return { fields, extras: safeExtras(proposal.extras), warnings: [], categorySuggestions };
}
