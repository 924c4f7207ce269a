import { conflict, invalid, notFound } from '../shared/errors.ts';
import { safeWebLink, webLink } from '../shared/links.ts';
import type { ExistingListing, Listing, ListingEvent } from './events.ts';
import type { GalleryOrigin } from './gallery-state.ts';
import type { ImageLimits, StoredImage } from './image.ts';
import { existing, owned } from './ownership.ts';

/**
 * What the media gallery holds: at most eight images, each read through the crawler's guard and
 * checked by the same rule as logos, with bounds that fit screenshots (larger files, wider shapes)
 * and refuse what is too small to be looked at or a strip that is not a picture of anything.
 */
export const GALLERY_LIMITS = {
  maxImages: 8,
  maxCaption: 200,
  image: {
    maxBytes: 2_000_000,
    minSide: 100,
    maxSide: 4096,
    maxAspect: 4,
    elongated: 'it is more than four times wider than high (or higher than wide): a banner, not a picture of the product',
  } satisfies ImageLimits,
} as const;

function added(listing: ExistingListing, source: string, origin: GalleryOrigin, caption: string | null, now: Date): ListingEvent {
  return {
    type: 'GalleryImageAdded',
    data: {
      listingId: listing.listingId,
      imageId: listing.galleryNumbered + 1,
      source,
      origin,
      ...(caption ? { caption } : {}),
      at: now.toISOString(),
    },
  };
}

export type AddGalleryImage = { actorId: string; url: string; caption?: string };

/**
 * An owner adds an image by its address; it is read and checked afterwards (the worker records what
 * it found). The same address twice is one image; a full gallery takes no more until one is removed
 * (a refused image keeps its place, so the owner sees why, until they remove it).
 */
export function addGalleryImage(cmd: AddGalleryImage, state: Listing, now: Date): ListingEvent[] {
  const listing = owned(state, cmd.actorId);
  const url = webLink(cmd.url, 500);
  if (!url.ok) throw invalid('url', url.message);
  const caption = cmd.caption?.trim() || null;
  if (caption && caption.length > GALLERY_LIMITS.maxCaption) throw invalid('caption', `must be at most ${GALLERY_LIMITS.maxCaption} characters`);
  if (listing.gallery.some((g) => g.source === url.value && g.refused === null)) return [];
  if (listing.gallery.length >= GALLERY_LIMITS.maxImages)
    throw conflict(`the gallery holds ${GALLERY_LIMITS.maxImages} images already: remove one before adding another`);
  return [added(listing, url.value, 'owner', caption, now)];
}

/** The homepage's `og:image`, as the first image of a listing made from a draft (when it is a web link at all). */
export function ogImageAdded(listing: ExistingListing, ogImage: string | undefined, now: Date): ListingEvent[] {
  const source = safeWebLink(ogImage, 500);
  return source ? [added(listing, source, 'og_image', null, now)] : [];
}

export function deleteGalleryImage(cmd: { actorId: string; imageId: number }, state: Listing): ListingEvent[] {
  const listing = owned(state, cmd.actorId);
  if (!listing.gallery.some((g) => g.id === cmd.imageId)) throw notFound(`image ${cmd.imageId}`);
  return [{ type: 'GalleryImageRemoved', data: { listingId: listing.listingId, imageId: cmd.imageId } }];
}

export type RecordGalleryImage = { listingId: number; imageId: number; source: string } & ({ image: StoredImage } | { refused: string });

/**
 * What the look at a gallery image found. An image removed meanwhile, or already settled (a job
 * repeated after a crash), records nothing.
 */
export function recordGalleryImage(cmd: RecordGalleryImage, state: Listing, now: Date): ListingEvent[] {
  const entry = existing(state).gallery.find((g) => g.id === cmd.imageId);
  if (!entry || entry.source !== cmd.source || entry.imageId !== null || entry.refused !== null) return [];
  const at = now.toISOString();
  return 'image' in cmd
    ? [{ type: 'GalleryImageStored', data: { listingId: cmd.listingId, imageId: cmd.imageId, image: cmd.image, at } }]
    : [{ type: 'GalleryImageRefused', data: { listingId: cmd.listingId, imageId: cmd.imageId, reason: cmd.refused, at } }];
}
