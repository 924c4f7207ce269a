import { notFound } from '../../domain/shared/errors.ts';
import { ownListing } from '../../projections/queries/index.ts';
import { caller, type OperationContext, operation } from '../operation.ts';
import { readYourWrite } from '../read-your-writes.ts';

const me = (ctx: OperationContext) => caller(ctx).accountId;
const as = (ctx: OperationContext) => ({ actor: me(ctx), correlationId: ctx.correlationId });

type Shown = NonNullable<Awaited<ReturnType<typeof ownListing>>>['gallery'][number];

/** A gallery image as its owners follow it, read once the owner view shows the write. */
async function galleryImage(ctx: OperationContext, listingId: number, which: (g: Shown) => boolean) {
  const image = (await ownListing(ctx.readModels, listingId, me(ctx), ctx.clock.now()))?.gallery.find(which);
  if (!image) throw notFound('listing');
  return image;
}

/**
 * An image for the media gallery, by its address: answered at once while the worker reads and
 * checks it (the logo's path); the owner view says moments later whether it was kept, and why not.
 */
export const addGalleryImage = operation({
  name: 'add_gallery_image',
  method: 'POST',
  path: '/me/listings/{listing_id}/images',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ path, body }, ctx) {
    const r = await ctx.commands.addGalleryImage({ listingId: path.listing_id, actorId: me(ctx), url: body.url, caption: body.caption }, as(ctx));
    await readYourWrite(ctx, r);
    const added = r.events[0];
    // The same address again adds nothing: the answer is the image already there (addresses are stored normalized).
    const source = new URL(body.url.trim()).href;
    const which =
      added?.type === 'GalleryImageAdded' ? (g: Shown) => g.image_id === added.data.imageId : (g: Shown) => g.source === source && g.status !== 'refused';
    return { status: 202, body: await galleryImage(ctx, path.listing_id, which) };
  },
});

export const deleteGalleryImage = operation({
  name: 'delete_gallery_image',
  method: 'DELETE',
  path: '/me/listings/{listing_id}/images/{image_id}',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ path }, ctx) {
    const r = await ctx.commands.deleteGalleryImage({ listingId: path.listing_id, actorId: me(ctx), imageId: path.image_id }, as(ctx));
    await readYourWrite(ctx, r);
    return { body: { deleted: true, image_id: path.image_id } };
  },
});
