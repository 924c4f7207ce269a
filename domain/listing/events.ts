import type { WeekStart } from '../shared/weeks.ts';
import type { ListingProfile } from './profile.ts';

export type Plan = 'free' | 'paid';

export type ListingEvent =
  | {
      type: 'ListingSubmitted';
      data: { listingId: number; slug: string; ownerId: string; draftId: string | null; url: string; domain: string; profile: ListingProfile };
    }
  | { type: 'FreePlanChosen'; data: { listingId: number; week: WeekStart } }
  | { type: 'BadgeVerified'; data: { listingId: number; url: string; checkedAt: string } }
  | { type: 'LaunchScheduled'; data: { listingId: number; week: WeekStart; plan: Plan; unlocked: string[] } }
  | { type: 'ListingWentLive'; data: { listingId: number; week: WeekStart; at: string } }
  | { type: 'AlternativesApproved'; data: { listingId: number; slugs: string[] } }
  | { type: 'ListingProfileUpdated'; data: { listingId: number; profile: ListingProfile } };

export type ListingStatus = 'draft' | 'awaiting_badge' | 'scheduled' | 'live';

type Common = { listingId: number; ownerId: string; slug: string; profile: ListingProfile };

export type Listing =
  | { status: 'none' }
  | (Common & { status: 'draft'; plan: null; week: null })
  | (Common & { status: 'awaiting_badge'; plan: 'free'; week: WeekStart })
  | (Common & { status: 'scheduled' | 'live'; plan: Plan; week: WeekStart });

export type ExistingListing = Exclude<Listing, { status: 'none' }>;

export const initialListing = (): Listing => ({ status: 'none' });

export function evolveListing(state: Listing, event: ListingEvent): Listing {
  if (event.type === 'ListingSubmitted') {
    const { listingId, ownerId, slug, profile } = event.data;
    return { status: 'draft', listingId, ownerId, slug, profile, plan: null, week: null };
  }
  return state.status === 'none' ? state : evolveExisting(state, event);
}

function evolveExisting(state: ExistingListing, event: Exclude<ListingEvent, { type: 'ListingSubmitted' }>): ExistingListing {
  switch (event.type) {
    case 'FreePlanChosen':
      return { ...state, status: 'awaiting_badge', plan: 'free', week: event.data.week };
    case 'BadgeVerified':
      return state.status === 'awaiting_badge' ? { ...state, status: 'scheduled' } : state;
    case 'LaunchScheduled':
      return { ...state, status: 'scheduled', plan: event.data.plan, week: event.data.week };
    case 'ListingWentLive':
      return state.status === 'draft' ? state : { ...state, status: 'live', week: event.data.week };
    case 'ListingProfileUpdated':
      return { ...state, profile: event.data.profile };
    case 'AlternativesApproved':
      return state;
  }
}

export const listingStream = (listingId: number) => `listing-${listingId}`;
