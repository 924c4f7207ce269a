import { conflict, invalid, notFound } from '../shared/errors.ts';
import { isSlug } from '../shared/slug.ts';
import { addWeeks, mondayOf, weekStartTime, type WeekStart } from '../shared/weeks.ts';
import { websiteDomain } from '../shared/website.ts';
import type { Listing, ListingEvent, Plan } from './events.ts';
import type { ListingProfile } from './profile.ts';

export type SubmitListing = { listingId: number; slug: string; ownerId: string; draftId: string | null; url: string; profile: ListingProfile };

export function submitListing(cmd: SubmitListing, state: Listing): ListingEvent[] {
  if (state.status !== 'none') throw conflict(`listing ${cmd.listingId} already exists`);
  if (!isSlug(cmd.slug)) throw invalid('slug', 'must match ^[a-z0-9][a-z0-9-]{0,219}$');
  const domain = websiteDomain(cmd.url);
  if (!domain || !/^https?:\/\//i.test(cmd.url)) throw invalid('url', 'must be an http or https URL of a website');
  if (!cmd.profile.name?.trim()) throw invalid('name', 'a listing needs a name');
  if (cmd.profile.categories.length === 0) throw invalid('categories', 'a listing needs a primary category');
  return [{ type: 'ListingSubmitted', data: { ...cmd, domain } }];
}

const owned = (state: Listing, actorId: string) => {
  if (state.status === 'none' || state.ownerId !== actorId) throw notFound('listing');
};

/** The free queue: the first week that is at least `minWeeks` ahead, within the site's window. */
export function freeQueueWeek(now: Date, minWeeks: number): WeekStart {
  return addWeeks(mondayOf(now), minWeeks);
}

export function chooseFreePlan(
  cmd: { listingId: number; actorId: string; now: Date },
  state: Listing,
  queue: { minWeeks: number; maxWeeks: number },
): ListingEvent[] {
  owned(state, cmd.actorId);
  if (state.status !== 'draft') throw conflict(`listing is already ${state.status}`);
  return [{ type: 'FreePlanChosen', data: { listingId: cmd.listingId, week: freeQueueWeek(cmd.now, queue.minWeeks) } }];
}

export function verifyBadge(cmd: { listingId: number; url: string; now: Date }, state: Listing): ListingEvent[] {
  if (state.status === 'none') throw notFound('listing');
  if (state.status !== 'awaiting_badge') return [];
  return [{ type: 'BadgeVerified', data: { listingId: cmd.listingId, url: cmd.url, checkedAt: cmd.now.toISOString() } }];
}

export function scheduleLaunch(
  cmd: { listingId: number; week: WeekStart; plan: Plan; unlocked: string[]; now: Date },
  state: Listing,
): ListingEvent[] {
  if (state.status === 'none') throw notFound('listing');
  if (state.status === 'live') throw conflict('listing is already live');
  if (weekStartTime(cmd.week) < weekStartTime(mondayOf(cmd.now))) throw invalid('week', 'must not be in the past');
  return [{ type: 'LaunchScheduled', data: { listingId: cmd.listingId, week: cmd.week, plan: cmd.plan, unlocked: cmd.unlocked } }];
}

/** Called by the scheduler once the launch week has begun. */
export function goLive(cmd: { listingId: number; now: Date }, state: Listing): ListingEvent[] {
  if (state.status === 'none') throw notFound('listing');
  if (state.status === 'live') return [];
  if (state.status !== 'scheduled' || !state.week) throw conflict(`listing is ${state.status}, not scheduled`);
  if (cmd.now.getTime() < weekStartTime(state.week)) throw conflict(`launch week ${state.week} has not begun`);
  return [{ type: 'ListingWentLive', data: { listingId: cmd.listingId, week: state.week, at: cmd.now.toISOString() } }];
}

/** The owner names the listings they consider alternatives; shown first, marked approved. */
export function approveAlternatives(cmd: { listingId: number; actorId: string; slugs: string[] }, state: Listing): ListingEvent[] {
  owned(state, cmd.actorId);
  if (cmd.slugs.length > 10) throw invalid('slugs', 'at most 10 alternatives');
  for (const s of cmd.slugs) if (!isSlug(s)) throw invalid('slugs', `${s} is not a slug`);
  if (cmd.slugs.includes(state.slug)) throw invalid('slugs', 'a listing is not its own alternative');
  return [{ type: 'AlternativesApproved', data: { listingId: cmd.listingId, slugs: [...new Set(cmd.slugs)] } }];
}

/** A submitted draft edited again: the listing takes the new profile (its slug and status stay). */
export function updateProfile(cmd: { listingId: number; actorId: string; profile: ListingProfile }, state: Listing): ListingEvent[] {
  owned(state, cmd.actorId);
  if (!cmd.profile.name?.trim()) throw invalid('name', 'a listing needs a name');
  return [{ type: 'ListingProfileUpdated', data: { listingId: cmd.listingId, profile: cmd.profile } }];
}
