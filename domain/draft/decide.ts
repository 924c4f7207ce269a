import { conflict, DomainError, type FieldIssue, invalid, notFound } from '../shared/errors.ts';
import { type Checked, emailAddress, webLink } from '../shared/links.ts';
import type { CategorySuggestion } from './category-suggestions.ts';
import type { ActiveDraft, Draft, DraftEvent, DraftExtras, DraftPatch } from './events.ts';
import { DRAFT_FIELDS, type DraftFieldName, isBlank, type Proposal } from './fields.ts';
import type { PageDigest } from './page.ts';

/** The owner's draft; anyone else's is as good as missing. */
function owned(state: Draft, ownerId: string): ActiveDraft {
  if (state.status === 'none' || state.ownerId !== ownerId) throw notFound('draft');
  return state;
}

const refuse = (issues: FieldIssue[]) => new DomainError('invalid', issues.map((p) => `${p.field}: ${p.message}`).join('; '), issues);

function websiteUrl(raw: string, field: string, example: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw invalid(field, `must be the address of a website, like ${example}`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw invalid(field, 'must start with http:// or https://');
  if (u.username || u.password) throw invalid(field, 'must not carry a user name or password');
  return u.href;
}

export function requestDraft(cmd: { draftId: string; ownerId: string; url: string }, state: Draft): DraftEvent[] {
  if (state.status !== 'none') throw conflict('draft already exists');
  if (cmd.url.length > 2048) throw invalid('url', 'must be at most 2048 characters');
  return [{ type: 'DraftRequested', data: { draftId: cmd.draftId, ownerId: cmd.ownerId, url: websiteUrl(cmd.url, 'url', 'https://example.com') } }];
}

export function recordSiteRead(cmd: { pages: PageDigest[]; skipped: string[] }, state: Draft): DraftEvent[] {
  if (state.status !== 'crawling') return [];
  return [{ type: 'SiteRead', data: { draftId: state.draftId, pages: cmd.pages, skipped: cmd.skipped } }];
}

export function failDraft(cmd: { reason: string }, state: Draft): DraftEvent[] {
  if (state.status !== 'crawling' && state.status !== 'drafting') return [];
  return [{ type: 'DraftFailed', data: { draftId: state.draftId, reason: cmd.reason } }];
}

/** The first draft of the profile, once the site is read; a repeated answer changes nothing. */
export function recordFirstProposal(
  cmd: {
    fields: Partial<Record<DraftFieldName, Proposal>>;
    extras: DraftExtras;
    drafter: string;
    warnings?: string[];
    categorySuggestions?: CategorySuggestion[];
  },
  state: Draft,
): DraftEvent[] {
  if (state.status !== 'drafting') return [];
  const warnings = cmd.warnings?.length ? { warnings: cmd.warnings } : {};
  const suggestions = cmd.categorySuggestions?.length ? { categorySuggestions: cmd.categorySuggestions } : {};
  return [
    { type: 'ProfileDrafted', data: { draftId: state.draftId, fields: cmd.fields, extras: cmd.extras, drafter: cmd.drafter, ...warnings, ...suggestions } },
  ];
}

/** The AI asked to redraft a few fields from the pages read at submission; the answer comes later. */
export function requestRegeneration(cmd: { ownerId: string; requestId: string; fields: DraftFieldName[] }, state: Draft): DraftEvent[] {
  const draft = owned(state, cmd.ownerId);
  if (draft.status !== 'ready') throw conflict(`the draft is ${draft.status}; regenerate fields once it is ready`);
  const fields = [...new Set(cmd.fields)];
  if (fields.length === 0) return [];
  return [{ type: 'RegenerationRequested', data: { draftId: draft.draftId, requestId: cmd.requestId, fields } }];
}

/** The AI's answer to a regeneration: only once, and only for fields that were asked for. */
export function recordRegeneration(cmd: { requestId: string; fields: Partial<Record<DraftFieldName, Proposal>>; drafter: string }, state: Draft): DraftEvent[] {
  if (state.status === 'none') throw notFound('draft');
  const request = state.regenerating.find((r) => r.requestId === cmd.requestId);
  if (!request) return [];
  const fields: Partial<Record<DraftFieldName, Proposal>> = {};
  for (const name of request.fields) fields[name] = cmd.fields[name] ?? { value: null, evidence: [] };
  return [{ type: 'ProfileDrafted', data: { draftId: state.draftId, fields, extras: {}, drafter: cmd.drafter, requestId: cmd.requestId } }];
}

export function failRegeneration(cmd: { requestId: string; reason: string }, state: Draft): DraftEvent[] {
  if (state.status === 'none' || !state.regenerating.some((r) => r.requestId === cmd.requestId)) return [];
  return [{ type: 'RegenerationFailed', data: { draftId: state.draftId, requestId: cmd.requestId, reason: cmd.reason } }];
}

/**
 * `categories` arrive as names or slugs from the category list; they are kept as slugs, first =
 * primary. Once the draft is a listing it keeps a name and a category: the listing needs both.
 */
export function editDraft(cmd: { ownerId: string; patch: DraftPatch }, state: Draft, categorySlug: (nameOrSlug: string) => string | null): DraftEvent[] {
  const draft = owned(state, cmd.ownerId);
  if (draft.status !== 'ready') throw conflict(`the draft is ${draft.status}; edit it once it is ready`);
  const patch: DraftPatch = structuredClone(cmd.patch);
  const issues: FieldIssue[] = [];
  const values = patch.fields;
  if (values && Array.isArray(values.categories)) {
    const slugs: string[] = [];
    for (const [i, c] of values.categories.entries()) {
      const slug = categorySlug(c);
      if (!slug) issues.push({ field: `fields.categories[${i}]`, message: `${c} is not in the category list` });
      else if (!slugs.includes(slug)) slugs.push(slug);
    }
    values.categories = slugs;
  }
  if (typeof values?.founded_year === 'string' && !/^\d{4}$/.test(values.founded_year))
    issues.push({ field: 'fields.founded_year', message: 'must be a year, like 2021' });
  checkLinks(patch, issues);
  if (draft.listingId !== null && values) {
    if ('name' in values && isBlank(values.name)) issues.push({ field: 'fields.name', message: 'the listing made from this draft needs a name' });
    if ('categories' in values && isBlank(values.categories))
      issues.push({ field: 'fields.categories', message: 'the listing made from this draft needs a category' });
  }
  if (patch.competitor_url) {
    try {
      patch.competitor_url = websiteUrl(patch.competitor_url, 'competitor_url', 'https://rival.example');
    } catch {
      issues.push({ field: 'competitor_url', message: 'must be the http(s) address of a website, or empty to clear it' });
    }
  }
  if (issues.length) throw refuse(issues);
  return [{ type: 'DraftEdited', data: { draftId: draft.draftId, patch } }];
}

/**
 * The links and the address a draft edit sends follow the rule every door follows
 * (`shared/links.ts`): a value that breaks it is refused, naming the field; the rest are stored
 * as normalized. Blank values clear, as for any field.
 */
function checkLinks(patch: DraftPatch, issues: FieldIssue[]) {
  /** The value as stored; null when blank (cleared) or refused. */
  const stored = (field: string, value: string, check: (v: string) => Checked): string | null => {
    if (value.trim() === '') return null;
    const checked = check(value);
    if (!checked.ok) issues.push({ field, message: checked.message });
    return checked.ok ? checked.value : null;
  };
  const link = (v: string) => webLink(v, 500);
  const values = patch.fields;
  for (const name of ['logo_url', 'demo_video_url', 'contact_email'] as const) {
    const value = values?.[name];
    if (values && typeof value === 'string' && value.trim() !== '')
      values[name] = stored(`fields.${name}`, value, name === 'contact_email' ? emailAddress : link);
  }
  for (const key of ['company_socials', 'founder_socials'] as const) {
    const socials = patch[key];
    if (!socials) continue;
    const kept: Record<string, string> = {};
    for (const [platform, value] of Object.entries(socials)) {
      const v = stored(`${key}.${platform}`, value, link);
      if (v) kept[platform] = v;
    }
    patch[key] = kept;
  }
  if (patch.milestones)
    patch.milestones = patch.milestones.map(({ url, ...m }, i) => {
      const v = url === undefined ? null : stored(`milestones[${i}].url`, url, link);
      return v ? { ...m, url: v } : m;
    });
}

/**
 * What a ready draft still lacks to be submitted, and why: a listing needs a name and a category
 * from the category list (the rest can be filled in later). A missing category names the
 * categories the site's own words suggest, so the founder can pick one before submitting.
 */
export function stillMissing(draft: ActiveDraft): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (isBlank(draft.fields.name.value)) issues.push({ field: 'fields.name', message: 'a listing needs a name' });
  if (isBlank(draft.fields.categories.value)) {
    const suggested = (draft.categorySuggestions ?? []).map((s) => `${s.name} (${s.slug})`);
    const hint = suggested.length ? `; your site suggests ${suggested.join(', ')}` : '; pick the one that fits from list_categories';
    issues.push({ field: 'fields.categories', message: `a listing needs a category from the category list${hint}` });
  }
  return issues;
}

/** A listing needs a name and a category; the rest can be filled in later. */
export function submitDraft(cmd: { ownerId: string; listingId: number }, state: Draft): DraftEvent[] {
  const draft = owned(state, cmd.ownerId);
  if (draft.status !== 'ready') throw conflict(`the draft is ${draft.status}; submit it once it is ready`);
  const issues = stillMissing(draft);
  if (issues.length) throw refuse(issues);
  if (draft.listingId !== null) return [];
  return [{ type: 'DraftSubmitted', data: { draftId: draft.draftId, listingId: cmd.listingId } }];
}

export const MAX_INVITES = 10;

export function inviteCofounder(cmd: { ownerId: string; inviteId: string; email: string; emailHash: string; tokenHash: string }, state: Draft): DraftEvent[] {
  const draft = owned(state, cmd.ownerId);
  if (draft.invites.some((i) => i.emailHash === cmd.emailHash)) return [];
  if (draft.invites.length >= MAX_INVITES) throw conflict(`a draft can send at most ${MAX_INVITES} co-founder invites`);
  const { inviteId, email, emailHash, tokenHash } = cmd;
  return [{ type: 'CofounderInvited', data: { draftId: draft.draftId, inviteId, email, emailHash, tokenHash } }];
}

/** The invited person, signed in with the invited address, joins the draft's founders. */
export function acceptInvite(cmd: { inviteId: string; tokenHash: string; accountId: string; emailHash: string; name: string }, state: Draft): DraftEvent[] {
  const invite = state.status === 'none' ? undefined : state.invites.find((i) => i.inviteId === cmd.inviteId && i.tokenHash === cmd.tokenHash);
  if (state.status === 'none' || !invite) throw notFound('invite');
  if (invite.acceptedBy === cmd.accountId) return [];
  if (invite.acceptedBy) throw conflict('this invite was already accepted');
  if (invite.emailHash !== cmd.emailHash)
    throw new DomainError('forbidden', 'this invite was sent to another email address; sign in with that one', [
      { field: 'email', message: 'does not match the invite' },
    ]);
  if ((state.extras.founders ?? []).length >= 6) throw conflict('a listing names at most 6 founders');
  return [{ type: 'CofounderJoined', data: { draftId: state.draftId, inviteId: cmd.inviteId, accountId: cmd.accountId, name: cmd.name } }];
}

/** A founder who joined by invite edits their own entry, and only theirs. */
export function editOwnFounderEntry(cmd: { accountId: string; name: string; title?: string; bio?: string }, state: Draft): DraftEvent[] {
  if (state.status === 'none' || !(state.extras.founders ?? []).some((f) => f.accountId === cmd.accountId)) throw notFound('founder entry');
  if (!cmd.name.trim() || cmd.name.length > 160) throw invalid('name', 'required, at most 160 characters');
  if ((cmd.title ?? '').length > 160) throw invalid('title', 'at most 160 characters');
  if ((cmd.bio ?? '').length > 3000) throw invalid('bio', 'at most 3000 characters');
  const founder = {
    name: cmd.name.trim(),
    accountId: cmd.accountId,
    ...(cmd.title?.trim() ? { title: cmd.title.trim() } : {}),
    ...(cmd.bio?.trim() ? { bio: cmd.bio.trim() } : {}),
  };
  return [{ type: 'FounderEntryEdited', data: { draftId: state.draftId, accountId: cmd.accountId, founder } }];
}

/** Completeness (0-100) and the fields still blank. */
export function completeness(state: ActiveDraft): { completeness: number; missing: DraftFieldName[] } {
  const missing = DRAFT_FIELDS.filter((f) => isBlank(state.fields[f].value));
  return { completeness: Math.round((100 * (DRAFT_FIELDS.length - missing.length)) / DRAFT_FIELDS.length), missing };
}

export function recordCompetitor(cmd: { url: string; facts: Partial<Record<DraftFieldName, Proposal>>; failure: string | null }, state: Draft): DraftEvent[] {
  if (state.status === 'none' || state.competitorUrl !== cmd.url) return [];
  return [{ type: 'CompetitorRead', data: { draftId: state.draftId, ...cmd } }];
}
