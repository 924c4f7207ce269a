import type { Faq } from '../catalog/events.ts';
import type { FounderEntry, Milestone, Story } from '../listing/profile.ts';
import type { DraftField, DraftFieldName, FieldValue, Proposal } from './fields.ts';
import { DRAFT_FIELDS, emptyField, isBlank } from './fields.ts';
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
  | { type: 'ProfileDrafted'; data: { draftId: string; fields: Partial<Record<DraftFieldName, Proposal>>; extras: DraftExtras; drafter: string } }
  | { type: 'DraftEdited'; data: { draftId: string; patch: DraftPatch } }
  | { type: 'DraftSubmitted'; data: { draftId: string; listingId: number } }
  | { type: 'CofounderInvited'; data: { draftId: string; inviteId: string; emailHash: string; tokenHash: string } }
  | { type: 'CofounderJoined'; data: { draftId: string; inviteId: string; accountId: string; name: string } }
  | { type: 'FounderEntryEdited'; data: { draftId: string; accountId: string; founder: FounderEntry } }
  | { type: 'CompetitorRead'; data: { draftId: string; url: string; facts: Partial<Record<DraftFieldName, Proposal>>; failure: string | null } };

export type Competitor = { url: string; status: 'reading' | 'read' | 'failed'; facts: Partial<Record<DraftFieldName, Proposal>>; failure: string | null };

export type DraftStatus = 'none' | 'crawling' | 'drafting' | 'ready' | 'failed';

export type Draft = {
  status: DraftStatus;
  draftId: string;
  ownerId: string;
  url: string;
  failure: string | null;
  pages: PageDigest[];
  fields: Record<DraftFieldName, DraftField>;
  extras: DraftExtras;
  competitorUrl: string | null;
  competitor: Competitor | null;
  seo: { title?: string; meta?: string };
  listingId: number | null;
  invites: { inviteId: string; emailHash: string; tokenHash: string; acceptedBy: string | null }[];
};

export const initialDraft = (): Draft => ({
  status: 'none',
  draftId: '',
  ownerId: '',
  url: '',
  failure: null,
  pages: [],
  fields: Object.fromEntries(DRAFT_FIELDS.map((f) => [f, emptyField()])) as Record<DraftFieldName, DraftField>,
  extras: {},
  competitorUrl: null,
  competitor: null,
  seo: {},
  listingId: null,
  invites: [],
});

function applyProposal(field: DraftField, p: Proposal): DraftField {
  // A locked field keeps its value through redrafts; the AI's new value waits for `restore`.
  if (field.state === 'override') return { ...field, ai: p };
  return { value: p.value, state: isBlank(p.value) ? 'not_found' : 'ai', evidence: p.evidence, ai: p };
}

export function evolveDraft(s: Draft, e: DraftEvent): Draft {
  switch (e.type) {
    case 'DraftRequested':
      return { ...initialDraft(), status: 'crawling', draftId: e.data.draftId, ownerId: e.data.ownerId, url: e.data.url };
    case 'SiteRead':
      return { ...s, status: 'drafting', pages: e.data.pages };
    case 'DraftFailed':
      return { ...s, status: 'failed', failure: e.data.reason };
    case 'ProfileDrafted': {
      const fields = { ...s.fields };
      for (const [name, p] of Object.entries(e.data.fields) as [DraftFieldName, Proposal][]) fields[name] = applyProposal(fields[name], p);
      const extras = { ...s.extras };
      for (const [k, v] of Object.entries(e.data.extras)) if ((extras as Record<string, unknown>)[k] === undefined) (extras as Record<string, unknown>)[k] = v;
      return { ...s, status: 'ready', fields, extras };
    }
    case 'DraftEdited': {
      const { fields: values, lock_fields, restore, competitor_url, seo, ...extras } = e.data.patch;
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
      return {
        ...s,
        fields,
        extras: { ...s.extras, ...extras },
        competitorUrl: competitor_url === undefined ? s.competitorUrl : competitor_url || null,
        competitor: competitor_url === undefined ? s.competitor : competitor_url ? { url: competitor_url, status: 'reading', facts: {}, failure: null } : null,
        seo: seo ?? s.seo,
      };
    }
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
    case 'CompetitorRead':
      // A result for a URL the owner has since changed is stale.
      if (s.competitorUrl !== e.data.url) return s;
      return { ...s, competitor: { url: e.data.url, status: e.data.failure ? 'failed' : 'read', facts: e.data.facts, failure: e.data.failure } };
  }
}

export const draftStream = (draftId: string) => `draft-${draftId}`;
