import type { Section } from '../domain/listing/events.ts';
import type { GalleryOrigin } from '../domain/listing/gallery-state.ts';
import type { ListingProfile } from '../domain/listing/profile.ts';

export type GalleryDoc = {
  id: number;
  source: string;
  origin: GalleryOrigin;
  caption: string | null;
  image: { id: string; width: number; height: number } | null;
  refused: string | null;
  added_at: string;
};

export type BadgeCheckDoc = { at: string; found: boolean; url: string; detail: string };

/** The listings read model: one document per listing, public profile plus owner-facing state. */
export type ListingDoc = ListingProfile & {
  id: string;
  listing_id: number;
  slug: string;
  url: string;
  domain: string;
  owner_id: string;
  /** Everyone who may act as the owner: the submitter and co-owners. */
  owner_ids: string[];
  draft_id: string | null;
  status: 'draft' | 'awaiting_badge' | 'scheduled' | 'live';
  plan: 'free' | 'paid' | null;
  launch_week: string | null;
  unlocked: Section[];
  /** Hidden by the site team: out of every public read, still the owner's. */
  hidden: boolean;
  hidden_reason: string | null;
  /** The logo kept for a `logo_url` (served at /images/{id}); shown while `source` is still the profile's logo_url. */
  logo?: { id: string; width: number; height: number; source: string } | null;
  /** The media gallery in the order added: each image asked for, then kept (`image`, served at /images/{id}) or refused with why. */
  gallery?: GalleryDoc[];
  submitted_at: string;
  live_at: string | null;
  badge_verified_at: string | null;
  /** The free plan's badge checks, newest last (at most the latest ten), and when the next one is due. */
  badge_checks: BadgeCheckDoc[];
  badge_next_check_at: string | null;
  badge_misses: number;
  /** Flagged for the site team: the badge went missing after launch. */
  badge_flagged: boolean;
  /** An owner verified a claim on the listing. */
  verified: boolean;
  /** The last launch week the free plan missed (the badge was not found in time). */
  missed_week: string | null;
  /** Visible reviews: the sum of their ratings and how many (the community rating is the mean). */
  rating_sum: number;
  rating_count: number;
  /** Launch weeks the listing is featured in (paid placement). */
  featured_weeks: string[];
  votes: number;
  /** The trending board's measure (domain/boards/trending.ts); null without votes. */
  trend: number | null;
  views: number;
  followers: number;
  updates_count: number;
  last_update_at: string | null;
  approved_alternatives: string[];
  billboard_cents: number;
  domain_rating: number | null;
  domain_rating_trend: { date: string; value: number }[];
  mrr_cents: number | null;
  awards: { week: string; place: number }[];
  updated_at: string;
};
