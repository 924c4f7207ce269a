import * as gallery from '../../domain/listing/gallery.ts';
import { command } from '../command.ts';
import { onListing } from '../streams.ts';

/** An owner asks for an image in the media gallery; the gallery worker reads it and reports with `recordGalleryImage`. */
export const addGalleryImage = command({
  ...onListing,
  decide: (c: { listingId: number } & gallery.AddGalleryImage, s, { now }) => gallery.addGalleryImage(c, s, now),
});
export const deleteGalleryImage = command({
  ...onListing,
  decide: (c: { listingId: number; actorId: string; imageId: number }, s) => gallery.deleteGalleryImage(c, s),
});
export const recordGalleryImage = command({
  ...onListing,
  decide: (c: gallery.RecordGalleryImage, s, { now }) => gallery.recordGalleryImage(c, s, now),
});
