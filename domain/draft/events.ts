import type { Faq } from '../catalog/events.ts';
import type { FounderEntry, Milestone, Story } from '../listing/profile.ts';
import type { CategorySuggestion } from './category-suggestions.ts';
import type { DraftField, DraftFieldName, FieldValue, Proposal } from './fields.ts';
import { emptyFields, isBlank, type LinkField, type RepairedField, repairedField } from './fields.ts';
import type { PageDigest } from './page.ts';

export type DraftExtras = {
  faqs?: Faq[];
  founders?: FounderEntry[];
  company_socials?: Record<string, string>;
  founder_socials?: Record<string, string>;
  story?: Story;
  milestones?: Omit<Milestone, 'id'>[];
};

export type DraftPatch = DraftExtras & {
  fields?: Partial<Record<DraftFieldName, FieldValue>>;
  lock_fields?: DraftFieldName[];
  restore?: DraftFieldName[];
  competitor_url?: string;
  seo?: { title?: string; meta?: string };
};

export type DraftEvent =
  | { type: 'DraftRequested'; data: { draftId: string; ownerId: string; url: string } }
  | { type: 'SiteRead'; data: { draftId: string; pages: PageDigest[]; skipped: string[] } }
  | { type: 'DraftFailed'; data: { draftId: string; reason: string } }
  | {
      type: 'ProfileDrafted';
      /** `requestId` names the regeneration this answers; absent for the first draft. */
      data: {
        draftId: string;
        fields: Partial<Record<DraftFieldName, Proposal>>;
        extras: DraftExtras;
        drafter: string;
        requestId?: string;
        /** What the owner should know about the page read (an article, not a product page). */
        warnings?: string[];
        /** Categories the site's own words suggest, each with its sentence: offered, never a value (first drafts since session 7). */
        categorySuggestions?: CategorySuggestion[];
      };
    }
  | { type: 'RegenerationRequested'; data: { draftId: string; requestId: string; fields: DraftFieldName[] } }
  /** The AI could not redraft: the fields keep their values. */
  | { type: 'RegenerationFailed'; data: { draftId: string; requestId: string; reason: string } }
  | { type: 'DraftEdited'; data: { draftId: string; patch: DraftPatch } }
  | { type: 'DraftSubmitted'; data: { draftId: string; listingId: number } }
  | {
      type: 'CofounderInvited';
      /** `email` is what the invite mail is sent to; invites recorded before it was kept were mailed at once. */
      data: { draftId: string; inviteId: string; emailHash: string; tokenHash: string; email?: string };
    }
  | { type: 'CofounderJoined'; data: { draftId: string; inviteId: string; accountId: string; name: string } }
  | { type: 'FounderEntryEdited'; data: { draftId: string; accountId: string; founder: FounderEntry } }
  /** The forward-only repair of links stored before every door followed the link rule (`unsafe-links.ts`). */
  | {
      type: 'DraftUnsafeLinksRemoved';
      data: { draftId: string; repairId: string; fields: Partial<Record<LinkField, RepairedField>>; extras: DraftExtras };
    }
  | { type: 'CompetitorRead'; data: { draftId: string; url: string; facts: Partial<Record<DraftFieldName, Proposal>>; failure: string | null } };

export type Competitor = { url: string; status: 'reading' | 'read' | 'failed'; facts: Partial<Record<DraftFieldName, Proposal>>; failure: string | null };
export type Invite = { inviteId: string; emailHash: string; tokenHash: string; acceptedBy: string | null };
export type Regeneration = { requestId: string; fields: DraftFieldName[] };

type DraftBody = {
  draftId: string;
  ownerId: string;
  url: string;
  pages: PageDigest[];
  fields: Record<DraftFieldName, DraftField>;
  extras: DraftExtras;
  competitorUrl: string | null;
  competitor: Competitor | null;
  seo: { title?: string; meta?: string };
  listingId: number | null;
  invites: Invite[];
  /** Fields the AI is redrafting on request: the draft shows them as `drafting` until it answers. */
  regenerating: Regeneration[];
  /** What the first draft found worth saying about the page read (absent on drafts from before it was kept). */
  warnings?: string[];
  /** The language the submitted page says it is in, when it says. */
  language?: string | null;
  /** Which drafter made the first draft (the evidence extractor, or a model); absent before the first draft. */
  drafter?: string;
  categorySuggestions?: CategorySuggestion[];
};

export type ActiveDraft = DraftBody & ({ status: 'crawling' | 'drafting' | 'ready'; failure: null } | { status: 'failed'; failure: string });
export type Draft = { status: 'none' } | ActiveDraft;
export type DraftStatus = Draft['status'];

export const initialDraft = (): Draft => ({ status: 'none' });

function applyProposal(field: DraftField, p: Proposal): DraftField {
  // A locked field keeps its value through redrafts; the AI's new value waits for `restore`.
  if (field.state === 'override') return { ...field, ai: p };
  return { value: p.value, state: isBlank(p.value) ? 'not_found' : 'ai', evidence: p.evidence, ai: p };
}

function fillMissing<T extends object>(extras: T, fallback: T): T {
  const merged = { ...fallback };
  for (const [k, v] of Object.entries(extras) as [keyof T, T[keyof T]][]) if (merged[k] === undefined) merged[k] = v;
  return merged;
}

function edited(s: ActiveDraft, patch: DraftPatch): ActiveDraft {
  const { fields: values, lock_fields, restore, competitor_url, seo, ...extras } = patch;
  const fields = { ...s.fields };
  for (const [name, value] of Object.entries(values ?? {}) as [DraftFieldName, FieldValue][]) {
    const f = fields[name];
    if (value === null) fields[name] = { ...f, value: null, state: 'deleted', evidence: [] };
    else fields[name] = { ...f, value, evidence: [], state: f.state === 'override' ? 'override' : isBlank(f.ai.value) ? 'manual' : 'edited' };
  }
  for (const name of lock_fields ?? []) fields[name] = { ...fields[name], state: 'override' };
  for (const name of restore ?? []) {
    const ai = fields[name].ai;
    fields[name] = { value: ai.value, evidence: ai.evidence, ai, state: isBlank(ai.value) ? 'not_found' : 'ai' };
  }
  const competitor: Competitor | null = competitor_url ? { url: competitor_url, status: 'reading', facts: {}, failure: null } : null;
  return {
    ...s,
    fields,
    extras: { ...s.extras, ...extras },
    competitorUrl: competitor_url === undefined ? s.competitorUrl : competitor_url || null,
    competitor: competitor_url === undefined ? s.competitor : competitor,
    seo: seo ?? s.seo,
  };
}

function evolveActive(s: ActiveDraft, e: Exclude<DraftEvent, { type: 'DraftRequested' }>): ActiveDraft {
  switch (e.type) {
    case 'SiteRead':
      return { ...s, status: 'drafting', failure: null, pages: e.data.pages, language: e.data.pages[0]?.lang ?? null };
    case 'DraftFailed':
      return { ...s, status: 'failed', failure: e.data.reason };
    case 'ProfileDrafted': {
      const fields = { ...s.fields };
      for (const [name, p] of Object.entries(e.data.fields) as [DraftFieldName, Proposal][]) fields[name] = applyProposal(fields[name], p);
      const regenerating = s.regenerating.filter((r) => r.requestId !== e.data.requestId);
      return {
        ...s,
        status: 'ready',
        failure: null,
        fields,
        extras: fillMissing(e.data.extras, s.extras),
        regenerating,
        warnings: e.data.requestId ? s.warnings : (e.data.warnings ?? []),
        ...(e.data.requestId ? {} : { drafter: e.data.drafter, categorySuggestions: e.data.categorySuggestions ?? [] }),
      };
    }
    case 'RegenerationRequested':
      return { ...s, regenerating: [...s.regenerating, { requestId: e.data.requestId, fields: e.data.fields }] };
    case 'RegenerationFailed':
      return { ...s, regenerating: s.regenerating.filter((r) => r.requestId !== e.data.requestId) };
    case 'DraftEdited':
      return edited(s, e.data.patch);
    case 'DraftSubmitted':
      return { ...s, listingId: e.data.listingId };
    case 'CofounderInvited':
      return { ...s, invites: [...s.invites, { inviteId: e.data.inviteId, emailHash: e.data.emailHash, tokenHash: e.data.tokenHash, acceptedBy: null }] };
    case 'CofounderJoined':
      return {
        ...s,
        invites: s.invites.map((i) => (i.inviteId === e.data.inviteId ? { ...i, acceptedBy: e.data.accountId } : i)),
        extras: { ...s.extras, founders: [...(s.extras.founders ?? []), { name: e.data.name, accountId: e.data.accountId }] },
      };
    case 'FounderEntryEdited':
      return { ...s, extras: { ...s.extras, founders: (s.extras.founders ?? []).map((f) => (f.accountId === e.data.accountId ? e.data.founder : f)) } };
    case 'DraftUnsafeLinksRemoved': {
      const fields = { ...s.fields };
      for (const [name, r] of Object.entries(e.data.fields) as [LinkField, RepairedField][]) fields[name] = repairedField(fields[name], r);
      return { ...s, fields, extras: { ...s.extras, ...e.data.extras } };
    }
    case 'CompetitorRead':
      // A result for a URL the owner has since changed is stale.
      if (s.competitorUrl !== e.data.url) return s;
      return { ...s, competitor: { url: e.data.url, status: e.data.failure ? 'failed' : 'read', facts: e.data.facts, failure: e.data.failure } };
  }
}

export function evolveDraft(s: Draft, e: DraftEvent): Draft {
  if (e.type === 'DraftRequested') {
    const { draftId, ownerId, url } = e.data;
    return {
      status: 'crawling',
      failure: null,
      draftId,
      ownerId,
      url,
      pages: [],
      fields: emptyFields(),
      extras: {},
      competitorUrl: null,
      competitor: null,
      seo: {},
      listingId: null,
      invites: [],
      regenerating: [],
    };
  }
  return s.status === 'none' ? s : evolveActive(s, e);
}

export const draftStream = (draftId: string) => `draft-${draftId}`;

/** The fields the AI is redrafting right now. */
export const regeneratingFields = (s: Pick<ActiveDraft, 'regenerating'>): Set<DraftFieldName> => new Set(s.regenerating.flatMap((r) => r.fields));
