import type { Listing, ListingEvent } from './events.ts';
import { IMAGE_TYPES, type StoredImage } from './image.ts';
import { existing } from './ownership.ts';

/** What a logo may be: small enough to serve on every card, large enough to be seen, never a banner. */
export const LOGO_LIMITS = { maxBytes: 1_000_000, minSide: 16, maxSide: 4096, maxAspect: 4 } as const;

/** An image as its bytes describe it (never as the server that sent it says). */
export type ImageFacts = { type: string | null; width: number; height: number; bytes: number };

/** Why the image cannot be a logo, or null when it can. */
export function logoProblem(f: ImageFacts): string | null {
  if (!f.type || !(IMAGE_TYPES as readonly string[]).includes(f.type)) return `it is not a PNG, JPEG, GIF, WebP or SVG image${f.type ? ` (${f.type})` : ''}`;
  if (f.bytes > LOGO_LIMITS.maxBytes) return `it is larger than ${LOGO_LIMITS.maxBytes / 1_000_000} MB`;
  if (f.width < LOGO_LIMITS.minSide || f.height < LOGO_LIMITS.minSide) return `it is smaller than ${LOGO_LIMITS.minSide} × ${LOGO_LIMITS.minSide} pixels`;
  if (f.width > LOGO_LIMITS.maxSide || f.height > LOGO_LIMITS.maxSide) return `it is larger than ${LOGO_LIMITS.maxSide} × ${LOGO_LIMITS.maxSide} pixels`;
  if (Math.max(f.width, f.height) / Math.min(f.width, f.height) > LOGO_LIMITS.maxAspect)
    return 'it is a banner, not a logo (more than four times wider than high)';
  return null;
}

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
