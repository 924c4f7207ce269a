import { stillMissing } from '../../domain/draft/decide.ts';
import { regeneratingFields } from '../../domain/draft/events.ts';
import { DRAFT_FIELDS, type Evidence, type FieldState, type FieldValue } from '../../domain/draft/fields.ts';
import type { DraftDoc, DraftState } from '../drafts.ts';
import type { ReadModels } from '../engine/read-models.ts';
import { offsetOf, type Page, paged } from './pagination.ts';

const norm = (x: string) => x.trim().toLowerCase();
const listOf = (v: FieldValue | undefined) => (Array.isArray(v) ? v : []);

/** The competitor's quoted facts beside ours: what both say, and what only one of them does. */
function competitorView(s: DraftState) {
  const c = s.competitor;
  if (!c) return null;
  const ours = listOf(s.fields.features.value).map(norm);
  const theirs = listOf(c.facts.features?.value).map(norm);
  return {
    url: c.url,
    status: c.status,
    failure: c.failure,
    facts: c.facts,
    comparison:
      c.status === 'read'
        ? {
            shared_features: ours.filter((f) => theirs.includes(f)),
            only_ours: ours.filter((f) => !theirs.includes(f)),
            only_theirs: theirs.filter((f) => !ours.includes(f)),
            pricing: { ours: s.fields.pricing_summary.value, theirs: c.facts.pricing_summary?.value ?? null },
            pricing_model: { ours: s.fields.pricing_model.value, theirs: c.facts.pricing_model?.value ?? null },
          }
        : null,
  };
}

/** Whether the draft can be submitted now, and if not what is missing and why (the same words submit_draft refuses with). */
function submissionOf(s: DraftState) {
  if (s.status !== 'ready') return { ready: false, missing: [{ field: 'status', reason: `the draft is ${s.status}; it can be submitted once it is ready` }] };
  const missing = stillMissing({ ...s, pages: [] }).map((i) => ({ field: i.field, reason: i.message }));
  return { ready: missing.length === 0, missing };
}

type FieldView = { value: FieldValue; state: FieldState | 'drafting'; evidence: Evidence[] };

/** A field being redrafted shows `drafting` (with its current value) until the AI answers. */
export function draftView(d: DraftDoc) {
  const s = d.state;
  const pending = regeneratingFields(s);
  return {
    id: d.id,
    url: s.url,
    status: s.status,
    failure: s.failure,
    warnings: s.warnings ?? [],
    language: s.language ?? null,
    fields: Object.fromEntries(
      DRAFT_FIELDS.map((f): [string, FieldView] => [
        f,
        { value: s.fields[f].value, state: pending.has(f) ? 'drafting' : s.fields[f].state, evidence: s.fields[f].evidence },
      ]),
    ),
    faqs: s.extras.faqs ?? [],
    // As the owner writes them (name, title, bio); who joined by invite stays inside.
    founders: (s.extras.founders ?? []).map((f) => ({ name: f.name, ...(f.title ? { title: f.title } : {}), ...(f.bio ? { bio: f.bio } : {}) })),
    company_socials: s.extras.company_socials ?? {},
    founder_socials: s.extras.founder_socials ?? {},
    story: s.extras.story ?? {},
    milestones: (s.extras.milestones ?? []).map((m, i) => ({ milestone_id: i + 1, ...m })),
    competitor_url: s.competitorUrl,
    competitor: competitorView(s),
    seo: s.seo,
    completeness: d.completeness,
    missing: d.missing,
    // Drafts made before session 7 name the extractor by its short name.
    drafter: s.drafter === 'extractor' ? 'evidence-extractor' : (s.drafter ?? null),
    submission: submissionOf(s),
    category_suggestions: s.categorySuggestions ?? [],
    listing_id: s.listingId,
    invites: { sent: s.invites.length, accepted: s.invites.filter((i) => i.acceptedBy !== null).length },
    created_at: d.created_at,
    updated_at: d.updated_at,
  };
}

export type DraftView = ReturnType<typeof draftView>;

/** The owner's draft, or null: someone else's draft is as good as missing. */
export async function ownDraft(rm: ReadModels, draftId: string, ownerId: string): Promise<DraftView | null> {
  const d = await (await rm.collection<DraftDoc>('drafts')).get(draftId);
  return d && d.owner_id === ownerId ? draftView(d) : null;
}

/** A draft whatever its owner: for pages a co-founder reaches by invite. */
export async function draftById(rm: ReadModels, draftId: string): Promise<DraftState | null> {
  return (await (await rm.collection<DraftDoc>('drafts')).get(draftId))?.state ?? null;
}

export async function myDrafts(rm: ReadModels, ownerId: string, page: Page) {
  const r = await (await rm.collection<DraftDoc>('drafts')).find({
    where: { owner_id: ownerId },
    sort: [['created_at', 'desc']],
    skip: offsetOf(page),
    limit: page.perPage,
  });
  return paged(
    r.items.map((d) => ({
      id: d.id,
      url: d.state.url,
      status: d.state.status,
      completeness: d.completeness,
      missing: d.missing,
      listing_id: d.state.listingId,
      created_at: d.created_at,
    })),
    r.total,
    page,
  );
}
