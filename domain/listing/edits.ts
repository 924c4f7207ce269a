import type { Faq } from '../catalog/events.ts';
import { DomainError, type FieldIssue, invalid, notFound } from '../shared/errors.ts';
import { emailAddress, webLink } from '../shared/links.ts';
import { same } from '../shared/same.ts';
import type { Changes, ExistingListing, Listing, ListingEvent, Section } from './events.ts';
import { owned } from './ownership.ts';
import { EDITABLE_FIELDS, type EditableField, isSiteCopyField, type ListingProfile, type SiteCopy } from './profile.ts';
import { withSafeLinks } from './unsafe-links.ts';

export type FieldValue = string | string[] | number | null;

export type OwnerEdit = {
  actorId: string;
  editId: string;
  fields?: Partial<Record<EditableField, FieldValue>>;
  /** Replaces all socials. */
  socials?: Record<string, string>;
  /** Replaces all FAQs. */
  faqs?: Faq[];
  /** `all` or sister site keys: where this call's site copy also goes. */
  applyTo?: string[];
};

/** The sites of the network this one knows: its own key and its sisters'. */
export type Network = { siteKey: string; sisters: string[] };

const refuse = (issues: FieldIssue[]) => new DomainError('invalid', issues.map((i) => `${i.field}: ${i.message}`).join('; '), issues);

/** A sent value as stored: text trimmed, an empty text or list removes the field. */
function normalized(field: EditableField, value: FieldValue, issues: FieldIssue[]): FieldValue {
  if (value === null) return null;
  if (Array.isArray(value)) {
    const items = value.map((v) => v.trim()).filter(Boolean);
    return items.length ? items : null;
  }
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (!text) return null;
  if (field === 'country') {
    if (!/^[A-Za-z]{2}$/.test(text)) issues.push({ field: 'fields.country', message: 'must be an ISO 3166 two-letter code' });
    return text.toUpperCase();
  }
  const checked = field === 'contact_email' ? emailAddress(text) : field === 'demo_video_url' ? webLink(text, 500) : null;
  if (!checked) return text;
  if (!checked.ok) issues.push({ field: `fields.${field}`, message: checked.message });
  return checked.ok ? checked.value : text;
}

/** Where a change is a real change: the before and after differ. */
function change(changes: Changes, field: string, before: unknown, after: unknown) {
  if (!same(before ?? null, after ?? null)) changes[field] = { before: before ?? null, after: after ?? null };
}

/**
 * The owner edits the listing: the fields sent (SPEC "Editable listing fields"), socials and FAQs
 * replaced whole. The event keeps the before and after of exactly what changed. With `apply_to`,
 * the site copy sent in this call (headline, summary, SEO title and description) travels to the
 * same company's listings on those sister sites.
 */
export function editListing(cmd: OwnerEdit, state: Listing, network: Network): ListingEvent[] {
  const listing = owned(state, cmd.actorId);
  const issues: FieldIssue[] = [];
  const changes: Changes = {};
  const travelling: SiteCopy = {};
  for (const field of EDITABLE_FIELDS) {
    const sent = cmd.fields?.[field];
    if (sent === undefined) continue;
    const value = normalized(field, sent, issues);
    change(changes, field, listing.profile[field], value);
    if (isSiteCopyField(field) && typeof value === 'string') travelling[field] = value;
  }
  if (cmd.socials) {
    const socials: Record<string, string> = {};
    for (const [platform, link] of Object.entries(cmd.socials)) {
      const checked = webLink(link, 500);
      if (checked.ok) socials[platform] = checked.value;
      else issues.push({ field: `socials.${platform}`, message: checked.message });
    }
    change(changes, 'socials', listing.profile.socials, Object.keys(socials).length ? socials : null);
  }
  if (cmd.faqs) {
    const faqs = cmd.faqs.map((f) => ({ question: f.question.trim(), answer: f.answer.trim() }));
    faqs.forEach((f, i) => {
      if (!f.question) issues.push({ field: `faqs[${i}].question`, message: 'must not be blank' });
      if (!f.answer) issues.push({ field: `faqs[${i}].answer`, message: 'must not be blank' });
    });
    change(changes, 'faqs', listing.profile.faqs, faqs.length ? faqs : null);
  }
  const applyTo = sisterKeys(cmd.applyTo ?? [], network, issues);
  if (issues.length) throw refuse(issues);
  const travels = applyTo.length > 0 && Object.keys(travelling).length > 0;
  if (Object.keys(changes).length === 0 && !travels) return [];
  return [
    {
      type: 'ListingEdited',
      data: { listingId: listing.listingId, editId: cmd.editId, source: 'owner', changes, ...(travels ? { applyTo, travelling } : {}) },
    },
  ];
}

/** `all` means every sister; any other key must be a sister's (this site's own key is this listing). */
function sisterKeys(requested: string[], network: Network, issues: FieldIssue[]): string[] {
  const keys = new Set<string>();
  requested.forEach((key, i) => {
    if (key === 'all') for (const s of network.sisters) keys.add(s);
    else if (network.sisters.includes(key)) keys.add(key);
    else if (key !== network.siteKey)
      issues.push({
        field: `apply_to[${i}]`,
        message: network.sisters.length ? `no sister site ${key} (known: ${network.sisters.join(', ')})` : 'this site has no sister sites',
      });
  });
  return [...keys];
}

/**
 * A submitted draft changed: the listing takes what the draft changed since it last gave the
 * listing its profile, field by field, so the owner's direct edits to other fields stay.
 * Milestones belong to the listing once it is submitted.
 */
export function takeDraftProfile(cmd: { editId: string; draft: ListingProfile }, state: ExistingListing): ListingEvent[] {
  const previous: Partial<ListingProfile> = state.draftProfile ?? {};
  const changes: Changes = {};
  const fields = new Set([...Object.keys(previous), ...Object.keys(cmd.draft)]);
  fields.delete('milestones');
  for (const field of fields) {
    const before = (previous as Record<string, unknown>)[field];
    const after = (cmd.draft as Record<string, unknown>)[field];
    if (!same(before ?? null, after ?? null)) changes[field] = { before: (state.profile as Record<string, unknown>)[field] ?? null, after: after ?? null };
  }
  if (Object.keys(changes).length === 0) return [];
  if (!cmd.draft.name?.trim()) throw invalid('name', 'a listing needs a name');
  if (cmd.draft.categories.length === 0) throw invalid('categories', 'a listing needs a primary category');
  return [{ type: 'ListingEdited', data: { listingId: state.listingId, editId: cmd.editId, source: 'draft', changes, draft: cmd.draft } }];
}

/**
 * Site copy sent by a sister site for this company's listing. Each edit is taken once (by its
 * origin and id), and recorded even when it changes nothing, so a late replay cannot undo a newer edit.
 */
export function receiveNetworkEdit(cmd: { origin: string; editId: string; fields: SiteCopy }, state: Listing): ListingEvent[] {
  if (state.status === 'none') throw notFound('listing');
  if (state.networkEdits.includes(`${cmd.origin}:${cmd.editId}`)) return [];
  const changes: Changes = {};
  for (const [field, value] of Object.entries(cmd.fields)) if (isSiteCopyField(field)) change(changes, field, state.profile[field], value);
  return [{ type: 'ListingEdited', data: { listingId: state.listingId, editId: cmd.editId, source: 'network', origin: cmd.origin, changes } }];
}

/**
 * The site team undoes an edit: each field it changed goes back to its value before. A field
 * changed again since keeps its newer value: undoing one edit never undoes a later one.
 */
export function revertEdit(cmd: { editId: string; revertId: string }, state: Listing): ListingEvent[] {
  if (state.status === 'none') throw notFound('listing');
  const edit = state.edits[cmd.editId];
  if (!edit) throw notFound(`edit ${cmd.editId}`);
  const changes: Changes = {};
  const current = state.profile as Record<string, unknown>;
  for (const [field, { before, after }] of Object.entries(edit))
    if (same(current[field] ?? null, after ?? null)) change(changes, field, current[field], withSafeLinks(field, before));
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'ListingEdited', data: { listingId: state.listingId, editId: cmd.revertId, source: 'moderation', reverts: cmd.editId, changes } }];
}

export function hideListing(cmd: { reason: string }, state: Listing): ListingEvent[] {
  if (state.status === 'none') throw notFound('listing');
  if (!cmd.reason.trim() || cmd.reason.length > 500) throw invalid('reason', 'say why, in at most 500 characters');
  return state.hidden ? [] : [{ type: 'ListingHidden', data: { listingId: state.listingId, reason: cmd.reason.trim() } }];
}

export function unhideListing(state: Listing): ListingEvent[] {
  if (state.status === 'none') throw notFound('listing');
  return state.hidden ? [{ type: 'ListingUnhidden', data: { listingId: state.listingId } }] : [];
}

/** The site team unlocks paid sections (until orders do it): story, milestones, media. */
export function unlockSections(cmd: { sections: Section[] }, state: Listing): ListingEvent[] {
  if (state.status === 'none') throw notFound('listing');
  const fresh = [...new Set(cmd.sections)].filter((s) => !state.unlocked.includes(s));
  return fresh.length ? [{ type: 'SectionsUnlocked', data: { listingId: state.listingId, sections: fresh } }] : [];
}
