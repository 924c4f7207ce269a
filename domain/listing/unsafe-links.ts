import { safeEmail, safeSocials, safeWebLink } from '../shared/links.ts';
import { same } from '../shared/same.ts';
import { applyChanges, type Changes, type Listing, type ListingEvent } from './events.ts';
import type { ListingProfile, Milestone } from './profile.ts';

/**
 * A profile value under the link rule (`shared/links.ts`): unsafe links and addresses removed,
 * safe ones normalized; null when nothing is left. Fields that hold no link come back unchanged.
 */
export function withSafeLinks(field: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field) {
    case 'logo_url':
    case 'demo_video_url':
      return safeWebLink(value, 500);
    case 'contact_email':
      return safeEmail(value);
    case 'socials': {
      if (typeof value !== 'object') return null;
      const kept = safeSocials(value as Record<string, unknown>);
      return Object.keys(kept).length ? kept : null;
    }
    case 'milestones':
      if (!Array.isArray(value)) return null;
      return (value as Milestone[]).map(({ url, ...m }) => {
        const safe = url === undefined ? null : safeWebLink(url, 500);
        return safe ? { ...m, url: safe } : m;
      });
    default:
      return value;
  }
}

const LINK_FIELDS = ['logo_url', 'demo_video_url', 'contact_email', 'socials', 'milestones'] as const;

/** What the link rule would change in a profile, field by field. */
export function unsafeLinkChanges(profile: ListingProfile): Changes {
  const changes: Changes = {};
  const current = profile as Record<string, unknown>;
  for (const field of LINK_FIELDS) {
    const before = current[field] ?? null;
    const after = withSafeLinks(field, before);
    if (!same(before, after)) changes[field] = { before, after };
  }
  return changes;
}

/**
 * A forward-only repair of a listing stored before every door followed the link rule: one event
 * that removes (or normalizes) what the rule refuses, so the history keeps what was stored and
 * shows the repair as its own version. A listing with nothing to repair records nothing.
 */
export function removeUnsafeLinks(cmd: { repairId: string }, state: Listing): ListingEvent[] {
  if (state.status === 'none') return [];
  const changes = unsafeLinkChanges(state.profile);
  // The profile the draft last gave is repaired on its own terms, so the draft's next change carries no old value back.
  const draftChanges = state.draftProfile ? unsafeLinkChanges(state.draftProfile) : {};
  const draft = state.draftProfile && Object.keys(draftChanges).length > 0 ? applyChanges(state.draftProfile, draftChanges) : undefined;
  if (Object.keys(changes).length === 0 && !draft) return [];
  return [{ type: 'UnsafeLinksRemoved', data: { listingId: state.listingId, repairId: cmd.repairId, changes, ...(draft ? { draft } : {}) } }];
}
