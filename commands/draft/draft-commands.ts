import * as draftDecisions from '../../domain/draft/decide.ts';
import { type Draft, type DraftExtras, type DraftPatch, draftStream, evolveDraft, initialDraft } from '../../domain/draft/events.ts';
import type { DraftFieldName, Proposal } from '../../domain/draft/fields.ts';
import type { PageDigest } from '../../domain/draft/page.ts';
import * as unsafeLinks from '../../domain/draft/unsafe-links.ts';
import type { EventStore } from '../../domain/ports/event-store.ts';
import { type CommandContext, type CommandDeps, command, loadState } from '../command.ts';
import { reserveListingId } from '../listing/reserve-identity.ts';
import { onDraft } from '../streams.ts';

type Facts = Partial<Record<DraftFieldName, Proposal>>;

export const readDraft = (store: EventStore, draftId: string): Promise<Draft> => loadState(store, draftStream(draftId), initialDraft, evolveDraft);

export const requestDraft = command({ ...onDraft, decide: (c: { draftId: string; ownerId: string; url: string }, s) => draftDecisions.requestDraft(c, s) });
export const recordSiteRead = command({
  ...onDraft,
  decide: (c: { draftId: string; pages: PageDigest[]; skipped: string[] }, s) => draftDecisions.recordSiteRead(c, s),
});
export const failDraft = command({ ...onDraft, decide: (c: { draftId: string; reason: string }, s) => draftDecisions.failDraft(c, s) });
export const recordFirstProposal = command({
  ...onDraft,
  decide: (c: { draftId: string; fields: Facts; extras: DraftExtras; drafter: string; warnings?: string[] }, s) => draftDecisions.recordFirstProposal(c, s),
});
export const requestRegeneration = command({
  ...onDraft,
  decide: (c: { draftId: string; ownerId: string; requestId: string; fields: DraftFieldName[] }, s) => draftDecisions.requestRegeneration(c, s),
});
export const recordRegeneration = command({
  ...onDraft,
  decide: (c: { draftId: string; requestId: string; fields: Facts; drafter: string }, s) => draftDecisions.recordRegeneration(c, s),
});
export const failRegeneration = command({
  ...onDraft,
  decide: (c: { draftId: string; requestId: string; reason: string }, s) => draftDecisions.failRegeneration(c, s),
});
export const editDraft = command({
  ...onDraft,
  decide: (c: { draftId: string; ownerId: string; patch: DraftPatch; categorySlug: (s: string) => string | null }, s) =>
    draftDecisions.editDraft(c, s, c.categorySlug),
});
export const acceptInvite = command({
  ...onDraft,
  decide: (c: { draftId: string; inviteId: string; tokenHash: string; accountId: string; emailHash: string; name: string }, s) =>
    draftDecisions.acceptInvite(c, s),
});
export const editOwnFounderEntry = command({
  ...onDraft,
  decide: (c: { draftId: string; accountId: string; name: string; title?: string; bio?: string }, s) => draftDecisions.editOwnFounderEntry(c, s),
});
export const recordCompetitor = command({
  ...onDraft,
  decide: (c: { draftId: string; url: string; facts: Facts; failure: string | null }, s) => draftDecisions.recordCompetitor(c, s),
});

const invite = command({
  ...onDraft,
  decide: (c: { draftId: string; ownerId: string; inviteId: string; email: string; emailHash: string; tokenHash: string }, s) =>
    draftDecisions.inviteCofounder(c, s),
});

/** The invite's link token is derived from its id, so the mail sent later needs no stored secret. */
export const inviteCofounder = (deps: CommandDeps) => (c: { draftId: string; ownerId: string; inviteId: string; email: string }, ctx: CommandContext) => {
  const email = c.email.trim().toLowerCase();
  const tokenHash = deps.secrets.digest(deps.secrets.derivedToken('invite', c.inviteId));
  return invite(deps)({ ...c, email, emailHash: deps.secrets.digest(email), tokenHash }, ctx);
};

const linkListing = command({ ...onDraft, decide: (c: { draftId: string; ownerId: string; listingId: number }, s) => draftDecisions.submitDraft(c, s) });

/**
 * Saves the draft as the caller's listing: the draft is marked submitted with a new listing id,
 * and the listing itself is made from it by a process manager. Submitting again answers the same id.
 */
export const submitDraft = (deps: CommandDeps) => async (c: { draftId: string; ownerId: string }, ctx: CommandContext) => {
  const draft = await readDraft(deps.store, c.draftId);
  if (draft.status !== 'none' && draft.ownerId === c.ownerId && draft.listingId !== null) {
    draftDecisions.submitDraft({ ...c, listingId: draft.listingId }, draft);
    return { listingId: draft.listingId, position: 0 };
  }
  // Checked before an id is taken, so a refused submission uses none.
  draftDecisions.submitDraft({ ...c, listingId: 0 }, draft);
  const listingId = await reserveListingId(deps)(ctx);
  const r = await linkListing(deps)({ ...c, listingId }, ctx);
  if (r.events.length > 0) return { listingId, position: r.position };
  // A submission that ran at the same moment linked its own id first: that one is the listing.
  const now = await readDraft(deps.store, c.draftId);
  return { listingId: now.status === 'none' || now.listingId === null ? listingId : now.listingId, position: 0 };
};

export const removeUnsafeDraftLinks = command({
  ...onDraft,
  decide: (c: { draftId: string; repairId: string }, s) => unsafeLinks.removeUnsafeDraftLinks(c, s),
});
