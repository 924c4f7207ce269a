import type { Faq } from '../../domain/catalog/events.ts';
import type { FieldValue } from '../../domain/listing/edits.ts';
import * as edits from '../../domain/listing/edits.ts';
import type { Section } from '../../domain/listing/events.ts';
import type { EditableField, SiteCopy } from '../../domain/listing/profile.ts';
import * as unsafeLinks from '../../domain/listing/unsafe-links.ts';
import { type CommandContext, type CommandDeps, command } from '../command.ts';
import { onListing } from '../streams.ts';

type OwnerEdit = {
  listingId: number;
  actorId: string;
  editId: string;
  fields?: Partial<Record<EditableField, FieldValue>>;
  socials?: Record<string, string>;
  faqs?: Faq[];
  applyTo?: string[];
};

const edit = command({
  ...onListing,
  decide: (c: OwnerEdit & { network: { siteKey: string; sisters: string[] } }, s) => edits.editListing(c, s, c.network),
});

/** The owner's edit; where its site copy may travel depends on the sister sites this site knows. */
export const editListing = (deps: CommandDeps) => (c: OwnerEdit, ctx: CommandContext) =>
  edit(deps)({ ...c, network: deps.network ?? { siteKey: 'main', sisters: [] } }, ctx);

export const receiveNetworkEdit = command({
  ...onListing,
  decide: (c: { listingId: number; origin: string; editId: string; fields: SiteCopy }, s) => edits.receiveNetworkEdit(c, s),
});

export const revertEdit = command({ ...onListing, decide: (c: { listingId: number; editId: string; revertId: string }, s) => edits.revertEdit(c, s) });
export const hideListing = command({ ...onListing, decide: (c: { listingId: number; reason: string }, s) => edits.hideListing(c, s) });
export const unhideListing = command({ ...onListing, decide: (_: { listingId: number }, s) => edits.unhideListing(s) });
export const unlockSections = command({ ...onListing, decide: (c: { listingId: number; sections: Section[] }, s) => edits.unlockSections(c, s) });
export const removeUnsafeLinks = command({ ...onListing, decide: (c: { listingId: number; repairId: string }, s) => unsafeLinks.removeUnsafeLinks(c, s) });
