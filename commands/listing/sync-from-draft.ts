import { randomUUID } from 'node:crypto';
import { previewImageOf } from '../../domain/draft/page.ts';
import { draftToProfile } from '../../domain/draft/to-profile.ts';
import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { type CommandContext, type CommandDeps, loadState } from '../command.ts';
import { readDraft } from '../draft/draft-commands.ts';
import { submitListing, takeDraftProfile } from './listing-commands.ts';
import { claimListingSlug } from './reserve-identity.ts';

/**
 * Brings the listing made from a submitted draft in line with the draft: creates it (with its
 * slug) the first time, then takes what each later draft change changed, and makes co-founders
 * who joined the draft its co-owners. Every step is idempotent, so the process manager that calls
 * it after each draft change can repeat it after a crash.
 */
export const syncListingFromDraft = (deps: CommandDeps) => async (c: { draftId: string }, ctx: CommandContext) => {
  const draft = await readDraft(deps.store, c.draftId);
  if (draft.status === 'none' || draft.listingId === null) return { position: 0 };
  const { listingId, ownerId, url } = draft;
  const profile = draftToProfile(draft);
  const coOwners = (draft.extras.founders ?? []).flatMap((f) => (f.accountId && f.accountId !== ownerId ? [f.accountId] : []));
  const listing = await loadState(deps.store, listingStream(listingId), initialListing, evolveListing);
  if (listing.status === 'none') {
    const slug = await claimListingSlug(deps)({ name: profile.name, listingId }, ctx);
    try {
      await submitListing(deps)({ listingId, slug, ownerId, draftId: c.draftId, url, profile, ogImage: previewImageOf(draft.pages, url) }, ctx);
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
  return takeDraftProfile(deps)({ listingId, editId: randomUUID(), draft: profile, coOwners }, ctx);
};
