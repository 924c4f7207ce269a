import type { WeekStart } from '../shared/weeks.ts';
import { evolveGallery, type GalleryEntry, type GalleryEvent } from './gallery-state.ts';
import type { StoredImage } from './image.ts';
import type { ListingProfile, Milestone, SiteCopy, Story } from './profile.ts';

export type Plan = 'free' | 'paid';

/** What an edit did to each field it changed: the value before and after (null: absent). */
export type Changes = Record<string, { before: unknown; after: unknown }>;

/** Who an edit came from: the owner, the listing's draft, a sister site, or the site team. */
export type EditSource = 'owner' | 'draft' | 'network' | 'moderation';

export const UNLOCKABLE_SECTIONS = ['story', 'milestones', 'media'] as const;
export type Section = (typeof UNLOCKABLE_SECTIONS)[number];

export type ListingEvent =
  | {
      type: 'ListingSubmitted';
      data: { listingId: number; slug: string; ownerId: string; draftId: string | null; url: string; domain: string; profile: ListingProfile };
    }
  /** `at`: when it was chosen, so the first badge check is due then (absent on events from before badge checks). */
  | { type: 'FreePlanChosen'; data: { listingId: number; week: WeekStart; at?: string } }
  | { type: 'BadgeVerified'; data: { listingId: number; url: string; checkedAt: string } }
  /** The owner asked for the badge to be checked again now. */
  | { type: 'BadgeCheckRequested'; data: { listingId: number; at: string } }
  /**
   * The owner asked for a check within a minute of the last one: it is due at `dueAt`, a minute
   * after that one (checks asked for run at most once a minute), instead of when it was next due.
   */
  | { type: 'BadgeCheckDeferred'; data: { listingId: number; requestedAt: string; dueAt: string } }
  /** One look at the homepage for the badge, found or not, and when the next one is due. */
  | {
      type: 'BadgeChecked';
      data: {
        listingId: number;
        checkId: string;
        at: string;
        found: boolean;
        url: string;
        evidence?: string;
        reason?: string;
        /** The site did not answer: no evidence either way, so no miss. */
        unreachable?: boolean;
        nextCheckAt: string | null;
      };
    }
  /** The badge was missing from a launched free listing at consecutive checks: the site team is told, and the owners. */
  | { type: 'BadgeFlagged'; data: { listingId: number; misses: number } }
  | { type: 'BadgeRestored'; data: { listingId: number } }
  /** The launch week began without the badge found: the free slot is given up, the listing is a draft again. */
  | { type: 'FreeLaunchMissed'; data: { listingId: number; week: WeekStart } }
  /** `orderLine`: the paid order line (`<order>/<line>`) it fulfils, when an order did it. */
  | { type: 'LaunchScheduled'; data: { listingId: number; week: WeekStart; plan: Plan; unlocked: string[]; orderLine?: string } }
  /** A listing already live on the free plan moves to the paid plan (an order's launch line). */
  | { type: 'PaidPlanApplied'; data: { listingId: number; unlocked: string[]; orderLine: string } }
  | { type: 'CategoriesAdded'; data: { listingId: number; categories: string[]; orderLine: string } }
  | { type: 'FeaturedPlaced'; data: { listingId: number; week: WeekStart; orderLine: string } }
  /** A refunded order's line taken back (see the orders policy in the contract). */
  | { type: 'CategoriesRemoved'; data: { listingId: number; categories: string[]; orderLine: string } }
  | { type: 'FeaturedCancelled'; data: { listingId: number; week: WeekStart; orderLine: string } }
  | { type: 'SectionsLocked'; data: { listingId: number; sections: Section[]; orderLine: string } }
  | { type: 'LaunchCancelled'; data: { listingId: number; orderLine: string } }
  | { type: 'ListingWentLive'; data: { listingId: number; week: WeekStart; at: string } }
  | { type: 'AlternativesApproved'; data: { listingId: number; slugs: string[] } }
  /** Recorded before edits were kept field by field: the whole profile, as its draft then stood. */
  | { type: 'ListingProfileUpdated'; data: { listingId: number; profile: ListingProfile } }
  | {
      type: 'ListingEdited';
      data: {
        listingId: number;
        editId: string;
        source: EditSource;
        changes: Changes;
        /** Sister sites this edit's site copy goes to, with the values sent for it. */
        applyTo?: string[];
        travelling?: SiteCopy;
        /** For edits from the draft: the profile the draft now gives, what the next draft edit is compared with. */
        draft?: ListingProfile;
        /** For a moderation revert: the edit it undoes. */
        reverts?: string;
        /** For an edit from a sister site: that site's key. */
        origin?: string;
      };
    }
  /** Links and addresses stored before every door followed the link rule, removed or normalized (a repair, not an edit). */
  | { type: 'UnsafeLinksRemoved'; data: { listingId: number; repairId: string; changes: Changes; draft?: ListingProfile } }
  | { type: 'CoOwnerAdded'; data: { listingId: number; accountId: string; via: 'invite' | 'claim' } }
  | { type: 'MilestoneAdded'; data: { listingId: number; milestone: Milestone } }
  | { type: 'MilestoneDeleted'; data: { listingId: number; milestoneId: number } }
  | { type: 'FounderStorySet'; data: { listingId: number; before: Story | null; after: Story } }
  | { type: 'ListingUpdatePosted'; data: { listingId: number; updateId: number; title: string; body: string } }
  | { type: 'SectionsUnlocked'; data: { listingId: number; sections: Section[]; orderLine?: string } }
  | { type: 'ListingHidden'; data: { listingId: number; reason: string } }
  | { type: 'ListingUnhidden'; data: { listingId: number } }
  /** The image at the profile's `logo_url`, read once through the crawler's guard, checked and kept under its digest. */
  | { type: 'LogoStored'; data: { listingId: number; source: string; image: StoredImage; at: string } }
  /** The image at `logo_url` could not be kept (not an image, too large, unreachable): the listing shows its monogram. */
  | { type: 'LogoRefused'; data: { listingId: number; source: string; reason: string; at: string } }
  | GalleryEvent;

export type ListingStatus = 'draft' | 'awaiting_badge' | 'scheduled' | 'live';

type Common = {
  listingId: number;
  ownerId: string;
  /** Everyone who may act as the owner: the submitter first, then co-owners. */
  owners: string[];
  slug: string;
  /** The product's website as submitted, and its domain (what claims and sister sites match on). */
  url: string;
  domain: string;
  profile: ListingProfile;
  /** The profile its draft last gave, or null for a listing made without one. */
  draftProfile: ListingProfile | null;
  hidden: boolean;
  unlocked: Section[];
  /** Paid order lines applied to the listing, and those taken back: each is done once. */
  orderLines: string[];
  reversedLines: string[];
  featuredWeeks: WeekStart[];
  updatesPosted: number;
  /** Each edit's changes, so the site team can revert one. */
  edits: Record<string, Changes>;
  /** Edits received from sister sites, each applied once. */
  networkEdits: string[];
  badge: BadgeState;
  /** An owner has verified a claim on the listing (the Verified badge). */
  verified: boolean;
  /** The highest milestone id ever given: a deleted milestone's id is never given again. */
  milestonesNumbered: number;
  /** The last look at a `logo_url`: the image kept for it, or why none was (absent before logos were kept). */
  logo?: { source: string; imageId: string | null };
  /** The media gallery, in the order added; `galleryNumbered` is the highest image id ever given (never given again). */
  gallery: GalleryEntry[];
  galleryNumbered: number;
};

/** Where the free plan's badge checks stand (see badge.ts for the policy). */
export type BadgeState = {
  nextCheckAt: string | null;
  /** When a check at once was last asked for (choosing the plan, or asking again), and when the homepage was last read. */
  lastRequestAt: string | null;
  lastCheckedAt: string | null;
  /** The ids of the latest checks, so a repeated check job records nothing twice. */
  recentChecks: string[];
  /** Consecutive misses before verification (they space the next checks out) and after it (they flag). */
  waitingMisses: number;
  misses: number;
  flagged: boolean;
  verifiedAt: string | null;
};

export const initialBadge = (): BadgeState => ({
  nextCheckAt: null,
  lastRequestAt: null,
  lastCheckedAt: null,
  recentChecks: [],
  waitingMisses: 0,
  misses: 0,
  flagged: false,
  verifiedAt: null,
});

export type Listing =
  | { status: 'none' }
  | (Common & { status: 'draft'; plan: null; week: null })
  | (Common & { status: 'awaiting_badge'; plan: 'free'; week: WeekStart })
  | (Common & { status: 'scheduled' | 'live'; plan: Plan; week: WeekStart });

export type ExistingListing = Exclude<Listing, { status: 'none' }>;

export const initialListing = (): Listing => ({ status: 'none' });

/** A profile with an edit's changes applied: a null `after` removes the field. */
export function applyChanges<P extends ListingProfile>(profile: P, changes: Changes): P {
  const next: Record<string, unknown> = { ...profile };
  for (const [field, { after }] of Object.entries(changes)) {
    if (after === null || after === undefined) delete next[field];
    else next[field] = after;
  }
  // The changes were made from the same fields of a profile, so the result is one too.
  return next as P;
}

export const isSection = (s: string): s is Section => (UNLOCKABLE_SECTIONS as readonly string[]).includes(s);

export function evolveListing(state: Listing, event: ListingEvent): Listing {
  if (event.type === 'ListingSubmitted') {
    const { listingId, ownerId, slug, profile, draftId, url, domain } = event.data;
    return {
      status: 'draft',
      plan: null,
      week: null,
      listingId,
      ownerId,
      owners: [ownerId],
      slug,
      url,
      domain,
      profile,
      draftProfile: draftId ? profile : null,
      hidden: false,
      unlocked: [],
      updatesPosted: 0,
      edits: {},
      networkEdits: [],
      badge: initialBadge(),
      verified: false,
      orderLines: [],
      reversedLines: [],
      featuredWeeks: [],
      milestonesNumbered: highestMilestone(0, profile),
      gallery: [],
      galleryNumbered: 0,
    };
  }
  if (state.status === 'none') return state;
  const next = evolveExisting(state, event);
  const numbered = highestMilestone(state.milestonesNumbered, next.profile);
  return numbered === next.milestonesNumbered ? next : { ...next, milestonesNumbered: numbered };
}

const highestMilestone = (known: number, profile: ListingProfile) => Math.max(known, ...(profile.milestones ?? []).map((m) => m.id));

type LaterEvent = Exclude<ListingEvent, { type: 'ListingSubmitted' }>;

/** How each event after the submission changes a listing: one entry per event type, so a new type must say. */
const EVOLVE: { [T in LaterEvent['type']]: (state: ExistingListing, event: Extract<LaterEvent, { type: T }>) => ExistingListing } = {
  FreePlanChosen: (state, event) => ({
    ...state,
    status: 'awaiting_badge',
    plan: 'free',
    week: event.data.week,
    badge: { ...initialBadge(), nextCheckAt: event.data.at ?? null, lastRequestAt: event.data.at ?? null },
  }),
  BadgeVerified: (state, event) =>
    state.status === 'awaiting_badge' ? { ...state, status: 'scheduled', badge: { ...state.badge, verifiedAt: event.data.checkedAt } } : state,
  BadgeCheckRequested: (state, event) => ({ ...state, badge: { ...state.badge, nextCheckAt: event.data.at, lastRequestAt: event.data.at } }),
  BadgeCheckDeferred: (state, event) => ({ ...state, badge: { ...state.badge, nextCheckAt: event.data.dueAt } }),
  BadgeChecked: (state, event) => {
    const { found, checkId, nextCheckAt, unreachable } = event.data;
    const waiting = state.status === 'awaiting_badge';
    const missed = !found && !unreachable;
    return {
      ...state,
      badge: {
        ...state.badge,
        nextCheckAt,
        lastCheckedAt: event.data.at,
        recentChecks: [...state.badge.recentChecks, checkId].slice(-20),
        waitingMisses: waiting && !found ? state.badge.waitingMisses + 1 : 0,
        misses: !waiting && missed ? state.badge.misses + 1 : found ? 0 : state.badge.misses,
      },
    };
  },
  BadgeFlagged: (state) => ({ ...state, badge: { ...state.badge, flagged: true } }),
  BadgeRestored: (state) => ({ ...state, badge: { ...state.badge, flagged: false } }),
  FreeLaunchMissed: (state) => (state.status === 'awaiting_badge' ? { ...state, status: 'draft', plan: null, week: null, badge: initialBadge() } : state),
  LaunchScheduled: (state, event) => {
    const unlocked = [...new Set([...state.unlocked, ...event.data.unlocked.filter(isSection)])];
    return { ...withLine(state, event.data.orderLine), status: 'scheduled', plan: event.data.plan, week: event.data.week, unlocked };
  },
  PaidPlanApplied: (state, event) =>
    state.status === 'live'
      ? { ...withLine(state, event.data.orderLine), plan: 'paid', unlocked: [...new Set([...state.unlocked, ...event.data.unlocked.filter(isSection)])] }
      : withLine(state, event.data.orderLine),
  CategoriesAdded: (state, event) => ({
    ...withLine(state, event.data.orderLine),
    profile: { ...state.profile, categories: [...state.profile.categories, ...event.data.categories.filter((c) => !state.profile.categories.includes(c))] },
  }),
  FeaturedPlaced: (state, event) => ({ ...withLine(state, event.data.orderLine), featuredWeeks: [...state.featuredWeeks, event.data.week] }),
  CategoriesRemoved: (state, event) => ({
    ...reversed(state, event.data.orderLine),
    profile: { ...state.profile, categories: state.profile.categories.filter((c, i) => i === 0 || !event.data.categories.includes(c)) },
  }),
  FeaturedCancelled: (state, event) => ({ ...reversed(state, event.data.orderLine), featuredWeeks: state.featuredWeeks.filter((w) => w !== event.data.week) }),
  SectionsLocked: (state, event) => ({ ...reversed(state, event.data.orderLine), unlocked: state.unlocked.filter((s) => !event.data.sections.includes(s)) }),
  LaunchCancelled: (state, event) =>
    state.status === 'scheduled'
      ? { ...reversed(state, event.data.orderLine), status: 'draft', plan: null, week: null }
      : reversed(state, event.data.orderLine),
  ListingWentLive: (state, event) => (state.status === 'draft' ? state : { ...state, status: 'live', week: event.data.week }),
  ListingProfileUpdated: (state, event) => ({ ...state, profile: event.data.profile, draftProfile: event.data.profile }),
  ListingEdited: (state, event) => {
    const { editId, changes, draft, source, origin } = event.data;
    return {
      ...state,
      profile: applyChanges(state.profile, changes),
      draftProfile: draft ?? state.draftProfile,
      edits: { ...state.edits, [editId]: changes },
      networkEdits: source === 'network' && origin ? [...state.networkEdits, `${origin}:${editId}`] : state.networkEdits,
    };
  },
  UnsafeLinksRemoved: (state, event) => ({
    ...state,
    profile: applyChanges(state.profile, event.data.changes),
    draftProfile: event.data.draft ?? state.draftProfile,
  }),
  CoOwnerAdded: (state, event) => {
    const verified = state.verified || event.data.via === 'claim';
    return state.owners.includes(event.data.accountId) ? { ...state, verified } : { ...state, owners: [...state.owners, event.data.accountId], verified };
  },
  MilestoneAdded: (state, event) => ({ ...state, profile: { ...state.profile, milestones: [...(state.profile.milestones ?? []), event.data.milestone] } }),
  MilestoneDeleted: (state, event) => ({
    ...state,
    profile: { ...state.profile, milestones: (state.profile.milestones ?? []).filter((m) => m.id !== event.data.milestoneId) },
  }),
  FounderStorySet: (state, event) => ({ ...state, profile: { ...state.profile, story: event.data.after } }),
  ListingUpdatePosted: (state, event) => ({ ...state, updatesPosted: Math.max(state.updatesPosted, event.data.updateId) }),
  SectionsUnlocked: (state, event) => ({ ...withLine(state, event.data.orderLine), unlocked: [...new Set([...state.unlocked, ...event.data.sections])] }),
  ListingHidden: (state) => ({ ...state, hidden: true }),
  ListingUnhidden: (state) => ({ ...state, hidden: false }),
  LogoStored: (state, event) => ({ ...state, logo: { source: event.data.source, imageId: event.data.image.id } }),
  LogoRefused: (state, event) => ({ ...state, logo: { source: event.data.source, imageId: null } }),
  GalleryImageAdded: (state, event) => ({
    ...state,
    gallery: evolveGallery(state.gallery, event),
    galleryNumbered: Math.max(state.galleryNumbered, event.data.imageId),
  }),
  GalleryImageStored: (state, event) => ({ ...state, gallery: evolveGallery(state.gallery, event) }),
  GalleryImageRefused: (state, event) => ({ ...state, gallery: evolveGallery(state.gallery, event) }),
  GalleryImageRemoved: (state, event) => ({ ...state, gallery: evolveGallery(state.gallery, event) }),
  AlternativesApproved: (state) => state,
};

function evolveExisting(state: ExistingListing, event: LaterEvent): ExistingListing {
  // TypeScript cannot pair a union's member with its own entry of a mapped type: the table's type holds the pairing.
  const evolve = EVOLVE[event.type] as (state: ExistingListing, event: LaterEvent) => ExistingListing;
  return evolve(state, event);
}

export const listingStream = (listingId: number) => `listing-${listingId}`;

const withLine = <S extends ExistingListing>(state: S, orderLine: string | undefined): S =>
  orderLine && !state.orderLines.includes(orderLine) ? { ...state, orderLines: [...state.orderLines, orderLine] } : state;
const reversed = <S extends ExistingListing>(state: S, orderLine: string): S =>
  state.reversedLines.includes(orderLine) ? state : { ...state, reversedLines: [...state.reversedLines, orderLine] };

/** Whether a paid-only section shows publicly: on a paid listing, or once unlocked. */
export const sectionShown = (l: { plan: Plan | null; unlocked: readonly string[] }, section: Section) => l.plan === 'paid' || l.unlocked.includes(section);
