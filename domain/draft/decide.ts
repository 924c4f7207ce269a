import { conflict, invalid, notFound, DomainError } from '../shared/errors.ts';
import type { Draft, DraftEvent, DraftExtras, DraftPatch } from './events.ts';
import { DRAFT_FIELDS, isBlank, type DraftFieldName, type Proposal } from './fields.ts';
import type { PageDigest } from './page.ts';

const owned = (state: Draft, ownerId: string) => {
  if (state.status === 'none' || state.ownerId !== ownerId) throw notFound('draft');
};

export function requestDraft(cmd: { draftId: string; ownerId: string; url: string }, state: Draft): DraftEvent[] {
  if (state.status !== 'none') throw conflict('draft already exists');
  let u: URL;
  try {
    u = new URL(cmd.url);
  } catch {
    throw invalid('url', 'must be the address of a website, like https://example.com');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw invalid('url', 'must start with http:// or https://');
  if (u.username || u.password) throw invalid('url', 'must not carry a user name or password');
  if (cmd.url.length > 2048) throw invalid('url', 'must be at most 2048 characters');
  return [{ type: 'DraftRequested', data: { draftId: cmd.draftId, ownerId: cmd.ownerId, url: u.href } }];
}

export function recordSiteRead(cmd: { pages: PageDigest[]; skipped: string[] }, state: Draft): DraftEvent[] {
  if (state.status !== 'crawling') return [];
  return [{ type: 'SiteRead', data: { draftId: state.draftId, pages: cmd.pages, skipped: cmd.skipped } }];
}

export function failDraft(cmd: { reason: string }, state: Draft): DraftEvent[] {
  if (state.status !== 'crawling' && state.status !== 'drafting') return [];
  return [{ type: 'DraftFailed', data: { draftId: state.draftId, reason: cmd.reason } }];
}

export function recordProposal(cmd: { fields: Partial<Record<DraftFieldName, Proposal>>; extras: DraftExtras; drafter: string; initial: boolean }, state: Draft): DraftEvent[] {
  if (cmd.initial && state.status !== 'drafting') return [];
  if (!cmd.initial && state.status !== 'ready') throw conflict(`the draft is ${state.status}, not ready`);
  return [{ type: 'ProfileDrafted', data: { draftId: state.draftId, fields: cmd.fields, extras: cmd.extras, drafter: cmd.drafter } }];
}

/** `categories` arrive as names or slugs from the category list; they are kept as slugs, first = primary. */
export function editDraft(cmd: { ownerId: string; patch: DraftPatch }, state: Draft, categorySlug: (nameOrSlug: string) => string | null): DraftEvent[] {
  owned(state, cmd.ownerId);
  if (state.status !== 'ready') throw conflict(`the draft is ${state.status}; edit it once it is ready`);
  const patch: DraftPatch = structuredClone(cmd.patch);
  const cats = patch.fields?.categories;
  if (Array.isArray(cats)) {
    const slugs: string[] = [];
    for (const [i, c] of cats.entries()) {
      const slug = categorySlug(c);
      if (!slug) throw new DomainError('invalid', `fields.categories[${i}]: ${c} is not in the category list`, [{ field: `fields.categories[${i}]`, message: 'is not in the category list' }]);
      if (!slugs.includes(slug)) slugs.push(slug);
    }
    patch.fields!.categories = slugs;
  }
  if (patch.competitor_url) {
    let u: URL | null = null;
    try {
      u = new URL(patch.competitor_url);
    } catch {
      u = null;
    }
    if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:')) throw invalid('competitor_url', 'must be the http(s) address of a website, or empty to clear it');
    patch.competitor_url = u.href;
  }
  if (patch.fields?.founded_year && !/^\d{4}$/.test(String(patch.fields.founded_year))) throw invalid('fields.founded_year', 'must be a year, like 2021');
  const milestones = patch.milestones?.map((m) => ({ ...m }));
  if (milestones) patch.milestones = milestones;
  return [{ type: 'DraftEdited', data: { draftId: state.draftId, patch } }];
}

/** A listing needs a name and a category; the rest can be filled in later. */
export function submitDraft(cmd: { ownerId: string; listingId: number }, state: Draft): DraftEvent[] {
  owned(state, cmd.ownerId);
  if (state.status !== 'ready') throw conflict(`the draft is ${state.status}; submit it once it is ready`);
  const problems = [];
  if (isBlank(state.fields.name.value)) problems.push({ field: 'fields.name', message: 'a listing needs a name' });
  if (isBlank(state.fields.categories.value)) problems.push({ field: 'fields.categories', message: 'a listing needs a category from the category list' });
  if (problems.length) throw new DomainError('invalid', problems.map((p) => `${p.field}: ${p.message}`).join('; '), problems);
  if (state.listingId !== null) return [];
  return [{ type: 'DraftSubmitted', data: { draftId: state.draftId, listingId: cmd.listingId } }];
}

export function inviteCofounder(cmd: { ownerId: string; inviteId: string; emailHash: string; tokenHash: string }, state: Draft): DraftEvent[] {
  owned(state, cmd.ownerId);
  if (state.invites.some((i) => i.emailHash === cmd.emailHash)) return [];
  if (state.invites.length >= 10) throw conflict('a draft can send at most 10 co-founder invites');
  return [{ type: 'CofounderInvited', data: { draftId: state.draftId, inviteId: cmd.inviteId, emailHash: cmd.emailHash, tokenHash: cmd.tokenHash } }];
}

/** The invited person, signed in with the invited address, joins the draft's founders. */
export function acceptInvite(cmd: { inviteId: string; tokenHash: string; accountId: string; emailHash: string; name: string }, state: Draft): DraftEvent[] {
  const invite = state.invites.find((i) => i.inviteId === cmd.inviteId && i.tokenHash === cmd.tokenHash);
  if (!invite) throw notFound('invite');
  if (invite.acceptedBy === cmd.accountId) return [];
  if (invite.acceptedBy) throw conflict('this invite was already accepted');
  if (invite.emailHash !== cmd.emailHash) throw new DomainError('forbidden', 'this invite was sent to another email address; sign in with that one', [{ field: 'email', message: 'does not match the invite' }]);
  if ((state.extras.founders ?? []).length >= 6) throw conflict('a listing names at most 6 founders');
  return [{ type: 'CofounderJoined', data: { draftId: state.draftId, inviteId: cmd.inviteId, accountId: cmd.accountId, name: cmd.name } }];
}

/** A founder who joined by invite edits their own entry, and only theirs. */
export function editOwnFounderEntry(cmd: { accountId: string; name: string; title?: string; bio?: string }, state: Draft): DraftEvent[] {
  if (!(state.extras.founders ?? []).some((f) => f.accountId === cmd.accountId)) throw notFound('founder entry');
  if (!cmd.name.trim() || cmd.name.length > 160) throw invalid('name', 'required, at most 160 characters');
  if ((cmd.title ?? '').length > 160) throw invalid('title', 'at most 160 characters');
  if ((cmd.bio ?? '').length > 3000) throw invalid('bio', 'at most 3000 characters');
  const founder = { name: cmd.name.trim(), accountId: cmd.accountId, ...(cmd.title?.trim() ? { title: cmd.title.trim() } : {}), ...(cmd.bio?.trim() ? { bio: cmd.bio.trim() } : {}) };
  return [{ type: 'FounderEntryEdited', data: { draftId: state.draftId, accountId: cmd.accountId, founder } }];
}

/** Completeness (0-100) and the fields still blank. */
export function completeness(state: Draft): { completeness: number; missing: DraftFieldName[] } {
  const missing = DRAFT_FIELDS.filter((f) => isBlank(state.fields[f].value));
  return { completeness: Math.round((100 * (DRAFT_FIELDS.length - missing.length)) / DRAFT_FIELDS.length), missing };
}

export function recordCompetitor(cmd: { url: string; facts: Partial<Record<DraftFieldName, Proposal>>; failure: string | null }, state: Draft): DraftEvent[] {
  if (state.competitorUrl !== cmd.url) return [];
  return [{ type: 'CompetitorRead', data: { draftId: state.draftId, ...cmd } }];
}
