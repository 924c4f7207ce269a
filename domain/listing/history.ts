import type { EventMetadata } from '../shared/event.ts';
import { same } from '../shared/same.ts';
import { type Changes, type EditSource, type ExistingListing, evolveListing, initialListing, type Listing, type ListingEvent } from './events.ts';
import type { ListingProfile } from './profile.ts';

/** The listing as it stood after one event: what an auditor compares versions by. */
export type ListingSnapshot = {
  listing_id: number;
  slug: string;
  status: ExistingListing['status'];
  plan: ExistingListing['plan'];
  launch_week: string | null;
  hidden: boolean;
  unlocked: string[];
  owners: string[];
  /** An owner verified a claim on the listing. */
  verified: boolean;
  /** The free plan's badge: when it was found, when it is looked for next, misses and the flag. */
  badge: { verified_at: string | null; next_check_at: string | null; misses: number; flagged: boolean };
  approved_alternatives: string[];
  updates: { update_id: number; title: string; body: string }[];
  profile: ListingProfile;
};

export type ListingVersion = {
  version: number;
  at: string;
  actor: string;
  cause: { event: string; event_id: string; correlation_id: string; causation_id: string; source?: EditSource; reverts?: string; origin?: string };
  /** Every field that differs from the version before, with its value before and after (null: absent). */
  changes: Changes;
  listing: ListingSnapshot;
};

export type HistoryEvent = ListingEvent & { id: string; metadata: EventMetadata };

type Extras = { approved_alternatives: string[]; updates: ListingSnapshot['updates'] };

function snapshot(l: ExistingListing, extras: Extras): ListingSnapshot {
  return {
    listing_id: l.listingId,
    slug: l.slug,
    status: l.status,
    plan: l.plan,
    launch_week: l.week,
    hidden: l.hidden,
    unlocked: l.unlocked,
    owners: l.owners,
    verified: l.verified,
    badge: {
      verified_at: l.badge.verifiedAt,
      next_check_at: l.badge.nextCheckAt,
      misses: l.status === 'awaiting_badge' ? l.badge.waitingMisses : l.badge.misses,
      flagged: l.badge.flagged,
    },
    ...extras,
    profile: l.profile,
  };
}

/** Field by field, what differs between two snapshots: profile fields by name, the rest as they are named. */
function diff(before: ListingSnapshot | null, after: ListingSnapshot): Changes {
  const changes: Changes = {};
  const flat = (s: ListingSnapshot | null): Record<string, unknown> => {
    if (!s) return {};
    const { profile, ...rest } = s;
    return { ...rest, ...profile };
  };
  const a = flat(before);
  const b = flat(after);
  for (const field of new Set([...Object.keys(a), ...Object.keys(b)]))
    if (!same(a[field] ?? null, b[field] ?? null)) changes[field] = { before: a[field] ?? null, after: b[field] ?? null };
  return changes;
}

/**
 * Every version of a listing, replayed from its stream alone: one per event that changed it, with
 * who, when, why (the event and its correlation) and the field-level difference.
 */
export function listingHistory(events: HistoryEvent[]): ListingVersion[] {
  const versions: ListingVersion[] = [];
  let state: Listing = initialListing();
  let extras: Extras = { approved_alternatives: [], updates: [] };
  let previous: ListingSnapshot | null = null;
  for (const e of events) {
    state = evolveListing(state, e);
    if (e.type === 'AlternativesApproved') extras = { ...extras, approved_alternatives: e.data.slugs };
    if (e.type === 'ListingUpdatePosted')
      extras = { ...extras, updates: [...extras.updates, { update_id: e.data.updateId, title: e.data.title, body: e.data.body }] };
    if (state.status === 'none') continue;
    const current = snapshot(state, extras);
    const changes = diff(previous, current);
    previous = current;
    if (Object.keys(changes).length === 0) continue;
    const edit = e.type === 'ListingEdited' ? e.data : null;
    versions.push({
      version: versions.length + 1,
      at: e.metadata.time,
      actor: e.metadata.actor,
      cause: {
        event: e.type,
        event_id: e.id,
        correlation_id: e.metadata.correlationId,
        causation_id: e.metadata.causationId,
        ...(edit ? { source: edit.source } : {}),
        ...(edit?.reverts ? { reverts: edit.reverts } : {}),
        ...(edit?.origin ? { origin: edit.origin } : {}),
      },
      changes,
      listing: current,
    });
  }
  return versions;
}

/** The version current at a time: the last one recorded at or before it; null before the listing existed. */
export function versionAsOf(versions: ListingVersion[], time: Date): ListingVersion | null {
  let found: ListingVersion | null = null;
  for (const v of versions) if (Date.parse(v.at) <= time.getTime()) found = v;
  return found;
}
