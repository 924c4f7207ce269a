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

export type ListingStatus = 'none' | 'draft' | 'awaiting_badge' | 'scheduled' | 'live';

export type Listing = {
  status: ListingStatus;
  listingId: number;
  ownerId: string;
  slug: string;
  plan: Plan | null;
  week: WeekStart | null;
};

export const initialListing = (): Listing => ({ status: 'none', listingId: 0, ownerId: '', slug: '', plan: null, week: null });

export function evolveListing(state: Listing, event: ListingEvent): Listing {
  switch (event.type) {
    case 'ListingSubmitted':
      return { ...state, status: 'draft', listingId: event.data.listingId, ownerId: event.data.ownerId, slug: event.data.slug };
    case 'FreePlanChosen':
      return { ...state, status: 'awaiting_badge', plan: 'free', week: event.data.week };
    case 'BadgeVerified':
      return state.status === 'awaiting_badge' ? { ...state, status: 'scheduled' } : state;
    case 'LaunchScheduled':
      return { ...state, status: 'scheduled', plan: event.data.plan, week: event.data.week };
    case 'ListingWentLive':
      return { ...state, status: 'live', week: event.data.week };
    case 'AlternativesApproved':
    case 'ListingProfileUpdated':
      return state;
  }
}
