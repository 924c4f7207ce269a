import type { Listing, ListingEvent } from './events.ts';
import { type ImageFacts, type ImageLimits, imageProblem, type StoredImage } from './image.ts';
import { existing } from './ownership.ts';

/** What a logo may be: small enough to serve on every card, large enough to be seen, never a banner. */
export const LOGO_LIMITS = {
  maxBytes: 1_000_000,
  minSide: 16,
  maxSide: 4096,
  maxAspect: 4,
  elongated: 'it is a banner, not a logo (more than four times wider than high)',
} as const satisfies ImageLimits;

/** Why the image cannot be a logo, or null when it can. */
export const logoProblem = (f: ImageFacts): string | null => imageProblem(f, LOGO_LIMITS);

export type RecordLogo = { listingId: number; source: string } & ({ image: StoredImage } | { refused: string });

/**
 * What the look at a logo found. A look at a `logo_url` the profile no longer has changes nothing
 * (the owner changed it meanwhile, and the new one has its own look); the same finding twice is
 * recorded once, and a failed look never takes away a logo already kept for the same address.
 */
export function recordLogo(cmd: RecordLogo, state: Listing, now: Date): ListingEvent[] {
  const listing = existing(state);
  if (listing.profile.logo_url !== cmd.source) return [];
  const at = now.toISOString();
  if ('image' in cmd) {
    if (listing.logo?.source === cmd.source && listing.logo.imageId === cmd.image.id) return [];
    return [{ type: 'LogoStored', data: { listingId: cmd.listingId, source: cmd.source, image: cmd.image, at } }];
  }
  // A later failed look at the same address keeps the copy already kept (the image went away, the site is down).
  if (listing.logo?.source === cmd.source) return [];
  return [{ type: 'LogoRefused', data: { listingId: cmd.listingId, source: cmd.source, reason: cmd.refused, at } }];
}
