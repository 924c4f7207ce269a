import { type CategorySuggestion, suggestCategories } from '../domain/draft/category-suggestions.ts';
import { keepQuoted, keptExtras } from '../domain/draft/evidence.ts';
import { DRAFT_FIELDS, type DraftFieldName, type Proposal } from '../domain/draft/fields.ts';
import type { PageDigest } from '../domain/draft/page.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import type { CategoryLookup } from '../projections/queries/index.ts';

export type CheckedProposal = Awaited<ReturnType<Drafter['draft']>> & { warnings: string[]; categorySuggestions: CategorySuggestion[] };

/** Pages that are not a product's own: nothing on them is drafted into the product's fields. */
const NOT_A_PRODUCT_PAGE: Partial<Record<NonNullable<PageDigest['kind']>, string>> = {
  article:
    "This address is an article (a news story, blog post or press release), not the product's own page: the product fields are left blank rather than filled from the story. Submit the product's homepage.",
  marketplace:
    "This address is a listing on a store or marketplace, not the product's own site: the product fields are left blank. Submit the product's own homepage.",
  forum:
    "This address is a discussion thread (a forum or comments page), not the product's own site: the product fields are left blank. Submit the product's homepage.",
  personal: "This address is a person's portfolio or résumé, not a product's own site: the product fields are left blank. Submit the product's homepage.",
  docs: "This address is a page of documentation, not the product's homepage: the product fields are left blank rather than filled from one chapter. Submit the product's homepage.",
  events:
    "This address is an event's own site or a list of events (a conference, a meetup, concerts, dates, venues), not a product's own site: the product fields are left blank. Submit the product's homepage.",
  course:
    "This address is a class's or a course's own site (its syllabus, schedule and assignments), not a product's own site: the product fields are left blank. Submit the product's homepage.",
  blog: "This address is a blog's front page (a list of posts), not a product's own site: the product fields are left blank. Submit the product's homepage.",
  publication:
    "This address is a news site's, a wiki's, a magazine's or a guide's own page (its stories, its articles, its issues or its advice), a database's record (a security advisory) or a catalogue's page of one song, album or video, not a product's own site: the product fields are left blank. Submit the product's homepage.",
  practice:
    "This address says it is a school or practice project (a class assignment or a made-up company), not a real product's site: the product fields are left blank. Submit the product's homepage.",
  error:
    'This address answered with an error page (such as "403 Forbidden" or "Page not found"), not the product\'s page: nothing was drafted from it. Check the address and submit the product\'s homepage.',
  job: "This address is a job advertisement (on a job board or a company's careers page), not the product's own page: the product fields are left blank. Submit the product's homepage.",
  repository:
    "This address is a code repository's page on a code host, not the product's own site: the product fields are left blank. Submit the product's homepage (or fill the fields in).",
};
/** A page that shows nothing without JavaScript: only what its head metadata states can be drafted. */
const SHELL_WARNING =
  'This page shows nothing without JavaScript (an empty application shell): only what its title and share metadata state was drafted, the rest is left blank. Submit a page that shows its content, or fill the fields in.';

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
  const shell = pages[0]?.kind === 'shell';
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
  // The extras keep the promise too: FAQs, founders and profiles only as the pages show them.
  const extras = shell ? {} : keptExtras(proposal.extras ?? {}, pages);
  return { fields, extras, warnings: shell ? [SHELL_WARNING] : [], categorySuggestions: shell ? [] : categorySuggestions };
}
