import type { StoredImage } from './image.ts';

/** Where an image of the gallery came from: the owner, or the `og:image` of the homepage the listing was drafted from. */
export type GalleryOrigin = 'owner' | 'og_image';

/** The media gallery's events, part of the listing's stream. */
export type GalleryEvent =
  /** An image asked for in the media gallery (by an owner, or the homepage's og:image at submission): to be read and checked. */
  | { type: 'GalleryImageAdded'; data: { listingId: number; imageId: number; source: string; origin: GalleryOrigin; caption?: string; at: string } }
  /** The gallery image read through the crawler's guard, checked and kept under its digest. */
  | { type: 'GalleryImageStored'; data: { listingId: number; imageId: number; image: StoredImage; at: string } }
  /** The gallery image could not be kept (not an image, too large, unreachable, a private address), and why. */
  | { type: 'GalleryImageRefused'; data: { listingId: number; imageId: number; reason: string; at: string } }
  | { type: 'GalleryImageRemoved'; data: { listingId: number; imageId: number } };

/** One image of the gallery: asked for, then kept (`imageId`) or refused (`refused`, with why). */
export type GalleryEntry = { id: number; source: string; origin: GalleryOrigin; caption: string | null; imageId: string | null; refused: string | null };

/** The gallery's entries as its events leave them. */
export function evolveGallery(gallery: GalleryEntry[], event: GalleryEvent): GalleryEntry[] {
  switch (event.type) {
    case 'GalleryImageAdded': {
      const { imageId: id, source, origin, caption } = event.data;
      return [...gallery, { id, source, origin, caption: caption ?? null, imageId: null, refused: null }];
    }
    case 'GalleryImageStored':
      return gallery.map((g) => (g.id === event.data.imageId ? { ...g, imageId: event.data.image.id, refused: null } : g));
    case 'GalleryImageRefused':
      return gallery.map((g) => (g.id === event.data.imageId ? { ...g, refused: event.data.reason } : g));
    case 'GalleryImageRemoved':
      return gallery.filter((g) => g.id !== event.data.imageId);
  }
}
