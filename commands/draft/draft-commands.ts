import { acceptInvite as decideAccept, editOwnFounderEntry as decideOwnEntry, recordCompetitor as decideCompetitor, editDraft as decideEdit, failDraft as decideFail, inviteCofounder as decideInvite, recordProposal as decideProposal, recordSiteRead as decideSiteRead, requestDraft, submitDraft as decideSubmit } from '../../domain/draft/decide.ts';
import { draftStream, evolveDraft, initialDraft, type Draft, type DraftExtras, type DraftPatch } from '../../domain/draft/events.ts';
import type { DraftFieldName, Proposal } from '../../domain/draft/fields.ts';
import type { PageDigest } from '../../domain/draft/page.ts';
import { draftToProfile } from '../../domain/draft/to-profile.ts';
import { updateProfile } from '../../domain/listing/decide.ts';
import { evolveListing, initialListing } from '../../domain/listing/events.ts';
import type { EventStore } from '../../domain/ports/event-store.ts';
import { command, type CommandContext, type CommandDeps } from '../command.ts';
import { reserveListingIdentity } from '../listing/reserve-identity.ts';
import { listingStream, submitListing } from '../listing/submit-listing.ts';

const onDraft = { stream: (c: { draftId: string }) => draftStream(c.draftId), initial: initialDraft, evolve: evolveDraft };

export async function readDraft(store: EventStore, draftId: string): Promise<Draft> {
  return (await store.readStream(draftStream(draftId))).reduce((s, e) => evolveDraft(s, e as never), initialDraft());
}

export const requestDraftCommand = command({ ...onDraft, decide: (c: { draftId: string; ownerId: string; url: string }, s) => requestDraft(c, s) });
export const recordSiteRead = command({ ...onDraft, decide: (c: { draftId: string; pages: PageDigest[]; skipped: string[] }, s) => decideSiteRead(c, s) });
export const failDraft = command({ ...onDraft, decide: (c: { draftId: string; reason: string }, s) => decideFail(c, s) });
export const recordProposal = command({
  ...onDraft,
  decide: (c: { draftId: string; fields: Partial<Record<DraftFieldName, Proposal>>; extras: DraftExtras; drafter: string; initial: boolean }, s) => decideProposal(c, s),
});
export const inviteCofounder = command({ ...onDraft, decide: (c: { draftId: string; ownerId: string; inviteId: string; emailHash: string; tokenHash: string }, s) => decideInvite(c, s) });

/** Joining or editing a founder entry changes the listing too once the draft is submitted. */
export const acceptInvite = (deps: CommandDeps) => async (c: { draftId: string; inviteId: string; tokenHash: string; accountId: string; emailHash: string; name: string }, ctx: CommandContext) => {
  const r = await command({ ...onDraft, decide: (x: typeof c, s) => decideAccept(x, s) })(deps)(c, ctx);
  const draft = await readDraft(deps.store, c.draftId);
  return syncListing(deps, c.draftId, draft.ownerId, r.position, ctx);
};
export const editOwnFounderEntry = (deps: CommandDeps) => async (c: { draftId: string; accountId: string; name: string; title?: string; bio?: string }, ctx: CommandContext) => {
  const r = await command({ ...onDraft, decide: (x: typeof c, s) => decideOwnEntry(x, s) })(deps)(c, ctx);
  const draft = await readDraft(deps.store, c.draftId);
  return syncListing(deps, c.draftId, draft.ownerId, r.position, ctx);
};

const updateListingProfile = command({
  stream: (c: { listingId: number }) => listingStream(c.listingId),
  initial: initialListing,
  evolve: evolveListing,
  decide: (c: { listingId: number; actorId: string; profile: ReturnType<typeof draftToProfile> }, s) => updateProfile(c, s),
});

/** Edits the draft; when it was already submitted, the listing follows. */
export const editDraft = (deps: CommandDeps) => async (c: { draftId: string; ownerId: string; patch: DraftPatch; categorySlug: (s: string) => string | null }, ctx: CommandContext) => {
  const edited = await command({ ...onDraft, decide: (x: typeof c, s) => decideEdit(x, s, x.categorySlug) })(deps)(c, ctx);
  return syncListing(deps, c.draftId, c.ownerId, edited.position, ctx);
};

export async function syncListing(deps: CommandDeps, draftId: string, ownerId: string, position: number, ctx: CommandContext) {
  const draft = await readDraft(deps.store, draftId);
  if (draft.listingId === null) return { position, draft };
  const r = await updateListingProfile(deps)({ listingId: draft.listingId, actorId: ownerId, profile: draftToProfile(draft) }, ctx);
  return { position: Math.max(position, r.position), draft };
}

/** The first submission makes the listing (status draft); later ones update the same listing. */
export const submitDraft = (deps: CommandDeps) => async (c: { draftId: string; ownerId: string }, ctx: CommandContext) => {
  const draft = await readDraft(deps.store, c.draftId);
  decideSubmit({ ownerId: c.ownerId, listingId: draft.listingId ?? 1 }, draft);
  if (draft.listingId !== null) {
    const r = await syncListing(deps, c.draftId, c.ownerId, 0, ctx);
    return { listingId: draft.listingId, position: r.position };
  }
  const profile = draftToProfile(draft);
  const { listingId, slug } = await reserveListingIdentity(deps)(profile.name, ctx);
  const submitted = await submitListing(deps)({ listingId, slug, ownerId: c.ownerId, draftId: c.draftId, url: draft.url, profile }, ctx);
  const linked = await command({ ...onDraft, decide: (x: { draftId: string; ownerId: string; listingId: number }, s) => decideSubmit(x, s) })(deps)({ ...c, listingId }, ctx);
  return { listingId, position: Math.max(submitted.position, linked.position) };
};

export const recordCompetitor = command({
  ...onDraft,
  decide: (c: { draftId: string; url: string; facts: Partial<Record<DraftFieldName, Proposal>>; failure: string | null }, s) => decideCompetitor(c, s),
});
