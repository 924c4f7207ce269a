import { conflict, invalid } from '../shared/errors.ts';
import { isSlug } from '../shared/slug.ts';
import { websiteDomain } from '../shared/website.ts';
import { mondayOf, type WeekStart, weekStartTime } from '../shared/weeks.ts';
import { evolveListing, type Listing, type ListingEvent, type Plan } from './events.ts';
import { ogImageAdded } from './gallery.ts';
import { existing, owned } from './ownership.ts';
import type { ListingProfile } from './profile.ts';

export type SubmitListing = {
  listingId: number;
  slug: string;
  ownerId: string;
  draftId: string | null;
  url: string;
  profile: ListingProfile;
  /** The `og:image` of the homepage the draft was read from: the gallery's first image, once read and checked. */
  ogImage?: string;
};

export function submitListing(cmd: SubmitListing, state: Listing, now: Date): ListingEvent[] {
  if (state.status !== 'none') throw conflict(`listing ${cmd.listingId} already exists`);
  if (!isSlug(cmd.slug)) throw invalid('slug', 'must match ^[a-z0-9][a-z0-9-]{0,219}$');
  const domain = websiteDomain(cmd.url);
  if (!domain || !/^https?:\/\//i.test(cmd.url)) throw invalid('url', 'must be an http or https URL of a website');
  if (!cmd.profile.name?.trim()) throw invalid('name', 'a listing needs a name');
  if (cmd.profile.categories.length === 0) throw invalid('categories', 'a listing needs a primary category');
  const { ogImage, ...submitted } = cmd;
  const event: ListingEvent = { type: 'ListingSubmitted', data: { ...submitted, domain } };
  return [event, ...ogImageAdded(existing(evolveListing(state, event)), ogImage, now)];
}

export function scheduleLaunch(cmd: { listingId: number; week: WeekStart; plan: Plan; unlocked: string[]; now: Date }, state: Listing): ListingEvent[] {
  if (existing(state).status === 'live') throw conflict('listing is already live');
  if (weekStartTime(cmd.week) < weekStartTime(mondayOf(cmd.now))) throw invalid('week', 'must not be in the past');
  return [{ type: 'LaunchScheduled', data: { listingId: cmd.listingId, week: cmd.week, plan: cmd.plan, unlocked: cmd.unlocked } }];
}

/** Called by the scheduler once the launch week has begun. */
export function goLive(cmd: { listingId: number; now: Date }, state: Listing): ListingEvent[] {
  const listing = existing(state);
  if (listing.status === 'live') return [];
  if (listing.status !== 'scheduled') throw conflict(`listing is ${listing.status}, not scheduled`);
  if (cmd.now.getTime() < weekStartTime(listing.week)) throw conflict(`launch week ${listing.week} has not begun`);
  return [{ type: 'ListingWentLive', data: { listingId: cmd.listingId, week: listing.week, at: cmd.now.toISOString() } }];
}

/** The owner names the listings they consider alternatives; shown first, marked approved. */
export function approveAlternatives(cmd: { listingId: number; actorId: string; slugs: string[] }, state: Listing): ListingEvent[] {
  const listing = owned(state, cmd.actorId);
  if (cmd.slugs.length > 10) throw invalid('slugs', 'at most 10 alternatives');
  for (const s of cmd.slugs) if (!isSlug(s)) throw invalid('slugs', `${s} is not a slug`);
  if (cmd.slugs.includes(listing.slug)) throw invalid('slugs', 'a listing is not its own alternative');
  return [{ type: 'AlternativesApproved', data: { listingId: cmd.listingId, slugs: [...new Set(cmd.slugs)] } }];
}
